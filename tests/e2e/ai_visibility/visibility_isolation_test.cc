// Tenant isolation on every AI visibility route: bravo's key never reads, changes, runs or
// deletes alpha's campaigns, runs or metrics (404, as for an id that does not exist), never
// names alpha's website (403), sees only its own in lists and scores, and its bad input or
// empty bucket costs alpha nothing. Hostile bodies are refused naming the problem.
#include <string>
#include <tuple>
#include <vector>

#include "tests/e2e/harness/route_sweeps.h"
#include "tests/e2e/harness/visibility_fixture.h"

namespace seo::tests {
namespace {

class VisibilityIsolationTest : public VisibilityE2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(VisibilityE2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(scriptLlm(R"({"mode": "ok", "script": {"model-a": ["Acme wins."]}})"));
    rapidjson::Document c;
    ASSERT_NO_FATAL_FAILURE(createCampaign(a_, "/brand-radar", R"({"prompt": "Alpha only",
        "brands": [{"name": "Acme"}], "models": ["lab/model-a"], "samples": 1,
        "status": "paused"})",
                                           &c));
    brand_id_ = stringField(c, "id");
    ASSERT_NO_FATAL_FAILURE(startRun(a_, "/brand-radar", brand_id_, &run_id_));
    rapidjson::Document run;
    ASSERT_NO_FATAL_FAILURE(awaitRun(a_, "/brand-radar", brand_id_, run_id_, &run));
    ASSERT_NO_FATAL_FAILURE(createCampaign(a_, "/prompt-research",
                                           R"({"custom_prompt": "Alpha asks", "status": "paused",
        "models": ["lab/model-a"]})",
                                           &c));
    research_id_ = stringField(c, "id");
  }
  std::string brand_id_, run_id_, research_id_;
};

TEST_F(VisibilityIsolationTest, AnotherOrganizationsKeyFindsNoCampaignOrRun) {
  const std::string br = "/brand-radar/campaigns/" + brand_id_;
  const std::string pr = "/prompt-research/campaigns/" + research_id_;
  const std::vector<std::tuple<std::string, std::string, std::string, std::string>> routes = {
      {"GET", "/brand-radar/campaigns/{id}", br, ""},
      {"PATCH", "/brand-radar/campaigns/{id}", br, R"({"prompt": "Taken"})"},
      {"DELETE", "/brand-radar/campaigns/{id}", br, ""},
      {"POST", "/brand-radar/campaigns/{id}/runs", br + "/runs", "{}"},
      {"GET", "/brand-radar/campaigns/{id}/runs", br + "/runs", ""},
      {"GET", "/brand-radar/campaigns/{id}/runs/{run_id}", br + "/runs/" + run_id_, ""},
      {"GET", "/brand-radar/campaigns/{id}/metrics", br + "/metrics", ""},
      {"GET", "/prompt-research/campaigns/{id}", pr, ""},
      {"PATCH", "/prompt-research/campaigns/{id}", pr, R"({"custom_prompt": "Taken"})"},
      {"DELETE", "/prompt-research/campaigns/{id}", pr, ""},
      {"POST", "/prompt-research/campaigns/{id}/runs", pr + "/runs", "{}"},
      {"GET", "/prompt-research/campaigns/{id}/runs", pr + "/runs", ""},
      {"GET", "/prompt-research/campaigns/{id}/results", pr + "/results", ""},
  };
  for (const auto& [method, path_template, path, body] : routes) {
    HttpResponse r = call(method, path_template, path, b_.key,
                          body.empty() ? std::nullopt : std::optional<std::string>(body));
    EXPECT_TRUE(isError(r, 404, "Resource not found")) << method << " " << path << describe(r);
  }
  // Alpha's run under bravo's own campaign id is not found either.
  rapidjson::Document mine;
  ASSERT_NO_FATAL_FAILURE(createCampaign(b_, "/brand-radar", R"({"prompt": "Bravo",
      "brands": [{"name": "B"}], "status": "paused"})",
                                         &mine));
  EXPECT_EQ(http()
                .get(api("/brand-radar/campaigns/" + stringField(mine, "id") + "/runs/" + run_id_),
                     b_.key)
                .status,
            404);
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(getData(a_, "/brand-radar/campaigns/{id}", br, &c));
  EXPECT_EQ(stringField(c, "prompt"), "Alpha only");
  EXPECT_EQ(count("visibility_runs"), 1);
}

