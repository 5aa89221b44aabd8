#include "plugins/analytics/panel_store.h"

#include <algorithm>
#include <functional>
#include <set>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_rollups.h"
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
      " WHERE e.website_id = :w";
  values->push_back(scope.website_id);
  // Days named one by one are each an index seek: a split read's raw days (a range around them
  // would scan the days between), and every day of a read filtered by a page, whose pageviews
  // are then found by (website_id, day, path) without reading the day's others.
  std::vector<std::string> days;
  if (scope.raw_days) {
    days = *scope.raw_days;
  } else if (scope.filter.path) {
    const std::int64_t last = parseDay(scope.period.days.to).value_or(0);
    for (std::int64_t day = parseDay(scope.period.days.from).value_or(last + 1); day <= last;
         ++day) {
      days.push_back(formatDay(day));
    }
  }
  if (scope.raw_days || scope.filter.path) {
    clause += " AND e.day IN (";
    for (std::size_t i = 0; i < days.size(); ++i) {
      clause += i ? ", :d" + std::to_string(i) : ":d0";
      values->push_back(days[i]);
    }
    clause += days.empty() ? "NULL)" : ")";
  } else {
    clause += " AND e.day >= :f AND e.day <= :t";
    values->insert(values->end(), {scope.period.days.from, scope.period.days.to});
  }
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
  return " FROM analytics_visits WHERE id IN (SELECT e.visit_id" + eventScope(scope, values) + ")";
}

// The 24-hour range's rows of `panel` (analytics_hourly_panels).
std::string hourlyPanelScope(const char* panel, const TrafficScope& scope,
                             std::vector<std::string>* values) {
  values->insert(values->end(),
                 {scope.website_id, *scope.period.first_hour, *scope.period.last_hour, panel});
  return " FROM analytics_hourly_panels WHERE website_id = :w AND hour >= :f AND hour <= :t AND "
         "panel = :p";
}

// The rollup rows of the scope's days: " FROM `table` WHERE ...".
std::string dayScope(const char* table, const TrafficScope& scope,
                     std::vector<std::string>* values) {
  values->insert(values->end(), {scope.website_id, scope.period.days.from, scope.period.days.to});
  return std::string(" FROM ") + table + " WHERE website_id = :w AND day >= :f AND day <= :t";
}

// The hourly rollup's rows of the scope: its hours, or every hour of its days.
std::string hourScope(const TrafficScope& scope, std::vector<std::string>* values) {
  const TrafficPeriod& p = scope.period;
  values->insert(values->end(), {scope.website_id, p.hourly() ? *p.first_hour : p.days.from + "T00",
                                 p.hourly() ? *p.last_hour : p.days.to + "T23"});
  return " FROM analytics_hourly WHERE website_id = :w AND hour >= :f AND hour <= :t";
}

std::string limitOf(std::int64_t limit) { return " LIMIT " + std::to_string(limit); }

// A filtered read over days the rollups answer (rolledFilterOf), split: the rolled days
// answered from the filtered reads' rollups, the others (`raw`, when `any_raw`) from the raw rows.
struct Split {
  bool rolled = false;  // false: the raw rows answer the whole read
  std::string kind, value;
  TrafficScope raw;
  bool any_raw = false;
};
Split splitOf(soci::session& sql, const TrafficScope& scope) {
  Split s;
  const std::optional<RolledFilter> filter = rolledFilterOf(scope.filter);
  if (scope.period.hourly() || !filter) return s;
  const DayRange& days = scope.period.days;
  const std::set<std::string> rolled =
      rolledDays(sql, scope.website_id, days.from, days.to, filter->since_version);
  if (rolled.empty()) return s;
  s.rolled = true;
  s.kind = filter->kind;
  s.value = filter->value;
  s.raw = scope;
  s.raw.raw_days.emplace();
  const std::int64_t last = parseDay(days.to).value_or(0);
  for (std::int64_t day = parseDay(days.from).value_or(last + 1); day <= last; ++day) {
    std::string name = formatDay(day);
    if (!rolled.count(name)) s.raw.raw_days->push_back(std::move(name));
  }
  s.any_raw = !s.raw.raw_days->empty();
  return s;
}

