#include "core/jobs/job_queue.h"

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <thread>

#include <gtest/gtest.h>

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

  std::optional<ClaimedJob> claim(const std::string& owner, std::chrono::seconds lease = 30s) {
    auto r = queue_->claim("unit.work", owner, lease);
    EXPECT_TRUE(r.isOk()) << r.status().message();
    return r.isOk() ? r.value() : std::nullopt;
  }

  std::string status(const std::string& id) {
    auto job = queue_->find(id, "site-a");
    EXPECT_TRUE(job.isOk());
    return job.isOk() ? job.value().status : "";
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<JobQueue> queue_;
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
