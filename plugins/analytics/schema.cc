#include "plugins/analytics/schema.h"

#include <string>

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

// The dashboard's panels: each visit keeps its entry page and source (the referrer host of its
// first pageview, '' when direct), and rollups by hour (the 24-hour view), page, entry page and
// source join the daily ones, all keyed like them by the day (or hour) the visit started. They are
// backfilled from the raw rows still kept (settings.analytics.raw_retention_days): days before
// those have their daily totals and countries only. A visit counts in the new rollups when its
// first pageview is known (entry_path not empty).
seo::sdk::Migration dashboardRollups() {
  // The first pageview of each visit still in the raw rows.
  const std::string first_views =
      "(SELECT visit_id, path, referrer_host, occurred_at, ROW_NUMBER() OVER (PARTITION BY "
      "visit_id ORDER BY occurred_at, id) AS n FROM analytics_events) AS f";
  const std::string bounce = "SUM(CASE WHEN pageviews = 1 THEN 1 ELSE 0 END)";
  return {5,
          "rollups by hour, page, entry page and source, backfilled from the raw rows",
          {"ALTER TABLE analytics_visits ADD COLUMN entry_path TEXT NOT NULL DEFAULT ''",
           "ALTER TABLE analytics_visits ADD COLUMN source TEXT NOT NULL DEFAULT ''",
           // Realtime: the visits of a website active in the last minutes.
           "CREATE INDEX analytics_visits_recent ON analytics_visits (website_id, last_ms)",
           // hour: 'YYYY-MM-DDTHH' (UTC), the first 13 characters of an ISO time.
           "CREATE TABLE analytics_hourly (website_id TEXT NOT NULL REFERENCES websites(id) ON "
           "DELETE CASCADE, hour TEXT NOT NULL, visitors BIGINT NOT NULL, visits BIGINT NOT "
           "NULL, pageviews BIGINT NOT NULL, bounces BIGINT NOT NULL, duration_ms BIGINT NOT "
           "NULL, PRIMARY KEY (website_id, hour))",
           // entries: visits that began on the page; bounces: those of them with one pageview.
           "CREATE TABLE analytics_daily_pages (website_id TEXT NOT NULL REFERENCES websites(id) "
           "ON DELETE CASCADE, day TEXT NOT NULL, path TEXT NOT NULL, views BIGINT NOT NULL, "
           "entries BIGINT NOT NULL, bounces BIGINT NOT NULL, PRIMARY KEY (website_id, day, "
           "path))",
           "CREATE TABLE analytics_daily_sources (website_id TEXT NOT NULL REFERENCES "
           "websites(id) ON DELETE CASCADE, day TEXT NOT NULL, source TEXT NOT NULL, visits "
           "BIGINT NOT NULL, views BIGINT NOT NULL, bounces BIGINT NOT NULL, duration_ms BIGINT "
           "NOT NULL, PRIMARY KEY (website_id, day, source))",
           "UPDATE analytics_visits SET entry_path = f.path, source = COALESCE(f.referrer_host, "
           "'') FROM " +
               first_views + " WHERE f.n = 1 AND f.visit_id = analytics_visits.id",
           // A visitor counts in the hour of their first visit, as in analytics_daily.
           "INSERT INTO analytics_hourly (website_id, hour, visitors, visits, pageviews, "
           "bounces, duration_ms) SELECT v.website_id, SUBSTR(f.occurred_at, 1, 13), SUM(CASE "
           "WHEN v.nth = 1 THEN 1 ELSE 0 END), COUNT(*), SUM(v.pageviews), SUM(CASE WHEN "
           "v.pageviews = 1 THEN 1 ELSE 0 END), SUM(v.last_ms - v.started_ms) FROM (SELECT id, "
           "website_id, pageviews, started_ms, last_ms, ROW_NUMBER() OVER (PARTITION BY "
           "website_id, visitor ORDER BY started_ms, id) AS nth FROM analytics_visits) AS v "
           "JOIN " +
               first_views +
               " ON f.visit_id = v.id AND f.n = 1 GROUP BY v.website_id, "
               "SUBSTR(f.occurred_at, 1, 13)",
           "INSERT INTO analytics_daily_pages (website_id, day, path, views, entries, bounces) "
           "SELECT v.website_id, v.day, e.path, COUNT(*), 0, 0 FROM analytics_events e JOIN "
           "analytics_visits v ON v.id = e.visit_id WHERE v.entry_path <> '' GROUP BY "
           "v.website_id, v.day, e.path",
           "INSERT INTO analytics_daily_pages (website_id, day, path, views, entries, bounces) "
           "SELECT website_id, day, entry_path, 0, COUNT(*), " +
               bounce +
               " FROM analytics_visits WHERE entry_path <> '' GROUP BY website_id, day, "
               "entry_path ON CONFLICT (website_id, day, path) DO UPDATE SET entries = "
               "excluded.entries, bounces = excluded.bounces",
           "INSERT INTO analytics_daily_sources (website_id, day, source, visits, views, "
           "bounces, duration_ms) SELECT website_id, day, source, COUNT(*), SUM(pageviews), " +
               bounce +
               ", SUM(last_ms - started_ms) FROM analytics_visits WHERE entry_path <> '' GROUP "
               "BY website_id, day, source"}};
}

