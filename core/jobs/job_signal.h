// Wakes this process's idle job workers when a job is enqueued here, so they need not wait for
// their next poll (jobs enqueued by other processes are found by polling).
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>

namespace seo::core {

class JobSignal {
 public:
  void notify() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      ++generation_;
    }
    cv_.notify_all();
  }
  // Waits until notified, stopped or `timeout` passes.
  void wait(std::chrono::milliseconds timeout) {
    std::unique_lock<std::mutex> lock(mutex_);
    unsigned long seen = generation_;
    cv_.wait_for(lock, timeout, [&] { return generation_ != seen || stopped_; });
  }
  // Waits until stopped or `timeout` passes; notify() does not end it.
  void waitForStop(std::chrono::milliseconds timeout) {
    std::unique_lock<std::mutex> lock(mutex_);
    cv_.wait_for(lock, timeout, [&] { return stopped_; });
  }
  void stop() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopped_ = true;
    }
    cv_.notify_all();
  }
  bool stopped() {
    std::lock_guard<std::mutex> lock(mutex_);
    return stopped_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  unsigned long generation_ = 0;
  bool stopped_ = false;
};

}  // namespace seo::core
