#include "core/jobs/job_runner.h"

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "core/common/clock.h"
#include "core/host/host_impl.h"
#include "core/loader/registrations.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::JobInfo;
using seo::sdk::JobRequest;
using seo::sdk::Status;
using namespace std::chrono_literals;

// The runner with the test plugin `probe`, whose "probe.work" job sleeps, fails as asked, and
// records each attempt in probe_job_runs.
class JobRunnerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_, 8);
    ASSERT_NE(db_, nullptr);
    testing::assemblePluginDir(dir_.path() / "plugins", {"probe"});
    plugins_ = std::make_unique<PluginManager>(*db_, dir_.path() / "plugins",
                                               dir_.path() / "copies");
    ASSERT_TRUE(plugins_->load({"probe"}).refusals().empty());
    host_ = std::make_unique<HostImpl>(*db_, *plugins_, OutboundConfig{});
    JobsConfig config;
    config.workers = 2;
    config.poll_ms = 20;
    config.lease_seconds = 2;
    config.retry_base_ms = 10;
    runner_ = std::make_unique<JobRunner>(host_->jobQueue(), *plugins_, *host_,
                                          host_->jobSignal(), config);
  }
  void TearDown() override {
    if (runner_) runner_->stop();
  }

  seo::sdk::Result<std::string> enqueue(const std::string& kind, const std::string& payload,
                                        int max_attempts = 3,
                                        const std::string& organization = "org-a") {
    JobRequest request{kind, organization, "site-a", payload, max_attempts, 0};
    seo::sdk::Result<std::string> id = Status::internal("not run");
    Status s = db_->withTransaction([&](soci::session& sql) {
      id = host_->jobs().enqueue(sql, request);
      return id.isOk() ? Status::ok() : id.status();
    });
    return id;
  }

  // Waits up to `limit` for the job to finish.
  JobInfo waitFor(const std::string& id, std::chrono::milliseconds limit = 5000ms) {
    auto deadline = std::chrono::steady_clock::now() + limit;
    JobInfo job;
    while (std::chrono::steady_clock::now() < deadline) {
      auto found = host_->jobs().find(id, "site-a");
      EXPECT_TRUE(found.isOk());
      job = found.value();
      if (job.status == "completed" || job.status == "failed") return job;
      std::this_thread::sleep_for(10ms);
    }
    return job;
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<PluginManager> plugins_;
  std::unique_ptr<HostImpl> host_;
  std::unique_ptr<JobRunner> runner_;
};

TEST_F(JobRunnerTest, RunsAJobAndStoresItsResult) {
  runner_->start();
  auto id = enqueue("probe.work", R"({"sleep_ms":10})");
  ASSERT_TRUE(id.isOk()) << id.status().message();
  JobInfo job = waitFor(id.value());
  EXPECT_EQ(job.status, "completed");
  EXPECT_EQ(job.attempts, 1);
  EXPECT_NE(job.result.find("\"attempt\":1"), std::string::npos) << job.result;
}

TEST_F(JobRunnerTest, RetriesTransientFailuresThenSucceeds) {
  runner_->start();
  auto id = enqueue("probe.work", R"({"fail_times":2})", 5);
  JobInfo job = waitFor(id.value());
  EXPECT_EQ(job.status, "completed");
  EXPECT_EQ(job.attempts, 3);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM probe_job_runs WHERE job_id = '" +
                                        id.value() + "'"),
            3);
}

TEST_F(JobRunnerTest, EndsFailedWithTheReason) {
  runner_->start();
  auto spent = enqueue("probe.work", R"({"fail_times":9})", 2);
  JobInfo job = waitFor(spent.value());
  EXPECT_EQ(job.status, "failed");
  EXPECT_EQ(job.attempts, 2);
  EXPECT_EQ(job.error, "probe: transient failure 2");

  auto permanent = enqueue("probe.work", R"({"permanent":true})", 5);
  job = waitFor(permanent.value());
  EXPECT_EQ(job.status, "failed");
  EXPECT_EQ(job.attempts, 1);
  EXPECT_EQ(job.error, "probe: permanent failure, as asked");
}

TEST_F(JobRunnerTest, TakesOverTheJobOfADeadWorkerAfterItsLease) {
  auto id = enqueue("probe.work", "{}");
  // A worker of a process that then died: it holds the job with a lease that has run out.
  auto held = host_->jobQueue().claim("probe.work", "dead-process", 0s);
  ASSERT_TRUE(held.isOk() && held.value().has_value());
  std::this_thread::sleep_for(20ms);
  runner_->start();
  JobInfo job = waitFor(id.value());
  EXPECT_EQ(job.status, "completed");
  EXPECT_EQ(job.attempts, 2);
}

