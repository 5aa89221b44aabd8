#include "core/metering/meter.h"

#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "core/common/clock.h"
#include "core/tenancy/tenant_store.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::Status;

class MeterTest : public ::testing::Test {
 protected:
  void SetUp() override { open(4); }

  void open(int pool) {
    db_ = testing::openDatabase(dir_, pool);
    ASSERT_NE(db_, nullptr);
    TenantStore store(*db_, {{"credits", 10}});
    auto org = store.organizations.create("Org", "pro");
    ASSERT_TRUE(org.isOk()) << org.status().message();
    org_ = org.value().id;
  }

  Spend spend(std::int64_t amount, const std::string& resource = "credits") {
    Spend s;
    s.organization_id = org_;
    s.resource = resource;
    s.amount = amount;
    s.route = "POST /things/{id}";
    s.request_id = "req-" + std::to_string(++spends_);
    s.api_key_id = "key-1";
    return s;
  }

  // Spends in its own transaction, committed whatever consumeCredits answers, so a refusal
  // cannot be hidden by the rollback.
  Status spendCommitted(const Spend& s) {
    Status result;
    Status tx = db_->withTransaction([&](soci::session& sql) {
      result = consumeCredits(sql, db_->dialect(), s);
      return Status::ok();
    });
    EXPECT_TRUE(tx.isOk()) << tx.message();
    return result;
  }

  long long used(const std::string& resource = "credits") {
    return testing::queryInt(*db_, "SELECT used FROM credit_buckets WHERE organization_id = '" +
                                       org_ + "' AND resource = '" + resource + "'");
  }
  long long ledgerRows() {
    return testing::queryInt(
        *db_, "SELECT COUNT(*) FROM usage_ledger WHERE organization_id = '" + org_ + "'");
  }
  void setMetered() {
    TenantStore store(*db_, {});
    ASSERT_TRUE(store.organizations.setMeteredBilling(org_, true).isOk());
  }

