// Funnel days the writer carries on. A funnel day rolled while it is open (today, or yesterday
// before it closes: filter_rollups.h, lastClosedDay) keeps where each of its visits and visitors
// stands, and each batch walks its events of the funnel's steps on from there (funnel_walk.h),
// adding to the day's figures and hours. So today's figures, and the last 24 hours', are a few
// rows to read rather than the day's raw events.
//
//   analytics_funnel_days.live: 1 while the day's states are kept
//   analytics_funnel_visitors (funnel_id, day, visitor) -> a FunnelVisitor (funnel_walk.h)
//
// The batch walks a day after writing its analytics_daily row, which a roll of the day holds, so
// each event is walked once: by the roll or by the writer. An event that comes before its
// visitor's last one (a trusted sender's time) cannot be walked in order: the funnel day is
// unrolled and counted from the raw rows until rolled again. Once the day is closed, the goals'
// roll job drops its states (pruneFunnelStates); an event dated into it then unrolls it, as any
// closed day rolled (unrollFunnelDays).
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "plugins/analytics/funnel_walk.h"
#include "plugins/analytics/funnels.h"
#include "plugins/analytics/goal_conversions.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The events of one batch as funnels see them: traffic_batch.cc adds each event it writes, then,
// once the batch's analytics_daily rows are written (which holds them), calls write.
class LiveFunnels {
 public:
  explicit LiveFunnels(soci::session& sql) : sql_(sql) {}

  // An event of `ms` (its time), `id` its row's; `visit_id` "" for a custom event that joined no
  // visit.
  void addPageview(const std::string& website_id, std::int64_t ms, const std::string& visit_id,
                   const std::string& visitor, const std::string& id, const std::string& path);
  void addCustomEvent(const std::string& website_id, std::int64_t ms, const std::string& visit_id,
                      const std::string& visitor, const std::string& id, const std::string& name);

  // Walks the events of the live funnel days (the others are counted from the raw rows, or when
  // rolled): one look at which days are live and their funnels' steps, of `goals` (the batch's).
  void write(GoalConversions& goals);

 private:
  struct Event {
    std::string website_id;
    FunnelEvent event;  // its steps not matched yet
    std::string what;   // a pageview's path, a custom event's name
    bool pageview = false;
  };

  soci::session& sql_;
  std::vector<Event> events_;
};

// Keeps `walk` (a whole day's, rolled while open) as the states of `day` of `funnel`, replacing
// any it had.
void writeFunnelStates(soci::session& sql, const Funnel& funnel, const std::string& day,
                       const FunnelDayWalk& walk);

// Drops the states of `day` of `funnel_id`.
void dropFunnelStates(soci::session& sql, const std::string& funnel_id, const std::string& day);

// The live funnel days of `website_id` up to `last_closed` are live no more: their states are
// dropped, each in a transaction that holds its day's analytics_daily row (a batch walking the
// day finishes first).
seo::sdk::Status pruneFunnelStates(seo::sdk::Host& host, const std::string& website_id,
                                   const std::string& last_closed);

}  // namespace seo::plugins::analytics
