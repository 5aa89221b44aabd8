#include "plugins/analytics/panel_store.h"

#include <algorithm>
#include <functional>
#include <set>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hours.h"
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
enum class Source { kFiltered, kHourlyPanels, kDailyRollup };
Source sourceOf(const TrafficScope& scope) {
  if (scope.filter.any()) return Source::kFiltered;
  return scope.period.hourly() ? Source::kHourlyPanels : Source::kDailyRollup;
}

// The days from `first` to `last`, spelled.
std::vector<std::string> daysFrom(std::int64_t first, std::int64_t last) {
  std::vector<std::string> days;
  for (std::int64_t day = first; day <= last; ++day) days.push_back(formatDay(day));
  return days;
}

// " AND <column> IN (:d0, ...)" of `days`, their values appended.
std::string dayList(const char* column, const std::vector<std::string>& days,
                    std::vector<std::string>* values) {
  std::string clause = std::string(" AND ") + column + " IN (";
  for (std::size_t i = 0; i < days.size(); ++i) {
    clause += i ? ", :d" + std::to_string(i) : ":d0";
    values->push_back(days[i]);
  }
  return clause + (days.empty() ? "NULL)" : ")");
}

// The pageviews of the scope: " FROM ... WHERE ..." over events `e`, joined to their visits `v`
// when `with_visits` or the started range needs them; its values appended to `values`. A
// pageview carries its visit's source (analytics migration 13): filtered by a page, the
// pageviews and their visits' ids come from the index by day and page alone.
std::string eventScope(const TrafficScope& scope, std::vector<std::string>* values,
                       bool with_visits = false) {
  const bool join = with_visits || scope.started;
  std::string clause = std::string(" FROM analytics_events e") +
                       (join ? " JOIN analytics_visits v ON v.id = e.visit_id" : "") +
                       " WHERE e.website_id = :w";
  values->push_back(scope.website_id);
  if (scope.started) {
    // The visits' pageviews: from their start to the end of the day the last one started (a
    // visit never outlives its day), by time, or the page's by day.
    const StartedRange& r = *scope.started;
    const std::int64_t last_day = dayOfMs(r.until_ms - 1);
    if (scope.filter.path) {
      clause += dayList("e.day", daysFrom(dayOfMs(r.from_ms), last_day), values);
    } else {
      clause += " AND e.occurred_at >= :ef AND e.occurred_at < :eu";
      values->insert(values->end(),
                     {isoOfMs(r.from_ms), isoOfMs((last_day + 1) * seo::sdk::dates::kMsPerDay)});
    }
    // The visits by the index of recent ones too (started since implies active since): else
    // PostgreSQL may scan a source's visits of every day to join today's pageviews.
    clause += " AND v.website_id = :vw AND v.last_ms >= " + std::to_string(r.from_ms) +
              " AND v.started_ms >= " + std::to_string(r.from_ms) + " AND v.started_ms < " +
              std::to_string(r.until_ms);
    values->push_back(scope.website_id);
  } else if (scope.raw_days || scope.filter.path) {
    // Days named one by one are each an index seek: a split read's raw days (a range around
    // them would scan the days between), and every day of a read filtered by a page, whose
    // pageviews are then found by (website_id, day, path) without reading the day's others.
    clause += dayList("e.day",
                      scope.raw_days ? *scope.raw_days
                                     : daysFrom(scope.period.days.first, scope.period.days.last),
                      values);
  } else {
    clause += " AND e.day >= :f AND e.day <= :t";
    values->insert(values->end(), {scope.period.days.from, scope.period.days.to});
  }
  if (scope.period.hourly() && !scope.started) {
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
    clause += join ? " AND v.source = :s" : " AND e.source = :s";
    values->push_back(*scope.filter.source);
  }
  return clause;
}

// The visits with a pageview in the scope: " FROM analytics_visits WHERE ...".
std::string visitScope(const TrafficScope& scope, std::vector<std::string>* values) {
  return " FROM analytics_visits WHERE id IN (SELECT e.visit_id" + eventScope(scope, values) + ")";
}

