// Credits reserved for work priced by what it uses: taken from the bucket at once and only when
// they fit, drawn as the work learns its usage, the rest given back once when it ends, and given
// back by the retention pruner when the work died without settling.
#include "core/metering/credit_reservation.h"

#include <gtest/gtest.h>

#include "core/tenancy/tenant_store.h"
#include "tests/core/testing/webhooks_host.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::Status;

class CreditReservationTest : public testing::WebhooksHostTest {
 protected:
  void SetUp() override {
    WebhooksHostTest::SetUp();
    TenantStore store(*db_, {{"ai_credits", 1000}});
    auto org = store.organizations.create("Org", "pro");
    ASSERT_TRUE(org.isOk()) << org.status().message();
    org_ = org.value().id;
  }

  // `fn` in its own committed transaction; what it answered.
  template <typename Fn>
  auto committed(Fn fn) {
    decltype(fn(std::declval<soci::session&>())) result = Status::internal("not run");
    Status tx = db_->withTransaction([&](soci::session& sql) {
      result = fn(sql);
      return Status::ok();
    });
    EXPECT_TRUE(tx.isOk()) << tx.message();
    return result;
  }
  Status reserve(std::int64_t amount, const std::string& reference) {
    return committed([&](soci::session& sql) {
      return reserveCredits(sql, db_->dialect(), org_, "ai_credits", amount, reference);
    });
  }
  long long used() {
    return testing::queryInt(*db_, "SELECT used FROM credit_buckets WHERE organization_id = '" +
                                       org_ + "' AND resource = 'ai_credits'");
  }

  std::string org_;
};

TEST_F(CreditReservationTest, AReservationLeavesTheBucketAtOnceAndOnlyWhenItFits) {
  EXPECT_TRUE(reserve(600, "r1").isOk());
  EXPECT_EQ(used(), 600);
  Status refused = reserve(500, "r2");
  EXPECT_EQ(refused.code(), Code::PaymentRequired);
  EXPECT_EQ(refused.message(), "Usage limit reached for ai_credits");
  EXPECT_EQ(used(), 600);
  EXPECT_TRUE(reserve(600, "r1").isOk()) << "the same reservation again";
  EXPECT_EQ(used(), 600);
  EXPECT_TRUE(reserve(400, "r3").isOk());
  EXPECT_EQ(used(), 1000);
}

TEST_F(CreditReservationTest, WorkDrawsOnItAndTheRestGoesBackOnce) {
  ASSERT_TRUE(reserve(600, "r1").isOk());
  auto draw = [&](std::int64_t tokens) {
    return committed([&](soci::session& sql) { return drawReservation(sql, org_, "r1", tokens); });
  };
  EXPECT_EQ(draw(250).value(), 0);
  std::int64_t left = 0;
  ASSERT_TRUE(db_->withSession([&](soci::session& sql) {
                   left = reservationLeft(sql, org_, "r1");
                   return Status::ok();
                 })
                  .isOk());
  EXPECT_EQ(left, 350);
  EXPECT_EQ(draw(500).value(), 150) << "beyond the reservation: the caller charges it";
  EXPECT_EQ(used(), 600);
  // A second reservation, half drawn, settled: the undrawn half goes back, once.
  ASSERT_TRUE(reserve(300, "r2").isOk());
  EXPECT_EQ(used(), 900);
  ASSERT_EQ(committed([&](soci::session& sql) { return drawReservation(sql, org_, "r2", 100); })
                .value(),
            0);
  for (int i = 0; i < 2; ++i) {
    EXPECT_TRUE(committed([&](soci::session& sql) { return settleReservation(sql, org_, "r2"); })
                    .isOk());
    EXPECT_EQ(used(), 700) << i;
  }
  EXPECT_EQ(testing::queryInt(*db_, "SELECT amount FROM usage_ledger WHERE request_id = "
                                    "'reservation:r2'"),
            -200);
  // Settled: what is asked after it is no longer covered.
  EXPECT_EQ(committed([&](soci::session& sql) { return drawReservation(sql, org_, "r2", 40); })
                .value(),
            40);
}

TEST_F(CreditReservationTest, TheHostsReservationsAreAPluginsOwnAndSettleTheSameWay) {
  ASSERT_TRUE(committed([&](soci::session& sql) {
                return host_->credits().reserve(sql, org_, "ai_credits", 300, "job-7");
              }).isOk());
  EXPECT_EQ(used(), 300);
  EXPECT_EQ(committed([&](soci::session& sql) {
              return host_->credits().reserve(sql, org_, "ai_credits", 800, "job-8");
            }).code(),
            Code::PaymentRequired);
  EXPECT_EQ(committed([&](soci::session& sql) {
              return host_->credits().reserve(sql, org_, "ai_credits", 0, "job-9");
            }).code(),
            Code::InvalidArgument);
  ASSERT_TRUE(committed([&](soci::session& sql) {
                return host_->credits().settle(sql, org_, "job-7");
              }).isOk());
  EXPECT_EQ(used(), 0);
}

TEST_F(CreditReservationTest, TheRetentionPrunerSettlesWhatDiedOpenAndDropsWhatIsSettled) {
  ASSERT_TRUE(reserve(600, "old").isOk());
  ASSERT_TRUE(reserve(100, "new").isOk());
  exec("UPDATE credit_reservations SET created_at = '" + ago(std::chrono::hours(25)) +
       "' WHERE reference = 'old'");
  std::vector<PruneStep> steps = reservationPruneSteps(24, 7);
  ASSERT_EQ(steps.size(), 2u);
  seo::sdk::Result<long long> settled = steps[0].prune(*host_, 100);
  ASSERT_TRUE(settled.isOk()) << settled.status().message();
  EXPECT_EQ(settled.value(), 1);
  EXPECT_EQ(used(), 100) << "the one left open a day went back; the other is at work";
  EXPECT_EQ(steps[0].prune(*host_, 100).value(), 0);

  exec("UPDATE credit_reservations SET settled_at = '" + ago(std::chrono::hours(24 * 8)) +
       "' WHERE reference = 'old'");
  EXPECT_EQ(steps[1].prune(*host_, 100).value(), 1);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM credit_reservations"), 1);
}

}  // namespace
}  // namespace seo::core