// Read-only share links of a dashboard (share_links.h): the token's SHA-256, never the token;
// password: sealed, NULL when the link has none.
seo::sdk::Migration shareLinks() {
  return {6,
          "share links of a website's dashboard",
          {"CREATE TABLE analytics_share_links (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
           "REFERENCES websites(id) ON DELETE CASCADE, token_hash TEXT NOT NULL UNIQUE, name "
           "TEXT NOT NULL, password TEXT, created_at TEXT NOT NULL, last_used_at TEXT)",
           "CREATE INDEX analytics_share_links_website ON analytics_share_links (website_id)"}};
}

// The panels of the 24-hour range (pages, entry pages, sources, countries) by hour: `panel` is
// 'page' (views), 'entry' (visits begun there, their bounces), 'source' (visits, views, bounces,
// duration_ms) or 'country' (views, visits). Only the last 50 hours are kept (the range and the
// one before it): the writer deletes older hours of the websites it writes. Filled as traffic
// comes, not backfilled.
seo::sdk::Migration hourlyPanels() {
  return {7,
          "the 24-hour range's panels by hour",
          {"CREATE TABLE analytics_hourly_panels (website_id TEXT NOT NULL REFERENCES "
           "websites(id) ON DELETE CASCADE, hour TEXT NOT NULL, panel TEXT NOT NULL, name TEXT "
           "NOT NULL, views BIGINT NOT NULL, visits BIGINT NOT NULL, bounces BIGINT NOT NULL, "
           "duration_ms BIGINT NOT NULL, PRIMARY KEY (website_id, hour, panel, name))"}};
}

// The filtered reads' rollups by closed day (filter_rollups.h), rolled by a job a filtered read
// asks for; analytics_filter_roll_requests: the websites whose roll is queued. Not backfilled
// here: the job rolls the closed days with raw rows, newest first.
seo::sdk::Migration filterRollups() {
  return {8,
          "the filtered reads' rollups by closed day",
          {"CREATE TABLE analytics_filter_days (website_id TEXT NOT NULL REFERENCES websites(id) "
           "ON DELETE CASCADE, day TEXT NOT NULL, filter TEXT NOT NULL, value TEXT NOT NULL, "
           "panel TEXT NOT NULL, name TEXT NOT NULL, visitors BIGINT NOT NULL, visits BIGINT NOT "
           "NULL, views BIGINT NOT NULL, bounces BIGINT NOT NULL, duration_ms BIGINT NOT NULL, "
           "PRIMARY KEY (website_id, filter, value, day, panel, name))",
           // A roll replaces a day's rows: found by day.
           "CREATE INDEX analytics_filter_days_day ON analytics_filter_days (website_id, day)",
           "CREATE TABLE analytics_filter_rolled (website_id TEXT NOT NULL REFERENCES "
           "websites(id) ON DELETE CASCADE, day TEXT NOT NULL, PRIMARY KEY (website_id, day))",
           "CREATE TABLE analytics_filter_roll_requests (website_id TEXT PRIMARY KEY REFERENCES "
           "websites(id) ON DELETE CASCADE, job_id TEXT NOT NULL, requested_ms BIGINT NOT "
           "NULL)"}};
}

// A read filtered by a page finds the page's pageviews, not the period's (panel_store.cc): the
// raw part of a filtered read (today, the last 24 hours, several filters at once) then costs
// what the page had, however busy the website. Pages are the most selective filter (a website
// has many); sources and countries are few, and a read filtered by them alone is answered from
// the rollups.
seo::sdk::Migration pageIndex() {
  return {9,
          "the raw pageviews by page",
          {"CREATE INDEX analytics_events_path ON analytics_events (website_id, path, day)"}};
}

