// The funnel panel of the filtered reads' rollups by hour (filter_hours.h): each funnel's
// visitors at each step under each filter value the hours roll, so that a funnel read under a
// filter over the 24-hour range, or over days for today (and yesterday until its day is rolled),
// reads its rolled hours and only the hours after them raw, instead of whole days of raw events.
//
//   analytics_filter_hours rows with panel 'funnel', name funnelStepName (the funnel's id, a
//   colon, the step's index) then a colon and the hour ("HH") the visitors entered the funnel,
//   the figure in `visitors`; analytics_filter_hours_rolled.funnels: the funnels an hour's roll
//   rolled
//
// The day's events of the funnel's steps are walked in time order under each value
// (walkFunnelByValue), and a visitor counts in the hour of the event that took them to a step,
// so that a row never changes once its hour is over and a day's hours add up to its figures. A
// read counts the rows of the visitors who entered from its first hour on: over days every one,
// over the 24-hour range those who entered in it, at the furthest step they reached that day, as
// the unfiltered 24-hour range counts them (funnel_hours.h).
#pragma once

#include <soci/soci.h>

#include <map>
#include <string>
#include <vector>

#include "plugins/analytics/filter_figures.h"
#include "plugins/analytics/filter_hour_goals.h"
#include "plugins/analytics/funnels.h"
#include "plugins/analytics/panel_store.h"
#include "plugins/analytics/visit_conversions.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The funnel panel's rows of `hours` (of `day`, being rolled), by hour: one pass over the steps'
// events of the whole day (a visitor's earlier steps may precede the hours).
std::map<std::string, std::vector<FilterRow>> funnelHourRows(soci::session& sql,
                                                             const std::string& day,
                                                             const std::vector<std::string>& hours,
                                                             const std::vector<Funnel>& funnels,
                                                             const ConvertingVisits& visits,
                                                             const VisitConversions& conversions);

// The visitors at each step of `funnel` who entered it in the hours of `scope` (an hourly period:
// the 24-hour range, or a day's hours: hoursOfDay), whose filter is `filter` (one the hours roll:
// hourFilterOf): the hours rolled with the funnel from their rows, the others, each day's, from
// the raw events of the span from the first to the end of the last, walked on from their
// visitors' earlier events of the day (read by visitor). Refused past `raw_limit` events in
// those spans (checkGoalHoursReadCost).
seo::sdk::Result<std::vector<long long>> rolledHourFunnelVisitors(soci::session& sql,
                                                                  const Funnel& funnel,
                                                                  const TrafficScope& scope,
                                                                  const RolledFilter& filter,
                                                                  long long raw_limit);

// The same under a filter the visits' sets answer (visit_sets.h: visitSetsAnswer): each day's
// hours rolled with their events' lists from its midnight on walked from the sets
// (visitSetFunnelHours), the hours after them from the raw events walked on from where the sets
// left each visitor (the events of the visits the sets hold whole left out), counting those who
// entered the funnel from the period's first hour on. Refused past `raw_limit` events in the raw
// hours (checkGoalHoursReadCost).
seo::sdk::Result<std::vector<long long>> setHourFunnelVisitors(soci::session& sql,
                                                               const Funnel& funnel,
                                                               const TrafficScope& scope,
                                                               long long raw_limit);

}  // namespace seo::plugins::analytics
