#include "plugins/analytics/filter_split.h"

#include <set>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/visit_sets.h"

namespace seo::plugins::analytics {
namespace {

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
                std::int64_t until, bool sets, FilterSplit* s) {
  const std::optional<RolledFilter> filter = hourFilterOf(scope.filter);
  std::int64_t raw_from = first;
  if (!filter && sets && visitSetsAnswer(scope.filter)) {
    // A visitor counts in the hour of their first matching visit of the day: the sets answer
    // when every hour of the first day before `first` is rolled too.
    const std::int64_t midnight = dayOfMs(first) * seo::sdk::dates::kMsPerDay;
    const std::set<std::string> rolled = visitSetHours(sql, scope.website_id, hourText(midnight),
                                                       hourText(until - kMsPerHour), scope.filter);
    if (firstNotRolled(rolled, midnight, first - kMsPerHour) >= first) {
      raw_from = firstNotRolled(rolled, first, until - kMsPerHour);
      if (raw_from > first) {
        s->sets.first_hour = hourText(first);
        s->sets.last_hour = hourText(raw_from - kMsPerHour);
      }
    }
  } else if (filter) {
    raw_from = firstNotRolled(rolledHours(sql, scope.website_id, hourText(first),
                                          hourText(until - kMsPerHour), std::nullopt, filter),
                              first, until - kMsPerHour);
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

// The rollup rows of `panel` under `filter`: " FROM analytics_filter_days (or _hours) WHERE ...".
std::string rolledScope(const char* table, const char* key, const RolledFilter& filter,
                        const std::string& from, const std::string& to, const char* panel,
                        const std::string& website_id, std::vector<std::string>* values) {
  values->insert(values->end(), {website_id, filter.kind, filter.value, from, to, panel});
  return std::string(" FROM ") + table + " WHERE website_id = :w AND filter = :k AND value = :v " +
         "AND " + key + " >= :f AND " + key + " <= :t AND panel = :p";
}
}  // namespace

FilterSplit splitOf(soci::session& sql, const TrafficScope& scope, bool sets) {
  FilterSplit s;
  const TrafficPeriod& period = scope.period;
  if (period.hourly()) {
    splitHours(sql, scope, msOfHour(*period.first_hour), msOfHour(*period.last_hour) + kMsPerHour,
               sets, &s);
    return s;
  }
  const DayRange& days = period.days;
  const std::optional<RolledFilter> filter = rolledFilterOf(scope.filter);
  std::set<std::string> rolled;
  if (filter) {
    rolled = rolledDays(sql, scope.website_id, days.from, days.to, *filter);
    if (!rolled.empty()) s.days = filter;
  } else if (sets && visitSetsAnswer(scope.filter)) {
    rolled = visitSetDays(sql, scope.website_id, days.from, days.to, scope.filter);
    s.sets.days = rolled;
  }
  const bool by_hours = hourFilterOf(scope.filter) || (sets && visitSetsAnswer(scope.filter));
  // The days not rolled; the last ones, within the hourly rollups' hours, are read by hour.
  std::vector<std::string> raw_days;
  std::int64_t by_hour_from = days.last + 1;
  const std::int64_t kept_from = scope.now_ms - kRecentHours * kMsPerHour;
  for (std::int64_t day = days.first; day <= days.last; ++day) {
    if (rolled.count(formatDay(day))) {
      by_hour_from = days.last + 1;
      continue;
    }
    const bool by_hour =
        scope.now_ms > 0 && by_hours && day * seo::sdk::dates::kMsPerDay >= kept_from;
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
               (days.last + 1) * seo::sdk::dates::kMsPerDay, sets, &s);
  }
  return s;
}

std::string rolledDayRows(const FilterSplit& s, const TrafficScope& scope, const char* panel,
                          std::vector<std::string>* values) {
  return rolledScope("analytics_filter_days", "day", *s.days, scope.period.days.from,
                     scope.period.days.to, panel, scope.website_id, values);
}
std::string rolledHourRows(const FilterSplit& s, const TrafficScope& scope, const char* panel,
                           std::vector<std::string>* values) {
  return rolledScope("analytics_filter_hours", "hour", *s.hours, s.first_hour, s.last_hour, panel,
                     scope.website_id, values);
}

}  // namespace seo::plugins::analytics
