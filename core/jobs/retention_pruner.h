// Deletes finished work once its retention (jobs.retention) has passed, in batches of one
// transaction each, so a large prune never holds SQLite's write lock for long: the jobs table's
// completed and failed jobs, then what the host's components registered (Catalog::prune_steps,
// e.g. ended webhook deliveries). Work still to do (pending or processing jobs, deliveries still
// to be attempted) is never deleted.
//
// What retention means for readers: a pruned job is NotFound to JobQueue::find, so a route that
// reports a job's state (a plugin's "GET .../{job id}") answers 404 for it, as for an id that
// never existed; a pruned delivery leaves its endpoint's delivery log. Every row those reads
// promise is one still at work or younger than its retention.
//
// The processes sharing a database take turns: each asks every interval, and the one that moves
// the row "retention" of maintenance_runs forward prunes (an atomic UPDATE on both backends), so
// a run happens about once per interval whatever the number of processes. A run that fails, or
// a process that dies mid-run, costs only that turn; the next interval runs again.
#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <vector>

#include "core/config/config.h"
#include "core/jobs/job_queue.h"
#include "core/jobs/prune_step.h"
#include "core/loader/plugin_manager.h"
#include "seo/sdk/host.h"

namespace seo::core {

// Thread-compatible: one thread (the job runner's) calls it.
class RetentionPruner {
 public:
  // `pause` runs between two batches (letting other writers in) and answers false to stop.
  using Pause = std::function<bool()>;

  RetentionPruner(JobQueue& queue, PluginManager& plugins, seo::sdk::Host& host,
                  RetentionConfig config, std::string owner);

  // Prunes when it is this process's turn (see above); false when another process has this
  // interval's turn or pruning is off (interval_seconds 0).
  seo::sdk::Result<bool> runIfDue(const Pause& pause);
  // Prunes everything due now, step by step and batch by batch; answers the rows deleted.
  seo::sdk::Result<long long> pruneNow(const Pause& pause);

  // The jobs table's own steps under `config` (none for a retention of 0 or less).
  static std::vector<PruneStep> jobSteps(JobQueue& queue, const RetentionConfig& config);

 private:
  // True when this process took the turn due now.
  seo::sdk::Result<bool> takeTurn();

  JobQueue& queue_;
  PluginManager& plugins_;
  seo::sdk::Host& host_;
  RetentionConfig config_;
  std::string owner_;
};

}  // namespace seo::core
