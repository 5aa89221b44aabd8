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
//   Result<std::string> id = ctx.host->enqueueJob(sql, {"things.refresh", org, website, "{}"});
#pragma once

#include <functional>
#include <string>

#include "seo/sdk/status.h"

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

}  // namespace v2
}  // namespace seo::sdk
