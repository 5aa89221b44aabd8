#include "plugins/keywords/delete_keywords.h"

#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/request_values.h"

namespace seo::plugins::keywords {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

Result<Response> onDeleteKeywords(seo::sdk::RequestContext& ctx) {
  Result<std::vector<std::string>> ids = seo::sdk::bodyIdList(ctx.json(), "ids", kMaxIdsPerRequest);
  if (!ids.isOk()) return ids.status();
  long long deleted = 0;
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    std::string id;
    soci::statement st = (sql.prepare << "DELETE FROM keywords WHERE website_id = :w AND id = :i",
                          soci::use(ctx.caller.website_id), soci::use(id));
    deleted = changeKeywords(sql, ctx.host->dialect(), ctx.caller.website_id, ids.value(),
                             [&](const std::string& keyword_id, const KeywordState&) {
                               id = keyword_id;
                               st.execute(true);
                               return KeywordChange{true, std::nullopt};
                             });
    return Status::ok();
  });
  if (!s.isOk()) return s;
  Response r = Response::success();
  r.body.AddMember("deleted", static_cast<std::int64_t>(deleted), r.body.GetAllocator());
  return r;
}

}  // namespace seo::plugins::keywords
