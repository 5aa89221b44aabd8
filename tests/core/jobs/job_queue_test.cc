#include "core/jobs/job_queue.h"

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "core/common/clock.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::JobRequest;
using seo::sdk::Status;
using namespace std::chrono_literals;

class JobQueueTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_, 8);
    ASSERT_NE(db_, nullptr);
    queue_ = std::make_unique<JobQueue>(*db_);
  }

  std::string enqueue(const std::string& website = "site-a", int max_attempts = 3,
                      int delay_seconds = 0) {
    JobRequest request{"unit.work", "org-a", website, R"({"n":1})", max_attempts, delay_seconds};
    std::string id;
    Status s = db_->withTransaction([&](soci::session& sql) {
      auto r = queue_->enqueue(sql, request);
      if (!r.isOk()) return r.status();
      id = r.value();
      return Status::ok();
    });
    EXPECT_TRUE(s.isOk()) << s.message();
    return id;
  }

  std::optional<ClaimedJob> claim(const std::string& owner, std::chrono::seconds lease = 30s,
                                  const std::vector<std::string>& skip = {},
                                  const JobQueue::OnGiveUp& on_give_up = {}) {
    auto r = queue_->claim("unit.work", owner, lease, skip, on_give_up);
    EXPECT_TRUE(r.isOk()) << r.status().message();
    return r.isOk() ? r.value() : std::nullopt;
  }

  // A job of `organization` as enqueue() makes one.
  std::string enqueueFor(const std::string& organization) {
    JobRequest request{"unit.work", organization, "site-a", "{}", 3, 0};
    std::string id;
    Status s = db_->withTransaction([&](soci::session& sql) {
      auto r = queue_->enqueue(sql, request);
      if (!r.isOk()) return r.status();
      id = r.value();
      return Status::ok();
    });
    EXPECT_TRUE(s.isOk()) << s.message();
    return id;
  }

  // A job written as it is after it ended (or while it runs) at `updated_at`.
  std::string insertJob(const std::string& status, const std::string& updated_at) {
    std::string id = "job-" + std::to_string(++inserted_);
    Status s = db_->withSession([&](soci::session& sql) {
      sql << "INSERT INTO jobs (id, kind, organization_id, website_id, payload, status, "
             "attempts, max_attempts, run_at, created_at, updated_at) VALUES (:i, 'unit.work', "
             "'org-a', 'site-a', '{}', :s, 1, 3, :r, :c, :u)",
          soci::use(id), soci::use(status), soci::use(updated_at), soci::use(updated_at),
          soci::use(updated_at);
      return Status::ok();
    });
    EXPECT_TRUE(s.isOk()) << s.message();
    return id;
  }

  long long count(const std::string& status) {
    return testing::queryInt(*db_, "SELECT COUNT(*) FROM jobs WHERE status = '" + status + "'");
  }

  std::string status(const std::string& id) {
    auto job = queue_->find(id, "site-a");
    EXPECT_TRUE(job.isOk());
    return job.isOk() ? job.value().status : "";
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<JobQueue> queue_;
  int inserted_ = 0;
};

TEST_F(JobQueueTest, EnqueuedJobIsPendingAndVisibleOnlyToItsWebsite) {
  std::string id = enqueue();
  auto job = queue_->find(id, "site-a");
  ASSERT_TRUE(job.isOk());
  EXPECT_EQ(job.value().status, "pending");
  EXPECT_EQ(job.value().attempts, 0);
  EXPECT_EQ(job.value().kind, "unit.work");
  EXPECT_EQ(queue_->find(id, "site-b").status().code(), Code::NotFound);
  EXPECT_EQ(queue_->find("no-such-job", "site-a").status().code(), Code::NotFound);
}

TEST_F(JobQueueTest, EnqueueRolledBackWithItsTransactionLeavesNoJob) {
  JobRequest request{"unit.work", "org-a", "site-a", "{}", 3, 0};
  Status s = db_->withTransaction([&](soci::session& sql) {
    EXPECT_TRUE(queue_->enqueue(sql, request).isOk());
    return Status::conflict("the caller's write failed");
  });
  EXPECT_FALSE(s.isOk());
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM jobs"), 0);
  EXPECT_FALSE(claim("w1").has_value());
}

