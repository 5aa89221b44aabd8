// File: dates.h
// Calendar days and instants in UTC, as the API writes them: 'YYYY-MM-DD' days, day numbers
// (days since 1970-01-01), milliseconds since the epoch and ISO 8601 / RFC 3339 text, converted
// without the C library's time zone state (thread-safe, no locale). Header-only.
//
//   std::optional<std::int64_t> day = dates::parseDay("2026-11-24");       // 20781
//   std::optional<std::int64_t> ms = dates::msOfDateTime("2026-11-24T09:30:00+01:00");
//   std::string iso = dates::isoOfMs(*ms);                                 // "...T08:30:00.000Z"
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace seo::sdk {
inline namespace v2 {
namespace dates {

inline constexpr std::int64_t kMsPerDay = 86400000;

namespace internal {

// Howard Hinnant's days_from_civil and civil_from_days (proleptic Gregorian).
inline std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

inline void civilFromDays(std::int64_t z, std::int64_t* y, unsigned* m, unsigned* d) {
  z += 719468;
  const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  *d = doy - (153 * mp + 2) / 5 + 1;
  *m = mp < 10 ? mp + 3 : mp - 9;
  *y = static_cast<std::int64_t>(yoe) + era * 400 + (*m <= 2);
}

inline bool digits(std::string_view text, std::size_t at, std::size_t count, int* out) {
  int v = 0;
  for (std::size_t i = at; i < at + count; ++i) {
    if (i >= text.size() || text[i] < '0' || text[i] > '9') return false;
    v = v * 10 + (text[i] - '0');
  }
  *out = v;
  return true;
}

inline std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
  return a / b - ((a % b != 0) && ((a < 0) != (b < 0)));
}

}  // namespace internal

// 'YYYY-MM-DD' of day number `day`.
inline std::string formatDay(std::int64_t day) {
  std::int64_t y = 0;
  unsigned m = 0, d = 0;
  internal::civilFromDays(day, &y, &m, &d);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04lld-%02u-%02u", static_cast<long long>(y), m, d);
  return buf;
}

// The day number of `text` ('YYYY-MM-DD', a real calendar date, years 1..9999), else nullopt.
inline std::optional<std::int64_t> parseDay(std::string_view text) {
  int y = 0, m = 0, d = 0;
  if (text.size() != 10 || text[4] != '-' || text[7] != '-' || !internal::digits(text, 0, 4, &y) ||
      !internal::digits(text, 5, 2, &m) || !internal::digits(text, 8, 2, &d) || y < 1 || m < 1 ||
      m > 12 || d < 1) {
    return std::nullopt;
  }
  std::int64_t day = internal::daysFromCivil(y, static_cast<unsigned>(m), static_cast<unsigned>(d));
  // A day past the month's end (2026-02-30) comes back as another date.
  if (formatDay(day) != text) return std::nullopt;
  return day;
}

// The day number holding `ms` milliseconds since the epoch.
inline std::int64_t dayOfMs(std::int64_t ms) { return internal::floorDiv(ms, kMsPerDay); }

// The day of the week of day number `day`: 0 Monday .. 6 Sunday (ISO 8601).
inline int weekdayOf(std::int64_t day) {
  std::int64_t n = day + 3;  // 1970-01-01 was a Thursday
  return static_cast<int>(n - 7 * internal::floorDiv(n, 7));
}

// ISO 8601 UTC with milliseconds, e.g. "2026-11-21T18:50:58.123Z".
inline std::string isoOfMs(std::int64_t ms) {
  std::int64_t day = dayOfMs(ms);
  std::int64_t rest = ms - day * kMsPerDay;
  char buf[48];
  std::snprintf(buf, sizeof buf, "%sT%02lld:%02lld:%02lld.%03lldZ", formatDay(day).c_str(),
                static_cast<long long>(rest / 3600000), static_cast<long long>(rest / 60000 % 60),
                static_cast<long long>(rest / 1000 % 60), static_cast<long long>(rest % 1000));
  return buf;
}

// Milliseconds since the epoch of an RFC 3339 date-time: 'YYYY-MM-DDTHH:MM:SS', optional
// fraction (up to milliseconds are kept), then 'Z' or an offset '+HH:MM' / '-HH:MM'. A lower
// case 't' or 'z' is accepted, as RFC 3339 allows. An instant outside the years 1 to 9999 in
// UTC (an offset can push an edge date over) is refused too, so isoOfMs writes it back. Else
// nullopt.
inline std::optional<std::int64_t> msOfDateTime(std::string_view text) {
  if (text.size() < 20 || (text[10] != 'T' && text[10] != 't')) return std::nullopt;
  std::optional<std::int64_t> day = parseDay(text.substr(0, 10));
  int h = 0, mi = 0, s = 0;
  if (!day || text[13] != ':' || text[16] != ':' || !internal::digits(text, 11, 2, &h) ||
      !internal::digits(text, 14, 2, &mi) || !internal::digits(text, 17, 2, &s) || h > 23 ||
      mi > 59 || s > 60) {
    return std::nullopt;
  }
  std::size_t at = 19;
  std::int64_t ms = 0;
  if (text[at] == '.') {
    std::size_t first = ++at;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9') {
      if (at - first < 3) ms = ms * 10 + (text[at] - '0');
      ++at;
    }
    if (at == first || at - first > 9) return std::nullopt;
    for (std::size_t n = at - first; n < 3; ++n) ms *= 10;
  }
  std::int64_t offset_ms = 0;
  std::string_view zone = text.substr(at);
  if (zone == "Z" || zone == "z") {
    offset_ms = 0;
  } else {
    int oh = 0, om = 0;
    if (zone.size() != 6 || (zone[0] != '+' && zone[0] != '-') || zone[3] != ':' ||
        !internal::digits(zone, 1, 2, &oh) || !internal::digits(zone, 4, 2, &om) || oh > 23 ||
        om > 59) {
      return std::nullopt;
    }
    offset_ms = (oh * 3600000LL + om * 60000LL) * (zone[0] == '-' ? -1 : 1);
  }
  std::int64_t out =
      *day * kMsPerDay + h * 3600000LL + mi * 60000LL + std::min(s, 59) * 1000LL + ms - offset_ms;
  static const std::int64_t first = internal::daysFromCivil(1, 1, 1);
  static const std::int64_t last = internal::daysFromCivil(9999, 12, 31);
  if (dayOfMs(out) < first || dayOfMs(out) > last) return std::nullopt;
  return out;
}

// Milliseconds since the epoch of an ISO 8601 UTC time as isoOfMs writes it (or without
// milliseconds), else nullopt. Stricter than msOfDateTime: for text the server wrote.
inline std::optional<std::int64_t> msOfIso(std::string_view iso) {
  if (iso.size() != 20 && iso.size() != 24) return std::nullopt;
  if (iso.back() != 'Z' || iso[10] != 'T' || (iso.size() == 24 && iso[19] != '.')) {
    return std::nullopt;
  }
  return msOfDateTime(iso);
}

// Days `first`..`last` in UTC, both included, with their YYYY-MM-DD spellings: the period of a
// report (analytics' range, a campaign's results).
struct DayRange {
  std::int64_t first = 0;
  std::int64_t last = 0;
  std::string from;  // formatDay(first)
  std::string to;    // formatDay(last)
};

inline DayRange dayRange(std::int64_t first, std::int64_t last) {
  return DayRange{first, last, formatDay(first), formatDay(last)};
}

}  // namespace dates
}  // namespace v2
}  // namespace seo::sdk
