#include "plugins/ai_visibility/ai_visibility_values.h"

#include "plugins/ai_visibility/campaign_store.h"
#include "seo/sdk/host.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::ai_visibility {

namespace doc = seo::sdk::doc;

using seo::sdk::Result;
using seo::sdk::Status;

seo::sdk::Handler forKind(KindHandler handler, std::string_view kind) {
  return [handler, kind](seo::sdk::RequestContext& ctx) { return handler(ctx, kind); };
}

Result<Campaign> campaignOf(seo::sdk::RequestContext& ctx, std::string_view kind) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  Campaign c;
  SEO_RETURN_IF_ERROR(ctx.host->withSession(
      [&](soci::session& sql) { return findCampaign(sql, ctx.caller.website_id, kind, id, &c); }));
  return c;
}

Result<DayRange> dayRangeOf(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> from, seo::sdk::queryDate(ctx, "from"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> to, seo::sdk::queryDate(ctx, "to"));
  const std::int64_t today =
      seo::sdk::dates::dayOfMs(seo::sdk::dates::msOfIso(ctx.host->now()).value_or(0));
  const std::int64_t last = to ? *seo::sdk::dates::parseDay(*to) : today;
  const std::int64_t first =
      from ? *seo::sdk::dates::parseDay(*from) : last - (kDefaultRangeDays - 1);
  if (first > last) return Status::invalidField("from", "must not be after to");
  if (last - first + 1 > kMaxRangeDays) {
    return Status::invalidField("to",
                                "the range is at most " + std::to_string(kMaxRangeDays) + " days");
  }
  return seo::sdk::dates::dayRange(first, last);
}

seo::sdk::RouteSpec& rangeParameters(seo::sdk::RouteSpec& route) {
  return route
      .query("from", std::string(doc::kDate),
             "the first UTC day (default: " + std::to_string(kDefaultRangeDays - 1) +
                 " days before to)")
      .query(
          "to", std::string(doc::kDate),
          "the last UTC day (default: today); at most " + std::to_string(kMaxRangeDays) + " days");
}

}  // namespace seo::plugins::ai_visibility
