#include "plugins/analytics/property_figures.h"

#include <algorithm>
#include <map>
#include <set>

#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/property_hours.h"
#include "plugins/analytics/sql_rows.h"
#include "plugins/analytics/visit_filter_sql.h"

namespace seo::plugins::analytics {

namespace {

// " UNION ALL "-joined rows of the properties of `scope`'s pageviews and custom events, values
// appended to `values`: (name, visitor), their key (no `key`) or the key's values; with `rows`,
// (key, value, visitor, hour) of its whole days, or of those `part` names (of any key).
std::string propertyEvents(const TrafficScope& scope, const std::optional<std::string>& key,
                           std::vector<std::string>* values, bool rows = false,
                           const DayRows& part = {}) {
  const std::string& since_id = part.since_id;
  const TrafficPeriod& period = scope.period;
  std::string query;
  for (const bool pageviews : {true, false}) {
    const std::string x = pageviews ? "pe" : "ce";
    const std::string visitor = pageviews ? x + "v.visitor" : x + ".visitor";
    if (!query.empty()) query += " UNION ALL ";
    query +=
        "SELECT " +
        (rows ? "pr.prop_key, pr.prop_value, " + visitor + ", SUBSTR(" + x + ".occurred_at, 1, 13)"
              : std::string(key ? "pr.prop_value" : "pr.prop_key") + " AS name, " + visitor +
                    " AS visitor") +
        " FROM analytics_event_props pr JOIN " +
        (pageviews ? "analytics_events " + x + " ON " + x + ".id = pr.event_id JOIN " +
                         "analytics_visits " + x + "v ON " + x + "v.id = " + x + ".visit_id"
                   : "analytics_custom_events " + x + " ON " + x + ".id = pr.event_id");
    if (!since_id.empty()) {
      // The website's events of a few hours are a range of the index by day, website and id
      // (ids grow with time); its key is matched by the caller, or the index by key would be
      // taken, which reads the day's rows of the key.
      query += " WHERE pr.day = :" + x + "d AND pr.website_id = :" + x + "w AND pr.id >= :" + x +
               "i AND pr.id < :" + x + "j";
      values->insert(values->end(),
                     {scope.raw_days->front(), scope.website_id, since_id, part.until_id});
      if (!pageviews) {
        // A custom event's own day too (below).
        query += " AND " + x + ".website_id = :" + x + "ew AND " + x + ".day = :" + x + "ed";
        values->insert(values->end(), {scope.website_id, scope.raw_days->front()});
      }
    } else {
      // The website's rows of the days: ` AND `-joined conditions on `table`'s.
      const auto of_days = [&](const std::string& table, const std::string& name) {
        std::string days = table + ".website_id = :" + name + "w";
        values->push_back(scope.website_id);
        if (scope.raw_days) {
          // Days named one by one are each an index seek.
          return days + dayList(table + ".day", *scope.raw_days, name + "d", values);
        }
        values->insert(values->end(), {period.days.from, period.days.to});
        return days + " AND " + table + ".day >= :" + name + "f AND " + table + ".day <= :" + name +
               "t";
      };
      query += " WHERE " + of_days("pr", x);
      // A custom event's own too (its property's): PostgreSQL otherwise joins the property rows
      // to every custom event of the filter's country or source (a scan of them all, 80 ms at
      // 200 000), not to those of the days by their index.
      if (!pageviews) query += " AND " + of_days(x, x + "e");
      if (part.visitors) {
        // Some visitors' events before a time: by the visitors' index (visits) or the one by
        // day and visitor (custom events), not the day's rows.
        query += dayList(visitor, *part.visitors, x + "r", values) + " AND " + x +
                 ".occurred_at < :" + x + "b";
        values->push_back(part.before);
      }
    }
    query += " AND pr.event_name " + std::string(pageviews ? "= :" : "<> :") + x + "n";
    values->push_back(std::string(kPageviewName));
    if (key && since_id.empty() && !part.visitors) {
      query += " AND pr.prop_key = :" + x + "k";
      values->push_back(*key);
    }
    if (period.hourly() && !rows) {
      query += " AND " + x + ".occurred_at >= :" + x + "s AND " + x + ".occurred_at < :" + x + "u";
      values->insert(values->end(), {period.sinceIso(), period.untilIso()});
    }
    query += eventConditions(scope.filter, x, scope.website_id, period.days.from, period.days.to,
                             values);
  }
  return query;
}

// Runs `query` (name, events, visitors) with `values` bound in order.
std::vector<PropertyFigures> run(soci::session& sql, const std::string& query,
                                 const std::vector<std::string>& values) {
  std::vector<PropertyFigures> rows;
  for (const SqlRow& row : runRows(sql, query, values, 2)) {
    rows.push_back(PropertyFigures{row.name, row.values[0], row.values[1]});
  }
  return rows;
}

}  // namespace

void PropertySums::add(const PropertyFigures& row) {
  PropertyFigures& sum = by_name_.try_emplace(row.name, PropertyFigures{row.name}).first->second;
  sum.events += row.events;
  sum.visitors += row.visitors;
}

void PropertySums::add(const std::vector<PropertyFigures>& rows) {
  for (const PropertyFigures& row : rows) add(row);
}

std::vector<PropertyFigures> PropertySums::rows() const {
  std::vector<PropertyFigures> rows;
  for (const auto& [name, row] : by_name_) rows.push_back(row);
  return rows;
}

std::vector<PropertyFigures> rawPropertyFigures(soci::session& sql, const TrafficScope& scope,
                                                const std::optional<std::string>& key) {
  std::vector<std::string> values;
  return run(sql,
             "SELECT name, COUNT(*), COUNT(DISTINCT visitor) FROM (" +
                 propertyEvents(scope, key, &values) + ") x GROUP BY name",
             values);
}

std::vector<PropertyRow> rawPropertyRows(soci::session& sql, const TrafficScope& scope,
                                         const std::optional<std::string>& key,
                                         const DayRows& part) {
  std::vector<std::string> values;
  const std::string query = propertyEvents(scope, key, &values, true, part);
  std::vector<PropertyRow> rows;
  PropertyRow row;
  soci::statement st(sql);
  for (const std::string& value : values) st.exchange(soci::use(value));
  for (std::string* text : {&row.key, &row.value, &row.visitor, &row.hour}) {
    st.exchange(soci::into(*text));
  }
  prepareOnce(st, query);
  st.execute();
  while (st.fetch()) {
    if (!key || row.key == *key) rows.push_back(row);
  }
  return rows;
}

std::vector<PropertyFigures> hourlyPropertyFigures(soci::session& sql, const TrafficScope& scope,
                                                   const std::optional<std::string>& key) {
  const TrafficPeriod& period = scope.period;
  const std::string& first_hour = *period.first_hour;
  const std::string& last_hour = *period.last_hour;
  PropertySums sums;
  if (scope.filter.any()) {
    // The filtered rows of the whole days, each visitor counted in the hour of their first
    // event of the day with the key (value), as the rolled hours count them.
    TrafficScope days = scope;
    days.raw_days = daysFrom(period.days.first, period.days.last);
    PropertyWalk walk;
    std::vector<PropertyRow> rows = rawPropertyRows(sql, days, key);
    std::sort(rows.begin(), rows.end(),
              [](const PropertyRow& a, const PropertyRow& b) { return a.hour < b.hour; });
    for (const PropertyRow& row : rows) walk.add(row);
    sums.add(walk.figures(first_hour, last_hour, key));
  } else {
    for (std::int64_t day = period.days.first; day <= period.days.last; ++day) {
      const std::string text = formatDay(day);
      sums.add(propertyHourFigures(sql, scope.website_id, text, std::max(first_hour, text + "T00"),
                                   std::min(last_hour, text + "T23"), key));
    }
  }
  return sums.rows();
}

std::vector<PropertyFigures> propertyFigures(soci::session& sql, const TrafficScope& scope,
                                             const std::optional<std::string>& key) {
  const DayRange& days = scope.period.days;
  RolledFilter answers{"property", "", kPropertyRollVersion};
  answers.property_key = key.value_or("");
  const std::set<std::string> rolled =
      rolledDays(sql, scope.website_id, days.from, days.to, answers);
  PropertySums sums;
  // The days not rolled whose hours are (today and the two before) read them.
  std::set<std::string> hourly;
  for (std::string& day : propertyHourDays(sql, scope.website_id, days.from, days.to)) {
    if (!rolled.count(day)) hourly.insert(std::move(day));
  }
  for (const std::string& day : hourly) {
    sums.add(propertyHourFigures(sql, scope.website_id, day, day + "T00", day + "T23", key));
  }
  std::vector<std::string> raw_days;
  for (std::int64_t day = days.first; day <= days.last; ++day) {
    const std::string text = formatDay(day);
    if (!rolled.count(text) && !hourly.count(text)) raw_days.push_back(text);
  }
  if (!rolled.empty()) {
    std::vector<std::string> values{scope.website_id};
    std::string query =
        std::string("SELECT ") + (key ? "prop_value" : "prop_key") +
        ", CAST(SUM(events) AS BIGINT), CAST(SUM(visitors) AS BIGINT) FROM "
        "analytics_property_days WHERE website_id = :w" +
        dayList("day", std::vector<std::string>(rolled.begin(), rolled.end()), "d", &values);
    if (key) {
      query += " AND whole = 0 AND prop_key = :k GROUP BY prop_value";
      values.push_back(*key);
    } else {
      query += " AND whole = 1 GROUP BY prop_key";
    }
    sums.add(run(sql, query, values));
  }
  if (!raw_days.empty()) {
    TrafficScope raw = scope;
    raw.raw_days = std::move(raw_days);
    sums.add(rawPropertyFigures(sql, raw, key));
  }
  return sums.rows();
}

void forEachPropertyEvent(soci::session& sql, const std::string& website_id, const std::string& day,
                          const std::function<void(const PropertyEvent&)>& each) {
  // A pageview's visit (its visitor, its breakdowns) always exists; a custom event's may not.
  std::string breakdowns;
  for (std::string_view name : kBreakdownNames.values()) {
    breakdowns += ", COALESCE(v." + std::string(name) + ", '')";
  }
  const std::string query =
      "SELECT pr.prop_key, pr.prop_value, v.visitor, e.path, e.country, e.source, e.visit_id, "
      "SUBSTR(e.occurred_at, 1, 13), 1" +
      breakdowns +
      " FROM analytics_event_props pr JOIN analytics_events e ON e.id = pr.event_id JOIN "
      "analytics_visits v ON v.id = e.visit_id WHERE pr.website_id = :w AND pr.day = :d AND "
      "pr.event_name = :n UNION ALL SELECT pr.prop_key, pr.prop_value, ce.visitor, ce.path, "
      "ce.country, ce.source, ce.visit_id, SUBSTR(ce.occurred_at, 1, 13), CASE WHEN v.id IS NULL "
      "THEN 0 ELSE 1 END" +
      breakdowns +
      " FROM analytics_event_props pr JOIN analytics_custom_events ce ON ce.id = pr.event_id LEFT "
      "JOIN analytics_visits v ON v.id = ce.visit_id WHERE pr.website_id = :cw AND pr.day = :cd "
      "AND ce.website_id = :ew AND ce.day = :ed AND pr.event_name <> :cn";
  const std::string pageview(kPageviewName);
  PropertyEvent e;
  int joined = 0;
  soci::statement st(sql);
  for (const std::string* value :
       {&website_id, &day, &pageview, &website_id, &day, &website_id, &day, &pageview}) {
    st.exchange(soci::use(*value));
  }
  for (std::string* text :
       {&e.key, &e.value, &e.visitor, &e.path, &e.country, &e.source, &e.visit_id, &e.hour}) {
    st.exchange(soci::into(*text));
  }
  st.exchange(soci::into(joined));
  for (std::string& value : e.breakdowns) st.exchange(soci::into(value));
  prepareOnce(st, query);
  st.execute();
  while (st.fetch()) {
    e.joined = joined != 0;
    each(e);
  }
}

void PropertyDayCounter::add(const PropertyEvent& event, bool with_value) {
  // Keys and values are clean texts: a unit separator never occurs in them.
  const std::string key_visitor = event.key + '\x1f' + event.visitor;
  PropertyFigures& key = keys_.try_emplace(event.key, PropertyFigures{event.key}).first->second;
  key.events += 1;
  if (seen_keys_.insert(key_visitor).second) key.visitors += 1;
  if (!with_value) return;
  PropertyFigures& value =
      values_.try_emplace({event.key, event.value}, PropertyFigures{event.value}).first->second;
  value.events += 1;
  if (seen_values_.insert(event.value + '\x1f' + key_visitor).second) value.visitors += 1;
}

PropertyDay PropertyDayCounter::rows() const {
  PropertyDay rows;
  for (const auto& [name, figures] : keys_) rows.keys.push_back(figures);
  for (const auto& [key_value, figures] : values_)
    rows.values.emplace_back(key_value.first, figures);
  return rows;
}

void writePropertyDay(soci::session& sql, const std::string& website_id, const std::string& day,
                      const PropertyDay& rows) {
  sql << "DELETE FROM analytics_property_days WHERE website_id = :w AND day = :d",
      soci::use(website_id), soci::use(day);
  std::vector<std::string> keys, names;
  std::vector<int> whole;
  std::vector<long long> events, visitors;
  for (const PropertyFigures& key : rows.keys) {
    keys.push_back(key.name);
    whole.push_back(1);
    names.push_back("");
    events.push_back(key.events);
    visitors.push_back(key.visitors);
  }
  for (const auto& [key, value] : rows.values) {
    keys.push_back(key);
    whole.push_back(0);
    names.push_back(value.name);
    events.push_back(value.events);
    visitors.push_back(value.visitors);
  }
  if (keys.empty()) return;
  std::vector<std::string> site(keys.size(), website_id), days(keys.size(), day);
  sql << "INSERT INTO analytics_property_days (website_id, day, prop_key, whole, prop_value, "
         "events, visitors) VALUES (:w, :d, :k, :h, :v, :e, :u)",
      soci::use(site), soci::use(days), soci::use(keys), soci::use(whole), soci::use(names),
      soci::use(events), soci::use(visitors);
}

}  // namespace seo::plugins::analytics
