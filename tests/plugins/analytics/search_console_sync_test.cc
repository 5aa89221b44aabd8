// The search-console sync job on a SQLite file through the SDK's FakeHost, Google answered by its
// FakeHttpClient: what one run stores, spends and schedules; that only the link's scheduled job
// works, so a second run of a finished job does nothing; and that every failure that ends the job
// keeps the schedule going, once.
#include "plugins/analytics/search_console_sync.h"

#include <gtest/gtest.h>
#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <cstdio>
#include <fstream>
#include <memory>

#include "plugins/analytics/days.h"
#include "plugins/analytics/search_console_settings.h"
#include "tests/plugins/analytics/search_console_test_database.h"

namespace seo::plugins::analytics {
namespace {

using seo::sdk::Code;
using seo::sdk::OutboundResponse;
using seo::sdk::Result;

std::string privateKeyPem() {
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(EVP_RSA_gen(2048), EVP_PKEY_free);
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
  PEM_write_bio_PrivateKey(bio.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr);
  char* data = nullptr;
  long size = BIO_get_mem_data(bio.get(), &data);
  return std::string(data, static_cast<std::size_t>(size));
}

std::string jsonString(const std::string& text) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  w.String(text.c_str(), static_cast<unsigned>(text.size()));
  return buf.GetString();
}

std::string daysAgo(int n) { return formatDay(dayOfMs(nowMs()) - n); }

class SearchConsoleSyncTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { pem_ = new std::string(privateKeyPem()); }
  static void TearDownTestSuite() { delete pem_; }

  void SetUp() override {
    key_file_ = db_.path + ".key.json";
    std::ofstream(key_file_) << R"({"type": "service_account", "client_email": "r@x.test", )"
                             << R"("token_uri": "https://oauth.test/token", "private_key": )"
                             << jsonString(*pem_) << "}";
    db_.host.settings[kCredentialsSetting] = key_file_;
    db_.host.settings[kApiBaseSetting] = "https://api.test";
    db_.host.settings[kIntervalSetting] = "3600";
    db_.host.fake_credits.quotas[kCrawlCredits] = 10;
    db_.sql << "INSERT INTO search_console_links (website_id, property, scheduled_job_id, "
               "created_at) VALUES ('site-a', 'sc-domain:a.example', 'job-1', 'then')";
    job_.job_id = "job-1";
    job_.kind = kSearchConsoleSyncJob;
    job_.organization_id = "org-a";
    job_.website_id = "site-a";
    job_.host = &db_.host;
    job_.attempt = 1;
    job_.max_attempts = kSearchConsoleSyncAttempts;
  }
  void TearDown() override { std::remove(key_file_.c_str()); }

  // Google answers a token, then `status` with `body` to the query.
  void googleAnswers(int status, const std::string& body) {
    db_.host.http_client.answers.push_back(OutboundResponse{
        200, {}, R"({"access_token": "ya29.t", "expires_in": 3600, "token_type": "Bearer"})"});
    db_.host.http_client.answers.push_back(OutboundResponse{status, {}, body});
  }
  std::string link() {
    return db_.rows(
        "SELECT scheduled_job_id, last_synced_at IS NOT NULL, last_error FROM "
        "search_console_links WHERE website_id = 'site-a'");
  }
  std::string rows() {
    return db_.rows(
        "SELECT day, page, clicks, impressions, position_x_impressions, source FROM "
        "search_console_rows ORDER BY day, page");
  }

  static std::string* pem_;
  SearchConsoleTestDatabase db_;
  std::string key_file_;
  seo::sdk::JobContext job_;
};

std::string* SearchConsoleSyncTest::pem_ = nullptr;

