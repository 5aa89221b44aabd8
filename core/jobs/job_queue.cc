#include "core/jobs/job_queue.h"

#include <algorithm>

#include "core/common/clock.h"
#include "core/common/ids.h"
#include "core/storage/dialect.h"

namespace seo::core {

using seo::sdk::Code;
using seo::sdk::JobInfo;
using seo::sdk::JobRequest;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

std::string isoIn(std::chrono::milliseconds delay) {
  return isoTime(clockNow() + delay);
}

}  // namespace

Result<std::string> JobQueue::enqueue(soci::session& sql, const JobRequest& request) {
  if (request.kind.empty()) return Status::invalidArgument("job kind is empty");
  if (request.organization_id.empty()) return Status::invalidArgument("job has no organization");
  std::string id = newUuid();
  std::string now = isoNow();
  std::string run_at = isoIn(std::chrono::seconds(std::max(0, request.delay_seconds)));
  int max_attempts = std::max(1, request.max_attempts);
  soci::indicator website_ind = request.website_id.empty() ? soci::i_null : soci::i_ok;
  try {
    sql << "INSERT INTO jobs (id, kind, organization_id, website_id, payload, status, attempts, "
           "max_attempts, run_at, created_at, updated_at) "
           "VALUES (:i, :k, :o, :w, :p, 'pending', 0, :m, :r, :c, :u)",
        soci::use(id), soci::use(request.kind), soci::use(request.organization_id),
        soci::use(request.website_id, website_ind), soci::use(request.payload),
        soci::use(max_attempts), soci::use(run_at), soci::use(now), soci::use(now);
  } catch (const std::exception& e) {
    return databaseError(e);
  }
  return id;
}

