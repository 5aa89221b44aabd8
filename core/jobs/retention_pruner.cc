#include "core/jobs/retention_pruner.h"

#include <algorithm>
#include <memory>
#include <utility>

#include "core/common/clock.h"
#include "core/common/log.h"
#include "core/metering/credit_reservation.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr char kTurn[] = "retention";

// A step deleting the jobs of `status` that ended more than `keep` ago.
PruneStep endedJobs(JobQueue& queue, std::string name, std::string status,
                    std::chrono::hours keep) {
  return PruneStep{std::move(name), [&queue, status, keep](seo::sdk::Host&, int batch) {
                     return queue.pruneEnded(status, clockNow() - keep, batch);
                   }};
}

}  // namespace

RetentionPruner::RetentionPruner(JobQueue& queue, PluginManager& plugins, seo::sdk::Host& host,
                                 RetentionConfig config, std::string owner)
    : queue_(queue), plugins_(plugins), host_(host), config_(config), owner_(std::move(owner)) {}

std::vector<PruneStep> RetentionPruner::jobSteps(JobQueue& queue, const RetentionConfig& config) {
  std::vector<PruneStep> steps;
  if (config.completed_jobs_hours > 0) {
    steps.push_back(endedJobs(queue, "completed jobs", "completed",
                              std::chrono::hours(config.completed_jobs_hours)));
  }
  if (config.failed_jobs_days > 0) {
    steps.push_back(endedJobs(queue, "failed jobs", "failed",
                              std::chrono::hours(24) * config.failed_jobs_days));
  }
  return steps;
}

Result<bool> RetentionPruner::takeTurn() {
  bool taken = false;
  Status s = host_.withTransaction([&](soci::session& sql) {
    const std::string now = isoTime(clockNow());
    const std::string next = isoTime(clockNow() + std::chrono::seconds(config_.interval_seconds));
    const std::string name = kTurn;
    sql << "INSERT INTO maintenance_runs (name, next_run_at, owner, updated_at) "
           "VALUES (:n, :r, NULL, :u) ON CONFLICT (name) DO NOTHING",
        soci::use(name), soci::use(now), soci::use(now);
    // Of two processes asking at once, the second finds next_run_at moved (PostgreSQL checks
    // the WHERE again once the first commits; SQLite runs one writer at a time).
    soci::statement st =
        (sql.prepare << "UPDATE maintenance_runs SET next_run_at = :r, owner = :o, "
                        "updated_at = :u WHERE name = :n AND next_run_at <= :now",
         soci::use(next), soci::use(owner_), soci::use(now), soci::use(name), soci::use(now));
    st.execute(true);
    taken = st.get_affected_rows() > 0;
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return taken;
}

Result<bool> RetentionPruner::runIfDue(const Pause& pause) {
  if (config_.interval_seconds <= 0) return false;
  Result<bool> turn = takeTurn();
  if (!turn.isOk() || !turn.value()) return turn;
  Result<long long> pruned = pruneNow(pause);
  if (!pruned.isOk()) return pruned.status();
  return true;
}

Result<long long> RetentionPruner::pruneNow(const Pause& pause) {
  // Pinned for the run: the steps of the components serving now.
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  std::vector<PruneStep> steps = jobSteps(queue_, config_);
  // Credits reserved by work that died without settling go back a day later (a job's longest
  // life by far); settled reservations are kept as long as failed jobs, the work they priced.
  for (PruneStep& step : reservationPruneSteps(24, config_.failed_jobs_days)) {
    steps.push_back(std::move(step));
  }
  for (const PruneStep& step : catalog->prune_steps) steps.push_back(step);
  const int batch = std::max(1, config_.batch_size);
  long long total = 0;
  Status first_error;
  bool stopped = false;
  for (std::size_t i = 0; i < steps.size() && !stopped; ++i) {
    const PruneStep& step = steps[i];
    long long rows = 0;
    for (;;) {
      Result<long long> deleted = step.prune(host_, batch);
      if (!deleted.isOk()) {
        // The other steps still run; this one tries again next turn.
        logLine(Level::Warning, "pruning failed",
                {{"what", step.name}, {"error", deleted.status().message()}});
        if (first_error.isOk()) first_error = deleted.status();
        break;
      }
      rows += deleted.value();
      if (deleted.value() < batch) break;
      if (!pause()) {
        stopped = true;
        break;
      }
    }
    if (rows > 0) logLine(Level::Info, "pruned", {{"what", step.name}, {"rows", rows}});
    total += rows;
  }
  if (!first_error.isOk()) return first_error;
  return total;
}

}  // namespace seo::core
