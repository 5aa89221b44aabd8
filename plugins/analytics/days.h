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
// The hours the rollups by hour of the last day keep (the unfiltered panels' and the filtered
// reads'): the 24-hour range and the one before it (compare=previous), and some.
inline constexpr std::int64_t kRecentHours = 50;

}  // namespace seo::plugins::analytics
