#include "plugins/analytics/panel_store.h"

#include <algorithm>
#include <map>
#include <utility>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_split.h"
#include "plugins/analytics/sql_rows.h"
#include "plugins/analytics/visit_filter_sql.h"
#include "plugins/analytics/visit_sets.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::byteOrder;

namespace {

// The first and last days of the visits `scope` reads: where their goal and property events are.
std::pair<std::string, std::string> visitDays(const TrafficScope& scope) {
  if (!scope.started) return {scope.period.days.from, scope.period.days.to};
  return {formatDay(dayOfMs(scope.started->from_ms)),
          formatDay(dayOfMs(scope.started->until_ms - 1))};
}

// visitConditions (visit_filter_sql.h) of the scope's filter on the visits `alias`.
std::string visitFilter(const TrafficScope& scope, const char* alias,
                        std::vector<std::string>* values) {
  const auto [from, to] = visitDays(scope);
  return visitConditions(scope.filter, alias, scope.website_id, from, to, values);
}

// The started scope's pageviews `e`: from their visits' start to the end of the day the last
// one started (a visit never outlives its day), by time, or the page's by day.
std::string startedPageviews(const TrafficScope& scope, std::vector<std::string>* values) {
  const StartedRange& r = *scope.started;
  const std::int64_t last_day = dayOfMs(r.until_ms - 1);
  if (scope.filter.path)
    return dayList("e.day", daysFrom(dayOfMs(r.from_ms), last_day), "d", values);
  values->insert(values->end(),
                 {isoOfMs(r.from_ms), isoOfMs((last_day + 1) * seo::sdk::dates::kMsPerDay)});
  return " AND e.occurred_at >= :ef AND e.occurred_at < :eu";
}

// The started scope's visits `alias` (`v` unless named), by the index of recent ones too (started
// since implies active since): else PostgreSQL may scan a source's visits of every day to join
// today's pageviews.
std::string startedVisitRange(const TrafficScope& scope, std::vector<std::string>* values,
                              const std::string& alias = "v") {
  const StartedRange& r = *scope.started;
  values->push_back(scope.website_id);
  const std::string a = alias + ".";
  return a + "website_id = :" + alias + "w AND " + a + "last_ms >= " + std::to_string(r.from_ms) +
         " AND " + a + "started_ms >= " + std::to_string(r.from_ms) + " AND " + a +
         "started_ms < " + std::to_string(r.until_ms);
}

// The conditions of the scope's page and country filters on the pageviews `e`.
std::string pageviewFilters(const TrafficScope& scope, std::vector<std::string>* values) {
  std::string clause;
  if (scope.filter.path) {
    clause += " AND e.path = :p";
    values->push_back(*scope.filter.path);
  }
  if (scope.filter.country) {
    clause += " AND e.country = :c";
    values->push_back(*scope.filter.country);
  }
  return clause;
}

// The pageviews of the scope: " FROM ... WHERE ..." over events `e`, joined to their visits `v`
// when `with_visits`, the started range or a filter only visits answer needs them; its values
// appended to `values`. A
// pageview carries its visit's source (analytics migration 13): filtered by a page, the
// pageviews and their visits' ids come from the index by day and page alone.
std::string eventScope(const TrafficScope& scope, std::vector<std::string>* values,
                       bool with_visits = false) {
  const bool join = with_visits || scope.started || scope.filter.visitOnly() || scope.filter.goal ||
                    scope.filter.property;
  std::string clause = std::string(" FROM analytics_events e") +
                       (join ? " JOIN analytics_visits v ON v.id = e.visit_id" : "") +
                       " WHERE e.website_id = :w";
  values->push_back(scope.website_id);
  if (scope.started) {
    // Apart: the order of a sum's operands' calls, and so of their values, is unspecified.
    clause += startedPageviews(scope, values);
    clause += " AND " + startedVisitRange(scope, values);
  } else if (scope.raw_days || scope.filter.path) {
    // Days named one by one are each an index seek: a split read's raw days (a range around
    // them would scan the days between), and every day of a read filtered by a page, whose
    // pageviews are then found by (website_id, day, path) without reading the day's others.
    clause += dayList("e.day",
                      scope.raw_days ? *scope.raw_days
                                     : daysFrom(scope.period.days.first, scope.period.days.last),
                      "d", values);
  } else {
    clause += " AND e.day >= :f AND e.day <= :t";
    values->insert(values->end(), {scope.period.days.from, scope.period.days.to});
  }
  if (scope.period.hourly() && !scope.started) {
    clause += " AND e.occurred_at >= :since AND e.occurred_at < :until";
    values->insert(values->end(), {scope.period.sinceIso(), scope.period.untilIso()});
  }
  clause += pageviewFilters(scope, values);
  if (scope.filter.source) {
    clause += join ? " AND v.source = :s" : " AND e.source = :s";
    values->push_back(*scope.filter.source);
  }
  if (join) clause += visitFilter(scope, "v", values);
  return clause;
}

// The visits with a pageview in the scope: " FROM analytics_visits WHERE ...".
std::string visitScope(const TrafficScope& scope, std::vector<std::string>* values) {
  if (scope.started && !scope.filter.path && !scope.filter.country) {
    // A visit started in the range has its first pageview in it: without a filter on the
    // pageviews, the visits alone. (Joined to their pageviews, PostgreSQL, expecting few of the
    // last hours' visits, sought each one's pageviews in the index by page: a minute.)
    std::string clause = " FROM analytics_visits v WHERE " + startedVisitRange(scope, values);
    if (scope.filter.source) {
      clause += " AND v.source = :s";
      values->push_back(*scope.filter.source);
    }
    return clause + visitFilter(scope, "v", values);
  }
  return " FROM analytics_visits WHERE id IN (SELECT e.visit_id" + eventScope(scope, values) + ")";
}

// 1 when the visit `m` of startedVisits is its visitor's first of the day matching the scope's
// filters, else 0 (filter_hours.h): the first of the matching visits started in the range (tied
// ones all first), none of the same day started before it matching. An earlier visit matches
// when its source, country, breakdowns, goal and property are the filters' and it has a
// pageview of the page filtered. Sets, each read once: a subquery per visit cost PostgreSQL a
// scan of the goal's conversions per visit (today's visits lie past its statistics, so it
// expects few).
std::string firstOfVisitor(const TrafficScope& scope, std::vector<std::string>* values) {
  const StartedRange& r = *scope.started;
  const std::int64_t day_start = dayOfMs(r.from_ms) * seo::sdk::dates::kMsPerDay;
  if (r.from_ms == day_start) return "CASE WHEN m.nth = 1 THEN 1 ELSE 0 END";
  // The earlier visits of the visitors of the range's visits (a few hundred, each an index seek
  // by visitor), not every visit of the day before the range (thousands).
  values->push_back(scope.website_id);
  std::string clause =
      "CASE WHEN m.nth = 1 AND m.visitor NOT IN (SELECT p.visitor FROM analytics_visits p WHERE "
      "p.website_id = :pw AND p.visitor IN (SELECT s.visitor FROM analytics_visits s WHERE ";
  clause += startedVisitRange(scope, values, "s");
  clause += ") AND p.started_ms >= " + std::to_string(day_start) + " AND p.started_ms < " +
            std::to_string(r.from_ms);
  if (scope.filter.source) {
    clause += " AND p.source = :ps";
    values->push_back(*scope.filter.source);
  }
  if (scope.filter.country) {
    clause += " AND p.country = :pc";
    values->push_back(*scope.filter.country);
  }
  if (scope.filter.path) {
    clause +=
        " AND EXISTS (SELECT 1 FROM analytics_events pe WHERE pe.website_id = p.website_id "
        "AND pe.day = p.day AND pe.path = :pp AND pe.visit_id = p.id)";
    values->push_back(*scope.filter.path);
  }
  clause += visitFilter(scope, "p", values);
  return clause + ") THEN 1 ELSE 0 END";
}

// The matching visits of a started scope, `m`, with their matching pageviews `views` and their
// rank `nth` among their visitor's by start. The pageviews are counted by visit first: joined
// to their visits the other way, PostgreSQL may read the website's pageviews once per visit
// (they have no index by visit).
std::string startedVisits(const TrafficScope& scope, std::vector<std::string>* values) {
  values->push_back(scope.website_id);
  std::string clause =
      " FROM (SELECT v.id, v.visitor, v.started_ms, v.day, v.pageviews, "
      "v.last_ms - v.started_ms AS duration_ms, ev.views, RANK() OVER (PARTITION BY v.visitor "
      "ORDER BY v.started_ms) AS nth FROM (SELECT e.visit_id, COUNT(*) AS views FROM "
      "analytics_events e WHERE e.website_id = :w" +
      startedPageviews(scope, values);
  clause += pageviewFilters(scope, values);
  // CROSS JOIN: SQLite keeps this order (else it reads every visit of the website by the
  // visitor index, for the rank's order); PostgreSQL plans it as any join.
  clause += " GROUP BY e.visit_id) ev CROSS JOIN analytics_visits v WHERE v.id = ev.visit_id AND ";
  clause += startedVisitRange(scope, values);
  if (scope.filter.source) {
    clause += " AND v.source = :s";
    values->push_back(*scope.filter.source);
  }
  return clause + visitFilter(scope, "v", values) + ") m";
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

// Runs the query of a `panel`'s rows: each a name, then the panel's figures in order.
std::vector<PanelRow> runPanel(soci::session& sql, const Panel& panel, const std::string& query,
                               const std::vector<std::string>& values) {
  std::vector<PanelRow> rows;
  for (const SqlRow& found : runRows(sql, query, values, static_cast<int>(panel.figures.size()))) {
    PanelRow row{found.name, {}};
    for (std::size_t i = 0; i < panel.figures.size(); ++i) {
      row.figures.*(panel.figures[i].field) = found.values[i];
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

// `row`'s value of `panel`'s `i`th figure.
long long figureOf(const Panel& panel, const PanelRow& row, std::size_t i) {
  return row.figures.*(panel.figures[i].field);
}

// ", SUM(...), ...": `panel`'s figures, each its `column` summed.
std::string summedFigures(const Panel& panel, const char* PanelFigure::*column) {
  std::string list;
  for (const PanelFigure& figure : panel.figures) list += ", " + sumOf(figure.*column);
  return list;
}

// " GROUP BY `key` ... ORDER BY ... LIMIT ...": rollup rows summed by `key`, ranked as `panel`
// says (its figures by `column`), ties by name in byte order; the first `limit` (all when
// negative).
std::string rankedGroups(const Panel& panel, const std::string& key,
                         const char* PanelFigure::*column, seo::sdk::Dialect dialect,
                         std::int64_t limit) {
  std::string clause = " GROUP BY " + key;
  if (!panel.keeps_empty) {
    clause += " HAVING SUM(" + std::string(panel.figures[0].*column) + ") > 0";
  }
  clause += " ORDER BY";
  for (int i = 0; i < panel.ranked_by; ++i) clause += " " + std::to_string(i + 2) + " DESC,";
  clause += " " + key + byteOrder(dialect);
  if (limit >= 0) clause += " LIMIT " + std::to_string(limit);
  return clause;
}

// `panel`'s rows counted from the raw rows of `scope`.
std::vector<PanelRow> rawPanelRows(soci::session& sql, const Panel& panel,
                                   const TrafficScope& scope) {
  std::vector<std::string> values;
  std::string query = std::string("SELECT ") + panel.raw_key;
  for (const PanelFigure& figure : panel.figures) query += ", " + figure.raw;
  query += panel.raw_rows == RawRows::kPageviews ? eventScope(scope, &values)
                                                 : visitScope(scope, &values);
  return runPanel(sql, panel, query + panel.raw_where + " GROUP BY " + panel.raw_key, values);
}

// `rows` summed by name into `by_name`.
void addRows(const Panel& panel, const std::vector<PanelRow>& rows,
             std::map<std::string, PanelRow>* by_name) {
  for (const PanelRow& row : rows) {
    PanelRow& sum = by_name->try_emplace(row.name, PanelRow{row.name, {}}).first->second;
    for (const PanelFigure& figure : panel.figures) {
      sum.figures.*(figure.field) += row.figures.*(figure.field);
    }
  }
}

// `rows` ranked as the rollups' queries rank them (rankedGroups), the first `limit`.
std::vector<PanelRow> ranked(const Panel& panel, std::vector<PanelRow> rows, std::int64_t limit) {
  std::sort(rows.begin(), rows.end(), [&panel](const PanelRow& x, const PanelRow& y) {
    for (int i = 0; i < panel.ranked_by; ++i) {
      const long long a = figureOf(panel, x, i), b = figureOf(panel, y, i);
      if (a != b) return a > b;
    }
    return x.name < y.name;
  });
  if (limit >= 0 && rows.size() > static_cast<std::size_t>(limit)) rows.resize(limit);
  return rows;
}

// A filtered read of `panel`: the rollups' rows of what they answer and the raw rows of the rest,
// summed by name; a row counts when its first or second figure is above zero.
std::vector<PanelRow> filteredRows(soci::session& sql, const Panel& panel,
                                   const TrafficScope& scope, std::int64_t limit) {
  const FilterSplit s = splitOf(sql, scope);
  const std::string figures = summedFigures(panel, &PanelFigure::rolled);
  std::map<std::string, PanelRow> by_name;
  std::vector<std::string> values;
  if (s.days) {
    addRows(panel,
            runPanel(sql, panel,
                     "SELECT name" + figures + rolledDayRows(s, scope, panel.name, &values) +
                         " GROUP BY name",
                     values),
            &by_name);
  }
  if (s.hours) {
    values.clear();
    addRows(panel,
            runPanel(sql, panel,
                     "SELECT name" + figures + rolledHourRows(s, scope, panel.name, &values) +
                         " GROUP BY name",
                     values),
            &by_name);
  }
  if (s.sets.any()) addRows(panel, visitSetPanel(sql, panel, scope, s.sets), &by_name);
  for (const TrafficScope& part : s.raw) addRows(panel, rawPanelRows(sql, panel, part), &by_name);
  std::vector<PanelRow> rows;
  for (auto& [name, row] : by_name) {
    if (figureOf(panel, row, 0) > 0 || (panel.figures.size() > 1 && figureOf(panel, row, 1) > 0)) {
      rows.push_back(std::move(row));
    }
  }
  return ranked(panel, std::move(rows), limit);
}

const std::string kRolledTotals = sumOf("visitors") + ", " + sumOf("visits") + ", " +
                                  sumOf("views") + ", " + sumOf("bounces") + ", " +
                                  sumOf("duration_ms");

TrafficTotals totalsOf(const SqlRow& row) {
  return TrafficTotals{row.values[0], row.values[1], row.values[2], row.values[3], row.values[4]};
}

TrafficTotals rawTotals(soci::session& sql, const TrafficScope& scope) {
  std::vector<std::string> values;
  if (scope.started) {
    // A visitor in the hour of their first visit of the day that matches (filter_hours.h).
    const std::string first = firstOfVisitor(scope, &values);
    return totalsOf(runRows(sql,
                            "SELECT '', " + sumOf(first) + ", COUNT(*), " + sumOf("views") + ", " +
                                sumOf(kBounceOfVisit) + ", " + sumOf("duration_ms") +
                                startedVisits(scope, &values),
                            values, 5)
                        .at(0));
  }
  TrafficTotals t;
  const std::vector<SqlRow> views =
      runRows(sql, "SELECT '', COUNT(*)" + eventScope(scope, &values), values, 1);
  values.clear();
  const std::vector<SqlRow> visits =
      runRows(sql,
              "SELECT '', COUNT(DISTINCT visitor), COUNT(*), " + sumOf(kBounceOfVisit) + ", " +
                  sumOf("last_ms - started_ms") + visitScope(scope, &values),
              values, 4);
  t.pageviews = views.at(0).values[0];
  t.visitors = visits.at(0).values[0];
  t.visits = visits.at(0).values[1];
  t.bounces = visits.at(0).values[2];
  t.duration_ms = visits.at(0).values[3];
  return t;
}

std::map<std::string, SeriesFigures> rawSeries(soci::session& sql, const TrafficScope& scope,
                                               bool by_hour) {
  std::vector<std::string> values;
  std::map<std::string, SeriesFigures> series;
  if (scope.started) {
    // By the hour (or day) the visit started, as the hourly rollups count.
    const std::string first = firstOfVisitor(scope, &values);
    const std::string bucket = by_hour ? "CAST(m.started_ms / 3600000 AS TEXT)" : "m.day";
    for (const SqlRow& row :
         runRows(sql,
                 "SELECT " + bucket + ", " + sumOf(first) + ", COUNT(*), " + sumOf("views") +
                     startedVisits(scope, &values) + " GROUP BY " + bucket,
                 values, 3)) {
      const std::string name = by_hour ? hourText(std::stoll(row.name) * kMsPerHour) : row.name;
      series[name] = SeriesFigures{row.values[0], row.values[1], row.values[2]};
    }
    return series;
  }
  const std::string bucket = by_hour ? "SUBSTR(e.occurred_at, 1, 13)" : "e.day";
  for (const SqlRow& row : runRows(sql,
                                   "SELECT " + bucket +
                                       ", COUNT(DISTINCT v.visitor), COUNT(DISTINCT e.visit_id), "
                                       "COUNT(*)" +
                                       eventScope(scope, &values, true) + " GROUP BY " + bucket,
                                   values, 3)) {
    series[row.name] = SeriesFigures{row.values[0], row.values[1], row.values[2]};
  }
  return series;
}

}  // namespace

seo::sdk::Status checkRawCost(soci::session& sql, const TrafficScope& scope, long long limit,
                              bool sets) {
  if (limit <= 0 || !scope.filter.any() || scope.filter.path) return seo::sdk::Status::ok();
  // Whole days from the daily rollup's pageviews (a row a day, where counting the index took
  // 40 ms on SQLite and 165 on PostgreSQL to refuse); the last hours (a visit's pageviews since it
  // started) in the index by (website, time), only up to one past the limit.
  long long pageviews = 0;
  for (const TrafficScope& part : splitOf(sql, scope, sets).raw) {
    std::vector<std::string> values{part.website_id};
    if (part.started) {
      values.push_back(isoOfMs(part.started->from_ms));
      pageviews += countUpTo(
          sql, "SELECT 1 AS one FROM analytics_events WHERE website_id = :w AND occurred_at >= :f",
          values, limit);
      continue;
    }
    const std::string query =
        "SELECT '', CAST(COALESCE(SUM(pageviews), 0) AS BIGINT) FROM analytics_daily WHERE "
        "website_id = :w" +
        dayList("day",
                part.raw_days ? *part.raw_days
                              : daysFrom(part.period.days.first, part.period.days.last),
                "d", &values);
    pageviews += runRows(sql, query, values, 1).at(0).values[0];
  }
  if (pageviews <= limit) return seo::sdk::Status::ok();
  return seo::sdk::Status::invalidField(
      "range", "the period holds more than " + std::to_string(limit) +
                   " pageviews not rolled up for these filters without a page; choose fewer "
                   "days, fewer filters, or add a page filter");
}

TrafficTotals trafficTotals(soci::session& sql, const TrafficScope& scope) {
  std::vector<std::string> values;
  if (scope.filter.any()) {
    const FilterSplit s = splitOf(sql, scope);
    TrafficTotals t;
    auto add = [&t](const TrafficTotals& part) {
      t.visitors += part.visitors;
      t.visits += part.visits;
      t.pageviews += part.pageviews;
      t.bounces += part.bounces;
      t.duration_ms += part.duration_ms;
    };
    if (s.days) {
      add(totalsOf(
          runRows(sql, "SELECT '', " + kRolledTotals + rolledDayRows(s, scope, "total", &values),
                  values, 5)
              .at(0)));
    }
    if (s.hours) {
      values.clear();
      add(totalsOf(
          runRows(sql, "SELECT '', " + kRolledTotals + rolledHourRows(s, scope, "total", &values),
                  values, 5)
              .at(0)));
    }
    if (s.sets.any()) add(visitSetTotals(sql, scope, s.sets));
    for (const TrafficScope& part : s.raw) add(rawTotals(sql, part));
    return t;
  }
  const std::string from = scope.period.hourly() ? hourScope(scope, &values)
                                                 : dayScope("analytics_daily", scope, &values);
  return totalsOf(runRows(sql,
                          "SELECT '', " + sumOf("visitors") + ", " + sumOf("visits") + ", " +
                              sumOf("pageviews") + ", " + sumOf("bounces") + ", " +
                              sumOf("duration_ms") + from,
                          values, 5)
                      .at(0));
}

std::map<std::string, SeriesFigures> trafficSeries(soci::session& sql, const TrafficScope& scope,
                                                   bool by_hour) {
  std::vector<std::string> values;
  std::map<std::string, SeriesFigures> series;
  auto add = [&series](const std::vector<SqlRow>& rows) {
    for (const SqlRow& row : rows) {
      SeriesFigures& f = series[row.name];
      f.visitors += row.values[0];
      f.visits += row.values[1];
      f.pageviews += row.values[2];
    }
  };
  const std::string figures = sumOf("visitors") + ", " + sumOf("visits") + ", " + sumOf("views");
  if (scope.filter.any()) {
    const FilterSplit s = splitOf(sql, scope);
    if (s.days) {
      add(runRows(sql,
                  by_hour ? "SELECT day || 'T' || name, " + figures +
                                rolledDayRows(s, scope, "hour", &values) + " GROUP BY day, name"
                          : "SELECT day, " + figures + rolledDayRows(s, scope, "total", &values) +
                                " GROUP BY day",
                  values, 3));
    }
    if (s.hours) {
      values.clear();
      add(runRows(sql,
                  by_hour ? "SELECT hour, " + figures + rolledHourRows(s, scope, "total", &values) +
                                " GROUP BY hour"
                          : "SELECT SUBSTR(hour, 1, 10), " + figures +
                                rolledHourRows(s, scope, "total", &values) +
                                " GROUP BY SUBSTR(hour, 1, 10)",
                  values, 3));
    }
    std::vector<std::map<std::string, SeriesFigures>> parts;
    if (s.sets.any()) parts.push_back(visitSetSeries(sql, scope, s.sets, by_hour));
    for (const TrafficScope& part : s.raw) parts.push_back(rawSeries(sql, part, by_hour));
    for (const auto& part : parts) {
      for (const auto& [bucket, f] : part) {
        SeriesFigures& sum = series[bucket];
        sum.visitors += f.visitors;
        sum.visits += f.visits;
        sum.pageviews += f.pageviews;
      }
    }
    return series;
  }
  const std::string query =
      by_hour
          ? "SELECT hour, visitors, visits, pageviews" + hourScope(scope, &values)
          : "SELECT day, visitors, visits, pageviews" + dayScope("analytics_daily", scope, &values);
  add(runRows(sql, query, values, 3));
  return series;
}

std::vector<PanelRow> panelRows(soci::session& sql, seo::sdk::Dialect dialect, const Panel& panel,
                                const TrafficScope& scope, std::int64_t limit) {
  if (scope.filter.any()) return filteredRows(sql, panel, scope, limit);
  std::vector<std::string> values;
  if (scope.period.hourly()) {
    return runPanel(sql, panel,
                    "SELECT name" + summedFigures(panel, &PanelFigure::rolled) +
                        hourlyPanelScope(panel.name, scope, &values) +
                        rankedGroups(panel, "name", &PanelFigure::rolled, dialect, limit),
                    values);
  }
  return runPanel(sql, panel,
                  std::string("SELECT ") + panel.daily_key +
                      summedFigures(panel, &PanelFigure::daily) +
                      dayScope(panel.daily_table, scope, &values) + panel.daily_where +
                      rankedGroups(panel, panel.daily_key, &PanelFigure::daily, dialect, limit),
                  values);
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
