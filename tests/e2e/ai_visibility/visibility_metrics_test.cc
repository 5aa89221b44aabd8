// Brand Radar runs against a scripted model: every answer stored whole, the detections in it,
// and the metrics over them to the second decimal: rates with their Wilson intervals, mean
// positions with Student t intervals, share of voice, citations, sentiment and stability;
// per model, per day; and the consolidated score. Expected figures were worked by hand from
// the script below (PROVIDERS.md's definitions).
#include <gtest/gtest.h>

#include <cmath>

#include "tests/e2e/harness/visibility_fixture.h"

namespace seo::tests {
namespace {

constexpr const char* kBrandRadar = "/brand-radar";

// Three samples of each of two models. model-a: Acme then Globex; Globex then acme (with a
// link to acme.com); Initech, with Hooli (untracked, in bold: the judge names it). model-b: Acme
// then Globex; nothing; ACMÉ (accented), with globex.com cited beside the text.
constexpr const char* kScript = R"({"mode": "ok", "script": {
  "model-a": ["**Acme** is great. Globex also works.",
              "Try Globex first, then acme. See https://acme.com/pricing",
              "Initech leads the market, ahead of **Hooli**."],
  "model-b": ["Acme and Globex are both fine.",
              "Nothing to recommend.",
              {"content": "Cafe-style CRMs: ACMÉ stands out.",
               "citations": ["https://www.globex.com/review"]}]},
  "sentiments": {"Acme": "positive", "Globex": "negative", "Initech": "neutral"},
  "judge_mode": "ok"})";

constexpr const char* kCampaign = R"({"prompt": "Which CRM should a small agency use?",
  "brands": [{"name": "Acme", "domain": "acme.com"}],
  "competitors": [{"name": "Globex", "domain": "www.globex.com"},
                  {"name": "Initech", "domain": "initech.io"}],
  "models": ["lab/model-a", "lab/model-b"], "languages": ["en"], "samples": 3,
  "status": "paused"})";

void expectRate(const rapidjson::Value& figure, double value, double low, double high,
                long long samples) {
  ASSERT_TRUE(figure.IsObject());
  EXPECT_NEAR(figure["value"].GetDouble(), value, 0.006) << toJson(figure);
  EXPECT_NEAR(figure["ci_low"].GetDouble(), low, 0.006) << toJson(figure);
  EXPECT_NEAR(figure["ci_high"].GetDouble(), high, 0.006) << toJson(figure);
  EXPECT_EQ(figure["samples"].GetInt64(), samples) << toJson(figure);
}

class VisibilityMetricsTest : public VisibilityE2eTest {
 protected:
  // Creates the campaign, runs it once against the script and waits for the run.
  void runScripted(rapidjson::Document* run) {
    ASSERT_NO_FATAL_FAILURE(scriptLlm(kScript));
    ASSERT_NO_FATAL_FAILURE(createCampaign(a_, kBrandRadar, kCampaign, &campaign_));
    campaign_id_ = stringField(campaign_, "id");
    std::string run_id;
    ASSERT_NO_FATAL_FAILURE(startRun(a_, kBrandRadar, campaign_id_, &run_id));
    ASSERT_NO_FATAL_FAILURE(awaitRun(a_, kBrandRadar, campaign_id_, run_id, run));
  }
  void metrics(rapidjson::Document* out) {
    ASSERT_NO_FATAL_FAILURE(getData(a_, "/brand-radar/campaigns/{id}/metrics",
                                    "/brand-radar/campaigns/" + campaign_id_ + "/metrics", out));
  }

  rapidjson::Document campaign_;
  std::string campaign_id_;
};

