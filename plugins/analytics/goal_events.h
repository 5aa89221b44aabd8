// The raw events that match a goal (goals.h): a custom event of its name, or a pageview of a page
// its path matches, read from the raw rows (kept settings.analytics.raw_retention_days). What a
// goal's figures (goal_conversions.h) and a funnel's (funnel_figures.h) are counted from.
//
//   forEachGoalEvent(sql, goal, GoalRead{from, to}, [&](const GoalEvent& e) { ... });
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "plugins/analytics/goals.h"
#include "plugins/analytics/traffic_filter.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// What part of the raw rows a read covers: days from `from` to `to`, optionally only events in
// [since, until) (ISO times) and matching a filter. A filter applies to the event itself: its
// page, its country and its visit's source (a custom event's own source when it joined no
// visit); the breakdowns, a goal and a property to its visit (visit_filter_sql.h), which a custom
// event that joined none never matches. With `recent` ([first, last) ms since the epoch), the
// events of those times of one day (`from`), found by the indexes by website and time: the last
// hour or two of a day, without reading the day's rows. With `visitors`, only their events (each
// sought in the index by name and visitor; a few hundred at most).
struct GoalRead {
  std::string from, to;
  std::optional<std::string> since = std::nullopt, until = std::nullopt;
  TrafficFilter filter = {};
  std::optional<std::pair<std::int64_t, std::int64_t>> recent = std::nullopt;
  const std::vector<std::string>* visitors = nullptr;
};

// One matching event.
struct GoalEvent {
  std::string day, visitor;
  std::string visit_id;  // "" for a custom event that joined no visit
  std::string at;        // occurred_at, ISO
  std::string id;        // time-ordered (traffic_batch.h): orders events of the same time
  std::string path, country, source;  // the event's own (a pageview's source is its visit's)
  // A custom event's revenue and its currency, when it had one.
  std::optional<long long> revenue_micros;
  std::optional<std::string> currency;
};

// Where `event` stands in time, as a text that sorts so: its time, then its id (the order the
// funnels' walks take, funnel_walk.h).
inline std::string timeKey(const GoalEvent& event) { return event.at + ' ' + event.id; }

// The revenue `event` adds to `goal`: its micros when the goal has a currency and the event a
// revenue in it (amounts in other currencies are not converted), else nothing.
std::optional<long long> goalRevenue(const Goal& goal, const GoalEvent& event);

// A filtered read of goals (or funnels) counts every custom event of its period from the raw
// rows: OK when the period holds at most `limit` of them (0: no bound), else 400 naming range,
// as the traffic reads' budget (panel_store.h: checkRawCost). Costs a row of the daily rollup
// (its custom_events) per day.
seo::sdk::Status checkGoalReadCost(soci::session& sql, const std::string& website_id,
                                   const std::string& from, const std::string& to, long long limit);

// The same for the raw hours of a read by hour: by day, the span of hours (from, until ms) read
// for the event goals (custom events) and for the page goals (pageviews).
struct GoalHours {
  std::optional<std::pair<std::int64_t, std::int64_t>> events, pageviews;
  // Widens the span `goal`'s kind of rows is read over to `hours` (of the day, oldest first).
  void add(const Goal& goal, const std::vector<std::string>& hours);
};
seo::sdk::Status checkGoalHoursReadCost(soci::session& sql, const std::string& website_id,
                                        const std::map<std::string, GoalHours>& hours,
                                        long long limit);

// Calls `each` for every event of `goal` in `read`, in no particular order.
void forEachGoalEvent(soci::session& sql, const Goal& goal, const GoalRead& read,
                      const std::function<void(const GoalEvent&)>& each);

}  // namespace seo::plugins::analytics
