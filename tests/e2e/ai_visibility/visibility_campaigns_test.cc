// Brand Radar and Prompt Research campaigns: the spec's shapes, create/read/update/delete,
// validation naming the field, runs on a schedule under a moved clock, and ai_credits (402
// before anything is written or queued, metered overage, a bucket emptied mid-run).
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "tests/e2e/harness/visibility_fixture.h"

namespace seo::tests {
namespace {

constexpr const char* kBrandRadar = "/brand-radar";
constexpr const char* kPromptResearch = "/prompt-research";

constexpr const char* kPaused = R"({"prompt": "Best CRM for agencies?",
  "brands": [{"name": "Acme", "domain": "acme.com"}],
  "competitors": [{"name": "Globex"}], "status": "paused"})";

using VisibilityCampaignsTest = VisibilityE2eTest;

TEST_F(VisibilityCampaignsTest, BrandRadarCampaignsAreCreatedReadChangedAndDeleted) {
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, kBrandRadar, kPaused, &c));
  const std::string id = stringField(c, "id");
  EXPECT_EQ(stringField(c, "prompt"), "Best CRM for agencies?");
  EXPECT_EQ(stringField(c["brands"][0], "domain"), "acme.com");
  EXPECT_EQ(stringField(c["competitors"][0], "domain"), "");
  EXPECT_EQ(c["frequency"].GetInt64(), 7);
  EXPECT_EQ(c["samples"].GetInt64(), 3);
  EXPECT_EQ(stringField(c, "status"), "paused");
  EXPECT_TRUE(c["next_run_at"].IsNull()) << "paused: no schedule";
  ASSERT_EQ(c["languages"].Size(), 1u);
  EXPECT_EQ(std::string(c["languages"][0].GetString()), "en") << "the website's language";
  // Every configured model by default, in configuration order.
  ASSERT_EQ(c["models"].Size(), 4u) << toJson(c);
  EXPECT_EQ(std::string(c["models"][0].GetString()), "lab/model-a");
  EXPECT_EQ(std::string(c["models"][2].GetString()), "search/model-s");
  EXPECT_EQ(std::string(c["models"][3].GetString()), "default/judge-model");

  HttpResponse list = call("GET", "/brand-radar/campaigns", "/brand-radar/campaigns", a_.key);
  ASSERT_EQ(list.status, 200) << describe(list);
  ASSERT_EQ(list.json()["data"].Size(), 1u);
  EXPECT_EQ(stringField(list.json()["data"][0], "id"), id);

  HttpResponse changed =
      call("PATCH", "/brand-radar/campaigns/{id}", "/brand-radar/campaigns/" + id, a_.key,
           R"({"competitors": [{"name": "Initech", "domain": "initech.io"}],
      "languages": ["de", "pt-br"], "models": ["lab/model-b"], "samples": 2, "frequency": 1})");
  ASSERT_EQ(changed.status, 200) << describe(changed);
  rapidjson::Document after = changed.json();
  EXPECT_EQ(stringField(after["data"]["competitors"][0], "name"), "Initech");
  EXPECT_EQ(std::string(after["data"]["languages"][1].GetString()), "pt-BR");
  EXPECT_EQ(after["data"]["models"].Size(), 1u);
  EXPECT_EQ(after["data"]["samples"].GetInt64(), 2);
  EXPECT_EQ(stringField(after["data"], "prompt"), "Best CRM for agencies?") << "kept";

  HttpResponse got =
      call("GET", "/brand-radar/campaigns/{id}", "/brand-radar/campaigns/" + id, a_.key);
  ASSERT_EQ(got.status, 200);
  EXPECT_EQ(got.json()["data"]["frequency"].GetInt64(), 1);

  HttpResponse deleted =
      call("DELETE", "/brand-radar/campaigns/{id}", "/brand-radar/campaigns/" + id, a_.key);
  ASSERT_EQ(deleted.status, 200) << describe(deleted);
  EXPECT_EQ(
      call("GET", "/brand-radar/campaigns/{id}", "/brand-radar/campaigns/" + id, a_.key).status,
      404);
  EXPECT_EQ(count("visibility_campaigns"), 0);
}

