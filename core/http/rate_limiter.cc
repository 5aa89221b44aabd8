#include "core/http/rate_limiter.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace seo::core {

RateLimiter::RateLimiter(double per_second, double burst, std::size_t max_keys)
    : per_second_(per_second), burst_(std::max(1.0, burst)),
      max_keys_per_shard_(std::max<std::size_t>(16, max_keys / kShards)) {}

bool RateLimiter::take(std::string_view key, int* retry_after_seconds, Clock::time_point now) {
  if (per_second_ <= 0) return true;
  Shard& shard = shards_[std::hash<std::string_view>()(key) % kShards];
  std::lock_guard<std::mutex> lock(shard.mutex);
  auto it = shard.buckets.find(std::string(key));
  if (it == shard.buckets.end()) {
    // A flood of new keys (spoofed addresses) must not grow memory without bound.
    if (shard.buckets.size() >= max_keys_per_shard_) forgetFullBuckets(shard, now);
    it = shard.buckets.emplace(std::string(key), Bucket{burst_, now}).first;
  }
  Bucket& b = it->second;
  double elapsed = std::chrono::duration<double>(now - b.updated).count();
  b.tokens = std::min(burst_, b.tokens + std::max(0.0, elapsed) * per_second_);
  b.updated = now;
  if (b.tokens >= 1.0) {
    b.tokens -= 1.0;
    return true;
  }
  *retry_after_seconds = std::max(1, static_cast<int>(std::ceil((1.0 - b.tokens) / per_second_)));
  return false;
}

bool RateLimiter::hasToken(std::string_view key, int* retry_after_seconds,
                           Clock::time_point now) {
  if (per_second_ <= 0) return true;
  Shard& shard = shards_[std::hash<std::string_view>()(key) % kShards];
  std::lock_guard<std::mutex> lock(shard.mutex);
  auto it = shard.buckets.find(std::string(key));
  if (it == shard.buckets.end()) return true;
  double elapsed = std::chrono::duration<double>(now - it->second.updated).count();
  double tokens = std::min(burst_, it->second.tokens + std::max(0.0, elapsed) * per_second_);
  if (tokens >= 1.0) return true;
  *retry_after_seconds = std::max(1, static_cast<int>(std::ceil((1.0 - tokens) / per_second_)));
  return false;
}

void RateLimiter::forgetFullBuckets(Shard& shard, Clock::time_point now) {
  // A bucket that has refilled is the same as no bucket.
  for (auto it = shard.buckets.begin(); it != shard.buckets.end();) {
    double elapsed = std::chrono::duration<double>(now - it->second.updated).count();
    if (it->second.tokens + elapsed * per_second_ >= burst_) {
      it = shard.buckets.erase(it);
    } else {
      ++it;
    }
  }
  // Still full of busy keys: start over rather than refuse to track new ones.
  if (shard.buckets.size() >= max_keys_per_shard_) shard.buckets.clear();
}

}  // namespace seo::core