// 1 when the visit `m` (its website_id, visitor and started_ms) is its visitor's first of the
// day matching the scope's filters, else 0: an earlier visit matches when its source and
// country are the filters' and it has a pageview of the page filtered (filter_hours.h).
std::string firstOfVisitor(const TrafficScope& scope, std::vector<std::string>* values) {
  std::string clause =
      "CASE WHEN EXISTS (SELECT 1 FROM analytics_visits p WHERE p.website_id = m.website_id AND "
      "p.visitor = m.visitor AND p.started_ms < m.started_ms";
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
  return clause + ") THEN 0 ELSE 1 END";
}

// The matching visits of a started scope, `m`, with their matching pageviews `views`.
std::string startedVisits(const TrafficScope& scope, std::vector<std::string>* values) {
  return " FROM (SELECT v.id, v.website_id, v.visitor, v.started_ms, v.day, v.pageviews, "
         "v.last_ms - v.started_ms AS duration_ms, COUNT(*) AS views" +
         eventScope(scope, values) +
         " GROUP BY v.id, v.website_id, v.visitor, v.started_ms, v.day, v.pageviews, v.last_ms) m";
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

// A filtered read, split by what answers it: the filtered reads' rollups of its rolled days
// (filter_rollups.h) and of its rolled hours (filter_hours.h), and the raw rows of the rest.
struct Split {
  std::optional<RolledFilter> days;   // the rolled days' rows, when any is rolled
  std::optional<RolledFilter> hours;  // the rows of the rolled hours from first_hour to last_hour
  std::string first_hour, last_hour;
  std::vector<TrafficScope> raw;  // raw days (raw_days), or visits started (started)
};

// The first hour from `first` to `last` not in `rolled` (the hour after `last` when none).
std::int64_t firstNotRolled(const std::set<std::string>& rolled, std::int64_t first,
                            std::int64_t last) {
  std::int64_t hour = first;
  while (hour <= last && rolled.count(hourText(hour))) hour += kMsPerHour;
  return hour;
}

// The hours from `first` to `until` (excluded; ms on the hour) of `scope`: the rolled ones
// before the first that is not, from the rollups, the rest raw (the visits started in them).
void splitHours(soci::session& sql, const TrafficScope& scope, std::int64_t first,
                std::int64_t until, Split* s) {
  const std::optional<RolledFilter> filter = hourFilterOf(scope.filter);
  std::int64_t raw_from = first;
  if (filter) {
    raw_from = firstNotRolled(
        rolledHours(sql, scope.website_id, hourText(first), hourText(until - kMsPerHour)), first,
        until - kMsPerHour);
    if (raw_from > first) {
      s->hours = filter;
      s->first_hour = hourText(first);
      s->last_hour = hourText(raw_from - kMsPerHour);
    }
  }
  if (raw_from < until) {
    TrafficScope raw = scope;
    raw.raw_days.reset();
    raw.started = StartedRange{raw_from, until};
    s->raw.push_back(std::move(raw));
  }
}

Split splitOf(soci::session& sql, const TrafficScope& scope) {
  Split s;
  const TrafficPeriod& period = scope.period;
  if (period.hourly()) {
    splitHours(sql, scope, msOfHour(*period.first_hour), msOfHour(*period.last_hour) + kMsPerHour,
               &s);
    return s;
  }
  const DayRange& days = period.days;
  const std::optional<RolledFilter> filter = rolledFilterOf(scope.filter);
  std::set<std::string> rolled;
  if (filter) rolled = rolledDays(sql, scope.website_id, days.from, days.to, filter->since_version);
  if (!rolled.empty()) s.days = filter;
  // The days not rolled; the last ones, within the hourly rollups' hours, are read by hour.
  std::vector<std::string> raw_days;
  std::int64_t by_hour_from = days.last + 1;
  const std::int64_t kept_from = scope.now_ms - kRecentHours * kMsPerHour;
  for (std::int64_t day = days.first; day <= days.last; ++day) {
    if (rolled.count(formatDay(day))) {
      by_hour_from = days.last + 1;
      continue;
    }
    const bool by_hour = scope.now_ms > 0 && hourFilterOf(scope.filter) &&
                         day * seo::sdk::dates::kMsPerDay >= kept_from;
    if (by_hour && by_hour_from > days.last) by_hour_from = day;
    if (!by_hour) by_hour_from = days.last + 1;
    raw_days.push_back(formatDay(day));
  }
  while (!raw_days.empty() && *parseDay(raw_days.back()) >= by_hour_from) raw_days.pop_back();
  if (rolled.empty() && by_hour_from > days.last) {
    s.raw.push_back(scope);  // the raw rows answer it all
    return s;
  }
  if (!raw_days.empty()) {
    TrafficScope raw = scope;
    raw.raw_days = std::move(raw_days);
    s.raw.push_back(std::move(raw));
  }
  if (by_hour_from <= days.last) {
    splitHours(sql, scope, by_hour_from * seo::sdk::dates::kMsPerDay,
               (days.last + 1) * seo::sdk::dates::kMsPerDay, &s);
  }
  return s;
}

// The rollup rows of `panel` under `filter`: " FROM analytics_filter_days (or _hours) WHERE ...".
std::string rolledScope(const char* table, const char* key, const RolledFilter& filter,
                        const std::string& from, const std::string& to, const char* panel,
                        const std::string& website_id, std::vector<std::string>* values) {
  values->insert(values->end(), {website_id, filter.kind, filter.value, from, to, panel});
  return std::string(" FROM ") + table + " WHERE website_id = :w AND filter = :k AND value = :v " +
         "AND " + key + " >= :f AND " + key + " <= :t AND panel = :p";
}
std::string dayRows(const Split& s, const TrafficScope& scope, const char* panel,
                    std::vector<std::string>* values) {
  return rolledScope("analytics_filter_days", "day", *s.days, scope.period.days.from,
                     scope.period.days.to, panel, scope.website_id, values);
}
std::string hourRows(const Split& s, const TrafficScope& scope, const char* panel,
                     std::vector<std::string>* values) {
  return rolledScope("analytics_filter_hours", "hour", *s.hours, s.first_hour, s.last_hour, panel,
                     scope.website_id, values);
}

// `rows` summed by name into `by_name`, the first `figures` figures.
void addRows(const std::vector<PanelRow>& rows, int figures,
             std::map<std::string, PanelRow>* by_name) {
  for (const PanelRow& row : rows) {
    PanelRow& sum = by_name->try_emplace(row.name, PanelRow{row.name, {}}).first->second;
    for (int i = 0; i < figures; ++i) sum.figures[i] += row.figures[i];
  }
}

// Most first by the first figure (then by the second, when `by_two`), ties by name in byte
// order: the unfiltered queries' ORDER BY; then the first `limit` (all when negative).
std::vector<PanelRow> ranked(std::vector<PanelRow> rows, bool by_two, std::int64_t limit) {
  std::sort(rows.begin(), rows.end(), [by_two](const PanelRow& x, const PanelRow& y) {
    if (x.figures[0] != y.figures[0]) return x.figures[0] > y.figures[0];
    if (by_two && x.figures[1] != y.figures[1]) return x.figures[1] > y.figures[1];
    return x.name < y.name;
  });
  if (limit >= 0 && rows.size() > static_cast<std::size_t>(limit)) rows.resize(limit);
  return rows;
}

// A filtered read's panel: the rollups' rows (`figures_sql` over them) and `raw` over the rest,
// summed by name, ranked.
std::vector<PanelRow> filteredRows(
    soci::session& sql, const TrafficScope& scope, const char* panel,
    const std::string& figures_sql, int figures,
    const std::function<std::vector<PanelRow>(const TrafficScope&)>& raw, bool by_two,
    std::int64_t limit) {
  const Split s = splitOf(sql, scope);
  std::map<std::string, PanelRow> by_name;
  std::vector<std::string> values;
  if (s.days) {
    addRows(
        run(sql,
            "SELECT name, " + figures_sql + dayRows(s, scope, panel, &values) + " GROUP BY name",
            values, figures),
        figures, &by_name);
  }
  if (s.hours) {
    values.clear();
    addRows(
        run(sql,
            "SELECT name, " + figures_sql + hourRows(s, scope, panel, &values) + " GROUP BY name",
            values, figures),
        figures, &by_name);
  }
  for (const TrafficScope& part : s.raw) addRows(raw(part), figures, &by_name);
  std::vector<PanelRow> rows;
  for (auto& [name, row] : by_name) {
    if (row.figures[0] > 0 || row.figures[1] > 0) rows.push_back(std::move(row));
  }
  return ranked(std::move(rows), by_two, limit);
}

const std::string kRolledTotals = sum("visitors") + ", " + sum("visits") + ", " + sum("views") +
                                  ", " + sum("bounces") + ", " + sum("duration_ms");

TrafficTotals totalsOf(const PanelRow& row) {
  return TrafficTotals{row.figures[0], row.figures[1], row.figures[2], row.figures[3],
                       row.figures[4]};
}

TrafficTotals rawTotals(soci::session& sql, const TrafficScope& scope) {
  std::vector<std::string> values;
  if (scope.started) {
    // A visitor in the hour of their first visit of the day that matches (filter_hours.h).
    const std::string first = firstOfVisitor(scope, &values);
    return totalsOf(run(sql,
                        "SELECT '', " + sum(first) + ", COUNT(*), " + sum("views") + ", " +
                            sum("CASE WHEN pageviews = 1 THEN 1 ELSE 0 END") + ", " +
                            sum("duration_ms") + startedVisits(scope, &values),
                        values, 5)
                        .at(0));
  }
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
  std::map<std::string, SeriesFigures> series;
  if (scope.started) {
    // By the hour (or day) the visit started, as the hourly rollups count.
    const std::string first = firstOfVisitor(scope, &values);
    const std::string bucket = by_hour ? "CAST(m.started_ms / 3600000 AS TEXT)" : "m.day";
    for (const PanelRow& row :
         run(sql,
             "SELECT " + bucket + ", " + sum(first) + ", COUNT(*), " + sum("views") +
                 startedVisits(scope, &values) + " GROUP BY " + bucket,
             values, 3)) {
      const std::string name = by_hour ? hourText(std::stoll(row.name) * kMsPerHour) : row.name;
      series[name] = SeriesFigures{row.figures[0], row.figures[1], row.figures[2]};
    }
    return series;
  }
  const std::string bucket = by_hour ? "SUBSTR(e.occurred_at, 1, 13)" : "e.day";
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
  // Counted in the indexes by (website, day, page) and by (website, time), only up to one past
  // the limit.
  long long pageviews = 0;
  for (const TrafficScope& part : splitOf(sql, scope).raw) {
    std::vector<std::string> values{part.website_id};
    std::string where;
    if (part.started) {
      where = " AND occurred_at >= :f";
      values.push_back(isoOfMs(part.started->from_ms));
    } else {
      where = dayList(
          "day",
          part.raw_days ? *part.raw_days : daysFrom(part.period.days.first, part.period.days.last),
          &values);
    }
    pageviews += run(sql,
                     "SELECT '', COUNT(*) FROM (SELECT 1 AS one FROM analytics_events WHERE "
                     "website_id = :w" +
                         where + " LIMIT " + std::to_string(limit + 1) + ") counted",
                     values, 1)
                     .at(0)
                     .figures[0];
  }
  if (pageviews <= limit) return seo::sdk::Status::ok();
  return seo::sdk::Status::invalidField(
      "range", "the period holds more than " + std::to_string(limit) +
                   " pageviews not rolled up for a filter by source or country without a page; "
                   "choose fewer days, or add a page filter");
}

TrafficTotals trafficTotals(soci::session& sql, const TrafficScope& scope) {
  std::vector<std::string> values;
  if (scope.filter.any()) {
    const Split s = splitOf(sql, scope);
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
          run(sql, "SELECT '', " + kRolledTotals + dayRows(s, scope, "total", &values), values, 5)
              .at(0)));
    }
    if (s.hours) {
      values.clear();
      add(totalsOf(
          run(sql, "SELECT '', " + kRolledTotals + hourRows(s, scope, "total", &values), values, 5)
              .at(0)));
    }
    for (const TrafficScope& part : s.raw) add(rawTotals(sql, part));
    return t;
  }
  const std::string from = scope.period.hourly() ? hourScope(scope, &values)
                                                 : dayScope("analytics_daily", scope, &values);
  return totalsOf(run(sql,
                      "SELECT '', " + sum("visitors") + ", " + sum("visits") + ", " +
                          sum("pageviews") + ", " + sum("bounces") + ", " + sum("duration_ms") +
                          from,
                      values, 5)
                      .at(0));
}

