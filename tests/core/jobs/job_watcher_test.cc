#include "core/jobs/job_watcher.h"

#include <chrono>
#include <future>
#include <thread>

#include <gtest/gtest.h>

#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::JobInfo;
using seo::sdk::Result;
using seo::sdk::Status;
using namespace std::chrono_literals;

class JobWatcherTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_, 8);
    ASSERT_NE(db_, nullptr);
    queue_ = std::make_unique<JobQueue>(*db_);
  }
  std::string enqueue() {
    std::string id;
    Status s = db_->withTransaction([&](soci::session& sql) {
      auto r = queue_->enqueue(sql, {"unit.work", "org-a", "site-a", "{}", 1, 0});
      if (!r.isOk()) return r.status();
      id = r.value();
      return Status::ok();
    });
    EXPECT_TRUE(s.isOk()) << s.message();
    return id;
  }
  void finish(const std::string& id) {
    auto claimed = queue_->claim("unit.work", "w", 30s);
    ASSERT_TRUE(claimed.isOk() && claimed.value().has_value());
    ASSERT_EQ(claimed.value()->id, id);
    ASSERT_TRUE(queue_->complete(*claimed.value(), "w", R"({"done":true})").isOk());
  }
  struct Outcome {
    Result<JobInfo> job = Status::internal("not called");
    std::thread::id thread;
  };
  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<JobQueue> queue_;
};

TEST_F(JobWatcherTest, CallsBackOnItsOwnThreadWhenTheJobFinishes) {
  JobWatcher watcher(*queue_, 10ms);
  std::string id = enqueue();
  std::promise<Outcome> called;
  auto held = std::make_shared<int>(0);  // what a callback holds: a request's answer, its plugin
  watcher.watch(id, "site-a", 60s, [&called, held](Result<JobInfo> job) {
    called.set_value({std::move(job), std::this_thread::get_id()});
  });
  std::future<Outcome> outcome = called.get_future();
  // Still running: no answer yet, and the caller's thread was never borrowed.
  EXPECT_EQ(outcome.wait_for(50ms), std::future_status::timeout);
  EXPECT_EQ(watcher.pending(), 1u);
  finish(id);
  ASSERT_EQ(outcome.wait_for(10s), std::future_status::ready);
  Outcome o = outcome.get();
  ASSERT_TRUE(o.job.isOk()) << o.job.status().message();
  EXPECT_EQ(o.job.value().status, "completed");
  EXPECT_EQ(o.job.value().result, R"({"done":true})");
  EXPECT_NE(o.thread, std::this_thread::get_id());
  EXPECT_EQ(watcher.pending(), 0u);
  // Called, the callback is let go at once, not kept while the watcher waits for more work: it
  // may pin a plugin that a reload or shutdown is waiting to close.
  auto deadline = std::chrono::steady_clock::now() + 10s;
  while (held.use_count() > 1 && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(1ms);
  }
  EXPECT_EQ(held.use_count(), 1);
}

TEST_F(JobWatcherTest, AnswersTheStateWhenTheWaitRunsOutAndNotFoundForAnotherWebsite) {
  JobWatcher watcher(*queue_, 10ms);
  std::string id = enqueue();
  std::promise<Result<JobInfo>> timed_out, foreign;
  watcher.watch(id, "site-a", 30ms, [&](Result<JobInfo> job) { timed_out.set_value(job); });
  watcher.watch(id, "site-b", 60s, [&](Result<JobInfo> job) { foreign.set_value(job); });
  Result<JobInfo> pending = timed_out.get_future().get();
  ASSERT_TRUE(pending.isOk());
  EXPECT_EQ(pending.value().status, "pending");
  Result<JobInfo> other = foreign.get_future().get();
  ASSERT_FALSE(other.isOk());
  EXPECT_EQ(other.status().code(), seo::sdk::Code::NotFound);
}

TEST_F(JobWatcherTest, ACallbackThatThrowsCostsOnlyItself) {
  JobWatcher watcher(*queue_, 10ms);
  std::string id = enqueue();
  finish(id);
  std::promise<Result<JobInfo>> second;
  watcher.watch(id, "site-a", 60s, [](Result<JobInfo>) { throw std::runtime_error("plugin bug"); });
  watcher.watch(id, "site-a", 60s, [&](Result<JobInfo> job) { second.set_value(job); });
  std::future<Result<JobInfo>> answered = second.get_future();
  ASSERT_EQ(answered.wait_for(10s), std::future_status::ready);
  EXPECT_EQ(answered.get().value().status, "completed");
}

TEST_F(JobWatcherTest, ManyWaitsShareOneThreadAndPendingOnesAreDroppedAtShutdown) {
  std::string id = enqueue();
  auto calls = std::make_shared<std::atomic<int>>(0);
  auto alive = std::make_shared<int>(0);
  {
    JobWatcher watcher(*queue_, 10ms);
    for (int i = 0; i < 500; ++i) {
      watcher.watch(id, "site-a", 60s, [calls, alive](Result<JobInfo>) { ++*calls; });
    }
    EXPECT_EQ(watcher.pending(), 500u);
  }
  EXPECT_EQ(calls->load(), 0);
  EXPECT_EQ(alive.use_count(), 1);  // the callbacks were destroyed, not leaked
}

}  // namespace
}  // namespace seo::core
