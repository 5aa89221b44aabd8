#include "plugins/analytics/panel_store.h"

#include "plugins/analytics/days.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::byteOrder;

namespace {

// Sums are cast to BIGINT: SUM's type differs between the backends (NUMERIC on PostgreSQL), and
// the intos are typed. COALESCE: no rows are zeros, not nulls.
std::string sum(const std::string& expression) {
  return "CAST(COALESCE(SUM(" + expression + "), 0) AS BIGINT)";
}
const std::string kBounce = "CASE WHEN pageviews = 1 THEN 1 ELSE 0 END";

// Runs `query`, binding `values` to its placeholders in order; each row is a text and then
// `figures` integers.
std::vector<PanelRow> run(soci::session& sql, const std::string& query,
                          const std::vector<std::string>& values, int figures) {
  std::vector<PanelRow> rows;
  PanelRow row;
  soci::statement st(sql);
  for (const std::string& value : values) st.exchange(soci::use(value));
  st.exchange(soci::into(row.name));
  for (int i = 0; i < figures; ++i) st.exchange(soci::into(row.figures[i]));
  st.alloc();
  st.prepare(query);
  st.define_and_bind();
  st.execute();
  while (st.fetch()) rows.push_back(row);
  return rows;
}

// Where a panel's rows come from.
enum class Source { kRaw, kHourlyPanels, kDailyRollup };
Source sourceOf(const TrafficScope& scope) {
  if (scope.filter.any()) return Source::kRaw;
  return scope.period.hourly() ? Source::kHourlyPanels : Source::kDailyRollup;
}

// The pageviews of the scope: " FROM ... WHERE ..." over events `e`, joined to their visits `v`
// when `with_visits` or the source filter needs them; its values appended to `values`.
std::string eventScope(const TrafficScope& scope, std::vector<std::string>* values,
                       bool with_visits = false) {
  std::string clause =
      std::string(" FROM analytics_events e") +
      (with_visits || scope.filter.source ? " JOIN analytics_visits v ON v.id = e.visit_id" : "") +
      " WHERE e.website_id = :w AND e.day >= :f AND e.day <= :t";
  values->insert(values->end(),
                 {scope.website_id, scope.period.days.from, scope.period.days.to});
  if (scope.period.hourly()) {
    clause += " AND e.occurred_at >= :since AND e.occurred_at < :until";
    values->insert(values->end(), {scope.period.sinceIso(), scope.period.untilIso()});
  }
  if (scope.filter.path) {
    clause += " AND e.path = :p";
    values->push_back(*scope.filter.path);
  }
  if (scope.filter.country) {
    clause += " AND e.country = :c";
    values->push_back(*scope.filter.country);
  }
  if (scope.filter.source) {
    clause += " AND v.source = :s";
    values->push_back(*scope.filter.source);
  }
  return clause;
}

// The visits with a pageview in the scope: " FROM analytics_visits WHERE ...".
std::string visitScope(const TrafficScope& scope, std::vector<std::string>* values) {
  return " FROM analytics_visits WHERE id IN (SELECT e.visit_id" + eventScope(scope, values) +
         ")";
}

// The 24-hour range's rows of `panel` (analytics_hourly_panels).
std::string hourlyPanelScope(const char* panel, const TrafficScope& scope,
                             std::vector<std::string>* values) {
  values->insert(values->end(), {scope.website_id, *scope.period.first_hour,
                                 *scope.period.last_hour, panel});
  return " FROM analytics_hourly_panels WHERE website_id = :w AND hour >= :f AND hour <= :t AND "
         "panel = :p";
}

// The rollup rows of the scope's days: " FROM `table` WHERE ...".
std::string dayScope(const char* table, const TrafficScope& scope,
                     std::vector<std::string>* values) {
  values->insert(values->end(),
                 {scope.website_id, scope.period.days.from, scope.period.days.to});
  return std::string(" FROM ") + table + " WHERE website_id = :w AND day >= :f AND day <= :t";
}

// The hourly rollup's rows of the scope: its hours, or every hour of its days.
std::string hourScope(const TrafficScope& scope, std::vector<std::string>* values) {
  const TrafficPeriod& p = scope.period;
  values->insert(values->end(),
                 {scope.website_id, p.hourly() ? *p.first_hour : p.days.from + "T00",
                  p.hourly() ? *p.last_hour : p.days.to + "T23"});
  return " FROM analytics_hourly WHERE website_id = :w AND hour >= :f AND hour <= :t";
}

std::string limitOf(std::int64_t limit) { return " LIMIT " + std::to_string(limit); }

}  // namespace

