// A goal's figures by hour, for the hourly periods (the 24-hour range and its comparison): a goal
// day rolled (goal_conversions.h) keeps its hours too, and the writer adds each conversion to
// both, so that the last 24 hours read at most 48 rows a goal instead of two days of raw events.
//
//   analytics_goal_hours (website_id, hour, goal_id) -> visitors, conversions, revenue_micros,
//                        revenue_conversions; `visitors` those whose first conversion of the
//                        day was in that hour, so that a day's hours add up to its visitors;
//                        kept kRecentHours
//   analytics_goal_days.hours: 1 when the day's hours are rolled (days rolled before were not)
//
// Over an hourly period a converting visitor counts in the hour of their first conversion of the
// day, as unique_visitors counts a visitor in the hour of their first visit: the raw rows (days
// not rolled, and any filtered read) are read by whole days and counted the same way. A
// conversion dated before the visitor's first one of a rolled day (a trusted sender's, sent late)
// leaves the visitor in the later hour; the day's count stays exact.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "plugins/analytics/goal_conversions.h"
#include "plugins/analytics/goal_events.h"

namespace seo::plugins::analytics {

// One day's conversions of a goal, by hour.
struct GoalDayHours {
  std::set<std::string> visitors;            // the day's converting visitors
  std::map<std::string, GoalFigures> hours;  // by hour, 'YYYY-MM-DDTHH'

  // The day's figures: the sum of its hours'.
  GoalFigures day() const;
};

// The conversions of `goal` in the raw rows of `read`, by day; `read` covers whole days (no
// since/until), so that each visitor's first conversion of the day is seen.
std::map<std::string, GoalDayHours> rawGoalDayHours(soci::session& sql, const Goal& goal,
                                                    const GoalRead& read);

// Writes the hours of `day` ('YYYY-MM-DD') of a goal just rolled, replacing any it had.
void writeGoalHours(soci::session& sql, const Goal& goal, const std::string& day,
                    const std::map<std::string, GoalFigures>& hours);

// The figures of `goals` (one website's) over the hourly period of `scope`, by goal id: the
// rolled days' hours, the other days' (and a filtered read's) raw rows. Sets
// `*days_not_rolled` when days from `first_rollable` on were counted from the raw rows unfiltered.
std::map<std::string, GoalFigures> hourlyGoalFigures(soci::session& sql,
                                                     const std::vector<Goal>& goals,
                                                     const TrafficScope& scope,
                                                     const std::string& first_rollable,
                                                     bool* days_not_rolled);

// Drops the hours of `website_id` older than kRecentHours at `now_ms`.
void pruneGoalHours(soci::session& sql, const std::string& website_id, std::int64_t now_ms);

}  // namespace seo::plugins::analytics
