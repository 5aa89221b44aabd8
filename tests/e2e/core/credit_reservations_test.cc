// Token-priced work reserves its estimate before a model is asked (issue 33): the 402 comes when
// the work is accepted, requests made together can never spend more than the bucket holds, and
// what the work did not use goes back when it ends. Over real HTTP with the LLM peer: article
// generation (reserved when the job is accepted), article planning (reserved by the host
// before it asks), the offline stand-in and metered billing.
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "tests/e2e/harness/content_fixture.h"
#include "tests/e2e/harness/tenant.h"

namespace seo::tests {
namespace {

class CreditReservationsTest : public ContentE2eTest {
 protected:
  std::string one(const std::string& sql) const {
    std::string out;
    query(sql, &out);
    return out;
  }
  // The amount of alpha's latest reservation in the ledger.
  long long lastReserved() const {
    return std::stoll(one("SELECT amount FROM usage_ledger WHERE organization_id = '" +
                          a_.org_id + "' AND route = 'reserve' ORDER BY created_at DESC, id "
                          "LIMIT 1"));
  }
  long long openReservations() const {
    return std::stoll(one("SELECT COUNT(*) FROM credit_reservations WHERE settled_at IS NULL"));
  }
  // POST /articles/{id}/generate for every id at once; the statuses by count.
  std::map<int, int> generateAtOnce(const std::vector<std::string>& ids, const std::string& body) {
    std::mutex mutex;
    std::map<int, int> statuses;
    std::vector<std::thread> threads;
    for (const std::string& id : ids) {
      threads.emplace_back([&, id] {
        HttpResponse r = http().post(api("/articles/" + id + "/generate"), a_.key, body);
        std::lock_guard<std::mutex> lock(mutex);
        ++statuses[r.status];
        if (r.status == 402) {
          EXPECT_TRUE(isError(r, 402, "Usage limit reached for ai_credits")) << describe(r);
        }
      });
    }
    for (std::thread& t : threads) t.join();
    return statuses;
  }
};

TEST_F(CreditReservationsTest, GenerationsAskedTogetherNeverSpendMoreThanTheBucketHolds) {
  std::vector<std::string> ids;
  for (int i = 10; i < 30; ++i) {
    rapidjson::Document a;
    ASSERT_NO_FATAL_FAILURE(createArticle(
        a_, R"({"title": "Trail shoes )" + std::to_string(i) +
                R"(", "outline": [{"heading": "Grip", "points": ["lugs"]}, "Fit"]})",
        &a));
    ids.push_back(stringField(a, "id"));
  }
  // One generation, to learn what one is priced at and what it really costs.
  long long before = usedCredits(a_, "ai_credits");
  ASSERT_EQ(generateAtOnce({ids[0]}, "{}")[202], 1);
  const long long estimate = lastReserved();
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(awaitArticle(
      a_, ids[0], [](const rapidjson::Value& v) { return stringField(v, "status") == "completed"; },
      &done));
  const long long tokens = done["generation"]["total_tokens"].GetInt64();
  ASSERT_GT(tokens, 0);
  ASSERT_GT(estimate, tokens) << "the estimate bounds what a generation uses";
  EXPECT_EQ(usedCredits(a_, "ai_credits"), before + tokens) << "the rest went back";
  EXPECT_EQ(openReservations(), 0);

  // The bucket now holds one more generation's estimate, and a little.
  const long long used = usedCredits(a_, "ai_credits");
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", used + estimate + 10));
  std::string error;
  ASSERT_TRUE(llm_.control(R"({"mode": "slow"})", &error)) << error;
  std::map<int, int> statuses =
      generateAtOnce(std::vector<std::string>(ids.begin() + 1, ids.end()), "{}");
  EXPECT_EQ(statuses[202], 1) << "one fits";
  EXPECT_EQ(statuses[402], 18);
  EXPECT_EQ(statuses.size(), 2u);
  // While it runs, its reservation holds the bucket: even a long one is refused at once.
  for (int i = 0; i < 5; ++i) {
    HttpResponse r = http().post(api("/articles/" + ids[19] + "/generate"), a_.key,
                                 R"({"words": 5000})");
    EXPECT_TRUE(isError(r, 402, "Usage limit reached for ai_credits")) << i << describe(r);
  }
  EXPECT_EQ(openReservations(), 1);
  // When it ends, what it used stays spent and the rest goes back.
  std::string accepted = one("SELECT id FROM articles WHERE status IN ('queued', 'in-progress')");
  ASSERT_FALSE(accepted.empty());
  ASSERT_NO_FATAL_FAILURE(awaitArticle(
      a_, accepted,
      [](const rapidjson::Value& v) { return stringField(v, "status") == "completed"; }, &done));
  EXPECT_EQ(usedCredits(a_, "ai_credits"), used + done["generation"]["total_tokens"].GetInt64());
  EXPECT_EQ(openReservations(), 0);
}