// The rollup rows of a split read's `panel`: " FROM analytics_filter_days WHERE ...".
std::string filterScope(const Split& s, const TrafficScope& scope, const char* panel,
                        std::vector<std::string>* values) {
  values->insert(values->end(), {scope.website_id, s.kind, s.value, scope.period.days.from,
                                 scope.period.days.to, panel});
  return " FROM analytics_filter_days WHERE website_id = :w AND filter = :k AND value = :v AND "
         "day >= :f AND day <= :t AND panel = :p";
}

// `a` and `b` summed by name, the first `figures` figures.
std::vector<PanelRow> merged(const std::vector<PanelRow>& a, const std::vector<PanelRow>& b,
                             int figures) {
  std::map<std::string, PanelRow> by_name;
  for (const std::vector<PanelRow>* rows : {&a, &b}) {
    for (const PanelRow& row : *rows) {
      PanelRow& sum = by_name.try_emplace(row.name, PanelRow{row.name, {}}).first->second;
      for (int i = 0; i < figures; ++i) sum.figures[i] += row.figures[i];
    }
  }
  std::vector<PanelRow> rows;
  for (auto& [name, row] : by_name) rows.push_back(std::move(row));
  return rows;
}

// Most first by the first figure (then by the second, when `by_two`), ties by name in byte
// order: the raw queries' ORDER BY; then the first `limit` (all when negative).
std::vector<PanelRow> ranked(std::vector<PanelRow> rows, bool by_two, std::int64_t limit) {
  std::sort(rows.begin(), rows.end(), [by_two](const PanelRow& x, const PanelRow& y) {
    if (x.figures[0] != y.figures[0]) return x.figures[0] > y.figures[0];
    if (by_two && x.figures[1] != y.figures[1]) return x.figures[1] > y.figures[1];
    return x.name < y.name;
  });
  if (limit >= 0 && rows.size() > static_cast<std::size_t>(limit)) rows.resize(limit);
  return rows;
}

// A split read's panel: the rollups' rows of the rolled days plus `raw` over the others.
std::vector<PanelRow> splitRows(
    soci::session& sql, const Split& s, const TrafficScope& scope, const char* panel,
    const std::string& figures_sql, int figures,
    const std::function<std::vector<PanelRow>(const TrafficScope&)>& raw, bool by_two,
    std::int64_t limit) {
  std::vector<std::string> values;
  std::vector<PanelRow> rows = run(
      sql, "SELECT name, " + figures_sql + filterScope(s, scope, panel, &values) + " GROUP BY name",
      values, figures);
  if (s.any_raw) rows = merged(rows, raw(s.raw), figures);
  rows.erase(
      std::remove_if(rows.begin(), rows.end(),
                     [](const PanelRow& r) { return r.figures[0] <= 0 && r.figures[1] <= 0; }),
      rows.end());
  return ranked(std::move(rows), by_two, limit);
}