TEST_F(VisibilityIsolationTest, AnotherOrganizationsWebsiteIsForbiddenOnEveryRoute) {
  const std::string site = "website_id=" + a_.website_id;
  const std::string in_body = R"("website_id": ")" + a_.website_id + R"(")";
  const std::string br = "/brand-radar/campaigns/" + brand_id_;
  const std::string pr = "/prompt-research/campaigns/" + research_id_;
  const std::vector<std::tuple<std::string, std::string, std::string>> routes = {
      {"GET", "/brand-radar/campaigns?" + site, ""},
      {"POST", "/brand-radar/campaigns",
       "{" + in_body + R"(, "prompt": "x", "brands": [{"name": "A"}]})"},
      {"GET", br + "?" + site, ""},
      {"PATCH", br, "{" + in_body + R"(, "prompt": "Taken"})"},
      {"DELETE", br + "?" + site, ""},
      {"POST", br + "/runs", "{" + in_body + "}"},
      {"GET", br + "/runs?" + site, ""},
      {"GET", br + "/runs/" + run_id_ + "?" + site, ""},
      {"GET", br + "/metrics?" + site, ""},
      {"GET", "/prompt-research/campaigns?" + site, ""},
      {"POST", "/prompt-research/campaigns", "{" + in_body + R"(, "custom_prompt": "x"})"},
      {"GET", pr + "?" + site, ""},
      {"PATCH", pr, "{" + in_body + R"(, "custom_prompt": "Taken"})"},
      {"GET", pr + "/results?" + site, ""},
      {"GET", "/prompt-research/suggestions?" + site, ""},
      {"GET", "/ai-visibility/score?" + site, ""},
  };
  expectForbiddenOnEveryRoute(http(), b_.key, routes);
  EXPECT_EQ(count("visibility_campaigns"), 2);
}

TEST_F(VisibilityIsolationTest, ListsAndScoresShowOnlyTheirOwn) {
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(getData(b_, "/brand-radar/campaigns", "/brand-radar/campaigns", &list));
  EXPECT_EQ(list.Size(), 0u);
  ASSERT_NO_FATAL_FAILURE(
      getData(b_, "/prompt-research/campaigns", "/prompt-research/campaigns", &list));
  EXPECT_EQ(list.Size(), 0u);
  rapidjson::Document score;
  ASSERT_NO_FATAL_FAILURE(getData(b_, "/ai-visibility/score", "/ai-visibility/score", &score));
  EXPECT_TRUE(score["score"].IsNull());
  ASSERT_NO_FATAL_FAILURE(getData(a_, "/ai-visibility/score", "/ai-visibility/score", &score));
  EXPECT_NEAR(score["score"].GetDouble(), 80.0, 0.006)
      << "Acme named first in its one answer, no citation, judged neutral by default: "
         "0.35 x 100 + 0.25 x 100 + 0.15 x 100 + 0.15 x 0 + 0.10 x 50 over 1.0 is 80; "
      << toJson(score);
}

TEST_F(VisibilityIsolationTest, OneTenantsBadInputOrEmptyBucketCostsTheOtherNothing) {
  const long long before = usedCredits(a_, "ai_credits");
  for (const char* body : {"{", R"({"prompt": 5})", R"({"prompt": "x", "brands": "Acme"})"}) {
    EXPECT_EQ(http().post(api("/brand-radar/campaigns"), b_.key, body).status, 400) << body;
  }
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), b_.org_id, "ai_credits", 0));
  EXPECT_EQ(http()
                .post(api("/brand-radar/campaigns"), b_.key,
                      R"({"prompt": "x", "brands": [{"name": "A"}]})")
                .status,
            402);
  std::string run_id;
  rapidjson::Document run;
  ASSERT_NO_FATAL_FAILURE(startRun(a_, "/brand-radar", brand_id_, &run_id));
  ASSERT_NO_FATAL_FAILURE(awaitRun(a_, "/brand-radar", brand_id_, run_id, &run));
  EXPECT_EQ(stringField(run, "status"), "completed");
  EXPECT_EQ(usedCredits(a_, "ai_credits"), before + run["tokens"].GetInt64());
  EXPECT_EQ(usedCredits(b_, "ai_credits"), 0);
}

TEST_F(VisibilityIsolationTest, HostileBodiesAreRefusedNamingTheProblem) {
  const std::string br = "/brand-radar/campaigns/" + brand_id_;
  const std::string pr = "/prompt-research/campaigns/" + research_id_;
  expectHostileBodiesRefused(http(), a_.key,
                             {{"POST", "/brand-radar/campaigns"},
                              {"PATCH", br},
                              {"POST", br + "/runs"},
                              {"POST", "/prompt-research/campaigns"},
                              {"PATCH", pr},
                              {"POST", pr + "/runs"}},
                             "prompt");
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(getData(a_, "/brand-radar/campaigns/{id}", br, &c));
  EXPECT_EQ(stringField(c, "prompt"), "Alpha only");
  EXPECT_EQ(count("visibility_campaigns"), 2);
  EXPECT_EQ(count("visibility_runs"), 1);
}

}  // namespace
}  // namespace seo::tests
