#include "plugins/analytics/query_values.h"

#include "plugins/analytics/days.h"

namespace seo::plugins::analytics {

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
  std::string_view name = ctx.queryParam("range").value_or("30d");
  int days = 0;
  if (name == "7d") {
    days = 7;
  } else if (name == "30d") {
    days = 30;
  } else if (name == "90d") {
    days = 90;
  } else {
    return Status::invalidField("range", "must be one of 7d, 30d, 90d");
  }
  return seo::sdk::dates::dayRange(today - days + 1, today);
}

}  // namespace seo::plugins::analytics
