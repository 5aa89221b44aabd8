// The spec's search-console page rows (GET /search-console/pages): each page's clicks and
// impressions summed over the days of a period, its click-through rate and its average position
// weighted by impressions.
//
//   Result<std::vector<PageRow>> rows = topPages(*ctx.host, website_id, "2026-11-01",
//                                                "2026-11-30", 50);
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// GET /search-console/pages's `limit`: by default and at most.
inline constexpr std::int64_t kDefaultSearchConsolePages = 50;
inline constexpr std::int64_t kMaxSearchConsolePages = 500;

// One search-console page row as the API answers it.
struct PageRow {
  std::string page;
  std::int64_t clicks = 0, impressions = 0;
  double ctr = 0;       // clicks / impressions, a fraction 0..1 rounded to 4 decimals
  double position = 0;  // weighted by impressions, rounded to 2 decimals
};

// The `limit` pages of `website_id` with the most clicks from day `from` to `to` ('YYYY-MM-DD',
// both included); ties by impressions, then by page (byte order). CTR and position are 0 for a
// page without impressions. An empty list when nothing is stored.
seo::sdk::Result<std::vector<PageRow>> topPages(seo::sdk::Host& host, const std::string& website_id,
                                                const std::string& from, const std::string& to,
                                                int limit);

}  // namespace seo::plugins::analytics
