// The job queue as a plugin reaches it (seo::sdk::Jobs): enqueued in the caller's transaction,
// found only by the website that owns the job, watched without a thread.
#pragma once

#include "core/jobs/job_queue.h"
#include "core/jobs/job_signal.h"
#include "core/jobs/job_watcher.h"
#include "core/loader/plugin_manager.h"
#include "core/storage/database.h"
#include "seo/sdk/job.h"

namespace seo::core {

class HostJobs : public seo::sdk::Jobs {
 public:
  HostJobs(Database& db, PluginManager& plugins) : plugins_(plugins), queue_(db) {}

  seo::sdk::Result<std::string> enqueue(soci::session& sql,
                                        const seo::sdk::JobRequest& request) override;
  seo::sdk::Result<seo::sdk::JobInfo> find(std::string_view job_id,
                                           std::string_view website_id) override;
  void watch(std::string_view job_id, std::string_view website_id, int timeout_ms,
             std::function<void(seo::sdk::Result<seo::sdk::JobInfo>)> then) override;

  // For the job runner: the queue it claims from and the signal that wakes it.
  JobQueue& queue() { return queue_; }
  JobSignal& signal() { return signal_; }

 private:
  PluginManager& plugins_;
  JobQueue queue_;
  JobSignal signal_;
  JobWatcher watcher_{queue_};
};

}  // namespace seo::core