// Migration 9's index, put first by page, let SQLite read a whole website in page order to
// group by page without sorting (a read filtered by a source took seconds). By day then page
// instead: a page's pageviews are one seek per day, a day's pages come in order, and the index
// by (website_id, day) it extends is dropped, so pageviews cost no more index writes than before.
seo::sdk::Migration dayPageIndex() {
  return {10,
          "the raw pageviews by day and page",
          {"DROP INDEX analytics_events_path", "DROP INDEX analytics_events_website_day",
           "CREATE INDEX analytics_events_day_path ON analytics_events (website_id, day, path)"}};
}

// The filtered reads' rollups gain a source with a country (filter_rollups.h): the days rolled
// before are version 1, rolled again by the roll job while their raw rows are kept.
seo::sdk::Migration rollVersions() {
  return {11,
          "the filtered reads' rollups by source and country",
          {"ALTER TABLE analytics_filter_rolled ADD COLUMN version BIGINT NOT NULL DEFAULT 1"}};
}

// The filtered reads' rollups by hour (filter_hours.h), and the raw pageviews by time: the hours
// not rolled yet (the last one or two) are read from the raw rows, found by time instead of by
// day. Not backfilled: the roll job rolls the closed hours of the last two days.
seo::sdk::Migration filterHours() {
  return {12,
          "the filtered reads' rollups by hour",
          {"CREATE TABLE analytics_filter_hours (website_id TEXT NOT NULL REFERENCES websites(id) "
           "ON DELETE CASCADE, hour TEXT NOT NULL, filter TEXT NOT NULL, value TEXT NOT NULL, "
           "panel TEXT NOT NULL, name TEXT NOT NULL, visitors BIGINT NOT NULL, visits BIGINT NOT "
           "NULL, views BIGINT NOT NULL, bounces BIGINT NOT NULL, duration_ms BIGINT NOT NULL, "
           "PRIMARY KEY (website_id, filter, value, hour, panel, name))",
           // Rolls, unrolls and pruning find an hour's rows.
           "CREATE INDEX analytics_filter_hours_hour ON analytics_filter_hours (website_id, hour)",
           "CREATE TABLE analytics_filter_hours_rolled (website_id TEXT NOT NULL REFERENCES "
           "websites(id) ON DELETE CASCADE, hour TEXT NOT NULL, PRIMARY KEY (website_id, hour))",
           "CREATE INDEX analytics_events_time ON analytics_events (website_id, occurred_at)"}};
}

// A page with another filter is read from the page's raw pageviews (panel_store.cc). Its source
// was its visit's, read row by row, and the pageviews' rows themselves for their country: after
// any write to the database (SQLite then drops every connection's page cache) a page's month
// took about a hundred milliseconds to read again. The pageviews now carry their visit's source
// (written with them, which a visit knows from its first pageview), and the index by day and page
// holds the country, the source and the visit: such a read finds its pageviews and their visits
// in the index alone and reads only the matching visits' rows. The old build still serving during
// a reload writes pageviews without it; the roll job fills those in (filter_rollups.cc).
seo::sdk::Migration pageviewSources() {
  return {13,
          "the raw pageviews with their source, indexed with the page",
          {"ALTER TABLE analytics_events ADD COLUMN source TEXT",
           "UPDATE analytics_events SET source = (SELECT v.source FROM analytics_visits v WHERE "
           "v.id = analytics_events.visit_id)",
           "DROP INDEX analytics_events_day_path",
           "CREATE INDEX analytics_events_day_page ON analytics_events (website_id, day, path, "
           "country, source, visit_id)"}};
}

// Search Console's figures of a few pages day by day (the service search_console_page_days.h
// answers, beside a keyword's measured positions): by page, then day, not every page of each day.
seo::sdk::Migration searchConsolePageDays() {
  return {14,
          "search-console rows by page and day",
          {"CREATE INDEX search_console_rows_page_day ON search_console_rows (website_id, page, "
           "day)"}};
}