// Holds the jobs of kind "latch.hold" until opened (or 10 s pass, so a failing test ends).
class Latch {
 public:
  void wait() {
    std::unique_lock<std::mutex> lock(mutex_);
    ++waiting_;
    opened_.notify_all();
    opened_.wait_for(lock, 10s, [this] { return open_; });
    --waiting_;
  }
  void open() {
    std::lock_guard<std::mutex> lock(mutex_);
    open_ = true;
    opened_.notify_all();
  }
  int waiting() {
    std::lock_guard<std::mutex> lock(mutex_);
    return waiting_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable opened_;
  bool open_ = false;
  int waiting_ = 0;
};

TEST_F(JobRunnerTest, OneOrganizationsLongJobsLeaveAWorkerForAnother) {
  auto latch = std::make_shared<Latch>();
  Registrations r;
  r.job("latch.hold", [latch](seo::sdk::JobContext&) -> seo::sdk::Result<std::string> {
    latch->wait();
    return std::string("{}");
  });
  auto build = builtInBuild("latch", r);
  ASSERT_TRUE(build.isOk()) << build.status().message();
  ASSERT_TRUE(plugins_->addBuiltIn(build.value()).isOk());
  // Two workers, one organization at most on one of them (the default: workers - 1).
  runner_->start();

  std::vector<std::string> held;
  for (int i = 0; i < 3; ++i) {
    auto id = enqueue("latch.hold", "{}", 3, "org-a");
    ASSERT_TRUE(id.isOk()) << id.status().message();
    held.push_back(id.value());
  }
  auto deadline = std::chrono::steady_clock::now() + 5s;
  while (latch->waiting() == 0 && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(5ms);
  }
  ASSERT_EQ(latch->waiting(), 1);
  std::this_thread::sleep_for(200ms);  // several polls: the free worker leaves org-a's alone
  EXPECT_EQ(latch->waiting(), 1);

  auto other = enqueue("probe.work", R"({"sleep_ms":10})", 3, "org-b");
  ASSERT_TRUE(other.isOk());
  EXPECT_EQ(waitFor(other.value()).status, "completed") << "waited behind org-a's jobs";
  EXPECT_EQ(latch->waiting(), 1);
  EXPECT_EQ(testing::queryInt(*db_,
                              "SELECT COUNT(*) FROM jobs WHERE kind = 'latch.hold' AND "
                              "status IN ('pending', 'processing')"),
            3);

  latch->open();
  for (const std::string& id : held) EXPECT_EQ(waitFor(id).status, "completed");
}

TEST_F(JobRunnerTest, AJobWhoseWorkerDiedOnItsLastAttemptIsNotRunAgain) {
  auto id = enqueue("probe.work", "{}", 1);
  auto held = host_->jobQueue().claim("probe.work", "dead-process", 0s);
  ASSERT_TRUE(held.isOk() && held.value().has_value());
  std::this_thread::sleep_for(20ms);
  runner_->start();
  JobInfo job = waitFor(id.value());
  EXPECT_EQ(job.status, "failed");
  EXPECT_EQ(job.attempts, 1);
  EXPECT_EQ(job.error, "the worker died during the job's only attempt");
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM probe_job_runs"), 0);
}

TEST_F(JobRunnerTest, PrunesFinishedJobsAfterTheirRetention) {
  const std::string old_time = isoTime(clockNow() - 25h);
  Status s = db_->withSession([&](soci::session& sql) {
    sql << "INSERT INTO jobs (id, kind, organization_id, payload, status, attempts, "
           "max_attempts, run_at, created_at, updated_at) VALUES ('ended', 'probe.work', "
           "'org-a', '{}', 'completed', 1, 3, :t, :t2, :t3)",
        soci::use(old_time), soci::use(old_time), soci::use(old_time);
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  runner_->start();  // its first turn comes at once
  auto deadline = std::chrono::steady_clock::now() + 5s;
  while (testing::queryInt(*db_, "SELECT COUNT(*) FROM jobs") > 0 &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(10ms);
  }
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM jobs"), 0);
}

TEST_F(JobRunnerTest, UnknownKindIsRefusedAtEnqueue) {
  auto id = enqueue("nobody.handles.this", "{}");
  ASSERT_FALSE(id.isOk());
  EXPECT_EQ(id.status().code(), Code::InvalidArgument);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM jobs"), 0);
}

TEST_F(JobRunnerTest, StopLetsTheRunningJobFinish) {
  runner_->start();
  auto id = enqueue("probe.work", R"({"sleep_ms":300})");
  auto deadline = std::chrono::steady_clock::now() + 3s;
  while (testing::queryInt(*db_, "SELECT COUNT(*) FROM probe_job_runs") == 0 &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(5ms);
  }
  runner_->stop();
  EXPECT_EQ(host_->jobs().find(id.value(), "site-a").value().status, "completed");
}

TEST_F(JobRunnerTest, ARunningJobKeepsItsPluginLoadedThroughAReload) {
  runner_->start();
  auto id = enqueue("probe.work", R"({"sleep_ms":500})");
  auto deadline = std::chrono::steady_clock::now() + 3s;
  while (testing::queryInt(*db_, "SELECT COUNT(*) FROM probe_job_runs") == 0 &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(5ms);
  }
  // Swapped out while its handler runs: the old build stays mapped until the job is done.
  ASSERT_EQ(plugins_->reload("probe").changes.at(0).action, PluginChange::Action::Reloaded);
  EXPECT_EQ(testing::countFiles(dir_.path() / "copies"), 2);
  EXPECT_FALSE(plugins_->awaitReleased(100ms));
  EXPECT_EQ(waitFor(id.value()).status, "completed");
  EXPECT_TRUE(plugins_->awaitReleased(5s));
  EXPECT_EQ(testing::countFiles(dir_.path() / "copies"), 1);
}

}  // namespace
}  // namespace seo::core
