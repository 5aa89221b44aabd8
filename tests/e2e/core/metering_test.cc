// Credits: spends succeed up to the quota and then answer 402, also under concurrency; metered
// billing records overage instead; a failed handler keeps neither its credits nor its row.
#include <atomic>
#include <map>
#include <mutex>
#include <thread>

#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {
namespace {

class MeteringTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "meter", "pro", &tenant_));
    ASSERT_NO_FATAL_FAILURE(startServer());
  }
  HttpResponse spend(const std::string& resource, long long amount, const std::string& extra = "") {
    return http().post(api("/probe/spend"), tenant_.key,
                       R"({"resource":")" + resource + R"(","amount":)" +
                           std::to_string(amount) + extra + "}");
  }
  void bucket(const std::string& resource, rapidjson::Document* out) {
    usageOf(cli(), tenant_.org_id, resource, out);
  }
  // Number of rows the probe recorded for the tenant's website, through its own API.
  void spendRows(std::size_t* out) {
    HttpResponse r = http().get(api("/probe/spends"), tenant_.key);
    ASSERT_EQ(r.status, 200) << describe(r);
    *out = r.json()["data"].Size();
  }
  void ledgerRows(const std::string& column, std::string* out) {
    query("SELECT " + column + " FROM usage_ledger WHERE organization_id = '" + tenant_.org_id +
               "'",
           out);
  }
  Tenant tenant_;
};

TEST_F(MeteringTest, SpendsSucceedUntilTheQuotaThen402) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), tenant_.org_id, "keyword_research", 5));
  for (int i = 0; i < 5; ++i) {
    HttpResponse r = spend("keyword_research", 1);
    ASSERT_EQ(r.status, 201) << i << ": " << describe(r);
    EXPECT_EQ(r.json()["data"]["amount"].GetInt64(), 1);
  }
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(isError(spend("keyword_research", 1), 402,
                        "Usage limit reached for keyword_research"));
  }
  rapidjson::Document b;
  ASSERT_NO_FATAL_FAILURE(bucket("keyword_research", &b));
  EXPECT_EQ(b["quota"].GetInt64(), 5);
  EXPECT_EQ(b["used"].GetInt64(), 5);
  EXPECT_EQ(b["remaining"].GetInt64(), 0);
  EXPECT_EQ(b["overage"].GetInt64(), 0);
  std::size_t rows = 0;
  ASSERT_NO_FATAL_FAILURE(spendRows(&rows));
  EXPECT_EQ(rows, 5u);
  std::string ledger;
  ASSERT_NO_FATAL_FAILURE(ledgerRows("COUNT(*) || ':' || SUM(amount) || ':' || SUM(overage)",
                                     &ledger));
  EXPECT_EQ(ledger, "5:5:0");
  // Other buckets are untouched.
  ASSERT_NO_FATAL_FAILURE(bucket("backlink_research", &b));
  EXPECT_EQ(b["used"].GetInt64(), 0);
}

TEST_F(MeteringTest, ASpendLargerThanWhatRemainsIsRefusedWhole) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), tenant_.org_id, "ai_credits", 10));
  ASSERT_EQ(spend("ai_credits", 7).status, 201);
  EXPECT_TRUE(isError(spend("ai_credits", 4), 402, "Usage limit reached for ai_credits"));
  rapidjson::Document b;
  ASSERT_NO_FATAL_FAILURE(bucket("ai_credits", &b));
  EXPECT_EQ(b["used"].GetInt64(), 7);
  ASSERT_EQ(spend("ai_credits", 3).status, 201);
  ASSERT_NO_FATAL_FAILURE(bucket("ai_credits", &b));
  EXPECT_EQ(b["used"].GetInt64(), 10);
  EXPECT_EQ(b["remaining"].GetInt64(), 0);
}

TEST_F(MeteringTest, BadSpendInputIs400AndSpendsNothing) {
  EXPECT_TRUE(isError(http().post(api("/probe/spend"), tenant_.key, R"({"amount":1})"), 400,
                      "Missing required field: resource"));
  EXPECT_TRUE(isError(http().post(api("/probe/spend"), tenant_.key, R"({"resource":"ai_credits"})"),
                      400, "Missing required field: amount"));
  EXPECT_TRUE(isErrorContaining(spend("ai_credits", 0), 400, {"amount"}));
  EXPECT_TRUE(isErrorContaining(spend("ai_credits", -3), 400, {"amount"}));
  // A resource with no bucket has no credits.
  EXPECT_TRUE(isError(spend("mystery_credits", 1), 402, "Usage limit reached for mystery_credits"));
  std::string ledger;
  ASSERT_NO_FATAL_FAILURE(ledgerRows("COUNT(*)", &ledger));
  EXPECT_EQ(ledger, "0");
}

