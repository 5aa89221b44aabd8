// A goal's figures (goals.h) and where they are kept. A conversion is an event that matches a
// goal: a custom event of its name, or a pageview of a page its path matches. For a period:
// conversions, the converting visitors (each day's distinct ones, summed over the days, as
// unique_visitors is: the daily salt makes one day's visitor unknowable the next), and for an
// event goal with a currency the revenue in that currency and how many conversions had one.
//
//   analytics_goal_days     (goal_id, day) -> visitors, conversions, revenue_micros,
//                           revenue_conversions: a goal's day once rolled from the raw rows; from
//                           then on the writer adds each matching event of that day to it
//   analytics_goal_visitors (goal_id, day, visitor): who converted on a rolled day, so the writer
//                           counts a visitor once a day; pruned with the raw rows
//
// A roll (a job per website, kRollGoalsJob, queued when a goal is made and by a read that finds
// days not rolled) holds the day's analytics_daily row while it reads the raw rows and writes
// the day; a batch writing into that day takes the same row first, so each event counts once,
// in the roll or by the writer. A day's hours are rolled with it (goal_hours.h): the 24-hour
// range reads them. Days not rolled (a new goal's, today until its roll) are counted from the
// raw rows. Under a filter, the days the filtered reads' rollups rolled with the goal
// (filter_rollups.h: one filter value, a source with a country) are read from their goal panel,
// under other filters without a page from the visits' sets (visit_sets.h: of the days and of the
// hours rolled from a day's midnight on), the rest from the raw rows. Raw rows are kept
// settings.analytics.raw_retention_days: a goal made later counts nothing on days pruned before
// it was rolled, and a rolled day keeps its figures for good.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/goals.h"
#include "plugins/analytics/panel_store.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The job rolls the funnels' days too (funnel_figures.h; open ones to their last closed hour),
// after the goals'.
inline constexpr const char* kRollGoalsJob = "analytics.roll_goals";
// Goal and funnel days rolled by one run of the job (each reads its day's raw rows once).
inline constexpr std::int64_t kGoalDaysPerRoll = 60;

struct GoalFigures {
  long long visitors = 0;  // the sum of each day's distinct converting visitors
  long long conversions = 0;
  long long revenue_micros = 0;       // in the goal's currency
  long long revenue_conversions = 0;  // conversions that had a revenue in it

  GoalFigures& operator+=(const GoalFigures& more) {
    visitors += more.visitors;
    conversions += more.conversions;
    revenue_micros += more.revenue_micros;
    revenue_conversions += more.revenue_conversions;
    return *this;
  }
};

// The events of one batch as goals see them: traffic_batch.cc adds each event it writes, then,
// once the batch's analytics_daily rows are written (which locks them), calls write.
class GoalConversions {
 public:
  explicit GoalConversions(soci::session& sql) : sql_(sql) {}

  // An event of `ms` (its time): counted in its day and its hour.
  void addPageview(const std::string& website_id, std::int64_t ms, const std::string& visitor,
                   const std::string& path);
  void addCustomEvent(const std::string& website_id, std::int64_t ms, const std::string& visitor,
                      const std::string& name, const std::optional<Revenue>& revenue);

  // Adds the conversions to the goals' rolled days and their hours (a day not rolled counts them
  // from the raw rows, or when it is rolled).
  void write(seo::sdk::Host& host);

 private:
  // The goals of `website_id`, loaded once a batch.
  const std::vector<Goal>& goalsOf(const std::string& website_id);

  struct Hit {
    std::string website_id, goal_id, day, hour, visitor;
    std::optional<std::int64_t> revenue_micros;  // in the goal's currency
  };
  soci::session& sql_;
  std::map<std::string, std::vector<Goal>> goals_;  // by website, loaded as events come
  std::vector<Hit> hits_;
};

// The first day a roll counts: raw rows before it may be pruned (two days inside the raw
// retention, at most kRollLookbackDays back).
std::string firstRollableDay(seo::sdk::Host& host);

// The figures of `goals` (one website's) over `scope`, by goal id. Sets `*days_not_rolled` when
// an unfiltered read counted days from `first_rollable` on from the raw rows (a goal roll would
// answer them). A filtered read whose raw part holds more than `raw_limit` custom events (0: no
// bound) is refused: checkGoalReadCost.
seo::sdk::Result<std::map<std::string, GoalFigures>> goalFigures(
    soci::session& sql, const std::vector<Goal>& goals, const TrafficScope& scope,
    const std::string& first_rollable, bool* days_not_rolled, long long raw_limit);

// Queues the website's goal roll unless one was queued in the last hour (a failed job's is asked
// again after that). Never fails the caller: a failure is logged.
void requestGoalRoll(seo::sdk::Host& host, const std::string& website_id,
                     const std::string& organization_id);

// Rolls at most `limit` goal days of `website_id` (all when 0), newest first; how many.
seo::sdk::Result<std::int64_t> rollGoalDays(seo::sdk::Host& host, const std::string& website_id,
                                            std::int64_t limit);

void registerGoalRollups(seo::sdk::Registrar& r);

}  // namespace seo::plugins::analytics