// Planning asks the model inside the request: the host reserves the plan's estimate before it
// asks, so of twenty requests made together against a bucket that fits one, one is planned.
TEST_F(CreditReservationsTest, ArticlesPlannedTogetherNeverSpendMoreThanTheBucketHolds) {
  long long before = usedCredits(a_, "ai_credits");
  rapidjson::Document first;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, R"({"title": "Trail shoes 10"})", &first));
  const long long estimate = lastReserved();
  const long long tokens = first["generation"]["total_tokens"].GetInt64();
  ASSERT_GT(tokens, 0);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), before + tokens);
  // Room for one estimate now, but not for one after another: each plan costs `tokens`.
  const long long used = usedCredits(a_, "ai_credits");
  ASSERT_NO_FATAL_FAILURE(
      setQuota(cli(), a_.org_id, "ai_credits", used + estimate + tokens / 2));
  std::string error;
  ASSERT_TRUE(llm_.control(R"({"mode": "slow"})", &error)) << error;
  long long articles = articleCount();
  std::mutex mutex;
  std::map<int, int> statuses;
  std::vector<std::thread> threads;
  for (int i = 11; i < 31; ++i) {
    threads.emplace_back([&, i] {
      HttpResponse r = http().post(api("/articles"), a_.key,
                                   R"({"title": "Trail shoes )" + std::to_string(i) + R"("})");
      std::lock_guard<std::mutex> lock(mutex);
      ++statuses[r.status];
    });
  }
  for (std::thread& t : threads) t.join();
  EXPECT_EQ(statuses[201], 1);
  EXPECT_EQ(statuses[402], 19);
  EXPECT_EQ(articleCount(), articles + 1);
  EXPECT_LE(usedCredits(a_, "ai_credits"), used + estimate + tokens / 2);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), used + tokens);
  EXPECT_EQ(openReservations(), 0);
}

// Without a model, planning costs nothing, but an empty bucket still refuses it: POST /articles
// is an ai_credits consumer. An outline of one's own asks no model and needs no credits.
TEST_F(CreditReservationsTest, PlanningWithoutAModelRefusesAnEmptyBucket) {
  ASSERT_NO_FATAL_FAILURE(restartServer(contentOptions(/*with_llm=*/false)));
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 0));
  HttpResponse r = http().post(api("/articles"), a_.key, R"({"title": "Trail shoes"})");
  EXPECT_TRUE(isError(r, 402, "Usage limit reached for ai_credits")) << describe(r);
  r = http().post(api("/articles"), a_.key,
                  R"({"title": "Trail shoes", "outline": [{"heading": "Grip"}]})");
  EXPECT_EQ(r.status, 201) << describe(r);
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 1));
  r = http().post(api("/articles"), a_.key, R"({"title": "Trail shoes"})");
  EXPECT_EQ(r.status, 201) << describe(r);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), 0) << "the offline plan is free";
}

// Metered billing: the work is not refused; what it used past the quota is recorded as
// overage, and nothing reserved stays counted.
TEST_F(CreditReservationsTest, MeteredBillingRecordsTheOverageOfWhatWasUsed) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 0));
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(runCliOk(
      cli(), {"org", "set-metered", "--org", a_.org_id, "--enabled", "on"}, &done));
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(createArticle(a_, R"({"title": "Trail shoes"})", &a));
  const long long tokens = a["generation"]["total_tokens"].GetInt64();
  ASSERT_GT(tokens, 0);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), tokens);
  EXPECT_EQ(one("SELECT SUM(overage) FROM usage_ledger WHERE organization_id = '" + a_.org_id +
                "' AND resource = 'ai_credits'"),
            std::to_string(tokens));
  EXPECT_EQ(openReservations(), 0);
}

}  // namespace
}  // namespace seo::tests