TEST_F(VisibilityCampaignsTest, PromptResearchCampaignTakesTheSpecsBody) {
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(scriptLlm(R"({"mode": "ok", "script": {}})"));
  ASSERT_NO_FATAL_FAILURE(createCampaign(
      a_, kPromptResearch,
      R"({"website_id": ")" + a_.website_id + R"(", "custom_prompt": "Where do I buy trail shoes?",
          "frequency": 7, "languages": ["en"]})",
      &c));
  EXPECT_EQ(stringField(c, "custom_prompt"), "Where do I buy trail shoes?");
  EXPECT_EQ(stringField(c, "status"), "active");
  EXPECT_EQ(c["frequency"].GetInt64(), 7);
  EXPECT_FALSE(c.HasMember("prompt"));
  EXPECT_FALSE(c["next_run_at"].IsNull()) << "an active campaign is scheduled";
  // Its first run starts at once, by the schedule.
  const std::string id = stringField(c, "id");
  EXPECT_TRUE(eventuallyTrue([&] {
    HttpResponse runs = call("GET", "/prompt-research/campaigns/{id}/runs",
                             "/prompt-research/campaigns/" + id + "/runs", a_.key);
    if (runs.status != 200 || runs.json()["data"].Empty()) return false;
    rapidjson::Document doc = runs.json();
    return stringField(doc["data"][0], "trigger") == "schedule" &&
           stringField(doc["data"][0], "status") == "completed";
  }));
  HttpResponse list =
      call("GET", "/prompt-research/campaigns", "/prompt-research/campaigns", a_.key);
  ASSERT_EQ(list.status, 200);
  EXPECT_EQ(list.json()["data"].Size(), 1u);
  // The kinds are apart: a Prompt Research id is no Brand Radar campaign.
  EXPECT_EQ(
      call("GET", "/brand-radar/campaigns/{id}", "/brand-radar/campaigns/" + id, a_.key).status,
      404);
}

