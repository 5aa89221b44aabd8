// The SQL of the AI bot reads, over the daily rollup only (analytics_bot_daily), so a read's
// cost follows the days, bots and pages of its period, never the raw hits. Each acts on one
// website and the inclusive days `from` to `to` ('YYYY-MM-DD'); bot_traffic_reads.h shapes the
// answers. (The visitors' traffic: panel_store.h.)
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <soci/soci.h>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

struct BotRow {
  std::string bot;
  long long hits = 0;
  long long pages = 0;  // distinct pages
  std::string last_seen;
};
// Per AI bot: hits, distinct pages and the latest hit; most hits first, ties by name.
std::vector<BotRow> botRows(soci::session& sql, seo::sdk::Dialect dialect,
                            const std::string& website_id, const std::string& from,
                            const std::string& to);

struct BotPageRow {
  std::string page;
  long long hits = 0;
  long long bots = 0;  // distinct bots
  std::string last_seen;
};
// The `limit` most crawled pages (only `bot`'s hits when given); most hits first, ties by page.
std::vector<BotPageRow> botPageRows(soci::session& sql, seo::sdk::Dialect dialect,
                                    const std::string& website_id, const std::string& from,
                                    const std::string& to, const std::optional<std::string>& bot,
                                    std::int64_t limit);

// Day ('YYYY-MM-DD') -> bot -> hits, for the days that have any.
std::map<std::string, std::map<std::string, long long>> botHitsByDay(
    soci::session& sql, const std::string& website_id, const std::string& from,
    const std::string& to);

}  // namespace seo::plugins::analytics
