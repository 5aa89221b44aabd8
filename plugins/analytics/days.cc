#include "plugins/analytics/days.h"

#include <algorithm>
#include <chrono>

namespace seo::plugins::analytics {

std::int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::int64_t nowMsOf(seo::sdk::Host& host) { return msOfIso(host.now()).value_or(0); }

std::string hourText(std::int64_t ms) { return isoOfMs(ms).substr(0, 13); }

std::int64_t msOfHour(const std::string& hour) { return msOfIso(hour + ":00:00.000Z").value_or(0); }

std::string lastClosedHour(std::int64_t now_ms) {
  return hourText(now_ms - kHourClosedAfterMs - kMsPerHour);
}

std::string lastClosedHourOf(const std::string& day, std::int64_t now_ms) {
  const std::string closed = lastClosedHour(now_ms);
  if (closed < day + "T00") return "";
  return std::min(closed, day + "T23");
}

}  // namespace seo::plugins::analytics
