// Waits for jobs on behalf of requests (Jobs::watch): a request that wants a job's result
// (a plugin's "sync" mode) defers its answer and holds no thread while it waits. One thread of
// its own looks at every watched job each poll, so any number of waits cost one thread.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/jobs/job_queue.h"
#include "seo/sdk/job.h"

namespace seo::core {

// Thread-safe.
class JobWatcher {
 public:
  using Then = std::function<void(seo::sdk::Result<seo::sdk::JobInfo>)>;

  // Looks at the watched jobs every `poll` (jobs finish in any server process, so it polls).
  explicit JobWatcher(JobQueue& jobs,
                      std::chrono::milliseconds poll = std::chrono::milliseconds(100));
  // Stops the thread; the watches still pending are dropped uncalled.
  ~JobWatcher();
  JobWatcher(const JobWatcher&) = delete;
  JobWatcher& operator=(const JobWatcher&) = delete;

  // Calls `then` once, on the watcher's thread, never on the caller's: with the job when it is
  // completed or failed, with its state when `timeout` passes first, or with NotFound when it is
  // not a job of `website_id`.
  void watch(std::string job_id, std::string website_id, std::chrono::milliseconds timeout,
             Then then);
  // How many watches have not been called back yet.
  std::size_t pending();

 private:
  struct Watch {
    std::string job_id;
    std::string website_id;
    std::chrono::steady_clock::time_point deadline;
    Then then;
  };
  void run();

  JobQueue& jobs_;
  const std::chrono::milliseconds poll_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<Watch> watches_;  // those not being looked at this moment
  std::size_t pending_ = 0;     // every watch not yet called back
  bool stopping_ = false;
  std::thread thread_;  // last: started once the rest is ready
};

}  // namespace seo::core