TEST_F(MeteringTest, ConcurrentSpendsNeverExceedTheQuota) {
  constexpr int kQuota = 50;
  constexpr int kThreads = 8;
  constexpr int kPerThread = 20;
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), tenant_.org_id, "crawl_credits", kQuota));

  std::mutex mutex;
  std::map<long, int> statuses;
  std::vector<std::string> unexpected;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < kPerThread; ++i) {
        HttpResponse r = spend("crawl_credits", 1);
        std::lock_guard<std::mutex> lock(mutex);
        ++statuses[r.status];
        if (r.status == 402 && !isError(r, 402, "Usage limit reached for crawl_credits")) {
          unexpected.push_back(r.body);
        }
        if (r.status != 201 && r.status != 402) unexpected.push_back(describe(r));
      }
    });
  }
  for (std::thread& t : threads) t.join();

  EXPECT_EQ(statuses[201], kQuota);
  EXPECT_EQ(statuses[402], kThreads * kPerThread - kQuota);
  EXPECT_EQ(statuses.size(), 2u);
  EXPECT_TRUE(unexpected.empty()) << unexpected.size() << " unexpected, first: "
                                  << (unexpected.empty() ? "" : unexpected.front());

  rapidjson::Document b;
  ASSERT_NO_FATAL_FAILURE(bucket("crawl_credits", &b));
  EXPECT_EQ(b["used"].GetInt64(), kQuota);
  EXPECT_EQ(b["overage"].GetInt64(), 0);
  std::size_t rows = 0;
  ASSERT_NO_FATAL_FAILURE(spendRows(&rows));
  EXPECT_EQ(rows, static_cast<std::size_t>(kQuota));
  std::string ledger;
  ASSERT_NO_FATAL_FAILURE(ledgerRows("COUNT(*) || ':' || SUM(amount)", &ledger));
  EXPECT_EQ(ledger, std::to_string(kQuota) + ":" + std::to_string(kQuota));
}

TEST_F(MeteringTest, MeteredBillingRecordsOverageInstead) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), tenant_.org_id, "backlink_research", 2));
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(runCliOk(
      cli(), {"org", "set-metered", "--org", tenant_.org_id, "--enabled", "on"}, &done));
  for (int i = 0; i < 3; ++i) {
    HttpResponse r = spend("backlink_research", 1);
    ASSERT_EQ(r.status, 201) << i << ": " << describe(r);
  }
  ASSERT_EQ(spend("backlink_research", 4).status, 201);

  rapidjson::Document b;
  ASSERT_NO_FATAL_FAILURE(bucket("backlink_research", &b));
  EXPECT_EQ(b["quota"].GetInt64(), 2);
  EXPECT_EQ(b["used"].GetInt64(), 7);
  EXPECT_GT(b["used"].GetInt64(), b["quota"].GetInt64());
  EXPECT_EQ(b["overage"].GetInt64(), 5);
  EXPECT_EQ(b["remaining"].GetInt64(), 0);
  std::string ledger;
  ASSERT_NO_FATAL_FAILURE(ledgerRows("COUNT(*) || ':' || SUM(amount) || ':' || SUM(overage)",
                                     &ledger));
  EXPECT_EQ(ledger, "4:7:5");

  HttpResponse me = http().get(api("/me"), tenant_.key);
  ASSERT_EQ(me.status, 200);
  EXPECT_TRUE(me.json()["data"]["organization"]["metered_billing"].GetBool());

  ASSERT_NO_FATAL_FAILURE(runCliOk(
      cli(), {"org", "set-metered", "--org", tenant_.org_id, "--enabled", "off"}, &done));
  EXPECT_TRUE(isError(spend("backlink_research", 1), 402,
                      "Usage limit reached for backlink_research"));
  ASSERT_NO_FATAL_FAILURE(bucket("backlink_research", &b));
  EXPECT_EQ(b["used"].GetInt64(), 7);
}

TEST_F(MeteringTest, FailureAfterTheSpendKeepsNeitherCreditsNorRow) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), tenant_.org_id, "crawl_credits", 10));
  HttpResponse r = spend("crawl_credits", 4, R"(,"fail_after_spend":true)");
  EXPECT_TRUE(isErrorContaining(r, 400, {"failing after the spend"}));

  rapidjson::Document b;
  ASSERT_NO_FATAL_FAILURE(bucket("crawl_credits", &b));
  EXPECT_EQ(b["used"].GetInt64(), 0);
  std::size_t rows = 0;
  ASSERT_NO_FATAL_FAILURE(spendRows(&rows));
  EXPECT_EQ(rows, 0u);
  std::string ledger;
  ASSERT_NO_FATAL_FAILURE(ledgerRows("COUNT(*)", &ledger));
  EXPECT_EQ(ledger, "0");

  // The same spend without the failure is kept: the check above can see a kept spend.
  ASSERT_EQ(spend("crawl_credits", 4, R"(,"fail_after_spend":false)").status, 201);
  ASSERT_NO_FATAL_FAILURE(bucket("crawl_credits", &b));
  EXPECT_EQ(b["used"].GetInt64(), 4);
  ASSERT_NO_FATAL_FAILURE(spendRows(&rows));
  EXPECT_EQ(rows, 1u);
}

}  // namespace
}  // namespace seo::tests