Result<JobInfo> JobQueue::find(const std::string& job_id, const std::string& website_id) {
  JobInfo job;
  bool found = false;
  Status s = db_.withSession([&](soci::session& sql) {
    soci::indicator website_ind, result_ind, error_ind;
    sql << "SELECT id, kind, organization_id, website_id, status, result, error, attempts, "
           "created_at, updated_at FROM jobs WHERE id = :i",
        soci::use(job_id), soci::into(job.id), soci::into(job.kind),
        soci::into(job.organization_id), soci::into(job.website_id, website_ind),
        soci::into(job.status), soci::into(job.result, result_ind),
        soci::into(job.error, error_ind), soci::into(job.attempts), soci::into(job.created_at),
        soci::into(job.updated_at);
    found = sql.got_data();
    if (website_ind != soci::i_ok) job.website_id.clear();
    if (result_ind != soci::i_ok) job.result.clear();
    if (error_ind != soci::i_ok) job.error.clear();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (!found || job.website_id != website_id) return Status::notFound();
  return job;
}

Result<std::optional<ClaimedJob>> JobQueue::claim(const std::string& kind,
                                                  const std::string& owner,
                                                  std::chrono::seconds lease) {
  static const std::string kRunnable =
      "kind = :k AND ((status = 'pending' AND run_at <= :n) OR "
      "(status = 'processing' AND lease_until < :n2))";
  std::string now = isoNow();
  // A cheap read first, so idle polling never takes SQLite's write lock.
  int candidates = 0;
  Status s = db_.withSession([&](soci::session& sql) {
    sql << "SELECT COUNT(*) FROM (SELECT id FROM jobs WHERE " + kRunnable + " LIMIT 1) AS due",
        soci::use(kind), soci::use(now), soci::use(now), soci::into(candidates);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (candidates == 0) return std::optional<ClaimedJob>();

  std::optional<ClaimedJob> claimed;
  s = db_.withTransaction([&](soci::session& sql) {
    std::string id;
    sql << "SELECT id FROM jobs WHERE " + kRunnable + " ORDER BY run_at, created_at LIMIT 1" +
               forUpdateSkipLocked(db_.dialect()),
        soci::use(kind), soci::use(now), soci::use(now), soci::into(id);
    if (!sql.got_data()) return Status::ok();
    std::string lease_until = isoIn(lease);
    sql << "UPDATE jobs SET status = 'processing', lease_owner = :o, lease_until = :l, "
           "attempts = attempts + 1, updated_at = :u WHERE id = :i",
        soci::use(owner), soci::use(lease_until), soci::use(now), soci::use(id);
    ClaimedJob job;
    soci::indicator website_ind;
    sql << "SELECT id, kind, organization_id, website_id, payload, attempts, max_attempts "
           "FROM jobs WHERE id = :i",
        soci::use(id), soci::into(job.id), soci::into(job.kind), soci::into(job.organization_id),
        soci::into(job.website_id, website_ind), soci::into(job.payload), soci::into(job.attempt),
        soci::into(job.max_attempts);
    if (website_ind != soci::i_ok) job.website_id.clear();
    claimed = std::move(job);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return claimed;
}

Result<bool> JobQueue::complete(const ClaimedJob& job, const std::string& owner,
                                const std::string& result, const OnEnd& on_end) {
  long long rows = 0;
  Status s = db_.withTransaction([&](soci::session& sql) {
    std::string now = isoNow();
    soci::statement st =
        (sql.prepare << "UPDATE jobs SET status = 'completed', result = :r, error = NULL, "
                        "lease_owner = NULL, lease_until = NULL, updated_at = :u "
                        "WHERE id = :i AND lease_owner = :o AND status = 'processing'",
         soci::use(result), soci::use(now), soci::use(job.id), soci::use(owner));
    st.execute(true);
    rows = st.get_affected_rows();
    return rows > 0 && on_end ? on_end(sql) : Status::ok();
  });
  if (!s.isOk()) return s;
  return rows > 0;
}

Result<bool> JobQueue::fail(const ClaimedJob& job, const std::string& owner, const Status& error,
                            const RetryPolicy& policy, const OnEnd& on_end) {
  bool final_failure = seo::sdk::failsJobAtOnce(error) || job.attempt >= job.max_attempts;
  long long rows = 0;
  Status s = db_.withTransaction([&](soci::session& sql) {
    std::string now = isoNow();
    std::string message = error.message();
    if (final_failure) {
      soci::statement st =
          (sql.prepare << "UPDATE jobs SET status = 'failed', error = :e, lease_owner = NULL, "
                          "lease_until = NULL, updated_at = :u "
                          "WHERE id = :i AND lease_owner = :o AND status = 'processing'",
           soci::use(message), soci::use(now), soci::use(job.id), soci::use(owner));
      st.execute(true);
      rows = st.get_affected_rows();
      return rows > 0 && on_end ? on_end(sql) : Status::ok();
    }
    // Exponential backoff: base, 2 x base, 4 x base, ... up to the cap.
    auto delay = policy.base * (1LL << std::min(job.attempt - 1, 20));
    std::string run_at = isoIn(std::min<std::chrono::milliseconds>(delay, policy.cap));
    soci::statement st =
        (sql.prepare << "UPDATE jobs SET status = 'pending', error = :e, run_at = :r, "
                        "lease_owner = NULL, lease_until = NULL, updated_at = :u "
                        "WHERE id = :i AND lease_owner = :o AND status = 'processing'",
         soci::use(message), soci::use(run_at), soci::use(now), soci::use(job.id),
         soci::use(owner));
    st.execute(true);
    rows = st.get_affected_rows();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return rows > 0;
}

Status JobQueue::extendLeases(const std::string& owner, std::chrono::seconds lease) {
  return db_.withTransaction([&](soci::session& sql) {
    std::string lease_until = isoIn(lease);
    sql << "UPDATE jobs SET lease_until = :l WHERE lease_owner = :o AND status = 'processing'",
        soci::use(lease_until), soci::use(owner);
    return Status::ok();
  });
}

}  // namespace seo::core