TrafficTotals rawTotals(soci::session& sql, const TrafficScope& scope) {
  std::vector<std::string> values;
  TrafficTotals t;
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

std::map<std::string, SeriesFigures> rawSeries(soci::session& sql, const TrafficScope& scope,
                                               bool by_hour) {
  std::vector<std::string> values;
  const std::string bucket = by_hour ? "SUBSTR(e.occurred_at, 1, 13)" : "e.day";
  std::map<std::string, SeriesFigures> series;
  for (const PanelRow& row : run(sql,
                                 "SELECT " + bucket +
                                     ", COUNT(DISTINCT v.visitor), COUNT(DISTINCT e.visit_id), "
                                     "COUNT(*)" +
                                     eventScope(scope, &values, true) + " GROUP BY " + bucket,
                                 values, 3)) {
    series[row.name] = SeriesFigures{row.figures[0], row.figures[1], row.figures[2]};
  }
  return series;
}

std::vector<PanelRow> rawPageRows(soci::session& sql, const TrafficScope& scope) {
  std::vector<std::string> values;
  return run(sql, "SELECT e.path, COUNT(*)" + eventScope(scope, &values) + " GROUP BY e.path",
             values, 1);
}
std::vector<PanelRow> rawEntryRows(soci::session& sql, const TrafficScope& scope) {
  std::vector<std::string> values;
  return run(sql,
             "SELECT entry_path, COUNT(*), " + sum(kBounce) + visitScope(scope, &values) +
                 " AND entry_path <> '' GROUP BY entry_path",
             values, 2);
}
std::vector<PanelRow> rawSourceRows(soci::session& sql, const TrafficScope& scope) {
  std::vector<std::string> values;
  return run(sql,
             "SELECT source, COUNT(*), " + sum("pageviews") + ", " + sum(kBounce) + ", " +
                 sum("last_ms - started_ms") + visitScope(scope, &values) +
                 " AND entry_path <> '' GROUP BY source",
             values, 4);
}
std::vector<PanelRow> rawCountryRows(soci::session& sql, const TrafficScope& scope) {
  std::vector<std::string> values;
  return run(sql,
             "SELECT e.country, COUNT(*), COUNT(DISTINCT e.visit_id)" + eventScope(scope, &values) +
                 " GROUP BY e.country",
             values, 2);
}

}  // namespace

seo::sdk::Status checkRawCost(soci::session& sql, const TrafficScope& scope, long long limit) {
  if (limit <= 0 || !scope.filter.any() || scope.filter.path) return seo::sdk::Status::ok();
  std::vector<std::string> days;
  if (const Split s = splitOf(sql, scope); s.rolled) {
    if (!s.any_raw) return seo::sdk::Status::ok();
    days = *s.raw.raw_days;
  } else {
    const std::int64_t last = parseDay(scope.period.days.to).value_or(0);
    for (std::int64_t day = parseDay(scope.period.days.from).value_or(last + 1); day <= last;
         ++day) {
      days.push_back(formatDay(day));
    }
  }
  if (days.empty()) return seo::sdk::Status::ok();
  // Counted in the index by (website, day, page), and only up to one past the limit.
  std::vector<std::string> values{scope.website_id};
  std::string in;
  for (std::size_t i = 0; i < days.size(); ++i) {
    in += i ? ", :d" + std::to_string(i) : ":d0";
    values.push_back(days[i]);
  }
  const long long pageviews =
      run(sql,
          "SELECT '', COUNT(*) FROM (SELECT 1 AS one FROM analytics_events WHERE website_id = :w "
          "AND day IN (" +
              in + ") LIMIT " + std::to_string(limit + 1) + ") counted",
          values, 1)
          .at(0)
          .figures[0];
  if (pageviews <= limit) return seo::sdk::Status::ok();
  return seo::sdk::Status::invalidField(
      "range", "the period holds more than " + std::to_string(limit) +
                   " pageviews not rolled up for a filter by source or country without a page; "
                   "choose fewer days, one filter, or add a page filter");
}

