#include "plugins/keywords/delete_keywords.h"

#include "plugins/keywords/keyword_store.h"
#include "plugins/keywords/keywords_values.h"

namespace seo::plugins::keywords {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

Result<Response> onDeleteKeywords(seo::sdk::RequestContext& ctx) {
  Result<std::vector<std::string>> ids = seo::sdk::bodyIdList(ctx.json(), "ids", kMaxIdsPerRequest);
  if (!ids.isOk()) return ids.status();
  long long deleted = 0;
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    deleted = deleteKeywords(sql, ctx.host->dialect(), ctx.caller.website_id, ids.value());
    return Status::ok();
  });
  if (!s.isOk()) return s;
  Response r = Response::success();
  r.body.AddMember("deleted", static_cast<std::int64_t>(deleted), r.body.GetAllocator());
  return r;
}

}  // namespace seo::plugins::keywords
