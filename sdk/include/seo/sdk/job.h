// File: job.h
// Durable background jobs. A plugin registers a handler per job kind and enqueues jobs through
// the host, inside its own transaction (so a job exists exactly when the write that asked for it
// commits). Workers in any server process claim jobs with a lease; a crash or restart resumes
// them after the lease expires; failures retry with backoff and end `failed` with a reason.
//
//   r.job("things.refresh", [](JobContext& job) -> Result<std::string> {
//     ... do the work, using job.host ...
//     return std::string(R"({"refreshed": 3})");        // the job's result, JSON
//   });
//   ...
//   Result<std::string> id = ctx.host->jobs().enqueue(sql, {"things.refresh", org, website, "{}"});
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "seo/sdk/status.h"

namespace soci {
class session;
}

namespace seo::sdk {
inline namespace v2 {

class Host;

// The job a handler runs. Owned by the host; valid until the handler returns.
struct JobContext {
  std::string job_id;
  std::string kind;
  std::string organization_id;
  std::string website_id;  // may be empty
  std::string payload;     // the JSON text given at enqueue
  int attempt = 1;         // 1 on the first run
  Host* host = nullptr;
  // The attempts the job has; when `attempt == max_attempts` a failure is final.
  int max_attempts = 1;
};

// Runs one job on a worker thread; may run concurrently with itself for other jobs. Returns the
// result as JSON text, stored on the job. An error Status fails the attempt: InvalidArgument,
// NotFound, PermissionDenied and PaymentRequired fail the job at once (retrying cannot help);
// any other code is retried with backoff until the job's attempts are spent. A job whose worker
// dies is run again, so handlers must be safe to repeat.
using JobHandler = std::function<Result<std::string>(JobContext&)>;

// True for the codes that fail a job at once: InvalidArgument, NotFound, PermissionDenied and
// PaymentRequired (retrying cannot help).
inline bool failsJobAtOnce(const Status& error) {
  switch (error.code()) {
    case Code::InvalidArgument:
    case Code::NotFound:
    case Code::PermissionDenied:
    case Code::PaymentRequired:
      return true;
    default:
      return false;
  }
}

// True when a handler returning `error` from this attempt ends the job `failed` (no retry
// follows): the place to undo what the job took, such as credits spent when it was enqueued.
inline bool endsJobFailed(const JobContext& job, const Status& error) {
  return !error.isOk() && (failsJobAtOnce(error) || job.attempt >= job.max_attempts);
}

// What to enqueue.
struct JobRequest {
  std::string kind;
  std::string organization_id;
  std::string website_id;
  std::string payload = "{}";  // JSON text
  int max_attempts = 5;
  int delay_seconds = 0;       // run no earlier than this many seconds from now
};

// A job as stored. `status` is one of "pending", "processing", "completed", "failed".
struct JobInfo {
  std::string id;
  std::string kind;
  std::string organization_id;
  std::string website_id;
  std::string status;
  std::string result;  // JSON text when completed, else empty
  std::string error;   // the last failure's reason, else empty
  int attempts = 0;
  std::string created_at;
  std::string updated_at;
};

// The host's job queue (Host::jobs(), since ABI 2.20; testing::FakeJobs in tests). Thread-safe.
class Jobs {
 public:
  virtual ~Jobs() = default;
  // Enqueues a durable job inside the caller's transaction `sql` (it exists only if that
  // transaction commits) and returns its id. InvalidArgument when no loaded plugin handles
  // `request.kind`.
  virtual Result<std::string> enqueue(soci::session& sql, const JobRequest& request) = 0;
  // The job `job_id` if it belongs to `website_id`; NotFound otherwise, so one tenant never
  // learns of another's jobs.
  virtual Result<JobInfo> find(std::string_view job_id, std::string_view website_id) = 0;
  // Calls `then` once, on a host thread (never the caller's), with the job `job_id` of
  // `website_id` when it is completed or failed, with its state when `timeout_ms` passes first,
  // or with NotFound when it is not that website's job. With ctx.defer() a handler waits for a
  // job and holds no thread meanwhile:
  //   Responder respond = ctx.defer();
  //   ctx.host->jobs().watch(id, website, 10000, [respond](Result<JobInfo> job) { ... });
  //   return Response::later();
  virtual void watch(std::string_view job_id, std::string_view website_id, int timeout_ms,
                     std::function<void(Result<JobInfo>)> then) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
