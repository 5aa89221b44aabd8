#include "core/metering/meter.h"

#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <string>
#include <thread>
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
    auto org = store.createOrganization("Org", "pro");
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
    ASSERT_TRUE(store.setMeteredBilling(org_, true).isOk());
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

TEST_F(MeterTest, ConcurrentSpendersNeverExceedTheQuota) {
  db_.reset();
  auto opened = Database::open(dir_.databaseUrl("concurrent.db"), 8);
  ASSERT_TRUE(opened.isOk()) << opened.status().message();
  db_ = std::move(opened).value();
  ASSERT_TRUE(applyMigrations(*db_, kCoreComponent, coreMigrations()).isOk());
  TenantStore store(*db_, {{"credits", 100}});
  org_ = store.createOrganization("Busy", "pro").value().id;

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
