#include "core/webhooks/retry_schedule.h"

#include <time.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <string>

namespace seo::core {
namespace {

using std::chrono::seconds;

constexpr std::array<long long, kDeliveryAttempts - 1> kPlannedSeconds = {
    5, 60, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600, 20 * 3600, 20 * 3600};
constexpr long long kLongestRetryAfter = 24 * 3600;

}  // namespace

std::optional<seconds> retryDelay(int attempt, double jitter, std::optional<seconds> retry_after) {
  if (attempt < 1 || attempt > static_cast<int>(kPlannedSeconds.size())) return std::nullopt;
  jitter = std::clamp(jitter, 0.8, 1.2);
  long long planned = std::llround(static_cast<double>(kPlannedSeconds[attempt - 1]) * jitter);
  if (retry_after) {
    planned = std::max(planned, std::min<long long>(retry_after->count(), kLongestRetryAfter));
  }
  return seconds(std::max(1LL, planned));
}

double randomJitter() {
  thread_local std::mt19937_64 engine{std::random_device{}()};
  return std::uniform_real_distribution<double>(0.8, 1.2)(engine);
}

std::optional<seconds> parseRetryAfter(std::string_view value,
                                       std::chrono::system_clock::time_point now) {
  while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
  while (!value.empty() && value.back() == ' ') value.remove_suffix(1);
  if (value.empty() || value.size() > 64) return std::nullopt;
  if (std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    if (value.size() > 9) return seconds(kLongestRetryAfter);
    return seconds(std::stoll(std::string(value)));
  }
  // IMF-fixdate, e.g. "Wed, 21 Oct 2026 07:28:00 GMT".
  struct tm parts {};
  std::string text(value);
  const char* end = strptime(text.c_str(), "%a, %d %b %Y %H:%M:%S GMT", &parts);
  if (end == nullptr || *end != '\0') return std::nullopt;
  auto at = std::chrono::system_clock::from_time_t(timegm(&parts));
  auto wait = std::chrono::duration_cast<seconds>(at - now);
  return wait.count() > 0 ? wait : seconds(0);
}

}  // namespace seo::core