// A claim of several kinds takes the oldest job due among them; the other kinds' jobs are not
// seen, and one kind alone still means that kind only.
TEST_F(JobQueueTest, AClaimOfSeveralKindsTakesTheOldestDueAmongThem) {
  auto enqueueKind = [&](const std::string& kind) {
    JobRequest request{kind, "org-a", "site-a", "{}", 3, 0};
    std::string id;
    Status s = db_->withTransaction([&](soci::session& sql) {
      auto r = queue_->enqueue(sql, request);
      if (!r.isOk()) return r.status();
      id = r.value();
      return Status::ok();
    });
    EXPECT_TRUE(s.isOk()) << s.message();
    std::this_thread::sleep_for(5ms);  // created_at orders them
    return id;
  };
  std::string research = enqueueKind("unit.research");
  std::string other = enqueueKind("unit.other");
  std::string next_research = enqueueKind("unit.research");
  std::string mail = enqueueKind("unit.mail");

  auto first = queue_->claim(std::vector<std::string>{"unit.mail", "unit.research"}, "w1", 30s);
  ASSERT_TRUE(first.isOk() && first.value().has_value());
  EXPECT_EQ(first.value()->id, research);
  auto second = queue_->claim(std::vector<std::string>{"unit.mail", "unit.research"}, "w1", 30s);
  ASSERT_TRUE(second.isOk() && second.value().has_value());
  EXPECT_EQ(second.value()->id, next_research) << "unit.other is not among the kinds";
  auto only_mail = queue_->claim("unit.mail", "w1", 30s);
  ASSERT_TRUE(only_mail.isOk() && only_mail.value().has_value());
  EXPECT_EQ(only_mail.value()->id, mail);
  auto none = queue_->claim(std::vector<std::string>{}, "w1", 30s);
  ASSERT_TRUE(none.isOk());
  EXPECT_FALSE(none.value().has_value());
  auto rest = queue_->claim("unit.other", "w1", 30s);
  ASSERT_TRUE(rest.isOk() && rest.value().has_value());
  EXPECT_EQ(rest.value()->id, other);
}

TEST_F(JobQueueTest, ClaimIsExclusiveWhileTheLeaseLasts) {
  std::string id = enqueue();
  auto first = claim("w1");
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->id, id);
  EXPECT_EQ(first->attempt, 1);
  EXPECT_EQ(first->payload, R"({"n":1})");
  EXPECT_EQ(status(id), "processing");
  EXPECT_FALSE(claim("w2").has_value());
  auto done = queue_->complete(*first, "w1", R"({"ok":true})");
  ASSERT_TRUE(done.isOk());
  EXPECT_TRUE(done.value());
  auto job = queue_->find(id, "site-a");
  EXPECT_EQ(job.value().status, "completed");
  EXPECT_EQ(job.value().result, R"({"ok":true})");
  EXPECT_FALSE(claim("w2").has_value());
}

TEST_F(JobQueueTest, ExpiredLeaseIsTakenOverAndTheOldOwnerCannotComplete) {
  std::string id = enqueue();
  auto first = claim("dead-worker", 0s);  // expires at once
  ASSERT_TRUE(first.has_value());
  std::this_thread::sleep_for(20ms);
  auto second = claim("w2");
  ASSERT_TRUE(second.has_value());
  EXPECT_EQ(second->id, id);
  EXPECT_EQ(second->attempt, 2);
  EXPECT_FALSE(queue_->complete(*first, "dead-worker", "{}").value());
  EXPECT_TRUE(queue_->complete(*second, "w2", "{}").value());
  EXPECT_EQ(status(id), "completed");
}

