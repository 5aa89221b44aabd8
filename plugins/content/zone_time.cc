#include "plugins/content/zone_time.h"

#include <unicode/basictz.h>
#include <unicode/timezone.h>
#include <unicode/unistr.h>

#include <memory>

#include "seo/sdk/util/dates.h"

namespace seo::plugins::content {

namespace {

std::unique_ptr<icu::TimeZone> zoneOf(std::string_view zone) {
  if (zone.empty() || zone.size() > 64) return nullptr;
  std::unique_ptr<icu::TimeZone> tz(icu::TimeZone::createTimeZone(icu::UnicodeString::fromUTF8(
      icu::StringPiece(zone.data(), static_cast<int32_t>(zone.size())))));
  if (!tz || *tz == icu::TimeZone::getUnknown()) return nullptr;
  return tz;
}

// The zone's offset from UTC, in ms, at UTC instant `ms`.
std::optional<std::int64_t> offsetAt(const icu::TimeZone& tz, std::int64_t ms) {
  int32_t raw = 0, dst = 0;
  UErrorCode status = U_ZERO_ERROR;
  tz.getOffset(static_cast<UDate>(ms), false, raw, dst, status);
  if (U_FAILURE(status)) return std::nullopt;
  return static_cast<std::int64_t>(raw) + dst;
}

}  // namespace

bool isTimeZone(std::string_view zone) { return zoneOf(zone) != nullptr; }

std::optional<std::int64_t> utcOfLocal(std::string_view zone, std::int64_t day, int minute_of_day) {
  std::unique_ptr<icu::TimeZone> tz = zoneOf(zone);
  if (!tz) return std::nullopt;
  const std::int64_t local = day * seo::sdk::dates::kMsPerDay + minute_of_day * 60000LL;
  // Guess with the offset a day before, then settle on the offset at the guess: two rounds
  // find the instant whatever the zone's rule changes around it.
  std::optional<std::int64_t> offset = offsetAt(*tz, local - seo::sdk::dates::kMsPerDay);
  if (!offset) return std::nullopt;
  std::int64_t utc = local - *offset;
  for (int round = 0; round < 2; ++round) {
    std::optional<std::int64_t> at = offsetAt(*tz, utc);
    if (!at) return std::nullopt;
    utc = local - *at;
  }
  return utc;
}

std::optional<std::int64_t> localDayOf(std::string_view zone, std::int64_t ms) {
  std::unique_ptr<icu::TimeZone> tz = zoneOf(zone);
  if (!tz) return std::nullopt;
  std::optional<std::int64_t> offset = offsetAt(*tz, ms);
  if (!offset) return std::nullopt;
  return seo::sdk::dates::dayOfMs(ms + *offset);
}

}  // namespace seo::plugins::content