TrafficTotals trafficTotals(soci::session& sql, const TrafficScope& scope) {
  std::vector<std::string> values;
  TrafficTotals t;
  if (scope.filter.any()) {
    const std::vector<PanelRow> views =
        run(sql, "SELECT '', COUNT(*)" + eventScope(scope, &values), values, 1);
    values.clear();
    const std::vector<PanelRow> visits =
        run(sql,
            "SELECT '', COUNT(DISTINCT visitor), COUNT(*), " + sum(kBounce) + ", " +
                sum("last_ms - started_ms") + visitScope(scope, &values),
            values, 4);
    t.pageviews = views.at(0).figures[0];
    t.visitors = visits.at(0).figures[0];
    t.visits = visits.at(0).figures[1];
    t.bounces = visits.at(0).figures[2];
    t.duration_ms = visits.at(0).figures[3];
    return t;
  }
  const std::string from = scope.period.hourly() ? hourScope(scope, &values)
                                                 : dayScope("analytics_daily", scope, &values);
  const PanelRow row = run(sql,
                           "SELECT '', " + sum("visitors") + ", " + sum("visits") + ", " +
                               sum("pageviews") + ", " + sum("bounces") + ", " +
                               sum("duration_ms") + from,
                           values, 5)
                           .at(0);
  t.visitors = row.figures[0];
  t.visits = row.figures[1];
  t.pageviews = row.figures[2];
  t.bounces = row.figures[3];
  t.duration_ms = row.figures[4];
  return t;
}

std::map<std::string, SeriesFigures> trafficSeries(soci::session& sql, const TrafficScope& scope,
                                                   bool by_hour) {
  std::vector<std::string> values;
  std::string query;
  if (scope.filter.any()) {
    const std::string bucket = by_hour ? "SUBSTR(e.occurred_at, 1, 13)" : "e.day";
    query = "SELECT " + bucket +
            ", COUNT(DISTINCT v.visitor), COUNT(DISTINCT e.visit_id), COUNT(*)" +
            eventScope(scope, &values, true) + " GROUP BY " + bucket;
  } else if (by_hour) {
    query = "SELECT hour, visitors, visits, pageviews" + hourScope(scope, &values);
  } else {
    query = "SELECT day, visitors, visits, pageviews" +
            dayScope("analytics_daily", scope, &values);
  }
  std::map<std::string, SeriesFigures> series;
  for (const PanelRow& row : run(sql, query, values, 3)) {
    series[row.name] = SeriesFigures{row.figures[0], row.figures[1], row.figures[2]};
  }
  return series;
}

std::vector<PanelRow> pageRows(soci::session& sql, seo::sdk::Dialect dialect,
                               const TrafficScope& scope, std::int64_t limit) {
  std::vector<std::string> values;
  if (sourceOf(scope) == Source::kRaw) {
    return run(sql,
               "SELECT e.path, COUNT(*)" + eventScope(scope, &values) +
                   " GROUP BY e.path ORDER BY 2 DESC, e.path" + byteOrder(dialect) +
                   limitOf(limit),
               values, 1);
  }
  if (sourceOf(scope) == Source::kHourlyPanels) {
    return run(sql,
               "SELECT name, " + sum("views") + hourlyPanelScope("page", scope, &values) +
                   " GROUP BY name HAVING SUM(views) > 0 ORDER BY 2 DESC, name" +
                   byteOrder(dialect) + limitOf(limit),
               values, 1);
  }
  return run(sql,
             "SELECT path, " + sum("views") + dayScope("analytics_daily_pages", scope, &values) +
                 " GROUP BY path HAVING SUM(views) > 0 ORDER BY 2 DESC, path" +
                 byteOrder(dialect) + limitOf(limit),
             values, 1);
}