TEST_F(JobQueueTest, StuckJobIsRescuedOnceItsLeaseRunsOut) {
  std::string id = enqueue();
  auto stuck = claim("hung-worker", 1s);  // a worker that never finishes nor renews
  ASSERT_TRUE(stuck.has_value());
  EXPECT_FALSE(claim("w2").has_value()) << "taken while its lease lasts";
  std::this_thread::sleep_for(1100ms);
  auto rescued = claim("w2");
  ASSERT_TRUE(rescued.has_value());
  EXPECT_EQ(rescued->id, id);
  EXPECT_EQ(rescued->attempt, 2);
  EXPECT_EQ(rescued->payload, R"({"n":1})");
  EXPECT_TRUE(queue_->complete(*rescued, "w2", "{}").value());
  EXPECT_EQ(status(id), "completed");
}

TEST_F(JobQueueTest, AJobWhoseWorkerDiesOnEveryAttemptEndsFailed) {
  std::string id = enqueue("site-a", 2);
  auto first = claim("worker-a", 0s);  // dies: the lease runs out
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->attempt, 1);
  std::this_thread::sleep_for(20ms);
  auto second = claim("worker-b", 0s);  // dies too, on the last attempt
  ASSERT_TRUE(second.has_value());
  EXPECT_EQ(second->id, id);
  EXPECT_EQ(second->attempt, 2);
  std::this_thread::sleep_for(20ms);

  EXPECT_FALSE(claim("worker-c").has_value()) << "run a third time";
  auto job = queue_->find(id, "site-a").value();
  EXPECT_EQ(job.status, "failed");
  EXPECT_EQ(job.attempts, 2);
  EXPECT_EQ(job.error, "the worker died during each of its 2 attempts");
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM jobs WHERE lease_owner IS NOT NULL"), 0);
  // Its last worker, back from the dead, cannot record anything.
  EXPECT_FALSE(queue_->complete(*second, "worker-b", "{}").value());
  EXPECT_EQ(status(id), "failed");
}

TEST_F(JobQueueTest, AClaimEndsSpentJobsThenClaimsTheNextRunnableOne) {
  std::string dead = enqueue("site-a", 1);
  ASSERT_TRUE(claim("worker-a", 0s).has_value());
  std::this_thread::sleep_for(20ms);
  std::string next = enqueue();

  std::vector<std::pair<std::string, std::string>> given_up;
  auto on_give_up = [&](soci::session& sql, const ClaimedJob& job, const std::string& error) {
    // In the claim's transaction: it sees the job already failed.
    std::string stored;
    sql << "SELECT status FROM jobs WHERE id = :i", soci::use(job.id), soci::into(stored);
    EXPECT_EQ(stored, "failed");
    EXPECT_EQ(job.organization_id, "org-a");
    EXPECT_EQ(job.website_id, "site-a");
    given_up.emplace_back(job.id, error);
    return Status::ok();
  };
  auto claimed = claim("worker-b", 30s, {}, on_give_up);
  ASSERT_TRUE(claimed.has_value());
  EXPECT_EQ(claimed->id, next);
  ASSERT_EQ(given_up.size(), 1u);
  EXPECT_EQ(given_up[0].first, dead);
  EXPECT_EQ(given_up[0].second, "the worker died during the job's only attempt");
  EXPECT_EQ(status(dead), "failed");
}

TEST_F(JobQueueTest, AFailureBeforeTheWorkerDiedOnTheLastAttemptIsKeptInTheReason) {
  std::string id = enqueue("site-a", 2);
  auto first = claim("w1");
  ASSERT_TRUE(first.has_value());
  ASSERT_TRUE(queue_->fail(*first, "w1", Status::unavailable("peer down"), {1ms, 1ms}).value());
  std::this_thread::sleep_for(20ms);
  ASSERT_TRUE(claim("w2", 0s).has_value());  // the last attempt; its worker dies
  std::this_thread::sleep_for(20ms);
  EXPECT_FALSE(claim("w3").has_value());
  auto job = queue_->find(id, "site-a").value();
  EXPECT_EQ(job.status, "failed");
  EXPECT_EQ(job.error,
            "the worker died during attempt 2, the last (an earlier attempt failed: peer down)");
}

