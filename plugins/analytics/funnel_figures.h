// A funnel's figures (funnels.h): how many visitors reached each step. A visit reaches a step
// when it has the step's event after the previous step's, in order, within the visit (as
// Plausible's funnels; events in between do not matter, and one event is one step). A visitor
// counts once a day at the furthest step any of their visits reached; the period's figures sum
// the days, as unique_visitors does (the daily salt makes one day's visitor unknowable the next).
//
//   analytics_funnel_days (funnel_id, day, step) -> visitors: a closed day's figures (every step
//                         a row, 0 included), rolled once from the raw rows and kept for good
//
// Closed days (lastClosedDay, filter_rollups.h: no visit of the day can grow) are rolled by the
// goals' roll job (goal_conversions.h), asked for when a funnel is made and by a read that finds
// closed days not rolled; the other days (today, a new funnel's past until its roll) are counted
// from the raw rows, as is any read with a filter or the 24-hour range. A filter applies to each
// step's event, as to a goal's conversions.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "plugins/analytics/funnels.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/panel_store.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The visitors of each step of `funnel` (index 0 the first) over `scope`. `first_rollable` and
// `last_closed` bound the days a roll would answer: `*days_not_rolled` is set when such a day
// was counted from the raw rows.
std::vector<long long> funnelVisitors(soci::session& sql, const Funnel& funnel,
                                      const TrafficScope& scope, const std::string& first_rollable,
                                      const std::string& last_closed, bool* days_not_rolled);

// The same from the raw rows of `read`, by day.
std::map<std::string, std::vector<long long>> rawFunnelDays(soci::session& sql,
                                                            const Funnel& funnel,
                                                            const GoalRead& read);

// Drops the rolled funnel days `days` of `website_id`: an event was written into them (a trusted
// sender's time, the sample traffic's), and they are counted from the raw rows until rolled
// again.
void unrollFunnelDays(soci::session& sql, const std::string& website_id,
                      const std::vector<std::string>& days);

// Whether the website has a closed day from `first` on that a funnel has not rolled.
bool anyFunnelDayToRoll(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                        const std::string& first);

// Rolls at most `limit` funnel days of `website_id` (all when 0) from `first` on, newest first;
// how many.
seo::sdk::Result<std::int64_t> rollFunnelDays(seo::sdk::Host& host, const std::string& website_id,
                                              const std::string& first, std::int64_t limit);

}  // namespace seo::plugins::analytics