// Custom events (custom_event.h): a name other than "pageview", joined to the visitor's open
// visit ("" when none was open), with its revenue in millionths of its currency; and the
// properties of any event, a pageview's (event_id: analytics_events.id) or a custom event's, one
// row per key, each with its own id and day so raw retention prunes them like the other raw rows.
seo::sdk::Migration customEvents() {
  return {15,
          "custom events and event properties",
          {"CREATE TABLE analytics_custom_events (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
           "REFERENCES websites(id) ON DELETE CASCADE, occurred_at TEXT NOT NULL, day TEXT NOT "
           "NULL, visitor TEXT NOT NULL, visit_id TEXT NOT NULL, name TEXT NOT NULL, path TEXT "
           "NOT NULL, country TEXT NOT NULL, source TEXT NOT NULL, revenue_micros BIGINT, "
           "currency TEXT, interactive BIGINT NOT NULL)",
           "CREATE INDEX analytics_custom_events_day_name ON analytics_custom_events (website_id, "
           "day, name, visitor)",
           "CREATE INDEX analytics_custom_events_day ON analytics_custom_events (day)",
           "CREATE TABLE analytics_event_props (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
           "REFERENCES websites(id) ON DELETE CASCADE, day TEXT NOT NULL, event_id TEXT NOT "
           "NULL, event_name TEXT NOT NULL, prop_key TEXT NOT NULL, prop_value TEXT NOT NULL)",
           "CREATE INDEX analytics_event_props_key ON analytics_event_props (website_id, day, "
           "prop_key, prop_value)",
           "CREATE INDEX analytics_event_props_event ON analytics_event_props (event_id)",
           "CREATE INDEX analytics_event_props_day ON analytics_event_props (day)"}};
}

// Goals (goals.h) and their figures by day (goal_conversions.h). analytics_goal_days holds a
// goal's day once rolled from the raw rows; the writer then adds each matching event to it.
// analytics_goal_visitors: the visitors who converted on a rolled day, so the writer counts each
// once a day; pruned with the raw rows. analytics_daily.custom_events counts a day's custom
// events, so that a custom event locks its day's row as a pageview does (a roll waits on it).
seo::sdk::Migration goals() {
  return {16,
          "goals and their daily figures",
          {"CREATE TABLE analytics_goals (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
           "REFERENCES websites(id) ON DELETE CASCADE, event_name TEXT, page_path TEXT, currency "
           "TEXT, created_at TEXT NOT NULL, roll_requested_ms BIGINT)",
           "CREATE UNIQUE INDEX analytics_goals_what ON analytics_goals (website_id, "
           "COALESCE(event_name, ''), COALESCE(page_path, ''))",
           "CREATE TABLE analytics_goal_days (website_id TEXT NOT NULL REFERENCES websites(id) ON "
           "DELETE CASCADE, goal_id TEXT NOT NULL REFERENCES analytics_goals(id) ON DELETE "
           "CASCADE, day TEXT NOT NULL, visitors BIGINT NOT NULL, conversions BIGINT NOT NULL, "
           "revenue_micros BIGINT NOT NULL, revenue_conversions BIGINT NOT NULL, PRIMARY KEY "
           "(website_id, goal_id, day))",
           "CREATE INDEX analytics_goal_days_website ON analytics_goal_days (website_id, day)",
           // A goal deleted takes its days (ON DELETE CASCADE finds them by goal).
           "CREATE INDEX analytics_goal_days_goal ON analytics_goal_days (goal_id)",
           "CREATE TABLE analytics_goal_visitors (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
           "REFERENCES websites(id) ON DELETE CASCADE, goal_id TEXT NOT NULL REFERENCES "
           "analytics_goals(id) ON DELETE CASCADE, day TEXT NOT NULL, visitor TEXT NOT NULL)",
           "CREATE UNIQUE INDEX analytics_goal_visitors_once ON analytics_goal_visitors "
           "(goal_id, day, visitor)",
           "CREATE INDEX analytics_goal_visitors_day ON analytics_goal_visitors (day)",
           "ALTER TABLE analytics_daily ADD COLUMN custom_events BIGINT NOT NULL DEFAULT 0",
           // The days of custom events recorded before: a day with no pageview had no row (the
           // goals count the days that have one). WHERE: SQLite's upsert after a SELECT.
           "INSERT INTO analytics_daily (website_id, day, visitors, visits, pageviews, bounces, "
           "duration_ms, custom_events) SELECT website_id, day, 0, 0, 0, 0, 0, COUNT(*) FROM "
           "analytics_custom_events WHERE 1 = 1 GROUP BY website_id, day ON CONFLICT "
           "(website_id, day) DO UPDATE SET custom_events = excluded.custom_events"}};
}