TEST_F(JobQueueTest, AnErrorOfTheGiveUpRollsTheClaimBack) {
  std::string id = enqueue("site-a", 1);
  ASSERT_TRUE(claim("w1", 0s).has_value());
  std::this_thread::sleep_for(20ms);
  auto r = queue_->claim("unit.work", "w2", 30s, {},
                         [](soci::session&, const ClaimedJob&, const std::string&) {
                           return Status::unavailable("event store down");
                         });
  EXPECT_FALSE(r.isOk());
  EXPECT_EQ(status(id), "processing") << "ended without its event";
  EXPECT_FALSE(claim("w3").has_value());  // ends it now
  EXPECT_EQ(status(id), "failed");
}

TEST_F(JobQueueTest, ClaimSkipsTheOrganizationsItIsGiven) {
  std::string a = enqueueFor("org-a");
  std::string b = enqueueFor("org-b");
  std::string c = enqueueFor("org-c");
  auto claimed = claim("w1", 30s, {"org-a", "org-c"});
  ASSERT_TRUE(claimed.has_value());
  EXPECT_EQ(claimed->id, b);
  EXPECT_FALSE(claim("w1", 30s, {"org-a", "org-c"}).has_value());
  // A value is bound, never spliced into the text.
  EXPECT_FALSE(claim("w1", 30s, {"org-a", "org-c", "x' OR '1'='1"}).has_value());
  claimed = claim("w1", 30s, {"org-c"});
  ASSERT_TRUE(claimed.has_value());
  EXPECT_EQ(claimed->id, a);
  claimed = claim("w1");
  ASSERT_TRUE(claimed.has_value());
  EXPECT_EQ(claimed->id, c);
}

TEST_F(JobQueueTest, PruneDeletesEndedJobsInBatchesAndNeverWorkInProgress) {
  const std::string old_time = isoTime(clockNow() - 48h);
  const std::string recent = isoTime(clockNow() - 1h);
  std::vector<std::string> old_completed;
  for (int i = 0; i < 12; ++i) old_completed.push_back(insertJob("completed", old_time));
  for (int i = 0; i < 3; ++i) insertJob("failed", old_time);
  std::string kept = insertJob("completed", recent);
  // Work in progress is never pruned, however old its last change.
  insertJob("pending", old_time);
  insertJob("processing", old_time);

  auto cutoff = clockNow() - 24h;
  std::vector<long long> batches;
  for (;;) {
    auto deleted = queue_->pruneEnded("completed", cutoff, 5);
    ASSERT_TRUE(deleted.isOk()) << deleted.status().message();
    batches.push_back(deleted.value());
    if (deleted.value() < 5) break;
  }
  EXPECT_EQ(batches, (std::vector<long long>{5, 5, 2}));
  EXPECT_EQ(count("completed"), 1);
  EXPECT_EQ(queue_->find(kept, "site-a").value().status, "completed");
  EXPECT_EQ(queue_->find(old_completed[0], "site-a").status().code(), Code::NotFound);
  EXPECT_EQ(count("failed"), 3) << "another status's retention";
  EXPECT_EQ(queue_->pruneEnded("failed", cutoff, 5).value(), 3);
  EXPECT_EQ(count("failed"), 0);
  EXPECT_EQ(count("pending"), 1);
  EXPECT_EQ(count("processing"), 1);
  EXPECT_FALSE(queue_->pruneEnded("pending", cutoff, 5).isOk());
}

TEST_F(JobQueueTest, RenewedLeaseIsNotTakenOver) {
  enqueue();
  auto held = claim("w1", 1s);
  ASSERT_TRUE(held.has_value());
  ASSERT_TRUE(queue_->extendLeases("w1", 60s).isOk());
  std::this_thread::sleep_for(1100ms);
  EXPECT_FALSE(claim("w2").has_value());
}

