// GET /articles/calendar: the website's articles whose day (when published, else when
// scheduled) falls in a range, as the spec's Calendar events, by date.
//
// Query: `start` and `end` (YYYY-MM-DD, UTC days, both included; `from` and `to` are accepted
// as the same), required, `end` not before `start`, at most 366 days apart. At most 10 000
// events are answered (a year of three articles a day); a range holding more answers 400,
// naming `end`, rather than a silently cut list.
#pragma once

#include <cstdint>

#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

inline constexpr std::int64_t kMaxCalendarDays = 366;
inline constexpr std::int64_t kMaxCalendarEvents = 10000;

void registerCalendar(seo::sdk::Registrar& r);

seo::sdk::Result<seo::sdk::Response> onArticleCalendar(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::content
