// Token buckets by key (an API key's id, a client address): each key may spend `burst` requests
// at once and earns `per_second` back. In memory and per process: with several server processes
// behind one address, a client gets up to that many times the rate (docs/security.md).
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace seo::core {

// Thread-safe; keys are spread over shards so threads rarely wait on each other.
class RateLimiter {
 public:
  using Clock = std::chrono::steady_clock;

  // per_second <= 0 turns the limiter off (take() always succeeds).
  RateLimiter(double per_second, double burst, std::size_t max_keys = 100000);

  // Spends one token of `key`. False when none is left, with the whole seconds until one is.
  bool take(std::string_view key, int* retry_after_seconds, Clock::time_point now = Clock::now());
  // True when `key` has a token to spend; spends nothing. Otherwise the whole seconds until it
  // has one.
  bool hasToken(std::string_view key, int* retry_after_seconds,
                Clock::time_point now = Clock::now());

 private:
  struct Bucket {
    double tokens;
    Clock::time_point updated;
  };
  struct Shard {
    std::mutex mutex;
    std::unordered_map<std::string, Bucket> buckets;
  };
  static constexpr std::size_t kShards = 16;

  void forgetFullBuckets(Shard& shard, Clock::time_point now);

  double per_second_;
  double burst_;
  std::size_t max_keys_per_shard_;
  std::array<Shard, kShards> shards_;
};

}  // namespace seo::core