TrafficTotals trafficTotals(soci::session& sql, const TrafficScope& scope) {
  std::vector<std::string> values;
  TrafficTotals t;
  if (scope.filter.any()) {
    const Split s = splitOf(sql, scope);
    if (!s.rolled) return rawTotals(sql, scope);
    const PanelRow rolled = run(sql,
                                "SELECT '', " + sum("visitors") + ", " + sum("visits") + ", " +
                                    sum("views") + ", " + sum("bounces") + ", " +
                                    sum("duration_ms") + filterScope(s, scope, "total", &values),
                                values, 5)
                                .at(0);
    if (s.any_raw) t = rawTotals(sql, s.raw);
    t.visitors += rolled.figures[0];
    t.visits += rolled.figures[1];
    t.pageviews += rolled.figures[2];
    t.bounces += rolled.figures[3];
    t.duration_ms += rolled.figures[4];
    return t;
  }
  const std::string from = scope.period.hourly() ? hourScope(scope, &values)
                                                 : dayScope("analytics_daily", scope, &values);
  const PanelRow row =
      run(sql,
          "SELECT '', " + sum("visitors") + ", " + sum("visits") + ", " + sum("pageviews") + ", " +
              sum("bounces") + ", " + sum("duration_ms") + from,
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
    const Split s = splitOf(sql, scope);
    if (!s.rolled) return rawSeries(sql, scope, by_hour);
    std::map<std::string, SeriesFigures> series;
    if (s.any_raw) series = rawSeries(sql, s.raw, by_hour);
    const std::string rows =
        by_hour ? "SELECT day || 'T' || name, " + sum("visitors") + ", " + sum("visits") + ", " +
                      sum("views") + filterScope(s, scope, "hour", &values) + " GROUP BY day, name"
                : "SELECT day, " + sum("visitors") + ", " + sum("visits") + ", " + sum("views") +
                      filterScope(s, scope, "total", &values) + " GROUP BY day";
    for (const PanelRow& row : run(sql, rows, values, 3)) {
      SeriesFigures& f = series[row.name];
      f.visitors += row.figures[0];
      f.visits += row.figures[1];
      f.pageviews += row.figures[2];
    }
    return series;
  }
  if (by_hour) {
    query = "SELECT hour, visitors, visits, pageviews" + hourScope(scope, &values);
  } else {
    query = "SELECT day, visitors, visits, pageviews" + dayScope("analytics_daily", scope, &values);
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
    if (Split s = splitOf(sql, scope); s.rolled) {
      return splitRows(
          sql, s, scope, "page", sum("views"), 1,
          [&](const TrafficScope& raw) { return rawPageRows(sql, raw); }, false, limit);
    }
    return ranked(rawPageRows(sql, scope), false, limit);
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
                 " GROUP BY path HAVING SUM(views) > 0 ORDER BY 2 DESC, path" + byteOrder(dialect) +
                 limitOf(limit),
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
    if (Split s = splitOf(sql, scope); s.rolled) {
      return splitRows(
          sql, s, scope, "entry", sum("visits") + ", " + sum("bounces"), 2,
          [&](const TrafficScope& raw) { return rawEntryRows(sql, raw); }, false, limit);
    }
    return ranked(rawEntryRows(sql, scope), false, limit);
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
    if (Split s = splitOf(sql, scope); s.rolled) {
      return splitRows(
          sql, s, scope, "source",
          sum("visits") + ", " + sum("views") + ", " + sum("bounces") + ", " + sum("duration_ms"),
          4, [&](const TrafficScope& raw) { return rawSourceRows(sql, raw); }, false, limit);
    }
    return ranked(rawSourceRows(sql, scope), false, limit);
  }
  return run(sql,
             "SELECT source, " + sum("visits") + ", " + sum("views") + ", " + sum("bounces") +
                 ", " + sum("duration_ms") + dayScope("analytics_daily_sources", scope, &values) +
                 " GROUP BY source ORDER BY 2 DESC, source" + byteOrder(dialect) + limitOf(limit),
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
    if (Split s = splitOf(sql, scope); s.rolled) {
      return splitRows(
          sql, s, scope, "country", sum("views") + ", " + sum("visits"), 2,
          [&](const TrafficScope& raw) { return rawCountryRows(sql, raw); }, true, -1);
    }
    return ranked(rawCountryRows(sql, scope), true, -1);
  }
  return run(sql,
             "SELECT country, " + sum("views") + ", " + sum("visits") +
                 dayScope("analytics_daily_countries", scope, &values) +
                 " GROUP BY country ORDER BY 2 DESC, 3 DESC, country" + byteOrder(dialect),
             values, 2);
}

long long visitorsSince(soci::session& sql, const std::string& website_id, std::int64_t since_ms) {
  long long visitors = 0;
  long long since = since_ms;
  sql << "SELECT COUNT(DISTINCT visitor) FROM analytics_visits WHERE website_id = :w AND "
         "last_ms >= :s",
      soci::use(website_id), soci::use(since), soci::into(visitors);
  return visitors;
}

}  // namespace seo::plugins::analytics