std::map<std::string, SeriesFigures> trafficSeries(soci::session& sql, const TrafficScope& scope,
                                                   bool by_hour) {
  std::vector<std::string> values;
  std::map<std::string, SeriesFigures> series;
  auto add = [&series](const std::vector<PanelRow>& rows) {
    for (const PanelRow& row : rows) {
      SeriesFigures& f = series[row.name];
      f.visitors += row.figures[0];
      f.visits += row.figures[1];
      f.pageviews += row.figures[2];
    }
  };
  const std::string figures = sum("visitors") + ", " + sum("visits") + ", " + sum("views");
  if (scope.filter.any()) {
    const Split s = splitOf(sql, scope);
    if (s.days) {
      add(run(sql,
              by_hour ? "SELECT day || 'T' || name, " + figures +
                            dayRows(s, scope, "hour", &values) + " GROUP BY day, name"
                      : "SELECT day, " + figures + dayRows(s, scope, "total", &values) +
                            " GROUP BY day",
              values, 3));
    }
    if (s.hours) {
      values.clear();
      add(run(sql,
              by_hour ? "SELECT hour, " + figures + hourRows(s, scope, "total", &values) +
                            " GROUP BY hour"
                      : "SELECT SUBSTR(hour, 1, 10), " + figures +
                            hourRows(s, scope, "total", &values) + " GROUP BY SUBSTR(hour, 1, 10)",
              values, 3));
    }
    for (const TrafficScope& part : s.raw) {
      for (const auto& [bucket, f] : rawSeries(sql, part, by_hour)) {
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
  add(run(sql, query, values, 3));
  return series;
}

std::vector<PanelRow> pageRows(soci::session& sql, seo::sdk::Dialect dialect,
                               const TrafficScope& scope, std::int64_t limit) {
  std::vector<std::string> values;
  if (sourceOf(scope) == Source::kFiltered) {
    return filteredRows(
        sql, scope, "page", sum("views"), 1,
        [&](const TrafficScope& raw) { return rawPageRows(sql, raw); }, false, limit);
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
  if (sourceOf(scope) == Source::kFiltered) {
    return filteredRows(
        sql, scope, "entry", sum("visits") + ", " + sum("bounces"), 2,
        [&](const TrafficScope& raw) { return rawEntryRows(sql, raw); }, false, limit);
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
  if (sourceOf(scope) == Source::kFiltered) {
    return filteredRows(
        sql, scope, "source",
        sum("visits") + ", " + sum("views") + ", " + sum("bounces") + ", " + sum("duration_ms"), 4,
        [&](const TrafficScope& raw) { return rawSourceRows(sql, raw); }, false, limit);
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
  if (sourceOf(scope) == Source::kFiltered) {
    return filteredRows(
        sql, scope, "country", sum("views") + ", " + sum("visits"), 2,
        [&](const TrafficScope& raw) { return rawCountryRows(sql, raw); }, true, -1);
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
