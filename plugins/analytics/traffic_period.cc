#include "plugins/analytics/traffic_period.h"

#include <charconv>

#include "plugins/analytics/days.h"
#include "seo/sdk/util/api_doc.h"

namespace seo::plugins::analytics {

namespace doc = seo::sdk::doc;

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::int64_t kYearDays = 365;

TrafficPeriod hoursEndingWith(std::int64_t last_hour_ms) {
  const std::int64_t first_hour_ms = last_hour_ms - 23 * kMsPerHour;
  TrafficPeriod period;
  period.days = seo::sdk::dates::dayRange(dayOfMs(first_hour_ms), dayOfMs(last_hour_ms));
  period.first_hour = hourText(first_hour_ms);
  period.last_hour = hourText(last_hour_ms);
  return period;
}

}  // namespace

std::string TrafficPeriod::sinceIso() const { return *first_hour + ":00:00.000Z"; }

std::string TrafficPeriod::untilIso() const { return isoOfMs(msOfHour(*last_hour) + kMsPerHour); }

Result<TrafficPeriod> parseTrafficPeriod(const seo::sdk::RequestContext& ctx, std::int64_t now_ms) {
  const std::int64_t today = dayOfMs(now_ms);
  // A lone `from` or `to` is ignored as in parseDayRange, but a malformed one is still 400.
  for (const char* name : {"from", "to"}) {
    std::optional<std::string_view> text = ctx.queryParam(name);
    if (text && !parseDay(*text)) return Status::invalidField(name, "must be a date YYYY-MM-DD");
  }
  std::string_view range = ctx.queryParam("range").value_or(kDefaultPeriodRange);
  if (ctx.queryParam("from") && ctx.queryParam("to")) {
    SEO_ASSIGN_OR_RETURN(DayRange days, parseDayRange(ctx, today));
    return TrafficPeriod{days, {}, {}};
  }
  if (!kTrafficRanges.contains(range)) return Status::invalidField("range", kTrafficRanges.rule());
  if (range == kLastDayRange) return hoursEndingWith(now_ms - now_ms % kMsPerHour);
  if (range == "12mo") {
    return TrafficPeriod{seo::sdk::dates::dayRange(today - kYearDays + 1, today), {}, {}};
  }
  int days = 0;  // the number before the "d"
  std::from_chars(range.data(), range.data() + range.size(), days);
  return TrafficPeriod{seo::sdk::dates::dayRange(today - days + 1, today), {}, {}};
}

TrafficPeriod previousPeriod(const TrafficPeriod& period) {
  if (period.hourly()) return hoursEndingWith(msOfHour(*period.first_hour) - kMsPerHour);
  const std::int64_t length = period.days.last - period.days.first + 1;
  return TrafficPeriod{
      seo::sdk::dates::dayRange(period.days.first - length, period.days.first - 1), {}, {}};
}

Result<bool> parseCompare(const seo::sdk::RequestContext& ctx) {
  std::optional<std::string_view> compare = ctx.queryParam("compare");
  if (!compare) return false;
  if (*compare != "previous") return Status::invalidField("compare", "must be previous");
  return true;
}

seo::sdk::RouteSpec& trafficPeriodParameters(seo::sdk::RouteSpec& route) {
  return route
      .query("range", kTrafficRanges.schema(),
             "the last days (or 24h: the 24 hours ending with the current one; 12mo: 365 days); "
             "default " +
                 std::string(kDefaultPeriodRange))
      .query("from", doc::kDate, "first day (UTC); with `to`, overrides `range`")
      .query("to", doc::kDate, "last day (UTC); with `from`, overrides `range`");
}

seo::sdk::RouteSpec& compareParameter(seo::sdk::RouteSpec& route) {
  return route.query("compare", doc::oneOf({"previous"}),
                     "also answer the period of the same length just before");
}

}  // namespace seo::plugins::analytics