TEST_F(VisibilityCampaignsTest, BadInputIsRefusedNamingTheField) {
  struct Case {
    const char* path;
    const char* body;
    const char* names;
  };
  const Case cases[] = {
      {"/brand-radar/campaigns", R"({"brands": [{"name": "Acme"}]})", "prompt"},
      {"/brand-radar/campaigns", R"({"prompt": "x"})", "brands"},
      {"/brand-radar/campaigns", R"({"prompt": "x", "brands": []})", "brands"},
      {"/brand-radar/campaigns", R"({"prompt": "x", "brands": [{"domain": "a.com"}]})",
       "brands[0].name"},
      {"/brand-radar/campaigns",
       R"({"prompt": "x", "brands": [{"name": "A", "domain": "not a host"}]})", "brands[0].domain"},
      {"/brand-radar/campaigns", R"({"prompt": "x", "brands": [{"name": "A", "colour": "red"}]})",
       "colour"},
      {"/brand-radar/campaigns",
       R"({"prompt": "x", "brands": [{"name": "Acme"}], "competitors": [{"name": "ACME"}]})",
       "competitors[0].name"},
      {"/brand-radar/campaigns", R"({"prompt": "x", "brands": [{"name": "A"}], "frequency": 0})",
       "frequency"},
      {"/brand-radar/campaigns",
       R"({"prompt": "x", "brands": [{"name": "A"}], "frequency": "daily"})", "frequency"},
      {"/brand-radar/campaigns", R"({"prompt": "x", "brands": [{"name": "A"}], "samples": 11})",
       "samples"},
      {"/brand-radar/campaigns",
       R"({"prompt": "x", "brands": [{"name": "A"}], "languages": ["english"]})", "languages[0]"},
      {"/brand-radar/campaigns", R"({"prompt": "x", "brands": [{"name": "A"}], "languages": []})",
       "languages"},
      {"/brand-radar/campaigns",
       R"({"prompt": "x", "brands": [{"name": "A"}], "models": ["lab/gpt-9"]})", "models[0]"},
      {"/brand-radar/campaigns",
       R"({"prompt": "x", "brands": [{"name": "A"}], "status": "deleted"})", "status"},
      {"/brand-radar/campaigns",
       R"({"prompt": "x", "brands": [{"name": "A"}], "custom_prompt": "y"})", "custom_prompt"},
      {"/brand-radar/campaigns",
       R"({"prompt": "x", "brands": [{"name": "A"}], "languages": ["en", "de", "fr", "es", "it"],
           "samples": 10})",
       "at most 100 checks"},
      {"/prompt-research/campaigns", R"({"frequency": 7})", "custom_prompt"},
      {"/prompt-research/campaigns", R"({"custom_prompt": "   "})", "custom_prompt"},
      {"/prompt-research/campaigns", R"({"custom_prompt": "x", "brands": [{"name": "A"}]})",
       "brands"},
  };
  for (const Case& c : cases) {
    HttpResponse r = http().post(api(c.path), a_.key, c.body);
    EXPECT_EQ(r.status, 400) << c.body << " " << describe(r);
    EXPECT_NE(r.body.find(c.names), std::string::npos) << c.body << " " << r.body;
  }
  // A configured model is named in the refusal of an unknown one.
  HttpResponse unknown =
      http().post(api("/brand-radar/campaigns"), a_.key,
                  R"({"prompt": "x", "brands": [{"name": "A"}], "models": ["x/y"]})");
  EXPECT_NE(unknown.body.find("lab/model-a"), std::string::npos) << unknown.body;
  // A change is checked as a whole: nothing is applied on a 400.
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, kBrandRadar, kPaused, &c));
  const std::string path = "/brand-radar/campaigns/" + stringField(c, "id");
  HttpResponse bad = patch(api(path), a_.key, R"({"samples": 2, "frequency": 0})");
  EXPECT_EQ(bad.status, 400) << describe(bad);
  EXPECT_EQ(patch(api(path), a_.key, R"({})").status, 400);
  HttpResponse got = http().get(api(path), a_.key);
  EXPECT_EQ(got.json()["data"]["samples"].GetInt64(), 3);
  EXPECT_EQ(count("visibility_campaigns"), 1) << "none of the refused bodies wrote anything";
  // Ids that are not UUIDs name nothing.
  EXPECT_EQ(http().get(api("/brand-radar/campaigns/not-a-uuid"), a_.key).status, 404);
  EXPECT_EQ(
      http().get(api("/brand-radar/campaigns/" + stringField(c, "id") + "/runs/x"), a_.key).status,
      404);
  EXPECT_EQ(http().get(api(path + "/metrics?from=2026-13-01"), a_.key).status, 400);
  EXPECT_EQ(http().get(api(path + "/metrics?from=2026-05-02&to=2026-05-01"), a_.key).status, 400);
  EXPECT_EQ(http().get(api(path + "/metrics?from=2024-01-01&to=2026-01-01"), a_.key).status, 400);
  EXPECT_EQ(http().get(api(path + "/runs?limit=21"), a_.key).status, 400);
}

