#include "plugins/analytics/rolled_panel.h"

#include <algorithm>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/filter_split.h"
#include "plugins/analytics/roll_holds.h"
#include "plugins/analytics/sql_rows.h"
#include "plugins/analytics/visit_sets.h"

namespace seo::plugins::analytics {

PanelDays panelDays(
    soci::session& sql, const TrafficScope& scope, const std::vector<std::string>& ids,
    const std::function<bool(const std::string&, const std::string&)>& rolled_with) {
  PanelDays days;
  const DayRange& period = scope.period.days;
  for (const std::string& day : daysWithTraffic(sql, scope.website_id, period.from, period.to)) {
    for (const std::string& id : ids) {
      if (rolled_with(day, id)) {
        days.any_rolled = true;
        continue;
      }
      days.raw[id].insert(day);
      if (days.first_raw.empty() || day < days.first_raw) days.first_raw = day;
      if (day > days.last_raw) days.last_raw = day;
    }
  }
  return days;
}

std::set<std::string> daysWithRolledHours(soci::session& sql, const std::string& website_id,
                                          const PanelDays& days, const RolledFilter& filter) {
  std::set<std::string> out;
  if (days.first_raw.empty()) return out;
  for (const std::string& hour : rolledHours(sql, website_id, days.first_raw + "T00",
                                             days.last_raw + "T23", std::nullopt, filter)) {
    out.insert(hour.substr(0, 10));
  }
  return out;
}

std::set<std::string> daysWithRolledHours(soci::session& sql, const TrafficScope& scope,
                                          const PanelDays& days) {
  if (const std::optional<RolledFilter> by_hour = hourFilterOf(scope.filter)) {
    return daysWithRolledHours(sql, scope.website_id, days, *by_hour);
  }
  std::set<std::string> out;
  if (days.first_raw.empty() || !visitSetsAnswer(scope.filter)) return out;
  for (const auto& [hour, of] : visitSetEventHours(sql, scope.website_id, days.first_raw + "T00",
                                                   days.last_raw + "T23", scope.filter)) {
    out.insert(hour.substr(0, 10));
  }
  return out;
}

TrafficScope hoursOfDay(const TrafficScope& scope, const std::string& day) {
  TrafficScope hours = scope;
  const std::int64_t number = parseDay(day).value_or(0);
  hours.period.days = seo::sdk::dates::dayRange(number, number);
  hours.period.first_hour = day + "T00";
  hours.period.last_hour = day + "T23";
  return hours;
}

std::vector<std::string> takeRawDay(PanelDays& days, const std::string& day) {
  std::vector<std::string> ids;
  days.first_raw.clear();
  days.last_raw.clear();
  for (auto it = days.raw.begin(); it != days.raw.end();) {
    if (it->second.erase(day)) ids.push_back(it->first);
    if (it->second.empty()) {
      it = days.raw.erase(it);
      continue;
    }
    if (days.first_raw.empty() || *it->second.begin() < days.first_raw) {
      days.first_raw = *it->second.begin();
    }
    days.last_raw = std::max(days.last_raw, *it->second.rbegin());
    ++it;
  }
  return ids;
}

void forEachRolledRow(soci::session& sql, const TrafficScope& scope, const RolledFilter& filter,
                      const char* panel,
                      const std::function<void(const std::string&, const FilterRow&)>& each) {
  FilterSplit split;
  split.days = filter;
  std::vector<std::string> values;
  const std::string query = "SELECT day, name, visitors, visits, views, bounces, duration_ms" +
                            rolledDayRows(split, scope, panel, &values);
  std::string day;
  FilterRow row{filter.kind, filter.value, panel, ""};
  soci::statement st(sql);
  for (const std::string& value : values) st.exchange(soci::use(value));
  st.exchange(soci::into(day));
  st.exchange(soci::into(row.name));
  for (long long& figure : row.figures) st.exchange(soci::into(figure));
  prepareOnce(st, query);
  st.execute();
  while (st.fetch()) each(day, row);
}

}  // namespace seo::plugins::analytics
