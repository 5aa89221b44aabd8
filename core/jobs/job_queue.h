// The durable job queue: jobs are rows of the `jobs` table. Any process may claim a runnable job
// with a lease; the claim is exclusive on both backends (SQLite's write lock, PostgreSQL's
// FOR UPDATE SKIP LOCKED), and a job whose lease expires is runnable again.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/storage/database.h"
#include "seo/sdk/job.h"

namespace seo::core {

// A job a worker holds.
struct ClaimedJob {
  std::string id;
  std::string kind;
  std::string organization_id;
  std::string website_id;
  std::string payload;
  int attempt = 0;
  int max_attempts = 0;
};

struct RetryPolicy {
  std::chrono::milliseconds base{1000};  // first retry after base, then doubling
  std::chrono::milliseconds cap{300000};
};

// Thread-safe; holds no state but the database.
class JobQueue {
 public:
  explicit JobQueue(Database& db) : db_(db) {}

  // Inserts a pending job in the caller's transaction; returns its id.
  seo::sdk::Result<std::string> enqueue(soci::session& sql, const seo::sdk::JobRequest& request);
  seo::sdk::Result<seo::sdk::JobInfo> find(const std::string& job_id,
                                           const std::string& website_id);

  // What else to write in the transaction that records a job's end (its events); an error
  // rolls the record back.
  using OnEnd = std::function<seo::sdk::Status(soci::session&)>;
  // The same for a job the queue ends itself (`job` as it was, `error` the reason it gives).
  using OnGiveUp = std::function<seo::sdk::Status(soci::session&, const ClaimedJob& job,
                                                  const std::string& error)>;

  // Claims the oldest runnable job of one of `kinds` (pending and due, or processing with an
  // expired lease) for `owner` until now + `lease`, skipping the jobs of `skip_organizations`.
  // nullopt when there is none. A job whose lease expired on its last attempt is not run again: its
  // worker died on it (or lost the database for a whole lease), so it ends `failed` ("the
  // worker died during ...") in the claim's transaction, with `on_give_up`, and the claim goes
  // on to the next runnable job. An error from `on_give_up` rolls the claim back and is
  // answered; the next claim tries again.
  seo::sdk::Result<std::optional<ClaimedJob>> claim(
      const std::vector<std::string>& kinds, const std::string& owner,
      std::chrono::seconds lease, const std::vector<std::string>& skip_organizations = {},
      const OnGiveUp& on_give_up = {});
  seo::sdk::Result<std::optional<ClaimedJob>> claim(
      const std::string& kind, const std::string& owner, std::chrono::seconds lease,
      const std::vector<std::string>& skip_organizations = {}, const OnGiveUp& on_give_up = {}) {
    return claim(std::vector<std::string>{kind}, owner, lease, skip_organizations, on_give_up);
  }

  // Records the result; false when `owner` no longer holds the job (its lease was taken over).
  // `on_end` runs in the same transaction when the record is made.
  seo::sdk::Result<bool> complete(const ClaimedJob& job, const std::string& owner,
                                  const std::string& result, const OnEnd& on_end = {});
  // Records a failed attempt: retried after backoff while attempts remain and `error` is
  // retryable, else the job ends `failed` with error's message, and `on_end` runs in that
  // transaction.
  seo::sdk::Result<bool> fail(const ClaimedJob& job, const std::string& owner,
                              const seo::sdk::Status& error, const RetryPolicy& policy,
                              const OnEnd& on_end = {});
  // Renews the lease of every job `owner` is processing.
  seo::sdk::Status extendLeases(const std::string& owner, std::chrono::seconds lease);
  // Gives back every job `owner` is processing, runnable at once by anyone, its attempt not
  // counted (a shutdown interrupted it; the job did not fail). A result `owner` records later
  // is refused, as after a takeover. Answers how many it gave back.
  seo::sdk::Result<int> releaseLeases(const std::string& owner);

  // Deletes, in one transaction, up to `batch` jobs whose status is `status` ("completed" or
  // "failed") and that ended (updated_at) before `ended_before`; answers how many it deleted.
  // A job pending or processing is never deleted. After it, the job's id is NotFound to find()
  // and to every route that reads a job through it.
  seo::sdk::Result<long long> pruneEnded(const std::string& status,
                                         std::chrono::system_clock::time_point ended_before,
                                         int batch);

 private:
  Database& db_;
};

}  // namespace seo::core
