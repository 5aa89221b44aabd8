// Calendar days (and hours) in UTC, the units of the rollups: the SDK's dates (dates.h) under the
// names the module uses, and the system clock.
#pragma once

#include <cstdint>
#include <string>

#include "seo/sdk/host.h"
#include "seo/sdk/util/dates.h"

namespace seo::plugins::analytics {

using seo::sdk::dates::dayOfMs;
using seo::sdk::dates::formatDay;
using seo::sdk::dates::isoOfMs;
using seo::sdk::dates::msOfIso;
using seo::sdk::dates::parseDay;

// The system clock in milliseconds since the epoch.
std::int64_t nowMs();
// The host's clock (host.now(), which tests set) in milliseconds since the epoch; 0 when it
// cannot be read.
std::int64_t nowMsOf(seo::sdk::Host& host);

// Hours in UTC, as the hourly rollups key them: 'YYYY-MM-DDTHH'.
inline constexpr std::int64_t kMsPerHour = 3600 * 1000;
// The hour `ms` falls in.
std::string hourText(std::int64_t ms);
// The first ms of `hour` (0 when it is not an hour).
std::int64_t msOfHour(const std::string& hour);
// An hour's events are all written this long after it ends (the ingestor's delay): from then on
// it is closed to the rolls that go by each event's own time (the properties' hours, the funnels'
// open days). The filtered reads' hours wait for their visits to end (filter_hours.h).
inline constexpr std::int64_t kHourClosedAfterMs = 5 * 60 * 1000;
// The last hour closed at `now_ms`.
std::string lastClosedHour(std::int64_t now_ms);
// The last closed hour of `day` at `now_ms`: its last (T23) once the day is over, "" before its
// first is closed.
std::string lastClosedHourOf(const std::string& day, std::int64_t now_ms);
// The hours the rollups by hour of the last day keep (the unfiltered panels' and the filtered
// reads'): the 24-hour range and the one before it (compare=previous), and some.
inline constexpr std::int64_t kRecentHours = 50;

}  // namespace seo::plugins::analytics
