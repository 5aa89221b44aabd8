#include "plugins/keywords/keyword_status.h"

#include "plugins/keywords/keyword.h"
#include "plugins/keywords/keyword_json.h"
#include "plugins/keywords/keyword_store.h"
#include "plugins/keywords/keywords_values.h"

namespace seo::plugins::keywords {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

Result<Response> star(seo::sdk::RequestContext& ctx, bool starred) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  KeywordRecord keyword;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    return setStarred(*ctx.host, sql, ctx.caller.website_id, id, starred, &keyword);
  }));
  rapidjson::Document data;
  rapidjson::Value v = keywordJson(keyword, data.GetAllocator());
  return Response::data(std::move(seo::sdk::json::setRoot(data, v)));
}

}  // namespace

Result<Response> onUpdateKeywordStatus(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  Result<std::vector<std::string>> ids = seo::sdk::bodyIdList(body, "ids", kMaxIdsPerRequest);
  if (!ids.isOk()) return ids.status();
  if (!body.HasMember("status") || body["status"].IsNull()) return Status::missingField("status");
  SEO_ASSIGN_OR_RETURN(std::string status,
                       seo::sdk::bodyChoice(body, "status", kKeywordStatuses, ""));
  long long updated = 0;
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    updated = setKeywordStatus(sql, ctx.host->dialect(), ctx.caller.website_id, ids.value(),
                               status);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  Response r = Response::success();
  r.body.AddMember("updated", static_cast<std::int64_t>(updated), r.body.GetAllocator());
  return r;
}

Result<Response> onStarKeywords(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  Result<std::vector<std::string>> ids = seo::sdk::bodyIdList(body, "ids", kMaxIdsPerRequest);
  if (!ids.isOk()) return ids.status();
  if (!body.HasMember("starred") || body["starred"].IsNull()) return Status::missingField("starred");
  if (!body["starred"].IsBool()) return Status::invalidField("starred", "must be true or false");
  const bool starred = body["starred"].GetBool();
  long long updated = 0;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    updated = setFlagMany(sql, ctx.caller.website_id, ids.value(), KeywordFlag::kStarred, starred);
    return Status::ok();
  }));
  Response r = Response::success();
  r.body.AddMember("updated", static_cast<std::int64_t>(updated), r.body.GetAllocator());
  return r;
}

Result<Response> onStarKeyword(seo::sdk::RequestContext& ctx) { return star(ctx, true); }

Result<Response> onUnstarKeyword(seo::sdk::RequestContext& ctx) { return star(ctx, false); }

}  // namespace seo::plugins::keywords
