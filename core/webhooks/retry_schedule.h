// When a failed webhook delivery is tried again: exponential backoff with jitter over about three
// days (11 attempts), never sooner than the receiver's Retry-After asked.
#pragma once

#include <chrono>
#include <optional>
#include <string_view>

namespace seo::core {

// The attempts one delivery gets before it fails for good: the first and ten retries.
inline constexpr int kDeliveryAttempts = 11;

// The wait after failed attempt `attempt` (1-based, within the current round) before the next,
// or nullopt when that was the last. The planned delay (5 s, 1 min, 5 min, 30 min, 2 h, 5 h,
// 10 h, 14 h, 20 h, 20 h: 71.6 hours in all) is scaled by `jitter` in [0.8, 1.2] so that
// receivers recovering from an outage are not hit by every sender at once, then raised to
// `retry_after` (capped at a day) when the receiver asked for longer.
std::optional<std::chrono::seconds> retryDelay(int attempt, double jitter,
                                               std::optional<std::chrono::seconds> retry_after);

// A uniformly random jitter factor in [0.8, 1.2].
double randomJitter();

// The delay a Retry-After header asks for: delta-seconds, or an HTTP-date (RFC 9110) relative to
// `now`; nullopt when absent or unreadable. A date in the past asks for nothing.
std::optional<std::chrono::seconds> parseRetryAfter(std::string_view value,
                                                    std::chrono::system_clock::time_point now);

}  // namespace seo::core
