// The filtered reads' rollups: for each closed day of a website, every panel's figures under
// each single filter value (a page, a source, a country, a breakdown's value: breakdowns.h) and
// each source with a country, as the raw rows give them, so that a dashboard filtered by them
// reads a few rows per day instead of the day's events; and under each of them, each goal's
// conversions, each funnel's visitors by step and each property's events and visitors (the
// goals, funnel and properties reads filtered). Other combinations and a property's other
// matches would make about as many rows as the pageviews: a roll writes its visits' sets
// instead (visit_sets.h), which the traffic reads under them read.
//
//   analytics_filter_days   (website_id, day, filter, value, panel, name) -> visitors, visits,
//                           views, bounces, duration_ms; `filter` is path | source | country |
//                           source_country (value: the country, a space, the source as stored)
//                           | a breakdown's name, `panel` is total (name '') | hour (name 'HH') |
//                           page | entry | source | country | a breakdown's name (breakdowns.h)
//                           | goal (days only; name: a goal's id, its figures as
//                           filter_figures.h says) | funnel (days only: funnel_filters.h)
//                           | property, property_value (days only: property_filters.h),
//                           each with the figures its raw read counts; a panel's rows under a
//                           value are read from an index by (website, filter, value, panel,
//                           day, name) that holds the figures (no row)
//   analytics_filter_rolled (website_id, day, version, goals, funnels): the days rolled, with
//                           the goals and funnels their roll rolled; a day's rows exist
//                           exactly when it is listed. Version 1 rolled no source_country rows,
//                           version 2 no breakdown rows, version 3 no goal nor property rows,
//                           version 4 no properties' rollup (property_figures.h), version 5
//                           no goal panel, version 6 no funnel panel, version 7 no property panels,
//                           version 8 no visits' sets, version 9 no events in them:
//                           such a day answers what its version rolled only, and is rolled again
//                           while its raw rows are kept.
//
// A day is rolled once it is closed: a visitor's hash changes at midnight (UTC), so a visit never
// spans two days, and a day takes no more pageviews once the last visit of it has ended
// (kVisitGapMs after midnight) and the ingestor has written it. A pageview dated into a rolled
// day (a trusted sender's, the sample traffic's) unrolls it: the writer drops its rows
// (unrollFilterDays), and reads count it from the raw rows until it is rolled again.
//
// Rolling is a durable job per website (kRollFiltersJob), asked for by a filtered read that finds
// closed days (or hours, filter_hours.h) not rolled (requestFilterRoll): every closed hour, then
// the days newest first, kDaysPerRoll days a run; `seoctl analytics roll-filters --website ID`
// rolls every closed hour and day at once.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "plugins/analytics/filter_figures.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

inline constexpr const char* kRollFiltersJob = "analytics.roll_filters";
inline constexpr std::int64_t kDaysPerRoll = 14;
// How far back a roll looks for days not rolled (raw rows older than this are likely pruned).
inline constexpr std::int64_t kRollLookbackDays = 400;

// What rollFilterDay writes now (analytics_filter_rolled.version).
inline constexpr int kFilterRollVersion = 11;
// The first version that rolled the properties' rollup (property_figures.h).
inline constexpr int kPropertyRollVersion = 5;
// The first version that rolled the goal panel's rows (goal_conversions.h).
inline constexpr int kGoalPanelRollVersion = 6;
// The first version that rolled the funnel panel's rows (funnel_filters.h).
inline constexpr int kFunnelPanelRollVersion = 7;
// The first version that rolled the property panels' rows (property_filters.h).
inline constexpr int kPropertyPanelRollVersion = 8;
// The first version that rolled the day's visits' sets (visit_sets.h).
inline constexpr int kVisitSetsRollVersion = 9;
// The first version whose sets hold the day's events as this build reads them (visit_sets.h:
// goals' and properties'; 11: numbered visitors, goal events in time order for the funnels).
inline constexpr int kEventSetsRollVersion = 11;

// The last closed day at `now_ms` ('YYYY-MM-DD', UTC): yesterday once its visits can no longer
// take pageviews, else the day before.
std::string lastClosedDay(std::int64_t now_ms);

// Rolls `day` of `website_id`: its rows replaced by the raw rows' figures, the day listed as
// rolled. The figures are read in a session and written in a short transaction, and only when
// the day took no pageview nor custom event in between (false then: nothing written).
seo::sdk::Result<bool> rollFilterDay(seo::sdk::Host& host, const std::string& website_id,
                                     const std::string& day);

// Drops the rows of `days` of `website_id` (a pageview was written into them).
void unrollFilterDays(soci::session& sql, const std::string& website_id,
                      const std::vector<std::string>& days);

// The days from `from` to `to` of `website_id` that answer `filter`: rolled by its version or
// later, and for a goal or a property with it (the goal among the day's, the key among those
// whose values were rolled).
std::set<std::string> rolledDays(soci::session& sql, const std::string& website_id,
                                 const std::string& from, const std::string& to,
                                 const RolledFilter& filter);
// What a rolled day's roll rolled: its goals (goalsSignature) and funnels (funnelsSignature).
struct RolledDay {
  std::string goals, funnels;
};
// The same days, each with what its roll rolled.
std::map<std::string, RolledDay> rolledDayGoals(soci::session& sql, const std::string& website_id,
                                                const std::string& from, const std::string& to,
                                                const RolledFilter& filter);

// The closed days with traffic (analytics_daily) to roll, newest first, at most `limit`: those
// not rolled, and those rolled by an earlier version from `reroll_from` on (older ones keep
// their rows: their raw rows may be pruned). rerollFrom gives the host's.
std::vector<std::string> daysToRoll(soci::session& sql, const std::string& website_id,
                                    const std::string& last_closed, std::int64_t limit,
                                    const std::string& reroll_from);
// The first day whose raw rows are surely kept (two days inside the raw retention), "" when
// they all are.
std::string rerollFrom(seo::sdk::Host& host);

// Queues the website's roll when it has closed days or hours not rolled and none is queued. Called
// by filtered reads: cheap when there is nothing to do (checked at most once a minute per website
// and process), and never fails the read (a failure is logged).
void requestFilterRoll(seo::sdk::Host& host, const std::string& website_id,
                       const std::string& organization_id);

// The job, and `seoctl analytics roll-filters`.
void registerFilterRollups(seo::sdk::Registrar& r);

}  // namespace seo::plugins::analytics