TEST_F(JobQueueTest, TransientFailureRetriesAfterBackoff) {
  std::string id = enqueue("site-a", 3);
  auto first = claim("w1");
  ASSERT_TRUE(first.has_value());
  RetryPolicy slow{60000ms, 300000ms};
  ASSERT_TRUE(queue_->fail(*first, "w1", Status::unavailable("peer down"), slow).value());
  auto job = queue_->find(id, "site-a").value();
  EXPECT_EQ(job.status, "pending");
  EXPECT_EQ(job.error, "peer down");
  EXPECT_FALSE(claim("w1").has_value()) << "claimable before its backoff passed";

  auto fast_id = enqueue("site-a", 3);
  auto again = claim("w1");
  ASSERT_TRUE(again.has_value());
  ASSERT_EQ(again->id, fast_id);
  RetryPolicy fast{1ms, 10ms};
  ASSERT_TRUE(queue_->fail(*again, "w1", Status::internal("bug"), fast).value());
  std::this_thread::sleep_for(30ms);
  auto retried = claim("w1");
  ASSERT_TRUE(retried.has_value());
  EXPECT_EQ(retried->id, fast_id);
  EXPECT_EQ(retried->attempt, 2);
}

TEST_F(JobQueueTest, FailsForGoodWhenAttemptsAreSpentOrTheErrorIsPermanent) {
  RetryPolicy fast{1ms, 1ms};
  std::string spent = enqueue("site-a", 1);
  auto job = claim("w1");
  ASSERT_TRUE(job.has_value());
  ASSERT_TRUE(queue_->fail(*job, "w1", Status::unavailable("still down"), fast).value());
  EXPECT_EQ(status(spent), "failed");
  EXPECT_EQ(queue_->find(spent, "site-a").value().error, "still down");

  std::string permanent = enqueue("site-a", 5);
  job = claim("w1");
  ASSERT_TRUE(job.has_value());
  ASSERT_TRUE(queue_->fail(*job, "w1", Status::invalidArgument("bad seed"), fast).value());
  EXPECT_EQ(status(permanent), "failed");
  std::this_thread::sleep_for(10ms);
  EXPECT_FALSE(claim("w1").has_value());
}

TEST_F(JobQueueTest, DelayedJobWaitsForItsTime) {
  enqueue("site-a", 3, 60);
  EXPECT_FALSE(claim("w1").has_value());
}

TEST_F(JobQueueTest, ConcurrentClaimersRunEachJobExactlyOnce) {
  constexpr int kJobs = 40;
  for (int i = 0; i < kJobs; ++i) enqueue();
  std::mutex mutex;
  std::map<std::string, int> claims;
  std::atomic<int> errors{0};
  std::vector<std::thread> workers;
  for (int w = 0; w < 4; ++w) {
    workers.emplace_back([&, w] {
      std::string owner = "w" + std::to_string(w);
      for (;;) {
        auto r = queue_->claim("unit.work", owner, 30s);
        if (!r.isOk()) {
          ++errors;
          continue;
        }
        if (!r.value().has_value()) return;
        {
          std::lock_guard<std::mutex> lock(mutex);
          ++claims[r.value()->id];
        }
        if (!queue_->complete(*r.value(), owner, "{}").value()) ++errors;
      }
    });
  }
  for (std::thread& t : workers) t.join();
  EXPECT_EQ(errors.load(), 0);
  EXPECT_EQ(claims.size(), static_cast<std::size_t>(kJobs));
  for (const auto& [id, n] : claims) EXPECT_EQ(n, 1) << id;
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM jobs WHERE status = 'completed'"),
            kJobs);
}

TEST(JobQueuePolicyTest, PermanentCodes) {
  EXPECT_TRUE(seo::sdk::failsJobAtOnce(Status::invalidArgument("x")));
  EXPECT_TRUE(seo::sdk::failsJobAtOnce(Status::notFound()));
  EXPECT_TRUE(seo::sdk::failsJobAtOnce(Status::permissionDenied("x")));
  EXPECT_TRUE(seo::sdk::failsJobAtOnce(Status::paymentRequired("x")));
  EXPECT_FALSE(seo::sdk::failsJobAtOnce(Status::unavailable("x")));
  EXPECT_FALSE(seo::sdk::failsJobAtOnce(Status::internal("x")));
  EXPECT_FALSE(seo::sdk::failsJobAtOnce(Status::badGateway("x")));
}

}  // namespace
}  // namespace seo::core
