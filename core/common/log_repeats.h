// Keeps an error storm from filling the disk: the warnings and errors of one message are written
// at most at a steady rate after a burst, and the next line written says how many were dropped
// in between. A database outage under load fails thousands of calls a second with the same
// message; the log needs one line a few seconds, not each of them.
#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace seo::core {

// Thread-safe. A token bucket per message: `burst` lines at once, then one per `every`.
class LogRepeats {
 public:
  using Clock = std::chrono::steady_clock;

  LogRepeats(int burst, std::chrono::milliseconds every, std::size_t max_messages = 4096)
      : burst_(burst), every_(every), max_messages_(max_messages) {}

  // Whether a line of `message` at `now` is written. When it is, `*suppressed` is the number of
  // lines of the same message dropped since the last one written (0 mostly).
  bool admit(std::string_view message, Clock::time_point now, long long* suppressed);

 private:
  struct Bucket {
    double tokens = 0;
    Clock::time_point updated;
    long long dropped = 0;
  };

  const int burst_;
  const std::chrono::milliseconds every_;
  const std::size_t max_messages_;
  std::mutex mutex_;
  std::unordered_map<std::string, Bucket> buckets_;
};

}  // namespace seo::core