TEST_F(VisibilityCampaignsTest, ScheduledRunsFollowTheClockAndStopWhenPaused) {
  ASSERT_NO_FATAL_FAILURE(scriptLlm(R"({"mode": "ok", "script": {"model-a": ["Acme, surely."]}})"));
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, kBrandRadar, R"({"prompt": "Best CRM?",
      "brands": [{"name": "Acme"}], "models": ["lab/model-a"], "samples": 1, "frequency": 2})",
                                         &c));
  const std::string id = stringField(c, "id");
  const std::string runs_path = "/brand-radar/campaigns/" + id + "/runs";
  auto runs = [&]() -> rapidjson::Document {
    HttpResponse r = call("GET", "/brand-radar/campaigns/{id}/runs", runs_path, a_.key);
    EXPECT_EQ(r.status, 200);
    return r.json();
  };
  auto completed = [&](std::size_t n) {
    rapidjson::Document doc = runs();
    if (doc["data"].Size() != n) return false;
    for (const auto& run : doc["data"].GetArray()) {
      if (stringField(run, "status") != "completed") return false;
    }
    return true;
  };
  ASSERT_TRUE(eventuallyTrue([&] { return completed(1); })) << toJson(runs());
  // A day later: not yet due (every 2 days).
  advanceClock(86400);
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  EXPECT_EQ(runs()["meta"]["total"].GetInt64(), 1);
  advanceClock(86400 + 60);
  ASSERT_TRUE(eventuallyTrue([&] { return completed(2); })) << toJson(runs());
  rapidjson::Document both = runs();
  EXPECT_EQ(stringField(both["data"][0], "trigger"), "schedule");
  EXPECT_NE(stringField(both["data"][0], "day"), stringField(both["data"][1], "day"));
  // Paused: the pending schedule job finds nothing to do.
  HttpResponse paused =
      patch(api("/brand-radar/campaigns/" + id), a_.key, R"({"status": "paused"})");
  ASSERT_EQ(paused.status, 200) << describe(paused);
  EXPECT_TRUE(paused.json()["data"]["next_run_at"].IsNull());
  advanceClock(3 * 86400);
  // The schedule job left from before the pause comes due and runs: nothing is started.
  ASSERT_NO_FATAL_FAILURE(awaitJobsWaiting("ai_visibility.schedule", 0));
  EXPECT_EQ(runs()["meta"]["total"].GetInt64(), 2);
  // Resumed: due at once (its last run was more than two days ago).
  HttpResponse resumed =
      patch(api("/brand-radar/campaigns/" + id), a_.key, R"({"status": "active"})");
  ASSERT_EQ(resumed.status, 200) << describe(resumed);
  ASSERT_TRUE(eventuallyTrue([&] { return completed(3); })) << toJson(runs());
  // The metrics' trend has one point per run day.
  rapidjson::Document m;
  ASSERT_NO_FATAL_FAILURE(getData(a_, "/brand-radar/campaigns/{id}/metrics",
                                  "/brand-radar/campaigns/" + id + "/metrics", &m));
  EXPECT_EQ(brandIn(m, "Acme")["trend"].Size(), 3u) << toJson(m);
  EXPECT_NEAR(valueOf(brandIn(m, "Acme")["mention_rate"]), 100.0, 0.001);
}

