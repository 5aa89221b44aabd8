#include "plugins/analytics/analytics_values.h"

#include <charconv>

#include "plugins/analytics/days.h"
#include "seo/sdk/util/api_doc.h"

namespace seo::plugins::analytics {

namespace doc = seo::sdk::doc;

using seo::sdk::Result;
using seo::sdk::Status;

Result<DayRange> parseDayRange(const seo::sdk::RequestContext& ctx, std::int64_t today) {
  std::optional<std::string_view> from_text = ctx.queryParam("from");
  std::optional<std::string_view> to_text = ctx.queryParam("to");
  std::optional<std::int64_t> from, to;
  if (from_text) {
    from = parseDay(*from_text);
    if (!from) return Status::invalidField("from", "must be a date YYYY-MM-DD");
  }
  if (to_text) {
    to = parseDay(*to_text);
    if (!to) return Status::invalidField("to", "must be a date YYYY-MM-DD");
  }
  if (from && to) {
    if (*from > *to) return Status::invalidField("from", "must not be after to");
    return seo::sdk::dates::dayRange(*from, *to);
  }
  std::string_view name = ctx.queryParam("range").value_or(kDefaultPeriodRange);
  if (!kPeriodRanges.contains(name)) return Status::invalidField("range", kPeriodRanges.rule());
  int days = 0;  // the number before the "d"
  std::from_chars(name.data(), name.data() + name.size(), days);
  return seo::sdk::dates::dayRange(today - days + 1, today);
}

seo::sdk::RouteSpec& periodParameters(seo::sdk::RouteSpec& route) {
  return route
      .query("range", kPeriodRanges.schema(),
             "the last days; default " + std::string(kDefaultPeriodRange))
      .query("from", doc::kDate, "first day (UTC); with `to`, overrides `range`")
      .query("to", doc::kDate, "last day (UTC); with `from`, overrides `range`");
}

}  // namespace seo::plugins::analytics