TEST_F(SearchConsoleSyncTest, StoresTheWindowSpendsOneCreditAndSchedulesTheNext) {
  const std::string d1 = daysAgo(1), d2 = daysAgo(2), d7 = daysAgo(7), d8 = daysAgo(8);
  db_.addRow("site-a", d8, "https://a.example/old", 1, 1, 1, "api");   // before the window
  db_.addRow("site-a", d2, "https://a.example/gone", 1, 1, 1, "api");  // no longer answered
  db_.addRow("site-a", d2, "https://a.example/x", 1, 1, 1, "csv");     // answered: replaced
  db_.addRow("site-a", d2, "https://a.example/csv", 4, 8, 2, "csv");   // not answered: kept
  googleAnswers(200, R"({"rows": [
      {"keys": [")" + d7 +
                         R"(", "https://a.example/x"], "clicks": 2, "impressions": 40,
       "ctr": 0.05, "position": 3.5},
      {"keys": [")" + d2 +
                         R"(", "https://a.example/x"], "clicks": 1, "impressions": 10,
       "ctr": 0.1, "position": 2},
      {"keys": [")" + d1 +
                         R"(", "https://a.example/y"], "clicks": 0, "impressions": 5,
       "ctr": 0, "position": 9}]})");
  Result<std::string> result = onSearchConsoleSync(job_);
  ASSERT_TRUE(result.isOk()) << result.status().message();

  ASSERT_EQ(db_.host.fake_jobs.jobs.size(), 1u);
  const std::string next = db_.host.fake_jobs.jobs[0].id;
  EXPECT_EQ(db_.host.fake_jobs.jobs[0].kind, kSearchConsoleSyncJob);
  EXPECT_EQ(db_.host.fake_jobs.jobs[0].organization_id, "org-a");
  EXPECT_EQ(db_.host.fake_jobs.jobs[0].website_id, "site-a");
  rapidjson::Document doc;
  doc.Parse(result.value().c_str());
  EXPECT_STREQ(doc["property"].GetString(), "sc-domain:a.example");
  EXPECT_EQ(doc["from"].GetString(), d7);
  EXPECT_EQ(doc["to"].GetString(), d1);
  EXPECT_EQ(doc["rows"].GetInt(), 3);
  EXPECT_EQ(doc["credits_spent"].GetInt(), 1);
  EXPECT_EQ(doc["next_job_id"].GetString(), next);

  EXPECT_EQ(rows(), d8 + "|https://a.example/old|1|1|1|api\n" +       //
                        d7 + "|https://a.example/x|2|40|140|api\n" +  //
                        d2 + "|https://a.example/csv|4|8|16|csv\n" +  //
                        d2 + "|https://a.example/x|1|10|20|api\n" +   //
                        d1 + "|https://a.example/y|0|5|45|api");
  EXPECT_EQ(db_.host.fake_credits.used[kCrawlCredits], 1);
  EXPECT_EQ(link(), next + "|1|");
  // The query asked for the window, the property percent-encoded into the path.
  ASSERT_EQ(db_.host.http_client.requests.size(), 2u);
  EXPECT_EQ(db_.host.http_client.requests[0].url, "https://oauth.test/token");
  EXPECT_EQ(db_.host.http_client.requests[1].url,
            "https://api.test/webmasters/v3/sites/sc-domain%3Aa.example/searchAnalytics/query");
  EXPECT_NE(db_.host.http_client.requests[1].body.find(R"("startDate":")" + d7), std::string::npos);
}

TEST_F(SearchConsoleSyncTest, ASecondRunOfAFinishedJobDoesNothing) {
  googleAnswers(200, R"({"responseAggregationType": "byPage"})");
  ASSERT_TRUE(onSearchConsoleSync(job_).isOk());
  ASSERT_EQ(db_.host.fake_jobs.jobs.size(), 1u);
  // The worker died before recording the result: the job runs again.
  Result<std::string> again = onSearchConsoleSync(job_);
  ASSERT_TRUE(again.isOk()) << again.status().message();
  EXPECT_NE(again.value().find(R"("superseded":true)"), std::string::npos) << again.value();
  EXPECT_EQ(db_.host.fake_jobs.jobs.size(), 1u);
  EXPECT_EQ(db_.host.fake_credits.used[kCrawlCredits], 1);
  EXPECT_EQ(db_.host.http_client.requests.size(), 2u) << "Google is not asked again";
}

TEST_F(SearchConsoleSyncTest, AJobTheLinkNoLongerSchedulesEndsWithoutWork) {
  db_.sql << "UPDATE search_console_links SET scheduled_job_id = 'job-2'";
  Result<std::string> replaced = onSearchConsoleSync(job_);
  ASSERT_TRUE(replaced.isOk());
  EXPECT_NE(replaced.value().find("job-2"), std::string::npos) << replaced.value();
  db_.sql << "DELETE FROM search_console_links";
  Result<std::string> unlinked = onSearchConsoleSync(job_);
  ASSERT_TRUE(unlinked.isOk());
  EXPECT_NE(unlinked.value().find("no longer linked"), std::string::npos) << unlinked.value();
  EXPECT_TRUE(db_.host.fake_jobs.jobs.empty());
  EXPECT_TRUE(db_.host.http_client.requests.empty());
}

