#include "core/common/clock.h"

#include <cstdio>
#include <cstdlib>
#include <ctime>

namespace seo::core {
namespace {

std::tm utc(std::chrono::system_clock::time_point t) {
  std::time_t secs = std::chrono::system_clock::to_time_t(t);
  std::tm tm{};
  gmtime_r(&secs, &tm);
  return tm;
}

std::string monthString(int year, int month) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%04d-%02d-01T00:00:00.000Z", year, month);
  return buf;
}

}  // namespace

std::string isoTime(std::chrono::system_clock::time_point t) {
  std::tm tm = utc(t);
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count() %
            1000;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900,
                tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec,
                static_cast<int>(ms));
  return buf;
}

std::chrono::system_clock::time_point clockNow() {
  static const char* const file = std::getenv("SEO_CLOCK_FILE");
  auto now = std::chrono::system_clock::now();
  if (file == nullptr || *file == '\0') return now;
  long long offset_seconds = 0;
  if (std::FILE* f = std::fopen(file, "r")) {
    if (std::fscanf(f, "%lld", &offset_seconds) != 1) offset_seconds = 0;
    std::fclose(f);
  }
  return now + std::chrono::seconds(offset_seconds);
}

std::string isoNow() { return isoTime(clockNow()); }

std::string monthStart(std::chrono::system_clock::time_point t) {
  std::tm tm = utc(t);
  return monthString(tm.tm_year + 1900, tm.tm_mon + 1);
}

std::string nextMonthStart(std::chrono::system_clock::time_point t) {
  std::tm tm = utc(t);
  int year = tm.tm_year + 1900;
  int month = tm.tm_mon + 2;
  if (month > 12) {
    month = 1;
    ++year;
  }
  return monthString(year, month);
}

}  // namespace seo::core