// The breakdowns of visits (breakdowns.h): channel, UTM fields, browser, OS and device, columns
// of the visits named as the breakdowns, "" on the visits recorded before (they count in none),
// and their daily rollup, by the day the visit started as the sources'. Not backfilled: the raw
// rows never held a user agent or a page's query.
seo::sdk::Migration breakdowns() {
  std::vector<std::string> statements;
  for (const char* column :
       {"channel", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "browser",
        "browser_version", "os", "os_version", "device"}) {
    statements.push_back(std::string("ALTER TABLE analytics_visits ADD COLUMN ") + column +
                         " TEXT NOT NULL DEFAULT ''");
  }
  statements.push_back(
      "CREATE TABLE analytics_daily_breakdowns (website_id TEXT NOT NULL REFERENCES "
      "websites(id) ON DELETE CASCADE, day TEXT NOT NULL, breakdown TEXT NOT NULL, name TEXT NOT "
      "NULL, visits BIGINT NOT NULL, views BIGINT NOT NULL, bounces BIGINT NOT NULL, duration_ms "
      "BIGINT NOT NULL, PRIMARY KEY (website_id, breakdown, day, name))");
  return {17, "visits' channel, campaign, browser, OS and device, and their daily rollup",
          std::move(statements)};
}

// Funnels (funnels.h): their steps, each a goal (a goal is not deleted while a funnel has it:
// goals.cc checks; the cascade is for a website's deletion), and their closed days' figures
// (funnel_figures.h), every step a row.
seo::sdk::Migration funnels() {
  return {18,
          "funnels, their steps and their daily figures",
          {"CREATE TABLE analytics_funnels (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
           "REFERENCES websites(id) ON DELETE CASCADE, name TEXT NOT NULL, created_at TEXT NOT "
           "NULL)",
           "CREATE INDEX analytics_funnels_website ON analytics_funnels (website_id)",
           "CREATE TABLE analytics_funnel_steps (funnel_id TEXT NOT NULL REFERENCES "
           "analytics_funnels(id) ON DELETE CASCADE, position BIGINT NOT NULL, goal_id TEXT NOT "
           "NULL REFERENCES analytics_goals(id) ON DELETE CASCADE, PRIMARY KEY (funnel_id, "
           "position))",
           "CREATE INDEX analytics_funnel_steps_goal ON analytics_funnel_steps (goal_id)",
           "CREATE TABLE analytics_funnel_days (website_id TEXT NOT NULL REFERENCES websites(id) "
           "ON DELETE CASCADE, funnel_id TEXT NOT NULL REFERENCES analytics_funnels(id) ON "
           "DELETE CASCADE, day TEXT NOT NULL, step BIGINT NOT NULL, visitors BIGINT NOT NULL, "
           "PRIMARY KEY (funnel_id, day, step))",
           // A website's deletion finds its rows.
           "CREATE INDEX analytics_funnel_days_website ON analytics_funnel_days (website_id, "
           "day)"}};
}

// The hours rolled before the breakdowns were filters (filter_hours.h) have no rows of them: they
// are rolled again by the next roll (the last kRecentHours only).
seo::sdk::Migration breakdownFilterHours() {
  return {19,
          "the filtered reads' hours rolled again with the breakdowns",
          {"DELETE FROM analytics_filter_hours", "DELETE FROM analytics_filter_hours_rolled"}};
}

// Goals and properties rolled as filters (filter_rollups.h, version 4; filter_hours.h): the goals
// a day's (an hour's) roll rolled, and the property keys whose values it rolled (not every
// key's: visit_conversions.h); and the properties' own rollup (version 5).
seo::sdk::Migration goalFilterDays() {
  return {20,
          "the goals and property keys each filtered reads' day roll rolled",
          {"ALTER TABLE analytics_filter_rolled ADD COLUMN goals TEXT NOT NULL DEFAULT ''",
           "CREATE TABLE analytics_filter_rolled_keys (website_id TEXT NOT NULL REFERENCES "
           "websites(id) ON DELETE CASCADE, day TEXT NOT NULL, prop_key TEXT NOT NULL, PRIMARY "
           "KEY (website_id, day, prop_key))",
           // The hours likewise; those rolled before had neither (analytics_filter_hours are
           // the last 50 hours: rolled again).
           "DELETE FROM analytics_filter_hours", "DELETE FROM analytics_filter_hours_rolled",
           "ALTER TABLE analytics_filter_hours_rolled ADD COLUMN goals TEXT NOT NULL DEFAULT ''",
           "CREATE TABLE analytics_filter_hours_keys (website_id TEXT NOT NULL REFERENCES "
           "websites(id) ON DELETE CASCADE, hour TEXT NOT NULL, prop_key TEXT NOT NULL, PRIMARY "
           "KEY (website_id, hour, prop_key))",
           // The properties' rollup (property_figures.h).
           "CREATE TABLE analytics_property_days (website_id TEXT NOT NULL REFERENCES "
           "websites(id) ON DELETE CASCADE, day TEXT NOT NULL, prop_key TEXT NOT NULL, whole "
           "BIGINT NOT NULL, prop_value TEXT NOT NULL, events BIGINT NOT NULL, visitors BIGINT "
           "NOT NULL, PRIMARY KEY (website_id, day, prop_key, whole, prop_value))"}};
}

