// Calendar days in UTC, the unit of every rollup: 'YYYY-MM-DD' text and day numbers (days since
// 1970-01-01), converted without the C library's time zone state.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace seo::plugins::analytics {

// The day number of `text` ('YYYY-MM-DD', a real calendar date, years 1..9999), else nullopt.
std::optional<std::int64_t> parseDay(std::string_view text);
// 'YYYY-MM-DD' of day number `day`.
std::string formatDay(std::int64_t day);
// The day number holding `ms` milliseconds since the epoch.
std::int64_t dayOfMs(std::int64_t ms);
// ISO 8601 UTC with milliseconds, e.g. "2026-11-21T18:50:58.123Z".
std::string isoOfMs(std::int64_t ms);
// Milliseconds since the epoch of an ISO 8601 UTC time as isoOfMs writes it (or without
// milliseconds), else nullopt.
std::optional<std::int64_t> msOfIso(std::string_view iso);
// The system clock in milliseconds since the epoch.
std::int64_t nowMs();

}  // namespace seo::plugins::analytics
