// Recording AI bot hits: the raw hit, once per (website, hit key), and its daily rollup per bot
// and page. Shared by the tracker's endpoints (through the ingestor's batches) and the
// access-log import, so both count alike and a hit seen twice counts once.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// Where a hit was seen: POST /track-bot (the tracker, or a server's middleware), or an access
// log imported.
inline constexpr std::string_view kTrackerSource = "tracker";
inline constexpr std::string_view kAccessLogSource = "access_log";

struct BotHit {
  std::string website_id;
  std::string hit_key;      // unique per website; a repeat is ignored
  std::string occurred_at;  // ISO 8601 UTC
  std::string day;          // 'YYYY-MM-DD' of occurred_at
  std::string bot;          // the name from the AI bot list
  std::string path;         // the page crawled, path and query
  std::string source;       // kTrackerSource or kAccessLogSource
};

// Records `hits` in `sql`'s (open) transaction; returns how many were new.
seo::sdk::Result<std::int64_t> recordBotHits(soci::session& sql, seo::sdk::Host& host,
                                             const std::vector<BotHit>& hits);

}  // namespace seo::plugins::analytics