// One roll of a website's days and hours at a time (roll_holds.h).
seo::sdk::Migration rollLocks() {
  return {21,
          "the row each roll holds while it writes",
          {"CREATE TABLE analytics_roll_locks (website_id TEXT PRIMARY KEY REFERENCES "
           "websites(id) ON DELETE CASCADE, rolls BIGINT NOT NULL)"}};
}

// Goals by hour (goal_hours.h): the hours of the goal days rolled from now on.
seo::sdk::Migration goalHours() {
  return {22,
          "goals' figures by hour",
          {"CREATE TABLE analytics_goal_hours (website_id TEXT NOT NULL REFERENCES websites(id) ON "
           "DELETE CASCADE, goal_id TEXT NOT NULL REFERENCES analytics_goals(id) ON DELETE "
           "CASCADE, hour TEXT NOT NULL, visitors BIGINT NOT NULL, conversions BIGINT NOT NULL, "
           "revenue_micros BIGINT NOT NULL, revenue_conversions BIGINT NOT NULL, PRIMARY KEY "
           "(website_id, hour, goal_id))",
           // A goal deleted takes its hours (ON DELETE CASCADE finds them by goal).
           "CREATE INDEX analytics_goal_hours_goal ON analytics_goal_hours (goal_id)",
           "ALTER TABLE analytics_goal_days ADD COLUMN hours INTEGER NOT NULL DEFAULT 0"}};
}

// Funnels by hour and live (funnel_hours.h, funnel_live.h): the hours of the funnel days rolled
// from now on, and the states of the open days the writer carries on.
seo::sdk::Migration funnelHours() {
  return {
      23,
      "funnels' figures by hour, and the states of their open days",
      {"ALTER TABLE analytics_funnel_days ADD COLUMN hours INTEGER NOT NULL DEFAULT 0",
       "ALTER TABLE analytics_funnel_days ADD COLUMN live INTEGER NOT NULL DEFAULT 0",
       "CREATE TABLE analytics_funnel_hours (website_id TEXT NOT NULL REFERENCES websites(id) "
       "ON DELETE CASCADE, funnel_id TEXT NOT NULL REFERENCES analytics_funnels(id) ON DELETE "
       "CASCADE, hour TEXT NOT NULL, step_1 BIGINT NOT NULL DEFAULT 0, step_2 BIGINT NOT NULL "
       "DEFAULT 0, step_3 BIGINT NOT NULL DEFAULT 0, step_4 BIGINT NOT NULL DEFAULT 0, step_5 "
       "BIGINT NOT NULL DEFAULT 0, step_6 BIGINT NOT NULL DEFAULT 0, step_7 BIGINT NOT NULL "
       "DEFAULT 0, step_8 BIGINT NOT NULL DEFAULT 0, PRIMARY KEY (website_id, funnel_id, hour))",
       // A funnel deleted takes its hours (ON DELETE CASCADE finds them by funnel).
       "CREATE INDEX analytics_funnel_hours_funnel ON analytics_funnel_hours (funnel_id)",
       // The states go with their funnel, and their funnel with its website.
       "CREATE TABLE analytics_funnel_visitors (funnel_id TEXT NOT NULL REFERENCES "
       "analytics_funnels(id) ON DELETE CASCADE, day TEXT NOT NULL, visitor TEXT NOT NULL, "
       "best BIGINT NOT NULL, entry_hour TEXT NOT NULL, last_at TEXT NOT NULL, last_id TEXT "
       "NOT NULL, visit TEXT NOT NULL, reached BIGINT NOT NULL, loose BIGINT NOT NULL, "
       "PRIMARY KEY (funnel_id, day, visitor))"}};
}

