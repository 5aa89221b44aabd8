// File: recurring_job.h (header-only, since 2.14)
// Work that comes back on a schedule (a campaign's runs, a planner, a sync) as a chain of jobs:
// each run queues the next in the transaction that records what it did, and the owner's row
// names the run whose turn it is (the run's token: its job id, or what the owner names its runs
// by, such as their due time). A run the owner no longer names is stale (the owner was paused,
// changed or removed, or an earlier attempt of this run already moved the chain on) and stops
// with staleResult(), having done nothing. A run that fails for good still moves the chain on
// (afterFailure), so one bad run never ends the schedule.
//
//   RecurringRun run(job, [&](soci::session& sql) { return plannerTurn(sql, dialect, site); });
//   bool current = false;
//   SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
//     current = run.holds(sql);
//     return Status::ok();
//   }));
//   if (!current) return run.staleResult();
//   Result<std::string> done = work();                 // its last transaction:
//     //   SEO_ASSIGN_OR_RETURN(bool still, run.holds(sql)); if (!still) return ...;
//     //   record the run; SEO_ASSIGN_OR_RETURN(next, run.queueNext(sql, request));
//     //   store `next` as the owner's turn
//   if (!done.isOk()) run.afterFailure(done.status(), [&](soci::session& sql) { ... });
//   return done;
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <soci/soci.h>

#include "seo/sdk/host.h"
#include "seo/sdk/job.h"
#include "seo/sdk/util/json_text.h"

namespace seo::sdk {
inline namespace v2 {

class RecurringRun {
 public:
  // Reads, in `sql`, the token of the run whose turn it is; nullopt when none (the schedule is
  // off).
  using TurnReader = std::function<std::optional<std::string>(soci::session& sql)>;

  // `job` is this run; `turn` reads the owner's turn; `token` is this run's (its job id unless
  // the owner names runs by something else).
  RecurringRun(JobContext& job, TurnReader turn, std::optional<std::string> token = std::nullopt)
      : job_(job), turn_(std::move(turn)), token_(token ? *token : job.job_id) {}

  // Whether the owner still names this run, read in the caller's `sql`: before the work (in a
  // session), and again in the transaction that records its end, where false means another run
  // took over while this one worked and this one must write nothing.
  bool holds(soci::session& sql) const { return turn_(sql) == token_; }

  // Queues the next run in the caller's transaction: `next` with this job's kind,
  // organization and website where it leaves them empty. Its id, for the owner to name.
  Result<std::string> queueNext(soci::session& sql, JobRequest next) const {
    if (next.kind.empty()) next.kind = job_.kind;
    if (next.organization_id.empty()) next.organization_id = job_.organization_id;
    if (next.website_id.empty()) next.website_id = job_.website_id;
    return job_.host->jobs().enqueue(sql, next);
  }

  // The result of a run that found itself stale: {"superseded": true, "reason": ...}.
  std::string staleResult(std::string_view reason = "the schedule moved on: another run has "
                                                    "its turn") const {
    rapidjson::Document d(rapidjson::kObjectType);
    auto& a = d.GetAllocator();
    d.AddMember("superseded", true, a);
    d.AddMember("reason",
                rapidjson::Value(reason.data(), static_cast<rapidjson::SizeType>(reason.size()),
                                 a),
                a);
    return json::text(d);
  }

  // Call with the work's failure. When it ends the job (endsJobFailed) and this run still has
  // its turn, `recover` runs in a transaction of its own: it records why and queues the next
  // run (queueNext), so the schedule goes on. A failure of `recover` itself is logged, as the
  // chain then needs the owner to start it again. Returns `error`.
  Status afterFailure(const Status& error,
                      const std::function<Status(soci::session& sql)>& recover) const {
    if (!endsJobFailed(job_, error)) return error;
    Status moved = job_.host->withTransaction([&](soci::session& sql) {
      if (!holds(sql)) return Status::ok();
      return recover(sql);
    });
    if (!moved.isOk()) {
      job_.host->log(LogLevel::Error, job_.kind + " " + job_.job_id +
                                          ": the next run could not be queued after a failure (" +
                                          error.message() + "): " + moved.message());
    }
    return error;
  }

 private:
  JobContext& job_;
  TurnReader turn_;
  std::string token_;
};

}  // namespace v2
}  // namespace seo::sdk
