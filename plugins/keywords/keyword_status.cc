#include "plugins/keywords/keyword_status.h"

#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/keyword_input.h"
#include "plugins/keywords/keyword_queries.h"
#include "plugins/keywords/request_values.h"

namespace seo::plugins::keywords {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

Result<Response> setStarred(seo::sdk::RequestContext& ctx, int starred) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  KeywordRecord keyword;
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    soci::statement st =
        (sql.prepare << "UPDATE keywords SET is_starred = :s WHERE website_id = :w AND id = :i",
         soci::use(starred), soci::use(ctx.caller.website_id), soci::use(id));
    st.execute(true);
    if (st.get_affected_rows() == 0) return Status::notFound();
    return findKeyword(sql, ctx.caller.website_id, id, &keyword);
  });
  if (!s.isOk()) return s;
  rapidjson::Document data;
  rapidjson::Value v = keywordJson(keyword, data.GetAllocator());
  data.CopyFrom(v, data.GetAllocator());
  return Response::data(std::move(data));
}

}  // namespace

Result<Response> onUpdateKeywordStatus(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  Result<std::vector<std::string>> ids = seo::sdk::bodyIdList(body, "ids", kMaxIdsPerRequest);
  if (!ids.isOk()) return ids.status();
  if (!body.HasMember("status") || body["status"].IsNull()) return Status::missingField("status");
  const rapidjson::Value& v = body["status"];
  if (!v.IsString() || !isKeywordStatus(std::string_view(v.GetString(), v.GetStringLength()))) {
    return Status::invalidField("status", "must be one of active, planned, ignored");
  }
  std::string status = v.GetString();
  long long updated = 0;
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    std::string id;
    soci::statement st =
        (sql.prepare << "UPDATE keywords SET status = :s WHERE website_id = :w AND id = :i",
         soci::use(status), soci::use(ctx.caller.website_id), soci::use(id));
    updated = changeKeywords(sql, ctx.host->dialect(), ctx.caller.website_id, ids.value(),
                             [&](const std::string& keyword_id, const KeywordState& before) {
                               id = keyword_id;
                               st.execute(true);
                               return KeywordChange{true, KeywordState{status, before.group_id}};
                             });
    return Status::ok();
  });
  if (!s.isOk()) return s;
  Response r = Response::success();
  r.body.AddMember("updated", static_cast<std::int64_t>(updated), r.body.GetAllocator());
  return r;
}

Result<Response> onStarKeyword(seo::sdk::RequestContext& ctx) { return setStarred(ctx, 1); }

Result<Response> onUnstarKeyword(seo::sdk::RequestContext& ctx) { return setStarred(ctx, 0); }

}  // namespace seo::plugins::keywords
