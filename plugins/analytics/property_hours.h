// The properties by hour, for the days no closed-day rollup answers yet (today, yesterday, the
// day before: the 24-hour range and its comparison, and the day periods that end today). A roll
// (filter_rollups.h's job, with the filtered reads' hours) counts each closed hour of those days
// once; a read adds the hours since the last one rolled from the raw rows, which are an hour or
// two at most. So today's properties, and the last 24 hours', read a few hundred rows and an
// hour's raw rows rather than the day's.
//
//   analytics_property_hours    (website_id, hour, prop_key, whole, prop_value) -> events,
//                               visitors: as analytics_property_days (property_figures.h), by
//                               the hour of each event; a visitor counts in the hour of their
//                               first event of the day with that key (value), so a day's hours
//                               add up to its distinct visitors
//   analytics_property_rolls    (website_id, day) -> last_hour: the day's hours rolled, from its
//                               first to last_hour
//   analytics_property_crowded  (website_id, day, prop_key): keys with more than
//                               kMaxRolledPropertyValues values that day, whose values the hours
//                               do not keep (a read of them walks the day's raw rows)
//   analytics_property_visitors (website_id, day, visitor) -> seen: the keys and values each
//                               visitor had by last_hour (hashes), for the read of the hours after
//
// An hour is closed kHourClosedAfterMs after it ends (days.h): the ingestor has written its
// events. A day's first roll reads it to its last closed hour; the next ones read the hours since,
// each visitor going on from their state, as a read does. A roll holds the day's analytics_daily
// row while it reads the day (roll_holds.h), so an event written meanwhile is read or waits. An
// event dated into a rolled hour (a trusted sender's, a spooled batch written late) unrolls the
// day, which is read from the raw rows until rolled again. Days before the day before yesterday are
// dropped; the closed-day rollup answers them.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include "plugins/analytics/property_figures.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// Each visitor's first event of the day with a key (and with a key's value), walked in hour
// order: a row counts as an event in its hour, and its visitor in the first hour they had the key
// (value). A visitor is a day's (visitorHash), so one walk may go over several days.
class PropertyWalk {
 public:
  // With the keys whose values are not counted (crowded).
  explicit PropertyWalk(std::set<std::string> crowded = {}) : crowded_(std::move(crowded)) {}

  void add(const PropertyRow& row);

  // The figures from `first_hour` to `last_hour`: the keys (no `key`) or `key`'s values.
  std::vector<PropertyFigures> figures(const std::string& first_hour, const std::string& last_hour,
                                       const std::optional<std::string>& key) const;

  // What each visitor has had: the hashes of their keys and values (seenText spells them).
  std::unordered_map<std::string, std::set<std::uint64_t>> seen;
  // By (hour, whole, key, value): as analytics_property_hours.
  std::map<std::tuple<std::string, int, std::string, std::string>, PropertyFigures> hours;

 private:
  std::set<std::string> crowded_;
};

// The days whose hours are kept: today and the two before it.
inline constexpr std::int64_t kPropertyHourDays = 3;

// The keys (no `key`), or `key`'s values, of `day`'s events from `first_hour` to `last_hour`
// ('YYYY-MM-DDTHH', of `day`) of `website_id`, unfiltered, by name in no order: the rolled hours,
// then the raw rows after them; a day not rolled (or a crowded key's values) from the day's raw
// rows.
std::vector<PropertyFigures> propertyHourFigures(soci::session& sql, const std::string& website_id,
                                                 const std::string& day,
                                                 const std::string& first_hour,
                                                 const std::string& last_hour,
                                                 const std::optional<std::string>& key);

// The days from `from` to `to` of `website_id` whose hours are rolled.
std::vector<std::string> propertyHourDays(soci::session& sql, const std::string& website_id,
                                          const std::string& from, const std::string& to);

// Whether a day of the last kPropertyHourDays of `website_id` has closed hours not rolled at
// `now_ms`.
bool propertyHoursToRoll(soci::session& sql, const std::string& website_id, std::int64_t now_ms);

// Rolls the closed hours not rolled of the last kPropertyHourDays of `website_id`, and drops the
// days before them; how many hours were rolled.
seo::sdk::Result<std::int64_t> rollPropertyHours(seo::sdk::Host& host,
                                                 const std::string& website_id);

// The writer: an event with properties at `ms` of `website_id` was written. When its hour is
// closed at `now_ms` and rolled, its day is unrolled.
void unrollPropertyHour(soci::session& sql, const std::string& website_id, std::int64_t ms,
                        std::int64_t now_ms);

}  // namespace seo::plugins::analytics
