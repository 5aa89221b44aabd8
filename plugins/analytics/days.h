// Calendar days in UTC, the unit of every rollup: the SDK's dates (dates.h) under the names the
// module uses, and the system clock.
#pragma once

#include <cstdint>

#include "seo/sdk/util/dates.h"

namespace seo::plugins::analytics {

using seo::sdk::dates::dayOfMs;
using seo::sdk::dates::formatDay;
using seo::sdk::dates::isoOfMs;
using seo::sdk::dates::msOfIso;
using seo::sdk::dates::parseDay;

// The system clock in milliseconds since the epoch.
std::int64_t nowMs();

}  // namespace seo::plugins::analytics
