#include "plugins/analytics/bot_hits.h"

#include "plugins/analytics/stored_text.h"

namespace seo::plugins::analytics {

seo::sdk::Result<std::int64_t> recordBotHits(soci::session& sql, seo::sdk::Host& host,
                                             const std::vector<BotHit>& hits) {
  std::int64_t added = 0;
  for (const BotHit& hit : hits) {
    std::string id = host.newId();
    // An access log's request target may be as long as its line: kept within the index's bound.
    const std::string path = storedText(hit.path, kMaxStoredPathBytes);
    soci::statement insert =
        (sql.prepare << "INSERT INTO analytics_bot_hits (id, website_id, hit_key, occurred_at, "
                        "day, bot, path, source) VALUES (:id, :w, :k, :t, :d, :b, :p, :s) "
                        "ON CONFLICT (website_id, hit_key) DO NOTHING",
         soci::use(id), soci::use(hit.website_id), soci::use(hit.hit_key),
         soci::use(hit.occurred_at), soci::use(hit.day), soci::use(hit.bot), soci::use(path),
         soci::use(hit.source));
    insert.execute(true);
    if (insert.get_affected_rows() == 0) continue;  // recorded before
    ++added;
    sql << "INSERT INTO analytics_bot_daily (website_id, day, bot, path, hits, last_seen) "
           "VALUES (:w, :d, :b, :p, 1, :t) ON CONFLICT (website_id, day, bot, path) DO UPDATE "
           "SET hits = analytics_bot_daily.hits + 1, last_seen = CASE WHEN "
           "excluded.last_seen > analytics_bot_daily.last_seen THEN excluded.last_seen ELSE "
           "analytics_bot_daily.last_seen END",
        soci::use(hit.website_id), soci::use(hit.day), soci::use(hit.bot), soci::use(path),
        soci::use(hit.occurred_at);
  }
  return added;
}

}  // namespace seo::plugins::analytics