// Properties by hour (property_hours.h): the closed hours of the last days, the keys whose values
// they do not keep, and what each visitor had by the last hour rolled.
seo::sdk::Migration propertyHours() {
  return {
      24,
      "properties' figures by hour",
      {"CREATE TABLE analytics_property_hours (website_id TEXT NOT NULL REFERENCES websites(id) "
       "ON DELETE CASCADE, hour TEXT NOT NULL, prop_key TEXT NOT NULL, whole BIGINT NOT NULL, "
       "prop_value TEXT NOT NULL, events BIGINT NOT NULL, visitors BIGINT NOT NULL, PRIMARY "
       "KEY (website_id, hour, prop_key, whole, prop_value))",
       "CREATE TABLE analytics_property_rolls (website_id TEXT NOT NULL REFERENCES websites(id) "
       "ON DELETE CASCADE, day TEXT NOT NULL, last_hour TEXT NOT NULL, PRIMARY KEY "
       "(website_id, day))",
       "CREATE TABLE analytics_property_crowded (website_id TEXT NOT NULL REFERENCES "
       "websites(id) ON DELETE CASCADE, day TEXT NOT NULL, prop_key TEXT NOT NULL, PRIMARY KEY "
       "(website_id, day, prop_key))",
       "CREATE TABLE analytics_property_visitors (website_id TEXT NOT NULL REFERENCES "
       "websites(id) ON DELETE CASCADE, day TEXT NOT NULL, visitor TEXT NOT NULL, seen TEXT "
       "NOT NULL, PRIMARY KEY (website_id, day, visitor))",
       // The properties of a website's last hours are a range of this index (ids grow with
       // time); raw retention still finds the days before its cutoff by its first column.
       "DROP INDEX analytics_event_props_day",
       "CREATE INDEX analytics_event_props_day ON analytics_event_props (day, website_id, id)"}};
}

// Funnels' open days rolled hour by hour (funnel_live.h): the last hour rolled. The days the
// writer carried on (live) are rolled again.
seo::sdk::Migration funnelLastHours() {
  return {
      25,
      "funnels' open days rolled hour by hour",
      {"ALTER TABLE analytics_funnel_days ADD COLUMN last_hour TEXT NOT NULL DEFAULT ''",
       "DELETE FROM analytics_funnel_hours WHERE EXISTS (SELECT 1 FROM analytics_funnel_days d "
       "WHERE d.funnel_id = analytics_funnel_hours.funnel_id AND d.step = 0 AND d.live = 1 AND "
       "d.day = SUBSTR(analytics_funnel_hours.hour, 1, 10))",
       "DELETE FROM analytics_funnel_visitors", "DELETE FROM analytics_funnel_days WHERE live = 1",
       // A website's custom events of its last hours are a range of this index, as its
       // pageviews are of analytics_events_time; raw retention finds days by its first column.
       "DROP INDEX analytics_custom_events_day",
       "CREATE INDEX analytics_custom_events_day ON analytics_custom_events (day, website_id, "
       "id)"}};
}

// The filtered reads' rollups of a panel under a filter value over a period: one range of this
// index, which holds the figures too (the table's rows, in the order rolls wrote them, would be
// a page read each).
seo::sdk::Migration filterDayPanels() {
  return {26,
          "the filtered reads' rollups by panel, figures in the index",
          {"CREATE INDEX analytics_filter_days_panel ON analytics_filter_days (website_id, filter, "
           "value, panel, day, name, visitors, visits, views, bounces, duration_ms)"}};
}

// The funnels a day's filtered roll rolled (funnel_filters.h): a day rolled before a funnel was
// made is rolled again.
seo::sdk::Migration filterDayFunnels() {
  return {27,
          "the funnels of the filtered reads' day rolls",
          {"ALTER TABLE analytics_filter_rolled ADD COLUMN funnels TEXT NOT NULL DEFAULT ''"}};
}

// The hours rolled before their goal panel (filter_hour_goals.h) have no rows of it: they are
// rolled again by the next roll (the last kRecentHours only), read raw until then.
seo::sdk::Migration goalFilterHours() {
  return {28,
          "the filtered reads' hours rolled again with the goal panel",
          {"DELETE FROM analytics_filter_hours", "DELETE FROM analytics_filter_hours_keys",
           "DELETE FROM analytics_filter_hours_rolled"}};
}

// The hours rolled before their property panels (filter_hour_properties.h) have none: they are
// rolled again by the next roll, read raw until then.
seo::sdk::Migration propertyFilterHours() {
  return {29,
          "the filtered reads' hours rolled again with the property panels",
          {"DELETE FROM analytics_filter_hours", "DELETE FROM analytics_filter_hours_keys",
           "DELETE FROM analytics_filter_hours_rolled"}};
}

// The funnels an hour's roll rolled (filter_hour_funnels.h): the hours rolled before are rolled
// again by the next roll (hoursToRoll: their funnels differ from the website's), the funnels read
// raw there until then.
seo::sdk::Migration funnelFilterHours() {
  return {30,
          "the funnels of the filtered reads' hour rolls",
          {"ALTER TABLE analytics_filter_hours_rolled ADD COLUMN funnels TEXT NOT NULL DEFAULT "
           "''"}};
}

