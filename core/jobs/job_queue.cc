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

// Jobs with spent attempts one claim ends before it gives up looking for a job to run.
constexpr int kGiveUpsPerClaim = 20;

// Why a job whose lease ran out on its last attempt ends failed. `previous_error` is the last
// failure a handler recorded ("" when none did): an attempt ends completed, failed by its
// handler (which records why), or with its worker gone, so with none every attempt was lost.
std::string workerDiedError(int attempts, const std::string& previous_error) {
  if (previous_error.empty()) {
    return attempts == 1
               ? std::string("the worker died during the job's only attempt")
               : "the worker died during each of its " + std::to_string(attempts) + " attempts";
  }
  return "the worker died during attempt " + std::to_string(attempts) +
         ", the last (an earlier attempt failed: " + previous_error + ")";
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

Result<std::optional<ClaimedJob>> JobQueue::claim(
    const std::vector<std::string>& kinds, const std::string& owner, std::chrono::seconds lease,
    const std::vector<std::string>& skip_organizations, const OnGiveUp& on_give_up) {
  if (kinds.empty()) return std::optional<ClaimedJob>();
  // One bound value per kind and per organization skipped: the kinds a process handles and the
  // organizations at their share are a handful each.
  std::string runnable = "kind IN (";
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    runnable += (i ? ", :k" : ":k") + std::to_string(i);
  }
  runnable +=
      ") AND ((status = 'pending' AND run_at <= :n) OR "
      "(status = 'processing' AND lease_until < :n2))";
  for (std::size_t i = 0; i < skip_organizations.size(); ++i) {
    runnable += " AND organization_id <> :s" + std::to_string(i);
  }
  std::string now = isoNow();
  auto bindRunnable = [&](soci::statement& st) {
    for (const std::string& kind : kinds) st.exchange(soci::use(kind));
    st.exchange(soci::use(now));
    st.exchange(soci::use(now));
    for (const std::string& organization : skip_organizations) {
      st.exchange(soci::use(organization));
    }
  };
  // A cheap read first, so idle polling never takes SQLite's write lock.
  int candidates = 0;
  Status s = db_.withSession([&](soci::session& sql) {
    soci::statement st(sql);
    st.alloc();
    st.prepare("SELECT COUNT(*) FROM (SELECT id FROM jobs WHERE " + runnable + " LIMIT 1) AS due");
    bindRunnable(st);
    st.exchange(soci::into(candidates));
    st.define_and_bind();
    st.execute(true);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (candidates == 0) return std::optional<ClaimedJob>();

  std::optional<ClaimedJob> claimed;
  s = db_.withTransaction([&](soci::session& sql) {
    // Each pass ends one job whose attempts are spent, or claims one. Bounded so that a backlog
    // of such jobs never holds the write lock long; the next claim goes on with them.
    for (int pass = 0; pass <= kGiveUpsPerClaim; ++pass) {
      ClaimedJob job;
      std::string status, error;
      {  // the statement ends before the writes below
        soci::indicator website_ind = soci::i_null, error_ind = soci::i_null;
        soci::statement st(sql);
        st.alloc();
        st.prepare("SELECT id, kind, organization_id, website_id, status, attempts, "
                   "max_attempts, error FROM jobs WHERE " +
                   runnable + " ORDER BY run_at, created_at LIMIT 1" +
                   forUpdateSkipLocked(db_.dialect()));
        bindRunnable(st);
        st.exchange(soci::into(job.id));
        st.exchange(soci::into(job.kind));
        st.exchange(soci::into(job.organization_id));
        st.exchange(soci::into(job.website_id, website_ind));
        st.exchange(soci::into(status));
        st.exchange(soci::into(job.attempt));
        st.exchange(soci::into(job.max_attempts));
        st.exchange(soci::into(error, error_ind));
        st.define_and_bind();
        if (!st.execute(true)) return Status::ok();
        if (website_ind != soci::i_ok) job.website_id.clear();
        if (error_ind != soci::i_ok) error.clear();
      }

      if (status == "processing" && job.attempt >= job.max_attempts) {
        if (pass == kGiveUpsPerClaim) return Status::ok();
        std::string reason = workerDiedError(job.attempt, error);
        sql << "UPDATE jobs SET status = 'failed', error = :e, lease_owner = NULL, "
               "lease_until = NULL, updated_at = :u WHERE id = :i",
            soci::use(reason), soci::use(now), soci::use(job.id);
        if (on_give_up) {
          if (Status ended = on_give_up(sql, job, reason); !ended.isOk()) return ended;
        }
        continue;
      }

      std::string lease_until = isoIn(lease);
      sql << "UPDATE jobs SET status = 'processing', lease_owner = :o, lease_until = :l, "
             "attempts = attempts + 1, updated_at = :u WHERE id = :i",
          soci::use(owner), soci::use(lease_until), soci::use(now), soci::use(job.id);
      sql << "SELECT payload, attempts FROM jobs WHERE id = :i", soci::use(job.id),
          soci::into(job.payload), soci::into(job.attempt);
      claimed = std::move(job);
      return Status::ok();
    }
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

Result<int> JobQueue::releaseLeases(const std::string& owner) {
  long long rows = 0;
  Status s = db_.withTransaction([&](soci::session& sql) {
    std::string now = isoNow();
    soci::statement st =
        (sql.prepare << "UPDATE jobs SET status = 'pending', run_at = :r, lease_owner = NULL, "
                        "lease_until = NULL, attempts = CASE WHEN attempts > 0 THEN attempts - 1 "
                        "ELSE 0 END, updated_at = :u WHERE lease_owner = :o AND status = "
                        "'processing'",
         soci::use(now), soci::use(now), soci::use(owner));
    st.execute(true);
    rows = st.get_affected_rows();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return static_cast<int>(rows);
}

Status JobQueue::extendLeases(const std::string& owner, std::chrono::seconds lease) {
  return db_.withTransaction([&](soci::session& sql) {
    std::string lease_until = isoIn(lease);
    sql << "UPDATE jobs SET lease_until = :l WHERE lease_owner = :o AND status = 'processing'",
        soci::use(lease_until), soci::use(owner);
    return Status::ok();
  });
}

Result<long long> JobQueue::pruneEnded(const std::string& status,
                                       std::chrono::system_clock::time_point ended_before,
                                       int batch) {
  if (status != "completed" && status != "failed") {
    return Status::invalidArgument("only completed or failed jobs are pruned");
  }
  long long rows = 0;
  std::string before = isoTime(ended_before);
  long long limit = std::max(1, batch);
  Status s = db_.withTransaction([&](soci::session& sql) {
    // An index range (jobs_ended), oldest first; the locked rows of another pruner are skipped.
    soci::statement st =
        (sql.prepare << "DELETE FROM jobs WHERE id IN (SELECT id FROM jobs WHERE status = :s "
                        "AND updated_at < :b ORDER BY updated_at LIMIT :l" +
                            std::string(forUpdateSkipLocked(db_.dialect())) + ")",
         soci::use(status), soci::use(before), soci::use(limit));
    st.execute(true);
    rows = st.get_affected_rows();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return rows;
}

}  // namespace seo::core