TEST_F(VisibilityMetricsTest, EveryAnswerIsStoredWithItsDetectionsAndProvenance) {
  rapidjson::Document run;
  ASSERT_NO_FATAL_FAILURE(runScripted(&run));
  EXPECT_EQ(stringField(run, "status"), "completed") << toJson(run);
  EXPECT_EQ(run["checks_planned"].GetInt64(), 6);
  EXPECT_EQ(run["checks_answered"].GetInt64(), 6);
  EXPECT_EQ(stringField(run, "judge"), "default/judge-model");
  ASSERT_EQ(run["answers"].Size(), 6u);
  const rapidjson::Value& a2 = run["answers"][1];  // model-a, sample 2
  EXPECT_EQ(stringField(a2, "model"), "lab/model-a");
  EXPECT_EQ(stringField(a2, "endpoint"), "lab");
  EXPECT_EQ(stringField(a2, "answered_model"), "model-a");
  EXPECT_EQ(stringField(a2, "collection"), "api");
  EXPECT_EQ(a2["sample"].GetInt64(), 2);
  EXPECT_EQ(stringField(a2, "content"),
            "Try Globex first, then acme. See https://acme.com/pricing");
  ASSERT_EQ(a2["citations"].Size(), 1u);
  EXPECT_EQ(std::string(a2["citations"][0].GetString()), "https://acme.com/pricing");
  EXPECT_EQ(std::string(a2["cited_domains"][0].GetString()), "acme.com");
  const rapidjson::Value& acme = a2["detections"][0];
  EXPECT_EQ(stringField(acme, "name"), "Acme");
  EXPECT_TRUE(acme["mentioned"].GetBool());
  EXPECT_EQ(acme["mentions"].GetInt64(), 2) << "the name and its domain in the link";
  EXPECT_EQ(acme["position"].GetInt64(), 2);
  EXPECT_TRUE(acme["cited"].GetBool());
  EXPECT_EQ(stringField(acme, "sentiment"), "positive");
  const rapidjson::Value& globex = a2["detections"][1];
  EXPECT_EQ(globex["position"].GetInt64(), 1);
  EXPECT_EQ(stringField(globex, "sentiment"), "negative");
  EXPECT_TRUE(a2["detections"][2]["position"].IsNull());
  EXPECT_EQ(stringField(a2["detections"][2], "sentiment"), "unknown");
  // The accented ACMÉ is Acme; globex.com came beside the text, as a search model's citation.
  const rapidjson::Value& b3 = run["answers"][5];
  EXPECT_EQ(stringField(b3, "model"), "lab/model-b");
  EXPECT_TRUE(b3["detections"][0]["mentioned"].GetBool());
  EXPECT_EQ(stringField(b3["detections"][0], "sentiment"), "unknown")
      << "the judge did not name it: never invented";
  EXPECT_FALSE(b3["detections"][1]["mentioned"].GetBool());
  EXPECT_TRUE(b3["detections"][1]["cited"].GetBool());
  EXPECT_EQ(std::string(b3["citations"][0].GetString()), "https://www.globex.com/review");
  // Every check and every verdict was asked of the peer, and spent.
  rapidjson::Document requests;
  std::string error;
  ASSERT_TRUE(llm_.requests(&requests, &error)) << error;
  EXPECT_EQ(requests.Size(), 12u) << "6 checks and 6 verdicts";
  long long tokens = 0;
  for (const auto& a : run["answers"].GetArray()) tokens += a["tokens"].GetInt64();
  EXPECT_EQ(run["tokens"].GetInt64(), tokens);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), tokens);
}

