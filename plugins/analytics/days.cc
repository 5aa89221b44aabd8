#include "plugins/analytics/days.h"

#include <chrono>
#include <cstdio>

namespace seo::plugins::analytics {

namespace {

constexpr std::int64_t kMsPerDay = 86400000;

// Howard Hinnant's days_from_civil and civil_from_days (proleptic Gregorian).
std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

void civilFromDays(std::int64_t z, std::int64_t* y, unsigned* m, unsigned* d) {
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

bool digits(std::string_view text, std::size_t at, std::size_t count, int* out) {
  int v = 0;
  for (std::size_t i = at; i < at + count; ++i) {
    if (i >= text.size() || text[i] < '0' || text[i] > '9') return false;
    v = v * 10 + (text[i] - '0');
  }
  *out = v;
  return true;
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

}  // namespace

std::optional<std::int64_t> parseDay(std::string_view text) {
  int y = 0, m = 0, d = 0;
  if (text.size() != 10 || text[4] != '-' || text[7] != '-' || !digits(text, 0, 4, &y) ||
      !digits(text, 5, 2, &m) || !digits(text, 8, 2, &d) || y < 1 || m < 1 || m > 12 || d < 1) {
    return std::nullopt;
  }
  std::int64_t day = daysFromCivil(y, static_cast<unsigned>(m), static_cast<unsigned>(d));
  // A day past the month's end (2026-02-30) comes back as another date.
  if (formatDay(day) != text) return std::nullopt;
  return day;
}

std::string formatDay(std::int64_t day) {
  std::int64_t y = 0;
  unsigned m = 0, d = 0;
  civilFromDays(day, &y, &m, &d);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04lld-%02u-%02u", static_cast<long long>(y), m, d);
  return buf;
}

std::int64_t dayOfMs(std::int64_t ms) { return floorDiv(ms, kMsPerDay); }

std::string isoOfMs(std::int64_t ms) {
  std::int64_t day = dayOfMs(ms);
  std::int64_t rest = ms - day * kMsPerDay;
  char buf[48];
  std::snprintf(buf, sizeof buf, "%sT%02lld:%02lld:%02lld.%03lldZ", formatDay(day).c_str(),
                static_cast<long long>(rest / 3600000), static_cast<long long>(rest / 60000 % 60),
                static_cast<long long>(rest / 1000 % 60), static_cast<long long>(rest % 1000));
  return buf;
}

std::optional<std::int64_t> msOfIso(std::string_view iso) {
  if (iso.size() < 20 || iso[10] != 'T' || iso.back() != 'Z') return std::nullopt;
  std::optional<std::int64_t> day = parseDay(iso.substr(0, 10));
  int h = 0, mi = 0, s = 0, ms = 0;
  if (!day || iso[13] != ':' || iso[16] != ':' || !digits(iso, 11, 2, &h) ||
      !digits(iso, 14, 2, &mi) || !digits(iso, 17, 2, &s) || h > 23 || mi > 59 || s > 60) {
    return std::nullopt;
  }
  if (iso.size() == 24) {
    if (iso[19] != '.' || !digits(iso, 20, 3, &ms)) return std::nullopt;
  } else if (iso.size() != 20) {
    return std::nullopt;
  }
  return *day * kMsPerDay + h * 3600000LL + mi * 60000LL + s * 1000LL + ms;
}

std::int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace seo::plugins::analytics
