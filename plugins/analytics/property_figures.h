// The events' properties by key and value, counted (property_reads.h answers them): from the raw
// rows (analytics_event_props, with their events and visits), from the properties' rollup of the
// closed days, which the filtered reads' day roll writes (filter_rollups.h), and from the rolled
// hours of the last days (property_hours.h):
//
//   analytics_property_days (website_id, day, prop_key, whole, prop_value) -> events, visitors:
//                           whole = 1: the key's figures (prop_value ''), for every key of the
//                           day; whole = 0: a value's, for the keys whose values the day rolled
//                           (analytics_filter_rolled_keys: at most 100 values that day)
//
// Visitors are each day's distinct ones (a visitor's hash changes at midnight): days add up.
// Over the 24-hour range a visitor counts in the hour of their first event of the day with the
// key (value), as unique_visitors counts a visitor in the hour of their first visit.
#pragma once

#include <soci/soci.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/panel_store.h"

namespace seo::plugins::analytics {

struct PropertyFigures {
  std::string name;  // a key, or a value of one
  long long events = 0, visitors = 0;
};

// Figures summed by name, from the parts a read adds up (days, hours, raw rows).
class PropertySums {
 public:
  void add(const PropertyFigures& row);
  void add(const std::vector<PropertyFigures>& rows);
  // By name in byte order.
  std::vector<PropertyFigures> rows() const;

 private:
  std::map<std::string, PropertyFigures> by_name_;
};

// The keys (no `key`) or `key`'s values of `scope`'s events, from its raw rows (its raw_days
// when set), by name in no order; over the 24-hour range, each visitor once in it. The period and
// filters apply as the traffic reads' do: a page, country or source to the event, the rest to its
// visit.
std::vector<PropertyFigures> rawPropertyFigures(soci::session& sql, const TrafficScope& scope,
                                                const std::optional<std::string>& key);

// The same of the unfiltered days of `scope` (a day period) answered by the rollup, the rolled
// hours of the days after (property_hours.h) and the raw rows of the rest, summed by name.
std::vector<PropertyFigures> propertyFigures(soci::session& sql, const TrafficScope& scope,
                                             const std::optional<std::string>& key);

// One property of a raw event: its key and value, its visitor, and its hour ('YYYY-MM-DDTHH').
struct PropertyRow {
  std::string key, value, visitor, hour;
};
// Which rows of its one raw day rawPropertyRows reads instead of its whole days'.
struct DayRows {
  // Those of the events from `since_id` until before `until_id` (where timeOrderedIds start).
  std::string since_id, until_id;
  // Or those of the events of `visitors` (at most kValuesPerInList) before `before` (an ISO time
  // as occurred_at's).
  const std::vector<std::string>* visitors = nullptr;
  std::string before;

  static DayRows between(std::string since_id, std::string until_id) {
    DayRows rows;
    rows.since_id = std::move(since_id);
    rows.until_id = std::move(until_id);
    return rows;
  }
};
// The property rows of `scope`'s events (its raw_days, else its days) over whole days, in no
// order: `key`'s only when set, the filters applied; or those `part` names of its one raw day.
std::vector<PropertyRow> rawPropertyRows(soci::session& sql, const TrafficScope& scope,
                                         const std::optional<std::string>& key,
                                         const DayRows& part = {});

// The same as rawPropertyFigures of an hourly period (the 24-hour range): a visitor counts in the
// hour of their first event of the day with the key (value), as the rolled hours count them
// (property_hours.h); unfiltered, each day's rolled hours and the raw rows after them.
std::vector<PropertyFigures> hourlyPropertyFigures(soci::session& sql, const TrafficScope& scope,
                                                   const std::optional<std::string>& key);

// One property of a raw event of a day, with where the filtered reads count it (a conversion's
// rule, filter_figures.h: FilterConversion): its key and value, its visitor, its event's page,
// country and source, and its visit (visit_id, and its breakdowns when `joined`: a custom event
// may have joined none).
struct PropertyEvent {
  std::string key, value, visitor, path, country, source, visit_id;
  std::string hour;  // 'YYYY-MM-DDTHH', of the event
  bool joined = false;
  VisitBreakdowns breakdowns;
};
// Calls `each` for every property of the events of `day` of `website_id`, in no order.
void forEachPropertyEvent(soci::session& sql, const std::string& website_id, const std::string& day,
                          const std::function<void(const PropertyEvent&)>& each);

// A day's rows of the rollup: every key's figures, and the values of the keys rolled.
struct PropertyDay {
  std::vector<PropertyFigures> keys;
  std::vector<std::pair<std::string, PropertyFigures>> values;  // by key
};
// Counts a day's property events (forEachPropertyEvent) into its rows: every key's, and the values
// of the keys rolled, each visitor once a key (value).
class PropertyDayCounter {
 public:
  // `with_value`: whether the day rolls the values of the event's key.
  void add(const PropertyEvent& event, bool with_value);
  PropertyDay rows() const;

 private:
  std::map<std::string, PropertyFigures> keys_;
  std::map<std::pair<std::string, std::string>, PropertyFigures> values_;
  std::unordered_set<std::string> seen_keys_;    // key and visitor
  std::unordered_set<std::string> seen_values_;  // value, key and visitor
};
// Replaces the rollup's rows of `day` with `rows` (in the caller's transaction).
void writePropertyDay(soci::session& sql, const std::string& website_id, const std::string& day,
                      const PropertyDay& rows);

}  // namespace seo::plugins::analytics