  // chargeUsage in its own committed transaction.
  seo::sdk::Result<std::int64_t> charge(const Spend& s) {
    seo::sdk::Result<std::int64_t> result = Status::internal("not run");
    Status tx = db_->withTransaction([&](soci::session& sql) {
      result = chargeUsage(sql, db_->dialect(), s);
      return Status::ok();
    });
    EXPECT_TRUE(tx.isOk()) << tx.message();
    return result;
  }
  seo::sdk::Result<bool> can(const std::string& resource = "credits") {
    seo::sdk::Result<bool> result = Status::internal("not run");
    Status s = db_->withSession([&](soci::session& sql) {
      result = canSpend(sql, org_, resource);
      return Status::ok();
    });
    EXPECT_TRUE(s.isOk()) << s.message();
    return result;
  }
  Status refund(std::int64_t amount, const std::string& reference,
                const std::string& resource = "credits") {
    Status result;
    Status tx = db_->withTransaction([&](soci::session& sql) {
      result = refundCredits(sql, org_, resource, amount, reference);
      return Status::ok();
    });
    EXPECT_TRUE(tx.isOk()) << tx.message();
    return result;
  }
  // The amount and overage of the ledger row with `request_id` (-1 when there is none).
  std::pair<long long, long long> ledgerRow(const std::string& request_id,
                                            const std::string& route = "") {
    long long amount = -1;
    long long overage = -1;
    std::string row_route;
    Status read = db_->withSession([&](soci::session& sql) {
      sql << "SELECT amount, overage, route FROM usage_ledger WHERE request_id = :r",
          soci::use(request_id), soci::into(amount), soci::into(overage), soci::into(row_route);
      return Status::ok();
    });
    EXPECT_TRUE(read.isOk()) << read.message();
    if (!route.empty()) {
      EXPECT_EQ(row_route, route);
    }
    return {amount, overage};
  }
  long long ledgerSum() {
    return testing::queryInt(*db_, "SELECT COALESCE(SUM(amount), 0) FROM usage_ledger WHERE "
                                   "organization_id = '" + org_ + "'");
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::string org_;
  int spends_ = 0;
};

TEST_F(MeterTest, SpendWithinQuotaIsRecorded) {
  Status s =
      db_->withTransaction([&](soci::session& sql) { return consumeCredits(sql, db_->dialect(), spend(3)); });
  ASSERT_TRUE(s.isOk()) << s.message();
  EXPECT_EQ(used(), 3);
  long long amount = 0, overage = -1;
  std::string route, request_id, key;
  Status read = db_->withSession([&](soci::session& sql) {
    sql << "SELECT amount, overage, route, request_id, api_key_id FROM usage_ledger",
        soci::into(amount), soci::into(overage), soci::into(route), soci::into(request_id),
        soci::into(key);
    return Status::ok();
  });
  ASSERT_TRUE(read.isOk()) << read.message();
  EXPECT_EQ(amount, 3);
  EXPECT_EQ(overage, 0);
  EXPECT_EQ(route, "POST /things/{id}");
  EXPECT_EQ(request_id, "req-1");
  EXPECT_EQ(key, "key-1");
}

TEST_F(MeterTest, SpendExactlyUpToTheQuotaSucceeds) {
  ASSERT_TRUE(spendCommitted(spend(6)).isOk());
  Status s = spendCommitted(spend(4));
  EXPECT_TRUE(s.isOk()) << s.message();
  EXPECT_EQ(used(), 10);
  EXPECT_EQ(ledgerRows(), 2);
}

TEST_F(MeterTest, SpendOverQuotaIsRefusedAndChangesNothing) {
  ASSERT_TRUE(spendCommitted(spend(8)).isOk());
  Status s = spendCommitted(spend(3));
  EXPECT_EQ(s.code(), Code::PaymentRequired);
  EXPECT_EQ(s.httpStatus(), 402);
  EXPECT_EQ(s.message(), "Usage limit reached for credits");
  EXPECT_EQ(used(), 8);
  EXPECT_EQ(ledgerRows(), 1);
  // What is left can still be spent.
  EXPECT_TRUE(spendCommitted(spend(2)).isOk());
  EXPECT_EQ(used(), 10);
}

TEST_F(MeterTest, RefusalRollsBackTheCallersWriteInTheSameTransaction) {
  ASSERT_TRUE(spendCommitted(spend(9)).isOk());
  Status s = db_->withTransaction([&](soci::session& sql) {
    sql << "INSERT INTO plans (id, name, api_access, created_at) VALUES "
           "('p-x', 'scratch', 0, 'now')";
    return consumeCredits(sql, db_->dialect(), spend(2));
  });
  EXPECT_EQ(s.code(), Code::PaymentRequired);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM plans WHERE name = 'scratch'"), 0);
}

TEST_F(MeterTest, MissingBucketIs402) {
  Status s = spendCommitted(spend(1, "unknown_resource"));
  EXPECT_EQ(s.code(), Code::PaymentRequired);
  EXPECT_EQ(s.message(), "Usage limit reached for unknown_resource");
  EXPECT_EQ(ledgerRows(), 0);
  EXPECT_EQ(testing::queryInt(*db_,
                              "SELECT COUNT(*) FROM credit_buckets WHERE resource = "
                              "'unknown_resource'"),
            0);
}

TEST_F(MeterTest, NonPositiveAmountIsRefused) {
  EXPECT_EQ(spendCommitted(spend(0)).code(), Code::Internal);
  EXPECT_EQ(spendCommitted(spend(-5)).code(), Code::Internal);
  EXPECT_EQ(used(), 0);
  EXPECT_EQ(ledgerRows(), 0);
}

TEST_F(MeterTest, MeteredBillingRecordsOnlyThePartAboveTheQuota) {
  setMetered();
  ASSERT_TRUE(spendCommitted(spend(8)).isOk());
  ASSERT_TRUE(spendCommitted(spend(5)).isOk());  // 2 within, 3 over
  ASSERT_TRUE(spendCommitted(spend(2)).isOk());  // all over
  EXPECT_EQ(used(), 15);
  std::vector<long long> overages;
  Status read = db_->withSession([&](soci::session& sql) {
    soci::rowset<long long> rows =
        (sql.prepare << "SELECT overage FROM usage_ledger ORDER BY request_id");
    for (long long o : rows) overages.push_back(o);
    return Status::ok();
  });
  ASSERT_TRUE(read.isOk()) << read.message();
  EXPECT_EQ(overages, (std::vector<long long>{0, 3, 2}));
}

TEST_F(MeterTest, MeteredBillingWithoutBucketCountsAllAsOverage) {
  setMetered();
  ASSERT_TRUE(spendCommitted(spend(4, "extra")).isOk());
  EXPECT_EQ(used("extra"), 4);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT quota FROM credit_buckets WHERE resource = 'extra'"),
            0);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT overage FROM usage_ledger WHERE resource = 'extra'"),
            4);
}

