#include "plugins/analytics/filter_hour_properties.h"

#include <algorithm>
#include <cstdint>
#include <set>
#include <tuple>
#include <unordered_map>
#include <utility>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/property_filters.h"
#include "plugins/analytics/property_hours.h"
#include "plugins/analytics/sql_rows.h"
#include "plugins/analytics/traffic_batch.h"

namespace seo::plugins::analytics {

using seo::sdk::dates::kMsPerDay;

namespace {

// A (filter value, panel row, visitor), each an index: a visitor's first hour is kept per each.
struct Seen {
  std::uint32_t value, name, visitor;
  bool operator==(const Seen&) const = default;
};
struct SeenHash {
  std::size_t operator()(const Seen& s) const {
    return std::hash<std::uint64_t>()((static_cast<std::uint64_t>(s.value) << 40) ^
                                      (static_cast<std::uint64_t>(s.name) << 20) ^ s.visitor);
  }
};

// Interns `text`: its index among `all`.
std::uint32_t intern(std::unordered_map<std::string, std::uint32_t>& ids,
                     std::vector<std::string>& all, const std::string& text) {
  const auto [it, added] = ids.try_emplace(text, static_cast<std::uint32_t>(all.size()));
  if (added) all.push_back(text);
  return it->second;
}

}  // namespace

std::map<std::string, std::vector<FilterRow>> propertyHourRows(
    soci::session& sql, const std::string& website_id, const std::string& day,
    const std::vector<std::string>& hours, const VisitConversions& conversions,
    std::map<std::string, VisitSetsBuilder>* sets) {
  const std::set<std::string> rolling(hours.begin(), hours.end());
  const std::vector<FilterKind> kinds = filterKinds(kCountryKind, kFilterKinds);
  const std::vector<std::string>& value_keys = conversions.property_keys;  // sorted
  // The filter values met ("kind \x1f value") and the rows' panel and name ("panel \x1f name"),
  // each an index; the visitors likewise; each seen's first hour; the rows by (hour, value, name).
  std::unordered_map<std::string, std::uint32_t> value_ids, name_ids, visitor_ids;
  std::vector<std::string> values, names, visitors;
  std::unordered_map<Seen, std::string, SeenHash> first;
  std::map<std::tuple<std::string, std::uint32_t, std::uint32_t>, FilterRow> rows;
  forEachPropertyEvent(sql, website_id, day, [&](const PropertyEvent& e) {
    const FilterConversion where = propertyConversion(e, conversions);
    const bool with_value = std::binary_search(value_keys.begin(), value_keys.end(), e.key);
    const std::uint32_t visitor = intern(visitor_ids, visitors, e.visitor);
    const std::uint32_t of_key = intern(name_ids, names, std::string("property\x1f") + e.key);
    const std::uint32_t of_value =
        with_value ? intern(name_ids, names, "property_value\x1f" + propertyValue(e.key, e.value))
                   : 0;
    const std::string visit = e.joined ? e.visit_id : "";
    addEventToHours(*sets, kKeyEvents, e.key, where, visit, e.hour);
    if (with_value) {
      addEventToHours(*sets, kValueEvents, propertyValue(e.key, e.value), where, visit, e.hour);
    }
    const bool counted = rolling.count(e.hour) > 0;
    const std::uint32_t of[] = {of_key, of_value};
    forEachFilterValue(kinds, where, [&](FilterKind kind, const std::string& under) {
      const std::uint32_t value =
          intern(value_ids, values, std::string(filterKindName(kind)) + '\x1f' + under);
      for (int i = 0; i < (with_value ? 2 : 1); ++i) {
        const std::uint32_t name = of[i];
        auto [at, added] = first.try_emplace(Seen{value, name, visitor}, e.hour);
        if (!added && e.hour < at->second) at->second = e.hour;
        if (counted) rows[{e.hour, value, name}].figures[kPropertyPanelEvents] += 1;
      }
    });
  });
  for (const auto& [seen, hour] : first) {
    if (rolling.count(hour))
      rows[{hour, seen.value, seen.name}].figures[kPropertyPanelVisitors] += 1;
  }
  std::map<std::string, std::vector<FilterRow>> out;
  for (auto& [at, row] : rows) {
    const auto& [hour, value, name] = at;
    const std::string& under = values[value];
    const std::string& named = names[name];
    const std::size_t kind_end = under.find('\x1f'), panel_end = named.find('\x1f');
    row.filter = under.substr(0, kind_end);
    row.value = under.substr(kind_end + 1);
    row.panel = named.substr(0, panel_end);
    row.name = named.substr(panel_end + 1);
    out[hour].push_back(std::move(row));
  }
  return out;
}

namespace {

// The keys (no `key`) or `key`'s values over the hourly period of `scope`: the hours in `rolled`
// from `add_rolled`, the others from the raw rows of their day up to their end, walked from the
// day's first hour, within `raw_limit`.
seo::sdk::Result<std::vector<PropertyFigures>> hourPropertyFigures(
    soci::session& sql, const TrafficScope& scope, const std::optional<std::string>& key,
    long long raw_limit, const std::set<std::string>& rolled,
    const std::function<void(PropertySums&)>& add_rolled) {
  const std::string& first_hour = *scope.period.first_hour;
  const std::string& last_hour = *scope.period.last_hour;
  // The hours not rolled, by day.
  std::map<std::string, std::vector<std::string>> raw;
  for (std::int64_t ms = msOfHour(first_hour); ms <= msOfHour(last_hour); ms += kMsPerHour) {
    std::string hour = hourText(ms);
    if (!rolled.count(hour)) raw[hour.substr(0, 10)].push_back(std::move(hour));
  }
  SEO_RETURN_IF_ERROR(checkPropertyHoursReadCost(sql, scope.website_id, raw, raw_limit));
  PropertySums sums;
  add_rolled(sums);
  for (const auto& [day, hours] : raw) {
    // The rows of those hours (from the first to the end of the last), and those of their
    // visitors earlier that day: a visitor counts in the hour of their first event of the day
    // with the key (value).
    TrafficScope of_day = scope;
    of_day.raw_days = std::vector<std::string>{day};
    const std::int64_t from = msOfHour(hours.front());
    std::vector<PropertyRow> rows =
        rawPropertyRows(sql, of_day, key,
                        DayRows::between(timeOrderedIdStart(from),
                                         timeOrderedIdStart(msOfHour(hours.back()) + kMsPerHour)));
    if (from > parseDay(day).value_or(0) * kMsPerDay) {
      std::set<std::string> seen;
      for (const PropertyRow& row : rows) seen.insert(row.visitor);
      const std::vector<std::string> visitors(seen.begin(), seen.end());
      for (std::size_t i = 0; i < visitors.size(); i += kValuesPerInList) {
        const std::vector<std::string> some(
            visitors.begin() + i,
            visitors.begin() + std::min(i + kValuesPerInList, visitors.size()));
        DayRows earlier;
        earlier.visitors = &some;
        earlier.before = isoOfMs(from);
        for (PropertyRow& row : rawPropertyRows(sql, of_day, key, earlier)) {
          rows.push_back(std::move(row));
        }
      }
    }
    std::sort(rows.begin(), rows.end(),
              [](const PropertyRow& a, const PropertyRow& b) { return a.hour < b.hour; });
    PropertyWalk walk;
    for (const PropertyRow& row : rows) walk.add(row);
    for (const std::string& hour : hours) sums.add(walk.figures(hour, hour, key));
  }
  return sums.rows();
}

}  // namespace

seo::sdk::Result<std::vector<PropertyFigures>> rolledHourPropertyFigures(
    soci::session& sql, const TrafficScope& scope, const RolledFilter& filter,
    const std::optional<std::string>& key, long long raw_limit) {
  const std::string& first_hour = *scope.period.first_hour;
  const std::string& last_hour = *scope.period.last_hour;
  std::set<std::string> rolled =
      rolledHours(sql, scope.website_id, first_hour, last_hour, std::nullopt, filter);
  if (key && !rolled.empty()) {
    // And with the key's values (a property filter's key is another), or without the key under
    // the value at all: nothing of it to read there (an hour lists only the keys it had).
    RolledFilter values{"property", ""};
    values.property_key = *key;
    const std::set<std::string> of_key =
        rolledHours(sql, scope.website_id, first_hour, last_hour, std::nullopt, values);
    std::set<std::string> with_key;
    forEachHourRow(sql, scope.website_id, filter, first_hour, last_hour, "property",
                   [&](const std::string& hour, const FilterRow& row) {
                     if (row.name == *key) with_key.insert(hour);
                   });
    std::erase_if(rolled, [&](const std::string& hour) {
      return with_key.count(hour) && !of_key.count(hour);
    });
  }
  return hourPropertyFigures(sql, scope, key, raw_limit, rolled, [&](PropertySums& sums) {
    if (!rolled.empty()) {
      // A value's row is named by its key, a unit separator, the value.
      const std::string prefix = key ? propertyValue(*key, "") : "";
      const std::string panel = key ? "property_value" : "property";
      forEachHourRow(sql, scope.website_id, filter, first_hour, last_hour, panel,
                     [&](const std::string& hour, const FilterRow& row) {
                       if (!rolled.count(hour) || row.name.compare(0, prefix.size(), prefix) != 0) {
                         return;
                       }
                       sums.add(PropertyFigures{row.name.substr(prefix.size()),
                                                row.figures[kPropertyPanelEvents],
                                                row.figures[kPropertyPanelVisitors]});
                     });
    }
  });
}

seo::sdk::Result<std::vector<PropertyFigures>> setHourPropertyFigures(
    soci::session& sql, const TrafficScope& scope, const std::optional<std::string>& key,
    long long raw_limit) {
  const std::string& first_hour = *scope.period.first_hour;
  const std::string& last_hour = *scope.period.last_hour;
  const std::string first_midnight = first_hour.substr(0, 10) + "T00";
  std::map<std::string, RolledHour> answering =
      visitSetEventHours(sql, scope.website_id, first_midnight, last_hour, scope.filter);
  if (key && !answering.empty()) {
    // And with the key's values, or without an event with the key kept there.
    RolledFilter values{"property", ""};
    values.property_key = *key;
    const std::set<std::string> of_key =
        rolledHours(sql, scope.website_id, first_midnight, last_hour, std::nullopt, values);
    const std::set<std::string> with_key =
        visitSetHoursWith(sql, scope.website_id, first_midnight, last_hour, kKeyEvents, *key);
    std::erase_if(answering, [&](const auto& hour) {
      return with_key.count(hour.first) && !of_key.count(hour.first);
    });
  }
  // The hours of each day rolled so from its midnight on (an event is kept with its visit's
  // hour, which may be earlier), within the period.
  const std::int64_t end_ms = msOfHour(last_hour) + kMsPerHour;
  std::set<std::string> rolled;
  std::map<std::string, std::int64_t> until;  // by day
  for (std::int64_t day = dayOfMs(msOfHour(first_hour)); day <= dayOfMs(end_ms - kMsPerHour);
       ++day) {
    std::int64_t ms = day * kMsPerDay;
    for (; ms < end_ms && ms < (day + 1) * kMsPerDay && answering.count(hourText(ms));
         ms += kMsPerHour) {
      if (hourText(ms) >= first_hour) rolled.insert(hourText(ms));
    }
    until[formatDay(day)] = ms;
  }
  return hourPropertyFigures(sql, scope, key, raw_limit, rolled, [&](PropertySums& sums) {
    // A value's events are listed by its key, a unit separator, the value.
    const std::string prefix = key ? propertyValue(*key, "") : "";
    for (const auto& [day, ms] : until) {
      const std::string from = std::max(first_hour, day + "T00");
      if (msOfHour(from) >= ms) continue;
      for (const auto& [name, f] :
           visitSetHourEvents(sql, scope, key ? kValueEvents : kKeyEvents, from, hourText(ms),
                              [&prefix](const std::string& name) {
                                return name.compare(0, prefix.size(), prefix) == 0;
                              })) {
        sums.add(PropertyFigures{name.substr(prefix.size()), f.events, f.visitors});
      }
    }
  });
}

}  // namespace seo::plugins::analytics
