#include "plugins/ai_visibility/route_values.h"

#include "plugins/ai_visibility/campaign_store.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/host.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::ai_visibility {

using seo::sdk::Result;
using seo::sdk::Status;

Result<Campaign> campaignOf(seo::sdk::RequestContext& ctx, std::string_view kind) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  Campaign c;
  SEO_RETURN_IF_ERROR(ctx.host->withSession(
      [&](soci::session& sql) { return findCampaign(sql, ctx.caller.website_id, kind, id, &c); }));
  return c;
}

Result<DayRange> dayRangeOf(seo::sdk::RequestContext& ctx) {
  constexpr std::int64_t kMaxDays = 366;
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> from, seo::sdk::queryDate(ctx, "from"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> to, seo::sdk::queryDate(ctx, "to"));
  const std::int64_t today =
      seo::sdk::dates::dayOfMs(seo::sdk::dates::msOfIso(ctx.host->now()).value_or(0));
  const std::int64_t last = to ? *seo::sdk::dates::parseDay(*to) : today;
  const std::int64_t first = from ? *seo::sdk::dates::parseDay(*from) : last - 29;
  if (first > last) return Status::invalidField("from", "must not be after to");
  if (last - first + 1 > kMaxDays) {
    return Status::invalidField("to", "the range is at most 366 days");
  }
  return seo::sdk::dates::dayRange(first, last);
}

}  // namespace seo::plugins::ai_visibility
