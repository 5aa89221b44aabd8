// The job workers of one server process: threads that claim runnable jobs of the kinds the
// loaded plugins handle, run their handlers, and record the outcome; plus a heartbeat that renews
// the leases of the jobs in hand, so only a dead process's jobs are ever taken over, and a
// thread that prunes finished work after its retention (retention_pruner.h).
//
// Fairness: one organization holds at most jobs.max_workers_per_organization of this process's
// workers (by default all but one), so its long jobs never make another organization's wait.
// The cap is per process; with several processes each applies it to its own workers. Every
// other claim takes the oldest job due whatever its kind, so a free worker serves the longest
// waiting job (long work goes in short jobs, job_continuation.h, so that is soon); the others
// take the kinds in turn, so a backlog of one kind never starves the rest.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/config/config.h"
#include "core/jobs/job_queue.h"
#include "core/jobs/job_signal.h"
#include "core/jobs/retention_pruner.h"
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
  // stop() within a time: false when a handler still runs at `deadline` (or once `interrupted`,
  // polled every 50 ms, says so); the jobs then in hand are released at once (runnable again,
  // the interrupted attempt not counted) rather than after their lease, and the caller is
  // expected to exit without waiting for them.
  bool stopBy(std::chrono::steady_clock::time_point deadline,
              const std::function<bool()>& interrupted);

  // This process's lease owner name, "<host>:<pid>:<random>".
  const std::string& owner() const { return owner_; }

 private:
  void work();
  void heartbeat();
  void prune();
  // Claims and runs one job; false when there was none.
  bool runOne();
  // Claims a job of a kind `catalog` handles, of an organization below its cap, and counts it
  // as held; nullopt when there is none.
  std::optional<ClaimedJob> claimFairly(const Catalog& catalog, const JobHandlerEntry** entry);
  // The organizations whose jobs hold as many workers as they may.
  std::vector<std::string> organizationsAtCap();
  void release(const std::string& organization_id);
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
  std::atomic<unsigned> next_kind_{0};  // counts claims: oldest-first or the next kind
  const int per_organization_;  // workersPerOrganization(config_)
  // Held while choosing what to skip and claiming, so two workers never both take the last
  // worker an organization may have. Only when the cap can bind (below the worker count).
  std::mutex claim_mutex_;
  std::mutex held_mutex_;
  std::map<std::string, int> held_;  // organization -> workers running its jobs; by held_mutex_
  RetentionPruner pruner_;
  std::vector<std::thread> threads_;
  // Threads that have returned, for stopBy's wait.
  std::mutex exited_mutex_;
  std::condition_variable exited_changed_;
  std::size_t exited_ = 0;
};

}  // namespace seo::core