std::vector<PanelRow> entryPageRows(soci::session& sql, seo::sdk::Dialect dialect,
                                    const TrafficScope& scope, std::int64_t limit) {
  std::vector<std::string> values;
  if (sourceOf(scope) == Source::kHourlyPanels) {
    return run(sql,
               "SELECT name, " + sum("visits") + ", " + sum("bounces") +
                   hourlyPanelScope("entry", scope, &values) +
                   " GROUP BY name HAVING SUM(visits) > 0 ORDER BY 2 DESC, name" +
                   byteOrder(dialect) + limitOf(limit),
               values, 2);
  }
  if (sourceOf(scope) == Source::kRaw) {
    return run(sql,
               "SELECT entry_path, COUNT(*), " + sum(kBounce) + visitScope(scope, &values) +
                   " AND entry_path <> '' GROUP BY entry_path ORDER BY 2 DESC, entry_path" +
                   byteOrder(dialect) + limitOf(limit),
               values, 2);
  }
  return run(sql,
             "SELECT path, " + sum("entries") + ", " + sum("bounces") +
                 dayScope("analytics_daily_pages", scope, &values) +
                 " GROUP BY path HAVING SUM(entries) > 0 ORDER BY 2 DESC, path" +
                 byteOrder(dialect) + limitOf(limit),
             values, 2);
}

std::vector<PanelRow> sourceRows(soci::session& sql, seo::sdk::Dialect dialect,
                                 const TrafficScope& scope, std::int64_t limit) {
  std::vector<std::string> values;
  if (sourceOf(scope) == Source::kHourlyPanels) {
    return run(sql,
               "SELECT name, " + sum("visits") + ", " + sum("views") + ", " + sum("bounces") +
                   ", " + sum("duration_ms") + hourlyPanelScope("source", scope, &values) +
                   " GROUP BY name HAVING SUM(visits) > 0 ORDER BY 2 DESC, name" +
                   byteOrder(dialect) + limitOf(limit),
               values, 4);
  }
  if (sourceOf(scope) == Source::kRaw) {
    return run(sql,
               "SELECT source, COUNT(*), " + sum("pageviews") + ", " + sum(kBounce) + ", " +
                   sum("last_ms - started_ms") + visitScope(scope, &values) +
                   " AND entry_path <> '' GROUP BY source ORDER BY 2 DESC, source" +
                   byteOrder(dialect) + limitOf(limit),
               values, 4);
  }
  return run(sql,
             "SELECT source, " + sum("visits") + ", " + sum("views") + ", " + sum("bounces") +
                 ", " + sum("duration_ms") + dayScope("analytics_daily_sources", scope, &values) +
                 " GROUP BY source ORDER BY 2 DESC, source" + byteOrder(dialect) +
                 limitOf(limit),
             values, 4);
}

std::vector<PanelRow> countryRows(soci::session& sql, seo::sdk::Dialect dialect,
                                  const TrafficScope& scope) {
  std::vector<std::string> values;
  if (sourceOf(scope) == Source::kHourlyPanels) {
    return run(sql,
               "SELECT name, " + sum("views") + ", " + sum("visits") +
                   hourlyPanelScope("country", scope, &values) +
                   " GROUP BY name ORDER BY 2 DESC, 3 DESC, name" + byteOrder(dialect),
               values, 2);
  }
  if (sourceOf(scope) == Source::kRaw) {
    return run(sql,
               "SELECT e.country, COUNT(*), COUNT(DISTINCT e.visit_id)" +
                   eventScope(scope, &values) + " GROUP BY e.country ORDER BY 2 DESC, 3 DESC, " +
                   "e.country" + byteOrder(dialect),
               values, 2);
  }
  return run(sql,
             "SELECT country, " + sum("views") + ", " + sum("visits") +
                 dayScope("analytics_daily_countries", scope, &values) +
                 " GROUP BY country ORDER BY 2 DESC, 3 DESC, country" + byteOrder(dialect),
             values, 2);
}

long long visitorsSince(soci::session& sql, const std::string& website_id,
                        std::int64_t since_ms) {
  long long visitors = 0;
  long long since = since_ms;
  sql << "SELECT COUNT(DISTINCT visitor) FROM analytics_visits WHERE website_id = :w AND "
         "last_ms >= :s",
      soci::use(website_id), soci::use(since), soci::into(visitors);
  return visitors;
}

}  // namespace seo::plugins::analytics
