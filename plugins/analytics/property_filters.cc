#include "plugins/analytics/property_filters.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hour_properties.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/rolled_panel.h"
#include "plugins/analytics/sql_rows.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/visit_sets.h"

namespace seo::plugins::analytics {

namespace {

seo::sdk::Status tooManyPropertyRows(long long limit) {
  return seo::sdk::Status::invalidField(
      "range", "the period holds more than " + std::to_string(limit) +
                   " event properties, too many to read under filters; choose fewer days");
}

}  // namespace

seo::sdk::Status checkPropertyReadCost(soci::session& sql, const std::string& website_id,
                                       const std::string& from, const std::string& to,
                                       const std::optional<std::string>& key, long long limit) {
  if (limit <= 0) return seo::sdk::Status::ok();
  std::vector<std::string> values{website_id, from, to};
  std::string rows =
      "SELECT 1 AS one FROM analytics_event_props WHERE website_id = :w AND day >= :f AND day <= "
      ":t";
  if (key) {
    // The rows of that key alone: the index by website, day and key.
    rows += " AND prop_key = :k";
    values.push_back(*key);
  }
  if (countUpTo(sql, rows, values, limit) <= limit) return seo::sdk::Status::ok();
  return tooManyPropertyRows(limit);
}

seo::sdk::Status checkPropertyHoursReadCost(
    soci::session& sql, const std::string& website_id,
    const std::map<std::string, std::vector<std::string>>& hours, long long limit) {
  if (limit <= 0) return seo::sdk::Status::ok();
  long long rows = 0;
  for (const auto& [day, of_day] : hours) {
    if (of_day.empty()) continue;
    // Every key's rows of those hours, as the read takes them: a range of the index by day,
    // website and id (ids grow with time).
    rows += countUpTo(sql,
                      "SELECT 1 AS one FROM analytics_event_props WHERE day = :d AND website_id "
                      "= :w AND id >= :i AND id < :j",
                      {day, website_id, timeOrderedIdStart(msOfHour(of_day.front())),
                       timeOrderedIdStart(msOfHour(of_day.back()) + kMsPerHour)},
                      limit - rows);
    if (rows > limit) return tooManyPropertyRows(limit);
  }
  return seo::sdk::Status::ok();
}

seo::sdk::Result<std::vector<PropertyFigures>> filteredPropertyFigures(
    soci::session& sql, const TrafficScope& scope, const std::optional<std::string>& key,
    long long raw_limit) {
  const DayRange& period = scope.period.days;
  std::optional<RolledFilter> filter = rolledFilterOf(scope.filter);
  // The days rolled with the panel, or under other filters with the visits' sets (and the key's
  // values).
  std::set<std::string> rolled;
  int since_version = kPropertyPanelRollVersion;
  if (filter) {
    filter->since_version = std::max(filter->since_version, kPropertyPanelRollVersion);
    rolled = rolledDays(sql, scope.website_id, period.from, period.to, *filter);
  } else if (visitSetsAnswer(scope.filter)) {
    since_version = kEventSetsRollVersion;
    for (const auto& [day, of] :
         visitSetEventDays(sql, scope.website_id, period.from, period.to, scope.filter)) {
      rolled.insert(rolled.end(), day);
    }
  }
  if (key && !rolled.empty()) {
    RolledFilter values{"property", "", since_version};
    values.property_key = *key;
    const std::set<std::string> of_key =
        rolledDays(sql, scope.website_id, period.from, period.to, values);
    std::erase_if(rolled, [&](const std::string& day) { return !of_key.count(day); });
  }
  PanelDays days = panelDays(sql, scope, {""}, [&](const std::string& day, const std::string&) {
    return rolled.count(day) > 0;
  });
  PropertySums sums;
  // The days not rolled whose hours are (today, yesterday until its day is) are their hours: the
  // rolled ones from their property panels, the rest raw by time (filter_hour_properties.h).
  const std::optional<RolledFilter> by_hour = hourFilterOf(scope.filter);
  if (by_hour) {
    for (const std::string& day : daysWithRolledHours(sql, scope.website_id, days, *by_hour)) {
      if (takeRawDay(days, day).empty()) continue;  // rolled by day
      SEO_ASSIGN_OR_RETURN(
          std::vector<PropertyFigures> of_day,
          rolledHourPropertyFigures(sql, hoursOfDay(scope, day), *by_hour, key, raw_limit));
      sums.add(of_day);
    }
  } else if (visitSetsAnswer(scope.filter) && !days.first_raw.empty()) {
    // Or from the visits' sets of the hours.
    std::set<std::string> hourly;
    for (const auto& [hour, of] : visitSetEventHours(sql, scope.website_id, days.first_raw + "T00",
                                                     days.last_raw + "T23", scope.filter)) {
      hourly.insert(hour.substr(0, 10));
    }
    for (const std::string& day : hourly) {
      if (takeRawDay(days, day).empty()) continue;
      SEO_ASSIGN_OR_RETURN(std::vector<PropertyFigures> of_day,
                           setHourPropertyFigures(sql, hoursOfDay(scope, day), key, raw_limit));
      sums.add(of_day);
    }
  }
  if (days.raw.count("")) {
    SEO_RETURN_IF_ERROR(checkPropertyReadCost(sql, scope.website_id, days.first_raw, days.last_raw,
                                              key, raw_limit));
  }
  // A value's row is named by its key, a unit separator, the value.
  const std::string prefix = key ? propertyValue(*key, "") : "";
  if (days.any_rolled && !filter) {
    for (const auto& [name, of] :
         visitSetEvents(sql, scope, key ? kValueEvents : kKeyEvents, rolled,
                        [&](const std::string&, const std::string& name) {
                          return name.compare(0, prefix.size(), prefix) == 0;
                        })) {
      sums.add(PropertyFigures{name.substr(prefix.size()), of.events, of.visitors});
    }
  } else if (days.any_rolled) {
    forEachRolledRow(sql, scope, *filter, key ? "property_value" : "property",
                     [&](const std::string& day, const FilterRow& row) {
                       if (!rolled.count(day) || row.name.compare(0, prefix.size(), prefix) != 0) {
                         return;
                       }
                       sums.add(PropertyFigures{row.name.substr(prefix.size()),
                                                row.figures[kPropertyPanelEvents],
                                                row.figures[kPropertyPanelVisitors]});
                     });
  }
  auto raw = days.raw.find("");
  if (raw != days.raw.end()) {
    // Over the span of the raw days only: a visit filter seeks the visits of its period.
    TrafficScope part = scope;
    part.raw_days = std::vector<std::string>(raw->second.begin(), raw->second.end());
    part.period.days = seo::sdk::dates::dayRange(parseDay(days.first_raw).value_or(0),
                                                 parseDay(days.last_raw).value_or(0));
    sums.add(rawPropertyFigures(sql, part, key));
  }
  return sums.rows();
}

}  // namespace seo::plugins::analytics
