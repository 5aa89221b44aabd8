// A fixed set of threads running posted work from a bounded queue: where request handlers that
// call the outside world run, so that a slow peer holds one of these threads, never a thread
// that reads requests.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace seo::core {

// Thread-safe. The destructor runs what is queued, then joins the threads.
class WorkPool {
 public:
  WorkPool(std::string name, int threads, std::size_t max_queued);
  ~WorkPool();
  WorkPool(const WorkPool&) = delete;
  WorkPool& operator=(const WorkPool&) = delete;

  // Queues `work`; false (and `work` dropped unrun) when max_queued items already wait.
  bool post(std::function<void()> work);

 private:
  void run();

  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> queue_;
  std::size_t max_queued_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace seo::core
