// A funnel's figures by hour, for the hourly periods (the 24-hour range and its comparison): a
// funnel day rolled keeps its hours too (by entry hour, funnel_walk.h; an open day's to its last
// closed hour, funnel_live.h), so that the last 24 hours read at most 48 rows a funnel and an
// hour or two of raw events instead of two days of them.
//
//   analytics_funnel_hours (website_id, funnel_id, hour) -> step_1 .. step_8: the visitors who
//                          entered the funnel in that hour, at each step they reached that day;
//                          kept kRecentHours
//   analytics_funnel_days.hours: 1 when the day's hours are rolled (days rolled before were not)
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "plugins/analytics/funnels.h"

namespace seo::plugins::analytics {

// The hours' step columns, step_1 to step_8 (kMaxFunnelSteps).
const std::vector<std::string>& funnelHourColumns();

// Writes the hours of `day` ('YYYY-MM-DD') of a funnel just rolled, replacing any it had.
void writeFunnelHours(soci::session& sql, const Funnel& funnel, const std::string& day,
                      const std::map<std::string, std::vector<long long>>& hours);

// Drops the hours of `day` of `funnel_id`.
void dropFunnelHours(soci::session& sql, const std::string& website_id,
                     const std::string& funnel_id, const std::string& day);

// The visitors at each step of `funnel` who entered it in the hours from `first_hour` to
// `last_hour` ('YYYY-MM-DDTHH'), by day.
std::map<std::string, std::vector<long long>> rolledFunnelHours(soci::session& sql,
                                                                const Funnel& funnel,
                                                                const std::string& first_hour,
                                                                const std::string& last_hour);

// Drops the hours of `website_id` older than kRecentHours at `now_ms`.
void pruneFunnelHours(soci::session& sql, const std::string& website_id, std::int64_t now_ms);

}  // namespace seo::plugins::analytics
