// Refusals that are sent after a pause: on a route open to callers without credentials (sign-in,
// a set-password link, a shared dashboard's password, a public share's token), a guess that was
// not good (401, 403, 404) or one too many (429) is answered a second later, so a guesser's loop
// makes a guess a second per connection and costs the server a timer, not a core. The
// connection waits; the server's threads do not (one thread sends them all).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <queue>
#include <thread>
#include <vector>

namespace seo::core {

inline constexpr std::chrono::milliseconds kRefusalPause{1000};

// Thread-safe. Destroying it sends what waits at once.
class PausedAnswers {
 public:
  // At most `max_waiting` wait; more are sent at once.
  explicit PausedAnswers(std::size_t max_waiting = 10000);
  ~PausedAnswers();
  PausedAnswers(const PausedAnswers&) = delete;
  PausedAnswers& operator=(const PausedAnswers&) = delete;

  // Runs `send` after `pause`, on the thread of this object (or at once when too many wait).
  void after(std::chrono::milliseconds pause, std::function<void()> send);

 private:
  struct Waiting {
    std::chrono::steady_clock::time_point due;
    std::size_t order;  // first in, first out among those due at once
    std::function<void()> send;
    bool operator>(const Waiting& other) const {
      return due != other.due ? due > other.due : order > other.order;
    }
  };
  void run();

  const std::size_t max_waiting_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::priority_queue<Waiting, std::vector<Waiting>, std::greater<>> waiting_;
  std::size_t added_ = 0;
  bool stopping_ = false;
  std::thread thread_;  // last: started once the rest is ready
};

}  // namespace seo::core