TEST_F(VisibilityCampaignsTest, CreditsAreCheckedBeforeAndSpentByTokens) {
  // An empty bucket: 402 before anything is written or queued.
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 0));
  HttpResponse refused = http().post(api("/brand-radar/campaigns"), a_.key,
                                     R"({"prompt": "x", "brands": [{"name": "Acme"}]})");
  EXPECT_EQ(refused.status, 402) << describe(refused);
  EXPECT_EQ(std::string(refused.json()["error"].GetString()), "Usage limit reached for ai_credits");
  EXPECT_EQ(count("visibility_campaigns"), 0);
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, kBrandRadar, kPaused, &c));  // paused: asks nothing
  const std::string runs_path = "/brand-radar/campaigns/" + stringField(c, "id") + "/runs";
  HttpResponse run = http().post(api(runs_path), a_.key, "{}");
  EXPECT_EQ(run.status, 402) << describe(run);
  EXPECT_EQ(count("visibility_runs"), 0);
  EXPECT_EQ(patch(api("/brand-radar/campaigns/" + stringField(c, "id")), a_.key,
                  R"({"status": "active"})")
                .status,
            402);

  // A bucket too small for the whole run: 402 when it is started, nothing queued or spent (the
  // run's estimate is reserved whole when it starts, so runs started together can never spend
  // more than the bucket holds).
  ASSERT_NO_FATAL_FAILURE(scriptLlm(R"({"mode": "ok", "script": {"model-a": ["Acme is good."]}})"));
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 30));
  HttpResponse patched = patch(api("/brand-radar/campaigns/" + stringField(c, "id")), a_.key,
                               R"({"models": ["lab/model-a"], "samples": 5})");
  ASSERT_EQ(patched.status, 200) << describe(patched);
  HttpResponse small = http().post(api(runs_path), a_.key, "{}");
  EXPECT_EQ(small.status, 402) << describe(small);
  EXPECT_EQ(count("visibility_runs"), 0);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), 0);
  // Room for it: the run is asked whole and spends what its answers used; the rest goes back.
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 100000));
  std::string run_id;
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(startRun(a_, kBrandRadar, stringField(c, "id"), &run_id));
  ASSERT_NO_FATAL_FAILURE(awaitRun(a_, kBrandRadar, stringField(c, "id"), run_id, &done));
  EXPECT_EQ(stringField(done, "status"), "completed") << toJson(done);
  EXPECT_EQ(done["checks_answered"].GetInt64(), 5);
  EXPECT_GT(done["tokens"].GetInt64(), 0);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), done["tokens"].GetInt64());
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 30));

  // Metered billing: the run goes on and the overage is recorded.
  rapidjson::Document ignored;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"org", "set-metered", "--org", a_.org_id, "--enabled", "on"}, &ignored));
  ASSERT_NO_FATAL_FAILURE(startRun(a_, kBrandRadar, stringField(c, "id"), &run_id));
  ASSERT_NO_FATAL_FAILURE(awaitRun(a_, kBrandRadar, stringField(c, "id"), run_id, &done));
  EXPECT_EQ(stringField(done, "status"), "completed") << toJson(done);
  EXPECT_GT(usedCredits(a_, "ai_credits"), 30);
}

TEST_F(VisibilityCampaignsTest, NoModelConfiguredIsSaidPlainly) {
  ASSERT_NO_FATAL_FAILURE(restartServer(visibilityOptions(false, /*with_endpoints=*/false)));
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(a_, kBrandRadar, kPaused, &c));
  EXPECT_EQ(c["models"].Size(), 0u);
  HttpResponse run =
      http().post(api("/brand-radar/campaigns/" + stringField(c, "id") + "/runs"), a_.key, "{}");
  EXPECT_EQ(run.status, 409) << describe(run);
  EXPECT_NE(run.body.find("providers.llm_endpoints"), std::string::npos);
  HttpResponse model =
      http().post(api("/brand-radar/campaigns"), a_.key,
                  R"({"prompt": "x", "brands": [{"name": "A"}], "models": ["lab/model-a"]})");
  EXPECT_EQ(model.status, 400);
  EXPECT_NE(model.body.find("none is configured"), std::string::npos) << model.body;
  // A schedule with nothing to ask records a failed run that says why.
  HttpResponse active = patch(api("/brand-radar/campaigns/" + stringField(c, "id")), a_.key,
                              R"({"status": "active"})");
  ASSERT_EQ(active.status, 200) << describe(active);
  ASSERT_TRUE(eventuallyTrue([&] {
    HttpResponse runs =
        http().get(api("/brand-radar/campaigns/" + stringField(c, "id") + "/runs"), a_.key);
    rapidjson::Document doc = runs.json();
    return doc["data"].Size() == 1 && stringField(doc["data"][0], "status") == "failed" &&
           stringField(doc["data"][0], "error").find("no LLM endpoint") != std::string::npos;
  }));
}

}  // namespace
}  // namespace seo::tests
