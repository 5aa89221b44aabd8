// The goal panel of the filtered reads' rollups by hour (filter_hours.h): each goal's conversions
// under each filter value the hours roll, so that the last 24 hours of goals under a filter read
// their rolled hours and only the hours after them raw, instead of two whole days of raw events.
//
//   analytics_filter_hours rows with panel 'goal', name the goal's id, figures as the day
//   rolls' goal panel (filter_figures.h: GoalPanelFigure)
//
// A conversion counts in the hour it happened, under its own page, country and source and its
// visit's breakdowns, goals and properties (forEachFilterValue); a converting visitor in the hour
// of their first conversion of the day under that value, as the raw reads and the unfiltered
// goal hours (goal_hours.h) count them, so that a day's hours add up to its visitors.
#pragma once

#include <soci/soci.h>

#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/filter_figures.h"
#include "plugins/analytics/goal_conversions.h"
#include "plugins/analytics/goals.h"
#include "plugins/analytics/panel_store.h"
#include "plugins/analytics/visit_conversions.h"
#include "plugins/analytics/visit_sets.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The breakdowns of `day`'s visits that converted (their conversions count under them), by id.
using ConvertingVisits = std::unordered_map<std::string, VisitBreakdowns>;
ConvertingVisits convertingVisits(soci::session& sql, const std::string& website_id,
                                  const std::string& day, const VisitConversions& conversions);

// The goal panel's rows of `hours` (of `day`, being rolled), by hour: one pass over each goal's
// conversions of the whole day (a visitor's first of the day may precede the hours), which are
// added to the hours' sets too (`sets`, by hour: visit_sets.h).
std::map<std::string, std::vector<FilterRow>> goalHourRows(
    soci::session& sql, const std::string& day, const std::vector<std::string>& hours,
    const std::vector<Goal>& goals, const ConvertingVisits& visits,
    const VisitConversions& conversions, std::map<std::string, VisitSetsBuilder>* sets);

// The figures of `goals` over the hourly period of `scope`, whose filter is `filter` (one the
// hours roll: hourFilterOf), by goal id: the hours rolled with a goal from their rows, the others
// from the raw events of those hours (by the indexes by time), a visitor who converted under the
// filter earlier that day (sought among those hours' visitors alone) not counted again. The days
// of the hours read raw are checked against `raw_limit` (checkGoalReadCost).
seo::sdk::Result<std::map<std::string, GoalFigures>> rolledHourGoalFigures(
    soci::session& sql, const std::vector<Goal>& goals, const TrafficScope& scope,
    const RolledFilter& filter, long long raw_limit);

// The same under a filter the visits' sets answer (visitSetsAnswer): the hours of each day
// rolled with their events' lists and the goal from its midnight on (visitSetEventHours) from the
// sets, the rest raw.
seo::sdk::Result<std::map<std::string, GoalFigures>> setHourGoalFigures(
    soci::session& sql, const std::vector<Goal>& goals, const TrafficScope& scope,
    long long raw_limit);

}  // namespace seo::plugins::analytics
