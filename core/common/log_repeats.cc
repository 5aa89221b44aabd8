#include "core/common/log_repeats.h"

#include <algorithm>

namespace seo::core {

bool LogRepeats::admit(std::string_view message, Clock::time_point now, long long* suppressed) {
  *suppressed = 0;
  std::lock_guard<std::mutex> lock(mutex_);
  auto found = buckets_.find(std::string(message));
  if (found == buckets_.end()) {
    // Messages are the code's own constants, so the map stays small; the bound is for a line
    // whose message carries data.
    if (buckets_.size() >= max_messages_) buckets_.clear();
    found = buckets_.emplace(std::string(message), Bucket{static_cast<double>(burst_), now, 0})
                .first;
  }
  Bucket& bucket = found->second;
  double refill = std::chrono::duration<double>(now - bucket.updated) /
                  std::chrono::duration<double>(every_);
  bucket.tokens = std::min<double>(burst_, bucket.tokens + std::max(0.0, refill));
  bucket.updated = now;
  if (bucket.tokens < 1) {
    ++bucket.dropped;
    return false;
  }
  bucket.tokens -= 1;
  *suppressed = bucket.dropped;
  bucket.dropped = 0;
  return true;
}

}  // namespace seo::core
