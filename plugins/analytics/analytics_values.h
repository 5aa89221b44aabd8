// The query parameters every analytics read takes (spec, "Endpoints"): the period, as `range`
// (7d, 30d, 90d; default 30d) or `from` and `to` (YYYY-MM-DD, both present override `range`),
// and `limit`.
//
//   Result<DayRange> period = parseDayRange(ctx, dayOfMs(nowMs()));
//   if (!period.isOk()) return period.status();   // 400 naming range, from or to
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "seo/sdk/sdk.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::analytics {

using seo::sdk::dates::DayRange;

// The periods `range` names: the last N days, today included.
inline constexpr seo::sdk::Choices kPeriodRanges{"7d", "30d", "90d"};
inline constexpr std::string_view kDefaultPeriodRange = "30d";

// `range` Nd covers the N days ending with `today`. A lone `from` or `to` is ignored, as the
// spec only lets both together override `range`; either one malformed is still 400.
seo::sdk::Result<DayRange> parseDayRange(const seo::sdk::RequestContext& ctx, std::int64_t today);

// Documents `range`, `from` and `to` on `route`, as parseDayRange reads them.
seo::sdk::RouteSpec& periodParameters(seo::sdk::RouteSpec& route);

}  // namespace seo::plugins::analytics
