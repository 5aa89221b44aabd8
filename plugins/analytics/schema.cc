#include "plugins/analytics/schema.h"

namespace seo::plugins::analytics {

namespace {

// Days are 'YYYY-MM-DD' (UTC) and times ISO 8601 text, both of which sort as they compare.
seo::sdk::Migration traffic() {
  return {1,
          "sites, salts, events, visits and daily rollups",
          {"CREATE TABLE analytics_sites (website_id TEXT PRIMARY KEY REFERENCES websites(id) "
           "ON DELETE CASCADE, site_id TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL)",
           "CREATE TABLE analytics_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL, "
           "created_at TEXT NOT NULL)",
           "CREATE TABLE analytics_events (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
           "REFERENCES websites(id) ON DELETE CASCADE, occurred_at TEXT NOT NULL, day TEXT NOT "
           "NULL, visit_id TEXT NOT NULL, path TEXT NOT NULL, referrer_host TEXT, country TEXT "
           "NOT NULL)",
           "CREATE INDEX analytics_events_website_day ON analytics_events (website_id, day)",
           // visitor: the day's keyed hash; last_ms: the last event, in ms since the epoch.
           "CREATE TABLE analytics_visits (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
           "REFERENCES websites(id) ON DELETE CASCADE, visitor TEXT NOT NULL, day TEXT NOT "
           "NULL, started_ms BIGINT NOT NULL, last_ms BIGINT NOT NULL, pageviews BIGINT NOT "
           "NULL, country TEXT NOT NULL)",
           "CREATE INDEX analytics_visits_visitor ON analytics_visits (website_id, visitor, "
           "last_ms)",
           "CREATE TABLE analytics_daily (website_id TEXT NOT NULL REFERENCES websites(id) ON "
           "DELETE CASCADE, day TEXT NOT NULL, visitors BIGINT NOT NULL, visits BIGINT NOT "
           "NULL, pageviews BIGINT NOT NULL, bounces BIGINT NOT NULL, duration_ms BIGINT NOT "
           "NULL, PRIMARY KEY (website_id, day))",
           "CREATE TABLE analytics_daily_countries (website_id TEXT NOT NULL REFERENCES "
           "websites(id) ON DELETE CASCADE, day TEXT NOT NULL, country TEXT NOT NULL, views "
           "BIGINT NOT NULL, visits BIGINT NOT NULL, PRIMARY KEY (website_id, day, country))"}};
}

seo::sdk::Migration botHits() {
  return {2,
          "AI bot hits and their daily rollup",
          {"CREATE TABLE analytics_bot_hits (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
           "REFERENCES websites(id) ON DELETE CASCADE, hit_key TEXT NOT NULL, occurred_at TEXT "
           "NOT NULL, day TEXT NOT NULL, bot TEXT NOT NULL, path TEXT NOT NULL, source TEXT NOT "
           "NULL, UNIQUE (website_id, hit_key))",
           "CREATE TABLE analytics_bot_daily (website_id TEXT NOT NULL REFERENCES websites(id) "
           "ON DELETE CASCADE, day TEXT NOT NULL, bot TEXT NOT NULL, path TEXT NOT NULL, hits "
           "BIGINT NOT NULL, last_seen TEXT NOT NULL, PRIMARY KEY (website_id, day, bot, path))"}};
}

// position_x_impressions: the sum of position * impressions, so positions average weighted by
// impressions over any set of rows.
seo::sdk::Migration searchConsole() {
  return {3,
          "search-console rows and property links",
          {"CREATE TABLE search_console_rows (website_id TEXT NOT NULL REFERENCES websites(id) "
           "ON DELETE CASCADE, day TEXT NOT NULL, page TEXT NOT NULL, clicks BIGINT NOT NULL, "
           "impressions BIGINT NOT NULL, position_x_impressions DOUBLE PRECISION NOT NULL, "
           "source TEXT NOT NULL, PRIMARY KEY (website_id, day, page))",
           "CREATE TABLE search_console_links (website_id TEXT PRIMARY KEY REFERENCES "
           "websites(id) ON DELETE CASCADE, property TEXT NOT NULL, scheduled_job_id TEXT, "
           "last_synced_at TEXT, last_error TEXT, created_at TEXT NOT NULL)"}};
}

// The raw rows' retention (raw_retention.h) deletes by day alone, across websites: an index range,
// not a scan of every row.
seo::sdk::Migration rawDayIndexes() {
  return {4,
          "day indexes for pruning raw events, visits and bot hits",
          {"CREATE INDEX analytics_events_day ON analytics_events (day)",
           "CREATE INDEX analytics_visits_day ON analytics_visits (day)",
           "CREATE INDEX analytics_bot_hits_day ON analytics_bot_hits (day)"}};
}

}  // namespace

std::vector<seo::sdk::Migration> migrations() {
  return {traffic(), botHits(), searchConsole(), rawDayIndexes()};
}

}  // namespace seo::plugins::analytics