TEST_F(SearchConsoleSyncTest, MissingCredentialsFailAtOnceAndTheScheduleGoesOnOnce) {
  db_.host.settings.erase(kCredentialsSetting);
  Result<std::string> failed = onSearchConsoleSync(job_);
  ASSERT_FALSE(failed.isOk());
  EXPECT_EQ(failed.status().code(), Code::InvalidArgument);
  EXPECT_NE(failed.status().message().find(kCredentialsSetting), std::string::npos);
  ASSERT_EQ(db_.host.fake_jobs.jobs.size(), 1u);
  EXPECT_EQ(link(), db_.host.fake_jobs.jobs[0].id + "|0|" + failed.status().message());
  // Run again (its worker died): the schedule has moved on, nothing more is queued.
  Result<std::string> again = onSearchConsoleSync(job_);
  ASSERT_TRUE(again.isOk());
  EXPECT_EQ(db_.host.fake_jobs.jobs.size(), 1u);
}

TEST_F(SearchConsoleSyncTest, AnUnreadableKeyFileIsPermissionDenied) {
  db_.host.settings[kCredentialsSetting] = db_.path + ".missing";
  Result<std::string> failed = onSearchConsoleSync(job_);
  ASSERT_FALSE(failed.isOk());
  EXPECT_EQ(failed.status().code(), Code::PermissionDenied);
  EXPECT_NE(failed.status().message().find(".missing"), std::string::npos);
  EXPECT_EQ(db_.host.fake_jobs.jobs.size(), 1u);
}

TEST_F(SearchConsoleSyncTest, GooglesRefusalEndsTheJobWithItsReason) {
  googleAnswers(403, R"({"error": {"code": 403, "status": "PERMISSION_DENIED",
                                   "message": "User does not have sufficient permission"}})");
  Result<std::string> failed = onSearchConsoleSync(job_);
  ASSERT_FALSE(failed.isOk());
  EXPECT_EQ(failed.status().code(), Code::PermissionDenied);
  EXPECT_NE(failed.status().message().find("sufficient permission"), std::string::npos);
  EXPECT_EQ(db_.host.fake_jobs.jobs.size(), 1u);
  EXPECT_EQ(db_.host.fake_credits.used[kCrawlCredits], 0);
}

TEST_F(SearchConsoleSyncTest, NoCrawlCreditsFailAtOnceStoringNothing) {
  db_.host.fake_credits.quotas[kCrawlCredits] = 0;
  googleAnswers(200, R"({"rows": [{"keys": [")" + daysAgo(1) +
                         R"(", "https://a.example/x"], "clicks": 1, "impressions": 2,
                         "ctr": 0.5, "position": 1}]})");
  Result<std::string> failed = onSearchConsoleSync(job_);
  ASSERT_FALSE(failed.isOk());
  EXPECT_EQ(failed.status().code(), Code::PaymentRequired);
  EXPECT_EQ(failed.status().message(), "Usage limit reached for crawl_credits");
  EXPECT_EQ(rows(), "");
  ASSERT_EQ(db_.host.fake_jobs.jobs.size(), 1u);
  EXPECT_EQ(link(), db_.host.fake_jobs.jobs[0].id + "|0|Usage limit reached for crawl_credits");
}

TEST_F(SearchConsoleSyncTest, ARetryableFailureSchedulesOnlyOnTheLastAttempt) {
  // No answer queued: Google is unreachable.
  Result<std::string> first = onSearchConsoleSync(job_);
  ASSERT_FALSE(first.isOk());
  EXPECT_EQ(first.status().code(), Code::Unavailable);
  EXPECT_TRUE(db_.host.fake_jobs.jobs.empty()) << "a retry follows; it schedules";
  EXPECT_EQ(link(), "job-1|0|");
  job_.attempt = kSearchConsoleSyncAttempts;
  ASSERT_FALSE(onSearchConsoleSync(job_).isOk());
  EXPECT_EQ(db_.host.fake_jobs.jobs.size(), 1u);
}

TEST_F(SearchConsoleSyncTest, SettingsOutOfRange) {
  db_.host.settings[kDaysSetting] = "0";
  Result<std::string> failed = onSearchConsoleSync(job_);
  ASSERT_FALSE(failed.isOk());
  EXPECT_EQ(failed.status().code(), Code::InvalidArgument);
  EXPECT_NE(failed.status().message().find(kDaysSetting), std::string::npos);
  db_.host.settings[kIntervalSetting] = "soon";
  EXPECT_EQ(syncIntervalFromSettings(db_.host), kDefaultSyncIntervalSeconds);
  EXPECT_FALSE(db_.host.logs.empty());
}

}  // namespace
}  // namespace seo::plugins::analytics
