// The SQL of the filters only visits answer (traffic_filter.h): a breakdown's value, a goal
// converted, a property of one of their events. Shared by every raw read of the traffic
// (panel_store.cc) and of the goals (goal_events.h).
//
//   resolveGoalPages(sql, website_id, from, to, &filter);   // once, where the read starts
//   clause += visitConditions(filter, "v", website_id, from, to, &values);
#pragma once

#include <soci/soci.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "plugins/analytics/traffic_filter.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The most pages a page goal filtering a read may match in its period: each is an index seek a
// day of the read.
inline constexpr std::size_t kMaxGoalFilterPages = 500;

// The pages from `from` to `to` (days) whose path `pattern` (a page goal's) matches, from the
// daily pages' rollup; nullopt past kMaxGoalFilterPages of them.
std::optional<std::vector<std::string>> goalPages(soci::session& sql, const std::string& website_id,
                                                  const std::string& from, const std::string& to,
                                                  const std::string& pattern);

// The pages from `from` to `to` (days) a page goal of `filter` matches (goalPages), kept in
// filter->goal_pages; nothing for an event goal or none. 400 naming `goal` past
// kMaxGoalFilterPages.
seo::sdk::Status resolveGoalPages(soci::session& sql, const std::string& website_id,
                                  const std::string& from, const std::string& to,
                                  TrafficFilter* filter);

// " AND <alias>.<breakdown> = :b ... AND <alias>.id IN (...)": the conditions of `filter`'s
// breakdowns, goal and property on the visits `alias` (of analytics_visits), their goal and
// property events sought from `from` to `to` (the days the visits started); their values
// appended to `values`, their placeholders named after `alias` (one statement may hold the
// conditions of several aliases, never twice one). "" when it has none of them.
std::string visitConditions(const TrafficFilter& filter, std::string_view alias,
                            const std::string& website_id, const std::string& from,
                            const std::string& to, std::vector<std::string>* values);

// " AND ...": the conditions of `filter` on the events `alias`, pageviews (analytics_events) or
// custom events (analytics_custom_events), which share the columns: its page, country and source
// on the event itself (a custom event's own source when it joined no visit), the rest on its
// visit (visitConditions), which a custom event that joined none never matches. Values appended
// to `values`. `active_since_ms`, when the events are of a later time than `from`'s midnight:
// their visits were active since then (a read of the last hours seeks their visits alone).
std::string eventConditions(const TrafficFilter& filter, std::string_view alias,
                            const std::string& website_id, const std::string& from,
                            const std::string& to, std::vector<std::string>* values,
                            std::int64_t active_since_ms = 0);

}  // namespace seo::plugins::analytics