TEST_F(VisibilityMetricsTest, MetricsCarryExactValuesIntervalsAndStability) {
  rapidjson::Document run;
  ASSERT_NO_FATAL_FAILURE(runScripted(&run));
  rapidjson::Document m;
  ASSERT_NO_FATAL_FAILURE(metrics(&m));
  EXPECT_EQ(m["answers"].GetInt64(), 6);
  ASSERT_EQ(m["brands"].Size(), 3u);

  const rapidjson::Value& acme = brandIn(m, "Acme");
  EXPECT_EQ(stringField(acme, "role"), "brand");
  EXPECT_EQ(stringField(acme, "domain"), "acme.com");
  expectRate(acme["mention_rate"], 66.67, 30.0, 90.32, 6);
  expectRate(acme["share_of_voice"], 50.0, 21.52, 78.48, 8);
  expectRate(acme["citation_share"], 16.67, 3.01, 56.35, 6);
  expectRate(acme["citation_rate"], 50.0, 9.45, 90.55, 2);
  // Positions 1, 2, 1, 1: mean 1.25, s 0.5, t(3) 3.1824: 0.45..2.05, floored at 1.
  expectRate(acme["average_position"], 1.25, 1.0, 2.05, 4);
  EXPECT_NEAR(valueOf(acme["sentiment"]), 100.0, 0.001);
  EXPECT_EQ(acme["sentiment"]["positive"].GetInt64(), 3);
  EXPECT_EQ(acme["sentiment"]["unknown"].GetInt64(), 1);
  // model-a: named in 2 of 3 samples, model-b: 2 of 3: 2 + 2 disagreeing pairs of 6.
  EXPECT_NEAR(acme["stability"]["flip_rate"].GetDouble(), 66.67, 0.006);
  EXPECT_NEAR(acme["stability"]["stability"].GetDouble(), 33.33, 0.006);
  EXPECT_EQ(acme["stability"]["disagreeing_pairs"].GetInt64(), 4);
  EXPECT_EQ(acme["stability"]["pairs"].GetInt64(), 6);
  EXPECT_EQ(acme["stability"]["groups"].GetInt64(), 2);

  const rapidjson::Value& globex = brandIn(m, "Globex");
  EXPECT_EQ(stringField(globex, "role"), "competitor");
  expectRate(globex["mention_rate"], 50.0, 18.76, 81.24, 6);
  expectRate(globex["share_of_voice"], 37.5, 13.68, 69.43, 8);
  expectRate(globex["citation_share"], 16.67, 3.01, 56.35, 6);
  // Positions 2, 1, 2: mean 1.67, t(2) 4.3027: 0.23..3.10, floored at 1.
  expectRate(globex["average_position"], 1.67, 1.0, 3.1, 3);
  EXPECT_NEAR(valueOf(globex["sentiment"]), 0.0, 0.001);
  EXPECT_EQ(globex["sentiment"]["negative"].GetInt64(), 3);

  const rapidjson::Value& initech = brandIn(m, "Initech");
  expectRate(initech["mention_rate"], 16.67, 3.01, 56.35, 6);
  expectRate(initech["share_of_voice"], 12.5, 2.24, 47.09, 8);
  EXPECT_NEAR(valueOf(initech["sentiment"]), 50.0, 0.001);
  // Named in 1 of model-a's 3 samples and none of model-b's: 2 disagreeing pairs of 6.
  EXPECT_NEAR(initech["stability"]["flip_rate"].GetDouble(), 33.33, 0.006);

  // Per model: Acme named in 2 of 3 answers of each; share of voice over that model's mentions.
  ASSERT_EQ(acme["by_model"].Size(), 2u);
  const rapidjson::Value& model_a = acme["by_model"][0];
  EXPECT_EQ(stringField(model_a, "model"), "lab/model-a");
  expectRate(model_a["mention_rate"], 66.67, 20.77, 93.85, 3);
  EXPECT_NEAR(valueOf(model_a["share_of_voice"]), 40.0, 0.006);  // 2 of 5 mentions
  // The trend: one day, the run's.
  ASSERT_EQ(acme["trend"].Size(), 1u);
  EXPECT_EQ(stringField(acme["trend"][0], "date"), stringField(run, "day"));
  EXPECT_NEAR(valueOf(acme["trend"][0]["mention_rate"]), 66.67, 0.006);
  // Source visibility: the domains cited, ranked.
  ASSERT_EQ(m["sources"].Size(), 2u);
  EXPECT_EQ(stringField(m["sources"][0], "domain"), "acme.com");
  EXPECT_EQ(m["sources"][0]["answers"].GetInt64(), 1);
  // The judge's other brands: Hooli; the bold **Acme** is tracked, so not among them.
  ASSERT_EQ(m["other_brands"].Size(), 1u) << toJson(m["other_brands"]);
  EXPECT_EQ(stringField(m["other_brands"][0], "name"), "Hooli");
  EXPECT_EQ(m["other_brands"][0]["answers"].GetInt64(), 1);
  EXPECT_NEAR(valueOf(m["other_brands"][0]["share"]), 16.67, 0.006);
}

TEST_F(VisibilityMetricsTest, ScoreIsTheDocumentedWeightedCombination) {
  rapidjson::Document run;
  ASSERT_NO_FATAL_FAILURE(runScripted(&run));
  rapidjson::Document score;
  ASSERT_NO_FATAL_FAILURE(getData(a_, "/ai-visibility/score", "/ai-visibility/score", &score));
  // Acme: visibility 66.67, share of voice 50, position 100 / 1.25 = 80, citations 16.67,
  // sentiment 100: 0.35 x 66.67 + 0.25 x 50 + 0.15 x 80 + 0.15 x 16.67 + 0.10 x 100 = 60.33.
  EXPECT_NEAR(score["score"].GetDouble(), 60.33, 0.006) << toJson(score);
  EXPECT_NEAR(score["components"]["visibility"].GetDouble(), 66.67, 0.006);
  EXPECT_NEAR(score["components"]["share_of_voice"].GetDouble(), 50.0, 0.006);
  EXPECT_NEAR(score["components"]["position"].GetDouble(), 80.0, 0.006);
  EXPECT_NEAR(score["components"]["citations"].GetDouble(), 16.67, 0.006);
  EXPECT_NEAR(score["components"]["sentiment"].GetDouble(), 100.0, 0.006);
  // model-a: 66.67, 40, 100 / 1.5, 33.33, 100: 58.33.
  ASSERT_EQ(score["by_model"].Size(), 2u);
  EXPECT_EQ(stringField(score["by_model"][0], "model"), "lab/model-a");
  EXPECT_NEAR(score["by_model"][0]["score"].GetDouble(), 58.33, 0.006);
  ASSERT_EQ(score["trend"].Size(), 1u);
  EXPECT_NEAR(score["trend"][0]["score"].GetDouble(), 60.33, 0.006);
  // Bravo has no campaign: no score, not zero.
  rapidjson::Document none;
  ASSERT_NO_FATAL_FAILURE(getData(b_, "/ai-visibility/score", "/ai-visibility/score", &none));
  EXPECT_TRUE(none["score"].IsNull());
  EXPECT_EQ(none["answers"].GetInt64(), 0);
}

