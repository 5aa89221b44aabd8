// Local wall-clock times in IANA time zones ("Europe/Berlin"), for the automation's publishing
// days and time and for a schedule given as a bare date: ICU's time zone data, so daylight
// saving moves are right without the C library's process-wide TZ state.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace seo::plugins::content {

// True when `zone` is a time zone ICU knows by that name ("UTC", "Europe/Berlin").
bool isTimeZone(std::string_view zone);

// The UTC instant, in ms since the epoch, of local day `day` (days since 1970-01-01) at
// `minute_of_day` (0..1439) in `zone`. A local time skipped by a daylight-saving move comes
// out an hour later; a repeated one, at its first occurrence. nullopt for an unknown zone.
std::optional<std::int64_t> utcOfLocal(std::string_view zone, std::int64_t day, int minute_of_day);

// The local day (days since 1970-01-01) holding UTC instant `ms` in `zone`.
std::optional<std::int64_t> localDayOf(std::string_view zone, std::int64_t ms);

}  // namespace seo::plugins::content
