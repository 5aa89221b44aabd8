#include "core/webhooks/webhook_retention.h"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "core/common/clock.h"
#include "core/host/host_impl.h"
#include "core/webhooks/webhooks_component.h"
#include "tests/core/testing/webhooks_host.h"

namespace seo::core {
namespace {

using seo::sdk::Status;
using namespace std::chrono_literals;

// The webhooks component's tables, filled by hand at chosen times, and its prune steps.
class WebhookRetentionTest : public testing::WebhooksHostTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(WebhooksHostTest::SetUp());
    exec(
        "INSERT INTO webhook_endpoints (id, organization_id, url, description, event_types, "
        "secret, active, created_at, updated_at) VALUES ('ep', 'org-a', 'https://x.example', "
        "'', '[\"*\"]', 'sealed', 1, '" +
        ago(90 * 24h) + "', '" + ago(90 * 24h) + "')");
  }

  // An event created at `created`; returns its id.
  std::string event(const std::string& created) {
    std::string id = "msg_" + std::to_string(++made_);
    exec(
        "INSERT INTO webhook_events (id, organization_id, event_key, type, payload, "
        "created_at) VALUES ('" +
        id + "', 'org-a', '" + id + "', 'webhooks.test', '{}', '" + created + "')");
    return id;
  }

  // A delivery of `event_id` last changed (ended, when not pending) at `updated`, with
  // `attempts` attempts; returns its id.
  std::string delivery(const std::string& event_id, const std::string& status,
                       const std::string& updated, int attempts = 2) {
    std::string id = "d-" + std::to_string(++made_);
    exec(
        "INSERT INTO webhook_deliveries (id, endpoint_id, event_id, organization_id, status, "
        "attempts, retry_base, created_at, updated_at) VALUES ('" +
        id + "', 'ep', '" + event_id + "', 'org-a', '" + status + "', " + std::to_string(attempts) +
        ", 0, '" + updated + "', '" + updated + "')");
    for (int a = 1; a <= attempts; ++a) {
      exec(
          "INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, http_status, "
          "duration_ms) VALUES ('" +
          id + "', " + std::to_string(a) + ", '" + updated + "', 500, 10)");
    }
    return id;
  }

  long long count(const std::string& table, const std::string& where = "1 = 1") {
    return testing::queryInt(*db_, "SELECT COUNT(*) FROM " + table + " WHERE " + where);
  }

  // Runs every step until each deleted fewer than `batch`; answers each call's count.
  std::vector<long long> pruneAll(int retention_days, int batch) {
    std::vector<long long> calls;
    for (const PruneStep& step : webhookPruneSteps(retention_days)) {
      for (;;) {
        auto deleted = step.prune(*host_, batch);
        EXPECT_TRUE(deleted.isOk()) << step.name << ": " << deleted.status().message();
        if (!deleted.isOk()) return calls;
        calls.push_back(deleted.value());
        if (deleted.value() < batch) break;
      }
    }
    return calls;
  }

  int made_ = 0;
};

TEST_F(WebhookRetentionTest, EndedDeliveriesGoWithTheirAttemptsThenTheirEvents) {
  const std::string old_time = ago(40 * 24h);
  const std::string recent = ago(2 * 24h);
  // Old and ended: pruned, 7 of them, more than one batch of 3.
  for (int i = 0; i < 5; ++i) delivery(event(old_time), "succeeded", old_time);
  for (int i = 0; i < 2; ++i) delivery(event(old_time), "failed", old_time);
  // Old but still to be attempted: kept, and so is its event.
  std::string waiting_event = event(old_time);
  std::string waiting = delivery(waiting_event, "pending", old_time);
  // Ended within the retention: kept, and its old event with it.
  std::string recent_event = event(old_time);
  std::string kept = delivery(recent_event, "failed", recent);
  // An old event of two endpoints' deliveries, one of them recent: the event stays.
  std::string shared = event(old_time);
  std::string shared_old = delivery(shared, "succeeded", old_time);
  delivery(shared, "succeeded", recent);
  // A young event left without deliveries (its endpoint deleted): kept until its retention.
  std::string young = event(recent);
  ASSERT_EQ(count("webhook_deliveries"), 11);
  ASSERT_EQ(count("webhook_attempts"), 22);

  std::vector<long long> calls = pruneAll(30, 3);
  // succeeded: 3 + 3 (the fifth and the shared one's) + 0; failed: 2; events: 3 + 3 + 1.
  EXPECT_EQ(calls, (std::vector<long long>{3, 3, 0, 2, 3, 3, 1}));

  EXPECT_EQ(count("webhook_deliveries"), 3);
  EXPECT_EQ(count("webhook_deliveries", "id = '" + waiting + "'"), 1);
  EXPECT_EQ(count("webhook_deliveries", "id = '" + kept + "'"), 1);
  EXPECT_EQ(count("webhook_deliveries", "id = '" + shared_old + "'"), 0);
  EXPECT_EQ(count("webhook_attempts"), 6) << "only the kept deliveries' attempts";
  EXPECT_EQ(count("webhook_attempts", "delivery_id = '" + kept + "'"), 2);
  EXPECT_EQ(count("webhook_events"), 4);
  for (const std::string& e : {waiting_event, recent_event, shared, young}) {
    EXPECT_EQ(count("webhook_events", "id = '" + e + "'"), 1) << e;
  }
  EXPECT_EQ(count("webhook_endpoints"), 1);

  // Nothing more is due: a second run deletes nothing.
  EXPECT_EQ(pruneAll(30, 3), (std::vector<long long>{0, 0, 0}));
}

TEST_F(WebhookRetentionTest, ZeroOrLessKeepsEverythingForever) {
  delivery(event(ago(4000 * 24h)), "succeeded", ago(4000 * 24h));
  EXPECT_TRUE(webhookPruneSteps(0).empty());
  EXPECT_TRUE(webhookPruneSteps(-1).empty());
  EXPECT_EQ(pruneAll(5000, 100), (std::vector<long long>{0, 0, 0}));
  EXPECT_EQ(count("webhook_deliveries"), 1);
}

}  // namespace
}  // namespace seo::core
