// Content automation over HTTP: its settings (validated, per website), and the planner that
// plans articles from the best unplanned keywords, gives them publishing slots in the website's
// time zone, generates them and lets them publish, hourly, on a clock the test moves.
#include <chrono>
#include <set>
#include <string>
#include <thread>

#include "seo/sdk/util/dates.h"
#include "tests/e2e/harness/content_fixture.h"

namespace seo::tests {
namespace {

class ContentAutomationTest : public ContentE2eTest {
 protected:
  HttpResponse patch(const std::string& body) {
    return call("PATCH", "/content/automation", "/content/automation", a_.key, body);
  }
  void automation(rapidjson::Document* out) {
    HttpResponse r = call("GET", "/content/automation", "/content/automation", a_.key);
    ASSERT_EQ(r.status, 200) << describe(r);
    rapidjson::Document doc = r.json();
    out->CopyFrom(doc["data"], out->GetAllocator());
  }
  // The website's articles, newest first (at most 100).
  void articles(rapidjson::Document* out) {
    HttpResponse r = call("GET", "/articles", "/articles?limit=100", a_.key);
    ASSERT_EQ(r.status, 200) << describe(r);
    *out = r.json();
  }
  // Waits until the planner's last run is not `before` (20 s at most).
  void awaitRun(const std::string& before, rapidjson::Document* out) {
    for (int i = 0; i < 400; ++i) {
      ASSERT_NO_FATAL_FAILURE(automation(out));
      if (!(*out)["last_run_at"].IsNull() && stringField(*out, "last_run_at") != before) return;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    FAIL() << "the planner did not run: " << toJson(*out);
  }
};

TEST_F(ContentAutomationTest, SettingsHaveDefaultsAndAreValidatedAsAWhole) {
  rapidjson::Document s;
  ASSERT_NO_FATAL_FAILURE(automation(&s));
  EXPECT_EQ(toJson(s),
            R"({"auto_plan":false,"auto_generate":false,"auto_publish":false,)"
            R"("articles_per_week":2,"publish_days":["mon","thu"],"publish_time":"09:00",)"
            R"("time_zone":"UTC","default_article_type":"standard","cms_type":null,)"
            R"("planner_active":false,"last_run_at":null,"last_run":null})");
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"{}", "Nothing to update"},
      {R"({"time_zone": "Mars/Olympus"})", "Invalid field: time_zone"},
      {R"({"publish_time": "24:00"})", "Invalid field: publish_time"},
      {R"({"publish_days": ["mon", "funday"]})", "Invalid field: publish_days[1]"},
      {R"({"publish_days": []})", "Invalid field: publish_days"},
      {R"({"articles_per_week": 0})", "Invalid field: articles_per_week"},
      {R"({"auto_plan": "yes"})", "Invalid field: auto_plan"},
      {R"({"default_article_type": "poem"})", "Invalid field: default_article_type"},
      {R"({"articles_per_week": 3, "tone": "dry"})", "Invalid field: tone"},
  };
  for (const auto& [body, message] : bad) {
    EXPECT_TRUE(isErrorContaining(patch(body), 400, {message})) << body;
  }
  ASSERT_NO_FATAL_FAILURE(automation(&s));
  EXPECT_EQ(s["articles_per_week"].GetInt(), 2) << "a refused change changes nothing";

  HttpResponse ok = patch(R"({"publish_days": ["fri", "mon", "fri"], "publish_time": "07:30",
                              "time_zone": "America/New_York", "default_article_type": "how-to",
                              "cms_type": "wordpress"})");
  ASSERT_EQ(ok.status, 200) << describe(ok);
  EXPECT_EQ(toJson(ok.json()["data"]["publish_days"]), R"(["mon","fri"])");
  EXPECT_FALSE(ok.json()["data"]["planner_active"].GetBool()) << "no flag on: no planner";
  // A bare date now means 07:30 in New York (EST in winter: 12:30 UTC).
  rapidjson::Document a;
  ASSERT_NO_FATAL_FAILURE(
      createArticle(a_, R"({"title": "x", "outline": ["x"], "date": "2099-12-01"})", &a));
  EXPECT_EQ(stringField(a, "scheduled_publish_at"), "2099-12-01T12:30:00.000Z");
  EXPECT_EQ(stringField(a, "article_type"), "how-to");
}