TEST_F(MeterTest, LedgerGetsOneRowPerSpend) {
  for (int i = 1; i <= 4; ++i) ASSERT_TRUE(spendCommitted(spend(i)).isOk());
  EXPECT_EQ(ledgerRows(), 4);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT SUM(amount) FROM usage_ledger"), 10);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(DISTINCT id) FROM usage_ledger"), 4);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(DISTINCT request_id) FROM usage_ledger"), 4);
}

TEST_F(MeterTest, ExpiredPeriodRollsOverBeforeTheSpend) {
  ASSERT_TRUE(spendCommitted(spend(9)).isOk());
  Status s = db_->withSession([&](soci::session& sql) {
    sql << "UPDATE credit_buckets SET period_start = '2000-01-01T00:00:00.000Z', "
           "period_end = '2000-02-01T00:00:00.000Z'";
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  ASSERT_TRUE(spendCommitted(spend(2)).isOk());
  EXPECT_EQ(used(), 2);
  auto buckets = listBuckets(*db_, org_);
  ASSERT_TRUE(buckets.isOk()) << buckets.status().message();
  ASSERT_EQ(buckets.value().size(), 1u);
  const Bucket& b = buckets.value()[0];
  std::string now = isoNow();
  EXPECT_LE(b.period_start, now);
  EXPECT_GT(b.period_end, now);
  EXPECT_EQ(ledgerRows(), 2);  // the ledger keeps the old period's spend
}

TEST_F(MeterTest, CurrentPeriodIsNotRolledOver) {
  ASSERT_TRUE(spendCommitted(spend(9)).isOk());
  EXPECT_EQ(spendCommitted(spend(2)).code(), Code::PaymentRequired);
  EXPECT_EQ(used(), 9);
}

TEST_F(MeterTest, SetQuotaCreatesThenUpdatesTheBucket) {
  Status s =
      db_->withTransaction([&](soci::session& sql) { return setQuota(sql, org_, "new", 7); });
  ASSERT_TRUE(s.isOk()) << s.message();
  ASSERT_TRUE(spendCommitted(spend(5, "new")).isOk());
  s = db_->withTransaction([&](soci::session& sql) { return setQuota(sql, org_, "new", 20); });
  ASSERT_TRUE(s.isOk()) << s.message();
  auto buckets = listBuckets(*db_, org_);
  ASSERT_TRUE(buckets.isOk());
  ASSERT_EQ(buckets.value().size(), 2u);
  EXPECT_EQ(buckets.value()[0].resource, "credits");
  EXPECT_EQ(buckets.value()[1].resource, "new");
  EXPECT_EQ(buckets.value()[1].quota, 20);
  EXPECT_EQ(buckets.value()[1].used, 5);  // a new quota keeps what was spent
}

TEST_F(MeterTest, ChargeUsageWithinTheQuotaChargesAll) {
  auto charged = charge(spend(3));
  ASSERT_TRUE(charged.isOk()) << charged.status().message();
  EXPECT_EQ(charged.value(), 3);
  EXPECT_EQ(used(), 3);
  EXPECT_EQ(ledgerRow("req-1", "POST /things/{id}"), std::make_pair(3LL, 0LL));
}

TEST_F(MeterTest, ChargeUsageOverWhatIsLeftEmptiesTheBucket) {
  ASSERT_TRUE(spendCommitted(spend(8)).isOk());
  auto charged = charge(spend(5));
  ASSERT_TRUE(charged.isOk()) << charged.status().message();
  EXPECT_EQ(charged.value(), 2);
  EXPECT_EQ(used(), 10);
  EXPECT_EQ(ledgerRows(), 2);
  EXPECT_EQ(ledgerRow("req-2"), std::make_pair(2LL, 0LL));
}

TEST_F(MeterTest, ChargeUsageOnAnEmptyBucketChargesNothing) {
  ASSERT_TRUE(spendCommitted(spend(10)).isOk());
  auto charged = charge(spend(4));
  ASSERT_TRUE(charged.isOk()) << charged.status().message();
  EXPECT_EQ(charged.value(), 0);
  EXPECT_EQ(used(), 10);
  EXPECT_EQ(ledgerRows(), 1);
  auto missing = charge(spend(4, "no_such_bucket"));
  ASSERT_TRUE(missing.isOk()) << missing.status().message();
  EXPECT_EQ(missing.value(), 0);
  EXPECT_EQ(ledgerRows(), 1);
}

TEST_F(MeterTest, ChargeUsageWithMeteredBillingChargesAllAndRecordsOverage) {
  setMetered();
  ASSERT_TRUE(spendCommitted(spend(8)).isOk());
  auto charged = charge(spend(5));
  ASSERT_TRUE(charged.isOk()) << charged.status().message();
  EXPECT_EQ(charged.value(), 5);
  EXPECT_EQ(used(), 13);
  EXPECT_EQ(ledgerRow("req-2"), std::make_pair(5LL, 3LL));
}

TEST_F(MeterTest, ChargeUsageRefusesANegativeAmount) {
  auto charged = charge(spend(-2));
  EXPECT_EQ(charged.status().code(), Code::Internal);
  EXPECT_EQ(used(), 0);
  EXPECT_EQ(ledgerRows(), 0);
}

TEST_F(MeterTest, CanSpendWhileCreditsAreLeft) {
  ASSERT_TRUE(can().isOk());
  EXPECT_TRUE(can().value());
  ASSERT_TRUE(spendCommitted(spend(9)).isOk());
  EXPECT_TRUE(can().value());
  ASSERT_TRUE(spendCommitted(spend(1)).isOk());
  EXPECT_FALSE(can().value());
  EXPECT_FALSE(can("no_such_bucket").value());
  EXPECT_EQ(ledgerRows(), 2);  // asking spends nothing
  EXPECT_EQ(used(), 10);
}

TEST_F(MeterTest, CanSpendWithMeteredBillingEvenWhenExhausted) {
  ASSERT_TRUE(spendCommitted(spend(10)).isOk());
  EXPECT_FALSE(can().value());
  setMetered();
  EXPECT_TRUE(can().value());
  EXPECT_TRUE(can("no_such_bucket").value());
}

TEST_F(MeterTest, CanSpendAfterThePeriodRollsOver) {
  ASSERT_TRUE(spendCommitted(spend(10)).isOk());
  Status s = db_->withSession([&](soci::session& sql) {
    sql << "UPDATE credit_buckets SET period_start = '2000-01-01T00:00:00.000Z', "
           "period_end = '2000-02-01T00:00:00.000Z'";
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  EXPECT_TRUE(can().value());
  EXPECT_EQ(used(), 0);
}

TEST_F(MeterTest, CanSpendForAnUnknownOrganizationIsFalse) {
  seo::sdk::Result<bool> result = Status::internal("not run");
  Status s = db_->withSession([&](soci::session& sql) {
    result = canSpend(sql, "no-such-org", "credits");
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  ASSERT_TRUE(result.isOk());
  EXPECT_FALSE(result.value());
}

TEST_F(MeterTest, RefundRestoresCreditsAndWritesANegativeLedgerRow) {
  ASSERT_TRUE(spendCommitted(spend(6)).isOk());
  Status s = refund(4, "job-1");
  ASSERT_TRUE(s.isOk()) << s.message();
  EXPECT_EQ(used(), 2);
  EXPECT_EQ(ledgerRows(), 2);
  EXPECT_EQ(ledgerRow("job-1", "refund"), std::make_pair(-4LL, 0LL));
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM usage_ledger WHERE request_id = "
                                    "'job-1' AND api_key_id IS NULL"),
            1);
  EXPECT_EQ(ledgerSum(), used());
  // What was given back can be spent again.
  EXPECT_TRUE(spendCommitted(spend(8)).isOk());
  EXPECT_EQ(used(), 10);
}

TEST_F(MeterTest, RefundIsIdempotentPerReference) {
  ASSERT_TRUE(spendCommitted(spend(6)).isOk());
  ASSERT_TRUE(refund(4, "job-1").isOk());
  ASSERT_TRUE(refund(4, "job-1").isOk());
  EXPECT_EQ(used(), 2);
  EXPECT_EQ(ledgerRows(), 2);
  // Another reference is another refund; the same reference on another resource too.
  ASSERT_TRUE(refund(1, "job-2").isOk());
  EXPECT_EQ(used(), 1);
  Status q =
      db_->withTransaction([&](soci::session& sql) { return setQuota(sql, org_, "other", 5); });
  ASSERT_TRUE(q.isOk()) << q.message();
  ASSERT_TRUE(spendCommitted(spend(3, "other")).isOk());
  ASSERT_TRUE(refund(2, "job-1", "other").isOk());
  EXPECT_EQ(used("other"), 1);
  EXPECT_EQ(used(), 1);
}

TEST_F(MeterTest, RefundNeverTakesUsedBelowZero) {
  ASSERT_TRUE(spendCommitted(spend(3)).isOk());
  ASSERT_TRUE(refund(5, "job-1").isOk());
  EXPECT_EQ(used(), 0);
  EXPECT_EQ(ledgerRow("job-1", "refund"), std::make_pair(-3LL, 0LL));
  EXPECT_EQ(ledgerSum(), 0);
  ASSERT_TRUE(refund(5, "job-2").isOk());
  EXPECT_EQ(used(), 0);
  EXPECT_EQ(ledgerSum(), 0);
}

TEST_F(MeterTest, RefundGivesBackOverageFirstWhenMetered) {
  setMetered();
  ASSERT_TRUE(spendCommitted(spend(13)).isOk());  // 10 within, 3 over
  ASSERT_TRUE(refund(5, "job-1").isOk());
  EXPECT_EQ(used(), 8);
  EXPECT_EQ(ledgerRow("job-1", "refund"), std::make_pair(-5LL, -3LL));
  EXPECT_EQ(testing::queryInt(*db_, "SELECT SUM(overage) FROM usage_ledger"), 0);
}

TEST_F(MeterTest, RefundWithinTheQuotaGivesBackNoOverage) {
  setMetered();
  ASSERT_TRUE(spendCommitted(spend(12)).isOk());  // 2 over
  ASSERT_TRUE(refund(1, "job-1").isOk());
  EXPECT_EQ(ledgerRow("job-1"), std::make_pair(-1LL, -1LL));
  ASSERT_TRUE(refund(4, "job-2").isOk());  // 1 over is left, then 3 within
  EXPECT_EQ(ledgerRow("job-2"), std::make_pair(-4LL, -1LL));
  EXPECT_EQ(used(), 7);
}

TEST_F(MeterTest, RefundRefusesANonPositiveAmount) {
  ASSERT_TRUE(spendCommitted(spend(3)).isOk());
  EXPECT_EQ(refund(0, "job-1").code(), Code::Internal);
  EXPECT_EQ(refund(-2, "job-1").code(), Code::Internal);
  EXPECT_EQ(used(), 3);
  EXPECT_EQ(ledgerRows(), 1);
}

TEST_F(MeterTest, RefundWithoutBucketChangesNothing) {
  ASSERT_TRUE(refund(3, "job-1", "no_such_bucket").isOk());
  EXPECT_EQ(ledgerRows(), 0);
}

TEST_F(MeterTest, ConcurrentRefundsOfOneReferenceGiveBackOnce) {
  db_.reset();
  auto opened = Database::open(dir_.databaseUrl("refunds.db"), 8);
  ASSERT_TRUE(opened.isOk()) << opened.status().message();
  db_ = std::move(opened).value();
  ASSERT_TRUE(applyMigrations(*db_, kCoreComponent, coreMigrations()).isOk());
  TenantStore store(*db_, {{"credits", 100}});
  org_ = store.organizations.create("Refunds", "pro").value().id;
  ASSERT_TRUE(spendCommitted(spend(60)).isOk());

  constexpr int kThreads = 8;
  std::atomic<int> failed{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      // Every thread refunds the same job twice and a job of its own once.
      for (const std::string& ref : {std::string("shared"), std::string("shared"),
                                     "own-" + std::to_string(t)}) {
        Status s = db_->withTransaction([&](soci::session& sql) {
          return refundCredits(sql, org_, "credits", 5, ref);
        });
        if (!s.isOk()) ++failed;
      }
    });
  }
  for (std::thread& t : threads) t.join();
  EXPECT_EQ(failed.load(), 0);
  EXPECT_EQ(used(), 60 - 5 - kThreads * 5);
  EXPECT_EQ(ledgerRows(), 1 + 1 + kThreads);
  EXPECT_EQ(ledgerSum(), used());
}

TEST_F(MeterTest, ConcurrentSpendersNeverExceedTheQuota) {
  db_.reset();
  auto opened = Database::open(dir_.databaseUrl("concurrent.db"), 8);
  ASSERT_TRUE(opened.isOk()) << opened.status().message();
  db_ = std::move(opened).value();
  ASSERT_TRUE(applyMigrations(*db_, kCoreComponent, coreMigrations()).isOk());
  TenantStore store(*db_, {{"credits", 100}});
  org_ = store.organizations.create("Busy", "pro").value().id;

  constexpr int kThreads = 8;
  constexpr int kEach = 50;
  std::atomic<int> ok{0};
  std::atomic<int> refused{0};
  std::atomic<int> other{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < kEach; ++i) {
        Spend s;
        s.organization_id = org_;
        s.resource = "credits";
        s.amount = 1;
        s.route = "POST /spend";
        s.request_id = std::to_string(t) + "-" + std::to_string(i);
        Status st =
            db_->withTransaction([&](soci::session& sql) { return consumeCredits(sql, db_->dialect(), s); });
        if (st.isOk()) {
          ++ok;
        } else if (st.code() == Code::PaymentRequired) {
          ++refused;
        } else {
          ++other;
        }
      }
    });
  }
  for (std::thread& t : threads) t.join();
  EXPECT_EQ(ok.load(), 100);
  EXPECT_EQ(refused.load(), kThreads * kEach - 100);
  EXPECT_EQ(other.load(), 0);
  EXPECT_EQ(used(), 100);
  EXPECT_EQ(ledgerRows(), 100);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT SUM(overage) FROM usage_ledger"), 0);
}

}  // namespace
}  // namespace seo::core
