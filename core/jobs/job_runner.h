// The job workers of one server process: threads that claim runnable jobs of the kinds the
// loaded plugins handle, run their handlers, and record the outcome; plus a heartbeat that renews
// the leases of the jobs in hand, so only a dead process's jobs are ever taken over.
#pragma once

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "core/config/config.h"
#include "core/jobs/job_queue.h"
#include "core/jobs/job_signal.h"
#include "core/loader/plugin_manager.h"
#include "seo/sdk/host.h"

namespace seo::core {

class JobRunner {
 public:
  JobRunner(JobQueue& queue, PluginManager& plugins, seo::sdk::Host& host, JobSignal& signal,
            JobsConfig config);
  ~JobRunner();

  void start();
  // Stops claiming, lets running handlers finish, and joins the threads.
  void stop();

  // This process's lease owner name, "<host>:<pid>:<random>".
  const std::string& owner() const { return owner_; }

 private:
  void work();
  void heartbeat();
  // Claims and runs one job; false when there was none.
  bool runOne();
  // What to write beside the record of `job`'s end: the event `type` (none when "") with the
  // job's result or error.
  JobQueue::OnEnd endEvent(const ClaimedJob& job, const std::string& type,
                           const std::string& result, const std::string& error);

  JobQueue& queue_;
  PluginManager& plugins_;
  seo::sdk::Host& host_;
  JobSignal& signal_;
  JobsConfig config_;
  std::string owner_;
  std::atomic<bool> stopping_{false};
  std::atomic<unsigned> next_kind_{0};
  std::vector<std::thread> threads_;
};

}  // namespace seo::core
