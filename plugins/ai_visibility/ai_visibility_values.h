// Values the module's routes read: the campaign {id} of the caller's website, and the UTC day
// range of results; and the route helpers that go with them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "plugins/ai_visibility/campaign.h"
#include "seo/sdk/plugin.h"
#include "seo/sdk/request_context.h"
#include "seo/sdk/util/dates.h"

namespace seo::plugins::ai_visibility {

// A handler serving the campaigns of one kind (campaign.h).
using KindHandler = seo::sdk::Result<seo::sdk::Response> (*)(seo::sdk::RequestContext&,
                                                             std::string_view);

// `handler` bound to `kind`, as a route takes it.
seo::sdk::Handler forKind(KindHandler handler, std::string_view kind);

// The campaign {id} of `kind` of the caller's website, or 404.
seo::sdk::Result<Campaign> campaignOf(seo::sdk::RequestContext& ctx, std::string_view kind);

// A day range of results spans at most this many days; by default the 30 days up to `to`.
inline constexpr std::int64_t kMaxRangeDays = 366;
inline constexpr std::int64_t kDefaultRangeDays = 30;

// UTC days `from`..`to` inclusive: both YYYY-MM-DD, at most kMaxRangeDays days; default the
// kDefaultRangeDays days up to today.
using seo::sdk::dates::DayRange;
seo::sdk::Result<DayRange> dayRangeOf(seo::sdk::RequestContext& ctx);

// Documents `from` and `to` on a route that reads dayRangeOf.
seo::sdk::RouteSpec& rangeParameters(seo::sdk::RouteSpec& route);

}  // namespace seo::plugins::ai_visibility
