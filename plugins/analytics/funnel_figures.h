// A funnel's figures (funnels.h): how many visitors reached each step, walked event by event as
// funnel_walk.h says (within one visit, as Plausible's funnels; a visitor once a day at the
// furthest step any of their visits reached). The period's figures sum the days, as
// unique_visitors does (the daily salt makes one day's visitor unknowable the next).
//
//   analytics_funnel_days (funnel_id, day, step) -> visitors: a day's figures (every step a row,
//                         0 included), rolled from the raw rows; `hours` when its hours were
//                         rolled with it (funnel_hours.h), `live` while it is rolled to
//                         `last_hour` only (funnel_live.h)
//
// The days with traffic from firstRollableDay on are rolled by the goals' roll job
// (goal_conversions.h), asked for when a funnel is made and by a read that finds days not
// rolled: a day whose hours are all closed (days.h) once, an open one (today) to its last closed
// hour, again as hours close. Days not rolled are counted from the raw rows. Under a filter, the
// filtered reads' rollups answer the days rolled with the funnel (funnel_filters.h), the raw rows
// the rest.
// The hourly periods read the hours, by entry hour; the raw rows are then read by whole days and
// counted the same way. A filter applies to each step's event, as to a goal's conversions.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "plugins/analytics/funnel_walk.h"
#include "plugins/analytics/funnels.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/panel_store.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The visitors of each step of `funnel` (index 0 the first) over `scope`. `*days_not_rolled` is
// set when a day from `first_rollable` on was counted from the raw rows unfiltered, or an open
// day's closed hours at `now_ms` from the raw rows after its last rolled one.
std::vector<long long> funnelVisitors(soci::session& sql, const Funnel& funnel,
                                      const TrafficScope& scope, const std::string& first_rollable,
                                      std::int64_t now_ms, bool* days_not_rolled);

// The events of `funnel`'s steps that `read` names (an event of several steps once per step), in
// no order.
std::vector<FunnelEvent> funnelStepEvents(soci::session& sql, const Funnel& funnel,
                                          const GoalRead& read);

// The walks of the raw rows of `read`, by day.
std::map<std::string, FunnelDayWalk> walkRawFunnelDays(soci::session& sql, const Funnel& funnel,
                                                       const GoalRead& read);

// Drops the rolled funnel days `days` of `website_id` but the live ones (a read walks their
// events after the last rolled hour; one dated into a rolled hour unrolls the day:
// unrollFunnelHour): an event was written into them (a trusted sender's time, the sample
// traffic's), and they are counted from the raw rows until rolled again.
void unrollFunnelDays(soci::session& sql, const std::string& website_id,
                      const std::vector<std::string>& days);

// Drops one funnel day: its figures, hours and states.
void unrollFunnelDay(soci::session& sql, const std::string& website_id,
                     const std::string& funnel_id, const std::string& day);

// Whether the website has a day with traffic from `first` on that a funnel has not rolled.
bool anyFunnelDayToRoll(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                        const std::string& first);

// Rolls at most `limit` funnel days of `website_id` (all when 0) from `first` on, newest first:
// each to its last closed hour (funnel_live.h); how many.
seo::sdk::Result<std::int64_t> rollFunnelDays(seo::sdk::Host& host, const std::string& website_id,
                                              const std::string& first, std::int64_t limit);

}  // namespace seo::plugins::analytics
