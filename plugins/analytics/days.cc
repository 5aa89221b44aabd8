#include "plugins/analytics/days.h"

#include <chrono>

namespace seo::plugins::analytics {

std::int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace seo::plugins::analytics
