// The service `analytics.search_console_page_days`: Search Console's own figures of a few of a
// website's pages, day by day, for another module to show beside its own (the keywords module's
// measured positions, next to the average position Search Console saw for the URL that ranked).
//
//   request: {"pages": ["https://example.com/a", ...] (1 to 20), "from": "2026-11-01",
//             "to": "2026-11-30"} (days, both included, at most 731)
//   answer:  {"data": [{"page": "https://example.com/a", "day": "2026-11-02", "clicks": 3,
//             "impressions": 120, "position": 4.2}, ...]} (by page, then day; days without
//             rows are absent)
//
// Pages are matched as Search Console wrote them (full URLs, exactly).
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

inline constexpr const char* kSearchConsolePageDaysService = "analytics.search_console_page_days";
inline constexpr std::size_t kMaxPageDaysPages = 20;
inline constexpr std::int64_t kMaxPageDaysDays = 731;

void registerSearchConsolePageDays(seo::sdk::Registrar& r);

}  // namespace seo::plugins::analytics
