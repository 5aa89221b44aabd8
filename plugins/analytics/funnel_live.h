// Funnel days still open (today, yesterday until its last hour closes), rolled hour by hour. The
// goals' roll job rolls such a day to its last closed hour (kHourClosedAfterMs after its end:
// days.h): its figures and hours to then, and where each visitor stood then (funnel_walk.h). A
// read adds the hours after it from the raw rows, found by time (an hour or two), each visitor's
// events walked on from where they stood. So today's figures, and the last 24 hours', are a few
// rows and an hour's events to read, and the writer does nothing for funnels.
//
//   analytics_funnel_days.live: 1 while the day is rolled to last_hour only
//   analytics_funnel_days.last_hour: the last hour rolled of a live day
//   analytics_funnel_visitors (funnel_id, day, visitor) -> a FunnelVisitor (funnel_walk.h) by
//                             last_hour
//
// A roll of an open day reads it in the transaction that holds its analytics_daily row (roll
// holds: roll_holds.h), so an event written meanwhile is read or waits. An event dated into a
// rolled hour (a trusted sender's time, a spooled batch written late) unrolls the day
// (unrollFunnelHour), which is read from the raw rows until rolled again. Each roll after the
// first goes on from the states as a read does, over the hours since. Once the day is over it is
// rolled to its end, and its states are dropped.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <set>
#include <string>

#include "plugins/analytics/funnel_walk.h"
#include "plugins/analytics/funnels.h"

namespace seo::plugins::analytics {

// The walk of `funnel`'s events of `day` after its last rolled hour `rolled` to `last_hour`
// (inclusive), each visitor walked on from their state: its figures and hours are what they add
// to the rolled ones.
FunnelDayWalk funnelHoursAfter(soci::session& sql, const Funnel& funnel, const std::string& day,
                               const std::string& rolled, const std::string& last_hour);

// Keeps the states of `walk`'s visitors (`day`'s, rolled to an hour) as `funnel`'s, replacing
// theirs (the others' are as they were).
void writeFunnelStates(soci::session& sql, const Funnel& funnel, const std::string& day,
                       const FunnelDayWalk& walk);

// Drops the states of `day` of `funnel_id`.
void dropFunnelStates(soci::session& sql, const std::string& funnel_id, const std::string& day);

// The writer: an event at `ms` of `website_id` was written. When its hour is closed at `now_ms`
// and a live funnel day has rolled it, that day is unrolled.
void unrollFunnelHour(soci::session& sql, const std::string& website_id, std::int64_t ms,
                      std::int64_t now_ms);

}  // namespace seo::plugins::analytics
