// Prompt Research: runs of a custom prompt, with the brands (as the judge reads them) and the
// domains the answers name ranked, the website's own presence tracked; and prompt suggestions
// from the website's keywords, by the model or by a labelled offline template.
#include <gtest/gtest.h>

#include "tests/e2e/harness/visibility_fixture.h"
#include "tests/e2e/harness/webhook_fixture.h"

namespace seo::tests {
namespace {

using VisibilityResearchTest = VisibilityE2eTest;

TEST_F(VisibilityResearchTest, ResultsRankTheBrandsAndDomainsTheAnswersName) {
  // Two models, two samples each; the website (alpha.example) is named once.
  ASSERT_NO_FATAL_FAILURE(scriptLlm(R"({"mode": "ok", "script": {
    "model-a": [{"content": "Try **Trailco** or **Runfast**.", "citations": ["https://trailco.com/a"]},
                "**Runfast** is best; see https://runfast.io and https://trailco.com/b."],
    "model-b": ["**Runfast**, then **Peakgear**.",
                "Shops like alpha.example and **Runfast**."]}})"));
  ASSERT_NO_FATAL_FAILURE(listenToEveryEvent(http(), a_));
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, "/prompt-research", R"({"custom_prompt":
      "Where do I buy trail shoes?", "models": ["lab/model-a", "lab/model-b"], "samples": 2,
      "status": "paused"})",
                                         &c));
  const std::string id = stringField(c, "id");
  std::string run_id;
  rapidjson::Document run;
  ASSERT_NO_FATAL_FAILURE(startRun(a_, "/prompt-research", id, &run_id));
  ASSERT_NO_FATAL_FAILURE(awaitRun(a_, "/prompt-research", id, run_id, &run));
  ASSERT_EQ(stringField(run, "status"), "completed") << toJson(run);
  std::string event;
  query("SELECT payload FROM webhook_events WHERE type = 'ai_visibility.run.completed'", &event);
  EXPECT_NE(event.find("\"run_id\":\"" + run_id + "\""), std::string::npos) << event;
  EXPECT_NE(event.find("\"checks_answered\":4"), std::string::npos) << event;
  ASSERT_EQ(run["tracked"].Size(), 1u);
  EXPECT_EQ(stringField(run["tracked"][0], "domain"), "alpha.example");

  rapidjson::Document r;
  ASSERT_NO_FATAL_FAILURE(getData(a_, "/prompt-research/campaigns/{id}/results",
                                  "/prompt-research/campaigns/" + id + "/results", &r));
  EXPECT_EQ(r["answers"].GetInt64(), 4);
  // Runfast in all four answers, first in two of them; Trailco in one, first; Peakgear in one,
  // second.
  ASSERT_EQ(r["brands"].Size(), 3u) << toJson(r);
  EXPECT_EQ(stringField(r["brands"][0], "name"), "Runfast");
  EXPECT_EQ(r["brands"][0]["rank"].GetInt64(), 1);
  EXPECT_EQ(r["brands"][0]["answers"].GetInt64(), 4);
  EXPECT_NEAR(valueOf(r["brands"][0]["share"]), 100.0, 0.001);
  EXPECT_NEAR(r["brands"][0]["average_rank"].GetDouble(), 1.25, 0.001);  // 2, 1, 1, 1
  EXPECT_EQ(stringField(r["brands"][1], "name"), "Peakgear");            // ties by name
  EXPECT_EQ(stringField(r["brands"][2], "name"), "Trailco");
  // trailco.com cited in two answers, runfast.io in one.
  ASSERT_EQ(r["domains"].Size(), 2u);
  EXPECT_EQ(stringField(r["domains"][0], "domain"), "trailco.com");
  EXPECT_EQ(r["domains"][0]["answers"].GetInt64(), 2);
  EXPECT_NEAR(valueOf(r["domains"][0]["share"]), 50.0, 0.001);
  EXPECT_EQ(stringField(r["domains"][1], "domain"), "runfast.io");
  // The website itself: named in one answer of four.
  ASSERT_TRUE(r["website"].IsObject());
  EXPECT_NEAR(valueOf(r["website"]["mention_rate"]), 25.0, 0.001);
  // A range before the run holds nothing.
  ASSERT_NO_FATAL_FAILURE(
      getData(a_, "/prompt-research/campaigns/{id}/results",
              "/prompt-research/campaigns/" + id + "/results?from=2020-01-01&to=2020-01-31", &r));
  EXPECT_EQ(r["answers"].GetInt64(), 0);
  EXPECT_EQ(r["brands"].Size(), 0u);
  EXPECT_TRUE(r["website"].IsNull());
}

