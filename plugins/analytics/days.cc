#include "plugins/analytics/days.h"

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

}  // namespace seo::plugins::analytics