TEST_F(ContentAutomationTest, ThePlannerPlansGeneratesAndPublishesFromTheBestKeywords) {
  ASSERT_NO_FATAL_FAILURE(connectWordPress(a_));
  ASSERT_EQ(http()
                .post(api("/keywords"), a_.key,
                      R"({"keywords": [{"term": "small", "volume": 100, "difficulty": 10},
                        {"term": "big hard", "volume": 1000, "difficulty": 95},
                        {"term": "big easy", "volume": 1000, "difficulty": 20},
                        {"term": "half", "volume": 200}]})")
                .status,
            201);
  HttpResponse on = patch(R"({"auto_plan": true, "auto_publish": true, "articles_per_week": 2,
      "publish_days": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], "publish_time": "10:00",
      "time_zone": "Europe/Berlin"})");
  ASSERT_EQ(on.status, 200) << describe(on);
  EXPECT_TRUE(on.json()["data"]["planner_active"].GetBool());
  rapidjson::Document s;
  ASSERT_NO_FATAL_FAILURE(awaitRun("", &s));
  ASSERT_EQ(s["last_run"]["planned"].Size(), 2u) << toJson(s);

  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(articles(&list));
  ASSERT_EQ(list["data"].Size(), 2u);
  std::set<std::string> titles, days;
  for (const auto& a : list["data"].GetArray()) {
    titles.insert(stringField(a, "title"));
    std::string at = stringField(a, "scheduled_publish_at");
    days.insert(at.substr(0, 10));
    // 10:00 in Berlin: 09:00 UTC in winter, 08:00 in summer.
    EXPECT_TRUE(at.substr(10) == "T09:00:00.000Z" || at.substr(10) == "T08:00:00.000Z") << at;
    EXPECT_EQ(stringField(a, "status"), "planned");
  }
  EXPECT_EQ(titles, (std::set<std::string>{"Big easy", "Half"})) << "volume x (100 - difficulty)";
  EXPECT_EQ(days.size(), 2u) << "one article per publishing day";

  // Generation on: the next run (started now) queues both; each drafts its outline first.
  std::string last = stringField(s, "last_run_at");
  ASSERT_EQ(patch(R"({"auto_generate": true})").status, 200);
  ASSERT_NO_FATAL_FAILURE(awaitRun(last, &s));
  EXPECT_EQ(s["last_run"]["planned"].Size(), 0u) << "the week has its two";
  EXPECT_EQ(s["last_run"]["generating"].Size(), 2u) << toJson(s);
  for (const auto& a : list["data"].GetArray()) {
    rapidjson::Document done;
    ASSERT_NO_FATAL_FAILURE(awaitArticle(
        a_, stringField(a, "id"),
        [](const rapidjson::Value& v) { return stringField(v, "status") == "completed"; }, &done));
    EXPECT_EQ(stringField(done, "outline_source"), "llm");
    EXPECT_EQ(stringField(done, "slug").rfind("complete-guide-", 0), 0u) << "the plan's slug";
    EXPECT_EQ(done["outline"].Size(), 4u);
  }

  // Their days come: both publish, each once.
  ASSERT_NO_FATAL_FAILURE(advanceClock(3 * 86400));
  for (const auto& a : list["data"].GetArray()) {
    rapidjson::Document done;
    ASSERT_NO_FATAL_FAILURE(awaitArticle(
        a_, stringField(a, "id"),
        [](const rapidjson::Value& v) { return stringField(v, "status") == "published"; }, &done));
  }
  rapidjson::Document posts;
  ASSERT_NO_FATAL_FAILURE(wpPosts(&posts));
  EXPECT_EQ(posts.MemberCount(), 2u);

  // Everything off: the chain ends.
  HttpResponse off =
      patch(R"({"auto_plan": false, "auto_generate": false, "auto_publish": false})");
  EXPECT_FALSE(off.json()["data"]["planner_active"].GetBool());
}

TEST_F(ContentAutomationTest, ThePlannerRunsHourlyAndSaysWhyItDidNothing) {
  ASSERT_EQ(patch(R"({"auto_plan": true})").status, 200);
  rapidjson::Document s;
  ASSERT_NO_FATAL_FAILURE(awaitRun("", &s));
  EXPECT_EQ(toJson(s["last_run"]["notes"]),
            R"(["planning: the website has no unplanned keyword left"])");
  std::string first = stringField(s, "last_run_at");
  // An hour later (the test's clock) it runs again.
  ASSERT_NO_FATAL_FAILURE(advanceClock(3600 + 5));
  ASSERT_NO_FATAL_FAILURE(awaitRun(first, &s));
  EXPECT_GT(stringField(s, "last_run_at"), first);

  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 0));
  std::string second = stringField(s, "last_run_at");
  ASSERT_EQ(patch(R"({"auto_generate": true})").status, 200);
  ASSERT_NO_FATAL_FAILURE(awaitRun(second, &s));
  EXPECT_NE(toJson(s["last_run"]["notes"]).find("generation: Usage limit reached for ai_credits"),
            std::string::npos)
      << toJson(s);
}

}  // namespace
}  // namespace seo::tests