TEST_F(VisibilityMetricsTest, AFailingJudgeLeavesSentimentUnknown) {
  rapidjson::Document run;
  ASSERT_NO_FATAL_FAILURE(scriptLlm(R"({"mode": "ok", "script": {"model-a": ["Acme rocks."],
      "model-b": ["Acme is fine."]}, "judge_mode": "server_error"})"));
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, kBrandRadar, kCampaign, &campaign_));
  campaign_id_ = stringField(campaign_, "id");
  std::string run_id;
  ASSERT_NO_FATAL_FAILURE(startRun(a_, kBrandRadar, campaign_id_, &run_id));
  ASSERT_NO_FATAL_FAILURE(awaitRun(a_, kBrandRadar, campaign_id_, run_id, &run));
  EXPECT_EQ(stringField(run, "status"), "completed") << "the judge's failure costs no answer";
  for (const auto& a : run["answers"].GetArray()) {
    EXPECT_TRUE(a["detections"][0]["mentioned"].GetBool());
    EXPECT_EQ(stringField(a["detections"][0], "sentiment"), "unknown");
    EXPECT_TRUE(a["other_brands"].IsNull());
  }
  rapidjson::Document m;
  ASSERT_NO_FATAL_FAILURE(metrics(&m));
  const rapidjson::Value& acme = brandIn(m, "Acme");
  EXPECT_TRUE(acme["sentiment"]["value"].IsNull());
  EXPECT_EQ(acme["sentiment"]["samples"].GetInt64(), 0);
  EXPECT_EQ(acme["sentiment"]["unknown"].GetInt64(), 6);
  rapidjson::Document score;
  ASSERT_NO_FATAL_FAILURE(getData(a_, "/ai-visibility/score", "/ai-visibility/score", &score));
  EXPECT_TRUE(score["components"]["sentiment"].IsNull());
  // Without sentiment the other weights share the whole: 0.35 x 100 + 0.25 x 100 + 0.15 x 100
  // + 0.15 x 0, over 0.90.
  EXPECT_NEAR(score["score"].GetDouble(), 83.33, 0.006);
}

TEST_F(VisibilityMetricsTest, NoJudgeConfiguredMeansUnknownNeverInvented) {
  ASSERT_NO_FATAL_FAILURE(restartServer(visibilityOptions(/*with_judge=*/false)));
  rapidjson::Document run;
  ASSERT_NO_FATAL_FAILURE(runScripted(&run));
  EXPECT_TRUE(run["judge"].IsNull());
  rapidjson::Document requests;
  std::string error;
  ASSERT_TRUE(llm_.requests(&requests, &error)) << error;
  EXPECT_EQ(requests.Size(), 6u) << "the checks only";
  for (const auto& a : run["answers"].GetArray()) {
    for (const auto& d : a["detections"].GetArray()) {
      EXPECT_EQ(stringField(d, "sentiment"), "unknown");
    }
  }
}

TEST_F(VisibilityMetricsTest, WebSearchEndpointsRecordHowTheAnswerWasCollected) {
  ASSERT_NO_FATAL_FAILURE(scriptLlm(R"({"mode": "ok", "script": {"model-s": [
      {"content": "Acme, per its site.", "citations": ["https://acme.com/about"]}]}})"));
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, kBrandRadar,
                                         R"({"prompt": "Best CRM?", "status": "paused",
      "brands": [{"name": "Acme", "domain": "acme.com"}], "models": ["search/model-s"],
      "samples": 1})",
                                         &campaign_));
  campaign_id_ = stringField(campaign_, "id");
  std::string run_id;
  rapidjson::Document run;
  ASSERT_NO_FATAL_FAILURE(startRun(a_, kBrandRadar, campaign_id_, &run_id));
  ASSERT_NO_FATAL_FAILURE(awaitRun(a_, kBrandRadar, campaign_id_, run_id, &run));
  ASSERT_EQ(run["answers"].Size(), 1u);
  const rapidjson::Value& a = run["answers"][0];
  EXPECT_EQ(stringField(a, "collection"), "web_search");
  EXPECT_EQ(stringField(a, "endpoint"), "search");
  EXPECT_EQ(std::string(a["citations"][0].GetString()), "https://acme.com/about");
  EXPECT_TRUE(a["detections"][0]["cited"].GetBool());
}

}  // namespace
}  // namespace seo::tests
