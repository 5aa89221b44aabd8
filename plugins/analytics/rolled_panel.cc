#include "plugins/analytics/rolled_panel.h"

#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/filter_split.h"
#include "plugins/analytics/roll_holds.h"

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
  st.alloc();
  st.prepare(query);
  st.define_and_bind();
  st.execute();
  while (st.fetch()) each(day, row);
}

}  // namespace seo::plugins::analytics