// The visits of each rolled day and hour as sets (visit_sets.h), for the reads of several filters
// at once: the days rolled before (version 8) are rolled again by the roll job while their raw
// rows are kept, and read raw until then; the hours (the last 50) are all rolled again.
seo::sdk::Migration visitSets() {
  return {31,
          "the rolled days' visits as sets",
          {"CREATE TABLE analytics_visit_days (website_id TEXT NOT NULL REFERENCES websites(id) "
           "ON DELETE CASCADE, day TEXT NOT NULL, visits BIGINT NOT NULL, continuing TEXT NOT "
           "NULL, visitors TEXT NOT NULL, views TEXT NOT NULL, durations TEXT NOT NULL, seen TEXT "
           "NOT NULL, no_entry TEXT "
           "NOT NULL, no_channel TEXT NOT NULL, PRIMARY KEY (website_id, day))",
           // A read takes a dim's rows (or one value's) over its days.
           "CREATE TABLE analytics_visit_sets (website_id TEXT NOT NULL REFERENCES websites(id) "
           "ON DELETE CASCADE, dim TEXT NOT NULL, day TEXT NOT NULL, value TEXT NOT NULL, members "
           "TEXT NOT NULL, PRIMARY KEY (website_id, dim, day, value))",
           // A roll replaces a day's.
           "CREATE INDEX analytics_visit_sets_day ON analytics_visit_sets (website_id, day)",
           "CREATE TABLE analytics_visit_hours (website_id TEXT NOT NULL REFERENCES websites(id) "
           "ON DELETE CASCADE, hour TEXT NOT NULL, visits BIGINT NOT NULL, continuing TEXT NOT "
           "NULL, visitors TEXT NOT NULL, views TEXT NOT NULL, durations TEXT NOT NULL, seen TEXT "
           "NOT NULL, no_entry TEXT NOT NULL, no_channel TEXT NOT NULL, PRIMARY KEY (website_id, "
           "hour))",
           "CREATE TABLE analytics_visit_hour_sets (website_id TEXT NOT NULL REFERENCES "
           "websites(id) ON DELETE CASCADE, dim TEXT NOT NULL, hour TEXT NOT NULL, value TEXT NOT "
           "NULL, members TEXT NOT NULL, PRIMARY KEY (website_id, dim, hour, value))",
           "CREATE INDEX analytics_visit_hour_sets_hour ON analytics_visit_hour_sets (website_id, "
           "hour)",
           "DELETE FROM analytics_filter_hours", "DELETE FROM analytics_filter_hours_keys",
           "DELETE FROM analytics_filter_hours_rolled"}};
}

// The events goals and properties count, kept in the hours' sets (visit_sets.h): the hours
// rolled before (the last 50) are all rolled again, as the days rolled before (version 9) are
// while their raw rows are kept.
seo::sdk::Migration hourEventSets() {
  return {32,
          "the rolled hours' events as sets",
          {"DELETE FROM analytics_visit_hour_sets", "DELETE FROM analytics_visit_hours",
           "DELETE FROM analytics_filter_hours", "DELETE FROM analytics_filter_hours_keys",
           "DELETE FROM analytics_filter_hours_rolled"}};
}

// The hours' goal events in time order, for the funnels (visit_sets.h, event_lists format "2"):
// the hours rolled before are all rolled again.
seo::sdk::Migration hourFunnelSets() {
  return {33,
          "the rolled hours' goal events in time order",
          {"DELETE FROM analytics_visit_hour_sets", "DELETE FROM analytics_visit_hours",
           "DELETE FROM analytics_filter_hours", "DELETE FROM analytics_filter_hours_keys",
           "DELETE FROM analytics_filter_hours_rolled"}};
}

}  // namespace

std::vector<seo::sdk::Migration> migrations() {
  return {
      traffic(),
      botHits(),
      searchConsole(),
      rawDayIndexes(),
      dashboardRollups(),
      shareLinks(),
      hourlyPanels(),
      filterRollups(),
      pageIndex(),
      dayPageIndex(),
      rollVersions(),
      filterHours(),
      pageviewSources(),
      searchConsolePageDays(),
      customEvents(),
      goals(),
      breakdowns(),
      funnels(),
      breakdownFilterHours(),
      goalFilterDays(),
      rollLocks(),
      goalHours(),
      funnelHours(),
      propertyHours(),
      funnelLastHours(),
      filterDayPanels(),
      filterDayFunnels(),
      goalFilterHours(),
      propertyFilterHours(),
      funnelFilterHours(),
      visitSets(),
      hourEventSets(),
      hourFunnelSets(),
  };
}

}  // namespace seo::plugins::analytics
