// The events' properties by key and value, counted (property_reads.h answers them): from the raw
// rows (analytics_event_props, with their events and visits), and from the properties' rollup
// of the closed days, which the filtered reads' day roll writes (filter_rollups.h):
//
//   analytics_property_days (website_id, day, prop_key, whole, prop_value) -> events, visitors:
//                           whole = 1: the key's figures (prop_value ''), for every key of the
//                           day; whole = 0: a value's, for the keys whose values the day rolled
//                           (analytics_filter_rolled_keys: at most 100 values that day)
//
// Visitors are each day's distinct ones (a visitor's hash changes at midnight): days add up.
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "plugins/analytics/panel_store.h"

namespace seo::plugins::analytics {

struct PropertyFigures {
  std::string name;  // a key, or a value of one
  long long events = 0, visitors = 0;
};

// The keys (no `key`) or `key`'s values of `scope`'s events, from its raw rows (its raw_days
// when set), by name in no order. The period and filters apply as the traffic reads' do: a page,
// country or source to the event, the rest to its visit.
std::vector<PropertyFigures> rawPropertyFigures(soci::session& sql, const TrafficScope& scope,
                                                const std::optional<std::string>& key);

// The same of the unfiltered days of `scope` (a day period) answered by the rollup and the raw
// rows of the rest, summed by name.
std::vector<PropertyFigures> propertyFigures(soci::session& sql, const TrafficScope& scope,
                                             const std::optional<std::string>& key);

// A day's rows of the rollup: every key's figures, and the values of the keys rolled.
struct PropertyDay {
  std::vector<PropertyFigures> keys;
  std::vector<std::pair<std::string, PropertyFigures>> values;  // by key
};
// Reads `day`'s figures from the raw rows: every key's, and the values of `rolled_keys`.
PropertyDay readPropertyDay(soci::session& sql, const std::string& website_id,
                            const std::string& day, const std::vector<std::string>& rolled_keys);
// Replaces the rollup's rows of `day` with `rows` (in the caller's transaction).
void writePropertyDay(soci::session& sql, const std::string& website_id, const std::string& day,
                      const PropertyDay& rows);

}  // namespace seo::plugins::analytics
