#include "core/jobs/retention_pruner.h"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "core/common/clock.h"
#include "core/host/host_impl.h"
#include "core/loader/registrations.h"
#include "core/webhooks/webhooks_component.h"
#include "tests/core/testing/webhooks_host.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;
using namespace std::chrono_literals;

// The pruner over the jobs table and the webhooks component's steps (from the catalog).
class RetentionPrunerTest : public testing::WebhooksHostTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(WebhooksHostTest::SetUp());
    config_.batch_size = 4;
    config_.interval_seconds = 1;
  }

  RetentionPruner pruner(const std::string& owner = "here") {
    return RetentionPruner(host_->jobQueue(), *plugins_, *host_, config_, owner);
  }

  void job(const std::string& status, const std::string& updated) {
    std::string id = "job-" + std::to_string(++made_);
    exec(
        "INSERT INTO jobs (id, kind, organization_id, payload, status, attempts, max_attempts, "
        "run_at, created_at, updated_at) VALUES ('" +
        id + "', 'unit.work', 'org-a', '{}', '" + status + "', 1, 3, '" + updated + "', '" +
        updated + "', '" + updated + "')");
  }

  void delivery(const std::string& status, const std::string& at) {
    std::string id = std::to_string(++made_);
    exec(
        "INSERT INTO webhook_events (id, organization_id, event_key, type, payload, "
        "created_at) VALUES ('msg_" +
        id + "', 'org-a', 'k" + id + "', 'webhooks.test', '{}', '" + at + "')");
    exec(
        "INSERT INTO webhook_deliveries (id, endpoint_id, event_id, organization_id, status, "
        "attempts, retry_base, created_at, updated_at) VALUES ('d" +
        id + "', 'ep', 'msg_" + id + "', 'org-a', '" + status + "', 1, 0, '" + at + "', '" + at +
        "')");
  }

  long long count(const std::string& table, const std::string& where = "1 = 1") {
    return testing::queryInt(*db_, "SELECT COUNT(*) FROM " + table + " WHERE " + where);
  }

  RetentionConfig config_;
  int made_ = 0;
};

TEST_F(RetentionPrunerTest, PrunesFinishedWorkOfEveryTableInBatches) {
  exec(
      "INSERT INTO webhook_endpoints (id, organization_id, url, description, event_types, "
      "secret, active, created_at, updated_at) VALUES ('ep', 'org-a', 'https://x.example', '', "
      "'[\"*\"]', 'sealed', 1, '" +
      ago(24h) + "', '" + ago(24h) + "')");
  for (int i = 0; i < 9; ++i) job("completed", ago(30h));  // past 24 hours
  for (int i = 0; i < 2; ++i) job("completed", ago(1h));
  for (int i = 0; i < 5; ++i) job("failed", ago(8 * 24h));  // past 7 days
  job("failed", ago(2 * 24h));
  job("pending", ago(90 * 24h));
  job("processing", ago(90 * 24h));
  for (int i = 0; i < 6; ++i) delivery("succeeded", ago(31 * 24h));  // past 30 days
  delivery("pending", ago(31 * 24h));

  int pauses = 0;
  Result<long long> pruned = pruner().pruneNow([&] {
    ++pauses;
    return true;
  });
  ASSERT_TRUE(pruned.isOk()) << pruned.status().message();
  EXPECT_EQ(pruned.value(), 9 + 5 + 6 + 6);
  // Between full batches of 4: completed 4, 4 | 1; failed 4 | 1; deliveries 4 | 2; events 4 | 2.
  EXPECT_EQ(pauses, 5);
  EXPECT_EQ(count("jobs", "status = 'completed'"), 2);
  EXPECT_EQ(count("jobs", "status = 'failed'"), 1);
  EXPECT_EQ(count("jobs", "status IN ('pending', 'processing')"), 2);
  EXPECT_EQ(count("webhook_deliveries"), 1);
  EXPECT_EQ(count("webhook_deliveries", "status = 'pending'"), 1);
  EXPECT_EQ(count("webhook_events"), 1);
}

TEST_F(RetentionPrunerTest, StopsBetweenBatchesWhenAsked) {
  for (int i = 0; i < 9; ++i) job("completed", ago(30h));
  Result<long long> pruned = pruner().pruneNow([] { return false; });
  ASSERT_TRUE(pruned.isOk());
  EXPECT_EQ(pruned.value(), 4);
  EXPECT_EQ(count("jobs"), 5);
}

TEST_F(RetentionPrunerTest, ARetentionOfZeroKeepsThoseRowsForever) {
  config_.completed_jobs_hours = 0;
  config_.failed_jobs_days = -1;
  job("completed", ago(24h * 3000));
  job("failed", ago(24h * 3000));
  EXPECT_TRUE(RetentionPruner::jobSteps(host_->jobQueue(), config_).empty());
  ASSERT_TRUE(pruner().pruneNow([] { return true; }).isOk());
  EXPECT_EQ(count("jobs"), 2);
}

TEST_F(RetentionPrunerTest, OneProcessPrunesPerInterval) {
  RetentionPruner here = pruner("process-1");
  RetentionPruner there = pruner("process-2");
  job("completed", ago(30h));
  EXPECT_TRUE(here.runIfDue([] { return true; }).value());
  EXPECT_EQ(count("jobs"), 0);
  job("completed", ago(30h));
  EXPECT_FALSE(there.runIfDue([] { return true; }).value()) << "the same interval's turn";
  EXPECT_FALSE(here.runIfDue([] { return true; }).value());
  EXPECT_EQ(count("jobs"), 1);
  std::this_thread::sleep_for(1100ms);
  EXPECT_TRUE(there.runIfDue([] { return true; }).value());
  EXPECT_EQ(count("jobs"), 0);
  EXPECT_EQ(count("maintenance_runs", "owner = 'process-2'"), 1);

  config_.interval_seconds = 0;
  EXPECT_FALSE(pruner().runIfDue([] { return true; }).value()) << "pruning turned off";
}

TEST_F(RetentionPrunerTest, AFailedRunIsTriedAgainNextInterval) {
  // A component's step that fails once, as on a database hiccup.
  auto calls = std::make_shared<int>(0);
  Registrations r;
  r.prune_steps.push_back({"flaky rows", [calls](seo::sdk::Host&, int) -> Result<long long> {
                             if (++*calls == 1) return Status::unavailable("database gone");
                             return 0LL;
                           }});
  auto build = builtInBuild("flaky", r);
  ASSERT_TRUE(build.isOk());
  ASSERT_TRUE(plugins_->addBuiltIn(build.value()).isOk());
  job("completed", ago(30h));

  RetentionPruner p = pruner();
  Result<bool> first = p.runIfDue([] { return true; });
  EXPECT_FALSE(first.isOk());
  EXPECT_EQ(first.status().message(), "database gone");
  EXPECT_EQ(count("jobs"), 0) << "the other steps ran";
  std::this_thread::sleep_for(1100ms);
  Result<bool> second = p.runIfDue([] { return true; });
  ASSERT_TRUE(second.isOk()) << second.status().message();
  EXPECT_TRUE(second.value());
  EXPECT_EQ(*calls, 2);
}

}  // namespace
}  // namespace seo::core
