// The filtered reads' rollups by hour, for the hours no day rollup answers (the 24-hour range,
// today, yesterday until its day is rolled): for each closed hour of the last kRecentHours, every
// panel's figures under each source, country, source with a country, breakdown's value, goal and
// property value (visit_conversions.h), of the visits started in that hour; and the goal panel
// (filter_hour_goals.h), the funnel panel (filter_hour_funnels.h) and the property panels
// (filter_hour_properties.h); and the visits' sets of each hour (visit_sets.h).
//
//   analytics_filter_hours        (website_id, hour, filter, value, panel, name) -> visitors,
//                                 visits, views, bounces, duration_ms; `filter` is country |
//                                 source | source_country | a breakdown's name, `panel` total |
//                                 page | entry | source | country | a breakdown's name
//                                 (filter_figures.h)
//   analytics_filter_hours_rolled (website_id, hour, goals, funnels): the hours rolled, with the
//                                 goals and funnels they rolled (an hour is rolled again when
//                                 they change)
//   analytics_filter_hours_keys   (website_id, hour, prop_key): the property keys whose values
//                                 they rolled
//
// As the unfiltered hourly rollups, figures count in the hour their visit started, and a visitor
// in the hour of their first visit of the day that matches (panel_store.cc counts the hours not
// rolled the same way): an earlier visit matches when its source (its country, a breakdown) is the
// value's (a visitor's pageviews share a country, the visitor being a hash of the address), so the
// hours of a day add up to the day. A page is not rolled: its pageviews are an index seek.
//
// An hour is closed once no visit started in it can take another pageview: it is over, and so
// is every visit begun by then (kVisitClosedAfterMs after its last pageview). The roll job
// (filter_rollups.h) rolls the closed hours and drops those older than kRecentHours; a pageview
// written into a visit of a rolled hour (a trusted sender's, dated back) unrolls the hour and
// the later ones of its day.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "plugins/analytics/filter_figures.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The closed hours of the last kRecentHours at `now_ms` not rolled, oldest first (an hour
// without traffic is rolled too: it has no rows).
std::vector<std::string> hoursToRoll(soci::session& sql, const std::string& website_id,
                                     std::int64_t now_ms);

// Rolls the hours hoursToRoll names, each day's in one pass (read in a session, written in a
// short transaction unless those hours took a pageview meanwhile), and drops the hours older than
// kRecentHours; how many were rolled.
seo::sdk::Result<std::int64_t> rollFilterHours(seo::sdk::Host& host, const std::string& website_id);

// What an hour's roll rolled: its goals (goalsSignature) and funnels (funnelsSignature).
struct RolledHour {
  std::string goals, funnels;
  bool operator==(const RolledHour&) const = default;
};

// The hours from `first` to `last` (inclusive) of `website_id` that are rolled and answer
// `filter` (as rolledHours), each with what its roll rolled.
std::map<std::string, RolledHour> rolledHourGoals(soci::session& sql, const std::string& website_id,
                                                  const std::string& first, const std::string& last,
                                                  const std::optional<RolledFilter>& filter);

// The hours from `first` to `last` (inclusive) of `website_id` that are rolled; with `with`,
// those rolled with these goals and funnels; with `filter`, those that answer it (a goal among
// their goals, a property's key among those whose values they rolled).
std::set<std::string> rolledHours(soci::session& sql, const std::string& website_id,
                                  const std::string& first, const std::string& last,
                                  const std::optional<RolledHour>& with = std::nullopt,
                                  const std::optional<RolledFilter>& filter = std::nullopt);

// Calls `each(hour, row)` for every row of `panel` under `filter` in the hours from `first` to
// `last` (inclusive) of `website_id`, in no order (the caller keeps those of the hours rolled as
// it needs them).
void forEachHourRow(soci::session& sql, const std::string& website_id, const RolledFilter& filter,
                    const std::string& first, const std::string& last, const std::string& panel,
                    const std::function<void(const std::string&, const FilterRow&)>& each);

// Unrolls, of `website_id`, the hours in which visits of `starts_ms` started and the later hours
// of their days (the writer: a pageview came into those visits). Costs an index seek a day when
// none is rolled.
void unrollFilterHours(soci::session& sql, const std::string& website_id,
                       const std::vector<std::int64_t>& starts_ms);

}  // namespace seo::plugins::analytics