TEST_F(VisibilityResearchTest, ARunThatFailsForOneModelKeepsTheOthersAnswers) {
  ASSERT_NO_FATAL_FAILURE(scriptLlm(R"({"mode": "ok", "script": {
    "model-a": ["Fine."], "model-b": [{"error": 500}]}})"));
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, "/prompt-research", R"({"custom_prompt": "Q?",
      "models": ["lab/model-a", "lab/model-b"], "samples": 2, "status": "paused"})",
                                         &c));
  std::string run_id;
  rapidjson::Document run;
  ASSERT_NO_FATAL_FAILURE(startRun(a_, "/prompt-research", stringField(c, "id"), &run_id));
  ASSERT_NO_FATAL_FAILURE(awaitRun(a_, "/prompt-research", stringField(c, "id"), run_id, &run));
  EXPECT_EQ(stringField(run, "status"), "partial");
  EXPECT_EQ(run["checks_answered"].GetInt64(), 2);
  EXPECT_EQ(run["checks_failed"].GetInt64(), 2);
  for (const auto& a : run["answers"].GetArray()) {
    if (stringField(a, "model") == "lab/model-b") {
      EXPECT_EQ(stringField(a, "status"), "failed");
      EXPECT_NE(stringField(a, "error").find("LLM endpoint lab is unavailable (HTTP 500"),
                std::string::npos)
          << toJson(a);
      EXPECT_EQ(stringField(a, "error").find("127.0.0.1"), std::string::npos)
          << "the operator's address is not shown to tenants";
      EXPECT_TRUE(a["content"].IsNull());
    }
  }
  // Failed checks leave the denominator: two answers count.
  rapidjson::Document r;
  ASSERT_NO_FATAL_FAILURE(getData(a_, "/prompt-research/campaigns/{id}/results",
                                  "/prompt-research/campaigns/" + stringField(c, "id") + "/results",
                                  &r));
  EXPECT_EQ(r["answers"].GetInt64(), 2);
  // Another run may start once this one has ended; none while one is under way.
  HttpResponse again = http().post(
      api("/prompt-research/campaigns/" + stringField(c, "id") + "/runs"), a_.key, "{}");
  EXPECT_EQ(again.status, 202) << describe(again);
  HttpResponse third = http().post(
      api("/prompt-research/campaigns/" + stringField(c, "id") + "/runs"), a_.key, "{}");
  EXPECT_TRUE(third.status == 409 || third.status == 202) << describe(third);

  // The runs walked one at a time by cursor are the runs listed at once, in the same order.
  const std::string runs = "/prompt-research/campaigns/" + stringField(c, "id") + "/runs";
  HttpResponse all = http().get(api(runs + "?limit=20"), a_.key);
  ASSERT_EQ(all.status, 200) << describe(all);
  std::vector<std::string> listed, walked;
  rapidjson::Document at_once = all.json();
  for (const auto& run : at_once["data"].GetArray()) listed.push_back(stringField(run, "id"));
  ASSERT_GE(listed.size(), 2u);
  std::string cursor;
  for (int pages = 0; pages < 10; ++pages) {
    HttpResponse page =
        http().get(api(runs + "?limit=1" + (cursor.empty() ? "" : "&cursor=" + cursor)), a_.key);
    ASSERT_EQ(page.status, 200) << describe(page);
    rapidjson::Document doc = page.json();
    for (const auto& run : doc["data"].GetArray()) walked.push_back(stringField(run, "id"));
    if (doc["meta"]["next_cursor"].IsNull()) break;
    cursor = doc["meta"]["next_cursor"].GetString();
  }
  EXPECT_EQ(walked, listed);
}

TEST_F(VisibilityResearchTest, SuggestionsComeFromTheWebsitesKeywords) {
  HttpResponse none =
      call("GET", "/prompt-research/suggestions", "/prompt-research/suggestions", a_.key);
  ASSERT_EQ(none.status, 200) << describe(none);
  EXPECT_EQ(none.json()["data"]["suggestions"].Size(), 0u);
  EXPECT_NE(stringField(none.json()["data"], "note").find("no active keywords"), std::string::npos);

  ASSERT_EQ(http()
                .post(api("/keywords"), a_.key,
                      R"({"keywords": [{"term": "trail shoes", "volume": 900, "difficulty": 10},
                                          {"term": "rain jackets", "volume": 300, "difficulty": 50}]})")
                .status,
            201);
  const long long before = usedCredits(a_, "ai_credits");
  HttpResponse model =
      call("GET", "/prompt-research/suggestions", "/prompt-research/suggestions", a_.key);
  ASSERT_EQ(model.status, 200) << describe(model);
  rapidjson::Document doc = model.json();
  EXPECT_EQ(stringField(doc["data"], "source"), "llm");
  EXPECT_EQ(stringField(doc["data"], "model"), "judge-model");
  ASSERT_EQ(doc["data"]["suggestions"].Size(), 2u) << toJson(doc);
  EXPECT_EQ(stringField(doc["data"]["suggestions"][0], "prompt"),
            "Which trail shoes would you recommend?");
  EXPECT_EQ(stringField(doc["data"]["suggestions"][0], "keyword"), "trail shoes");
  EXPECT_GT(usedCredits(a_, "ai_credits"), before) << "the model's tokens are spent";

  // Without a language model: the offline template, labelled, free.
  ASSERT_NO_FATAL_FAILURE(restartServer(visibilityOptions(/*with_judge=*/false)));
  const long long spent = usedCredits(a_, "ai_credits");
  HttpResponse offline =
      call("GET", "/prompt-research/suggestions", "/prompt-research/suggestions?limit=1", a_.key);
  ASSERT_EQ(offline.status, 200) << describe(offline);
  rapidjson::Document o = offline.json();
  EXPECT_EQ(stringField(o["data"], "source"), "offline-template");
  EXPECT_TRUE(o["data"]["model"].IsNull());
  EXPECT_NE(stringField(o["data"], "note").find("not a model"), std::string::npos);
  ASSERT_EQ(o["data"]["suggestions"].Size(), 1u);
  EXPECT_EQ(stringField(o["data"]["suggestions"][0], "prompt"), "What is the best trail shoes?");
  EXPECT_EQ(usedCredits(a_, "ai_credits"), spent);
  EXPECT_EQ(http().get(api("/prompt-research/suggestions?limit=0"), a_.key).status, 400);
}

}  // namespace
}  // namespace seo::tests
