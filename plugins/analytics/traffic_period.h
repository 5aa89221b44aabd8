// The period of a traffic read (summary, geo, the dashboard's panels): the spec's `range`, `from`
// and `to` (analytics_values.h), with two more ranges the dashboard offers: `24h`, the 24 hours
// ending with the current one, and `12mo`, the 365 days ending today. `compare=previous` asks for
// the period of the same length just before it.
//
//   SEO_ASSIGN_OR_RETURN(TrafficPeriod period, parseTrafficPeriod(ctx, nowMs()));
//   TrafficPeriod before = previousPeriod(period);
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "plugins/analytics/analytics_values.h"
#include "seo/sdk/sdk.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::analytics {

inline constexpr std::string_view kLastDayRange = "24h";
inline constexpr seo::sdk::Choices kTrafficRanges{kLastDayRange, "7d", "30d", "90d", "12mo"};

struct TrafficPeriod {
  DayRange days;  // every day it touches
  // Set for an hourly period (24h): its first and last hours, 'YYYY-MM-DDTHH' (UTC).
  std::optional<std::string> first_hour, last_hour;

  bool hourly() const { return first_hour.has_value(); }
  // The bounds of an hourly period as ISO times: [since, until).
  std::string sinceIso() const;
  std::string untilIso() const;
};

seo::sdk::Result<TrafficPeriod> parseTrafficPeriod(const seo::sdk::RequestContext& ctx,
                                                   std::int64_t now_ms);

// The period of the same length that ends just before `period` starts.
TrafficPeriod previousPeriod(const TrafficPeriod& period);

// True when the request asks for the previous period beside (`compare=previous`); 400 for any
// other value.
seo::sdk::Result<bool> parseCompare(const seo::sdk::RequestContext& ctx);

// Documents `range`, `from` and `to` as parseTrafficPeriod reads them.
seo::sdk::RouteSpec& trafficPeriodParameters(seo::sdk::RouteSpec& route);
seo::sdk::RouteSpec& compareParameter(seo::sdk::RouteSpec& route);

}  // namespace seo::plugins::analytics
