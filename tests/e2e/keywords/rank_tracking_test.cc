// Rank tracking against DataForSEO's queue, played by the fake peer (tests/peers/
// dataforseo_peer.py: task_post, tasks_ready, task_get in their wire format): tracked keywords
// are posted in one batch, read when the queue has finished them and their history answered with
// the URL that ranked, the SERP features, the AI Overview's citation and a competitor's
// position; a keyword not in the top 100 has no position; a provider failure or a lost task gives
// the credit back; an exhausted bucket is 402 and checks only what it pays for; without a
// provider nothing is recorded and the settings say why; one organization never reads, tracks
// or checks another's keywords.
#include <chrono>
#include <set>
#include <thread>

#include "tests/e2e/harness/rank_fixture.h"
#include "tests/e2e/harness/route_sweeps.h"
#include "tests/e2e/harness/tenant.h"

namespace seo::tests {
namespace {

using namespace std::chrono_literals;

constexpr char kSerp[] = R"({"serp": {
    "trail shoes": [{"url": "https://rival.example/best", "title": "Best trail shoes"},
                    {"url": "https://www.alpha.example/trail-shoes", "title": "Ours"},
                    {"url": "https://blog.alpha.example/trail", "title": "Ours again"}],
    "nothing ranks": [{"url": "https://rival.example/other", "title": "Theirs"}]},
  "features": {"trail shoes": [
    {"type": "people_also_ask", "items": []},
    {"type": "ai_overview", "references": [
      {"type": "ai_overview_reference", "domain": "www.alpha.example",
       "url": "https://www.alpha.example/trail-shoes"}]}]}})";

class RankTrackingTest : public RankE2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(RankE2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(control(kSerp));
  }
};

TEST_F(RankTrackingTest, TrackedKeywordsAreCheckedThroughTheQueueAndTheirHistoryRead) {
  HttpResponse put = call("PUT", "/keywords/rank-settings", "/keywords/rank-settings", a_.key,
                          R"({"country":"de","language":"de","competitors":["Rival.example"]})");
  ASSERT_EQ(put.status, 200) << describe(put);
  EXPECT_EQ(toJson(put.json()["data"]),
            R"({"country":"DE","language":"de","device":"desktop",)"
            R"("competitors":["rival.example"],"interval_hours":24,"digest_emails":[],)"
            R"("note":null})");
  // The provider finishes the checks at the second look: the first run finds them pending.
  ASSERT_NO_FATAL_FAILURE(control(R"({"queue_polls": 1})"));
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"trail shoes", "nothing ranks", "untracked"}, &ids));
  ASSERT_NO_FATAL_FAILURE(track(a_, {ids[0], ids[1]}, true, 2));

  rapidjson::Document ranked, unranked;
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, ids[0], 1, &ranked));
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, ids[1], 1, &unranked));
  const rapidjson::Value& row = ranked["data"][0];
  EXPECT_EQ(row["position"].GetInt(), 2) << toJson(row);
  EXPECT_EQ(stringField(row, "ranking_url"), "https://www.alpha.example/trail-shoes");
  EXPECT_EQ(stringField(row, "device"), "desktop");
  EXPECT_EQ(stringField(row, "country"), "DE");
  EXPECT_EQ(stringField(row, "language"), "de");
  EXPECT_EQ(toJson(row["serp_features"]),
            R"(["featured_snippet","people_also_ask","ai_overview"])");
  EXPECT_TRUE(row["ai_overview_cited"].GetBool());
  EXPECT_EQ(toJson(row["competitors"]), R"([{"domain":"rival.example","position":1}])");
  // Not in the top 100: no position, no URL; the competitor is still read.
  const rapidjson::Value& none = unranked["data"][0];
  EXPECT_TRUE(none["position"].IsNull()) << toJson(none);
  EXPECT_TRUE(none["ranking_url"].IsNull());
  EXPECT_FALSE(none["ai_overview_cited"].GetBool());
  EXPECT_EQ(toJson(none["competitors"]), R"([{"domain":"rival.example","position":1}])");
  // The untracked keyword was never asked; one credit per check.
  rapidjson::Document untracked;
  ASSERT_NO_FATAL_FAILURE(rankings(a_, ids[2], &untracked));
  EXPECT_EQ(untracked["data"].Size(), 0u);
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 2);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keyword_rank_tasks"), "0");

  // One post of both tasks, as DataForSEO's queue takes them; then the ready list and each page.
  rapidjson::Document calls;
  ASSERT_NO_FATAL_FAILURE(requests(&calls));
  ASSERT_GE(calls.Size(), 4u) << toJson(calls);
  EXPECT_EQ(stringField(calls[0], "path"), "/v3/serp/google/organic/task_post");
  const rapidjson::Value& posted = calls[0]["body"];
  ASSERT_EQ(posted.Size(), 2u);
  std::set<std::string> tags;
  for (const auto& task : posted.GetArray()) {
    EXPECT_EQ(task["location_code"].GetInt(), 2276);  // DE
    EXPECT_EQ(stringField(task, "language_code"), "de");
    EXPECT_EQ(stringField(task, "device"), "desktop");
    EXPECT_EQ(task["depth"].GetInt(), 100);
    tags.insert(stringField(task, "tag"));
  }
  EXPECT_EQ(tags, (std::set<std::string>{ids[0], ids[1]}));
  int posts = 0, ready = 0, pages = 0;
  for (const auto& c : calls.GetArray()) {
    const std::string path = stringField(c, "path");
    posts += path == "/v3/serp/google/organic/task_post";
    ready += path == "/v3/serp/google/organic/tasks_ready";
    pages += path.rfind("/v3/serp/google/organic/task_get/advanced/", 0) == 0;
  }
  EXPECT_EQ(posts, 1);
  EXPECT_GE(ready, 2);  // pending at the first look
  EXPECT_EQ(pages, 2);

  // A day later the next check runs by itself; the position moved.
  ASSERT_NO_FATAL_FAILURE(control(R"({"queue_polls": 0, "serp": {"trail shoes": [
      {"url": "https://www.alpha.example/trail-shoes", "title": "Ours"}]}})"));
  advanceClock(25 * 3600);
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, ids[0], 2, &ranked));
  EXPECT_EQ(ranked["data"][1]["position"].GetInt(), 1) << toJson(ranked);
  EXPECT_EQ(toJson(ranked["data"][1]["competitors"]),
            R"([{"domain":"rival.example","position":null}])");
  EXPECT_LT(stringField(ranked["data"][0], "checked_at"),
            stringField(ranked["data"][1], "checked_at"));
  // A range before the checks holds none of them.
  rapidjson::Document before;
  ASSERT_NO_FATAL_FAILURE(rankings(a_, ids[0], &before, "?from=2020-01-01&to=2020-01-31"));
  EXPECT_EQ(before["data"].Size(), 0u);
  // Untracked, a keyword is not checked again; its history stays.
  ASSERT_NO_FATAL_FAILURE(track(a_, {ids[0]}, false, 1));
  rapidjson::Document kept;
  ASSERT_NO_FATAL_FAILURE(rankings(a_, ids[0], &kept));
  EXPECT_EQ(kept["data"].Size(), 2u);
}

TEST_F(RankTrackingTest, TheCommandChecksNowAndProviderFailuresGiveTheCreditsBack) {
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"trail shoes"}, &ids));
  // The provider refuses the post: each attempt of the run gives its credit back, and after the
  // last the run fails (the next comes an hour later); nothing is recorded.
  ASSERT_NO_FATAL_FAILURE(control(R"({"mode": "http_500"})"));
  ASSERT_NO_FATAL_FAILURE(track(a_, ids, true, 1));
  ASSERT_NO_FATAL_FAILURE(awaitRow(
      "SELECT COUNT(*) FROM jobs WHERE kind = 'keywords.rank_check' AND status = 'failed'", "1"));
  const std::string refunds =
      "SELECT COUNT(*) FROM usage_ledger WHERE route = 'refund' AND resource = 'crawl_credits'";
  EXPECT_EQ(queryRow(refunds), "5");  // one per attempt
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 0);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keyword_rankings"), "0");
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM jobs WHERE kind = 'keywords.rank_check' AND "
                     "status = 'pending'"),
            "1");

  // Healthy again: `seoctl keywords check-rankings` checks now.
  ASSERT_NO_FATAL_FAILURE(control(R"({"mode": "ok", "queue_polls": 1000})"));
  rapidjson::Document started;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"keywords", "check-rankings", "--website", a_.website_id}, &started));
  EXPECT_EQ(started["tracked"].GetInt64(), 1);
  EXPECT_EQ(stringField(started, "website_id"), a_.website_id);
  ASSERT_NO_FATAL_FAILURE(awaitRow("SELECT COUNT(*) FROM keyword_rank_tasks", "1"));
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 1);
  // The provider loses the task: ten minutes on, it is read directly, found gone, and refunded.
  ASSERT_NO_FATAL_FAILURE(control(R"({"forget_queue": true})"));
  advanceClock(11 * 60);
  ASSERT_NO_FATAL_FAILURE(awaitRow("SELECT COUNT(*) FROM keyword_rank_tasks", "0"));
  EXPECT_EQ(queryRow(refunds), "6");
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 0);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keyword_rankings"), "0");
}

TEST_F(RankTrackingTest, AnExhaustedBucketIs402AndChecksOnlyWhatItPaysFor) {
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"trail shoes", "nothing ranks"}, &ids));
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "crawl_credits", 0));
  HttpResponse refused = call("PATCH", "/keywords/tracked", "/keywords/tracked", a_.key,
                              idsBody(ids, R"(,"tracked":true)"));
  EXPECT_TRUE(isError(refused, 402, "Usage limit reached for crawl_credits")) << describe(refused);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords WHERE tracked = 1"), "0");

  // One credit for two keywords: one is checked, the other waits for credits.
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "crawl_credits", 1));
  ASSERT_NO_FATAL_FAILURE(track(a_, ids, true, 2));
  ASSERT_NO_FATAL_FAILURE(awaitRow("SELECT COUNT(*) FROM keyword_rankings", "1"));
  ASSERT_NO_FATAL_FAILURE(awaitRow(
      "SELECT COUNT(*) FROM jobs WHERE kind = 'keywords.rank_check' AND status = 'completed' AND "
      "result LIKE '%Usage limit reached for crawl_credits%'",
      "1"));
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 1);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keyword_rank_tasks"), "0");
}

TEST_F(RankTrackingTest, OneOrganizationNeverReadsTracksOrChecksAnothers) {
  std::vector<std::string> alphas, bravos;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"trail shoes"}, &alphas));
  ASSERT_NO_FATAL_FAILURE(addEach(b_, {"nothing ranks"}, &bravos));
  // Bravo cannot track alpha's keyword, nor read its history.
  ASSERT_NO_FATAL_FAILURE(track(b_, alphas, true, 0));
  EXPECT_EQ(queryRow("SELECT tracked FROM keywords WHERE id = '" + alphas[0] + "'"), "0");
  HttpResponse put = call("PUT", "/keywords/rank-settings", "/keywords/rank-settings", b_.key,
                          R"({"device":"mobile","interval_hours":48})");
  ASSERT_EQ(put.status, 200) << describe(put);
  ASSERT_NO_FATAL_FAILURE(track(a_, alphas, true, 1));
  ASSERT_NO_FATAL_FAILURE(track(b_, bravos, true, 1));
  rapidjson::Document alpha_history, bravo_history;
  ASSERT_NO_FATAL_FAILURE(awaitRankings(a_, alphas[0], 1, &alpha_history));
  ASSERT_NO_FATAL_FAILURE(awaitRankings(b_, bravos[0], 1, &bravo_history));
  // Each checked with its own settings and paid by its own organization.
  EXPECT_EQ(stringField(alpha_history["data"][0], "device"), "desktop");
  EXPECT_EQ(stringField(bravo_history["data"][0], "device"), "mobile");
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 1);
  EXPECT_EQ(usedCredits(b_, "crawl_credits"), 1);
  for (const auto& [who, id] : {std::pair<const Tenant*, std::string>{&b_, alphas[0]},
                                std::pair<const Tenant*, std::string>{&a_, bravos[0]}}) {
    HttpResponse read =
        call("GET", "/keywords/{id}/rankings", "/keywords/" + id + "/rankings", who->key);
    EXPECT_TRUE(isError(read, 404, "Resource not found")) << describe(read);
  }
  // Bravo cannot stop alpha's tracking either.
  ASSERT_NO_FATAL_FAILURE(track(b_, alphas, false, 0));
  EXPECT_EQ(queryRow("SELECT tracked FROM keywords WHERE id = '" + alphas[0] + "'"), "1");
  // Every post held one website's keywords only.
  rapidjson::Document calls;
  ASSERT_NO_FATAL_FAILURE(requests(&calls));
  int posts = 0;
  for (const auto& c : calls.GetArray()) {
    if (stringField(c, "path") != "/v3/serp/google/organic/task_post") continue;
    ++posts;
    EXPECT_EQ(c["body"].Size(), 1u) << toJson(c);
  }
  EXPECT_EQ(posts, 2);
  // Naming alpha's website is forbidden on every route; hostile bodies are refused before any
  // handler runs.
  const std::string site = "website_id=" + a_.website_id;
  const std::string in_body = R"("website_id": ")" + a_.website_id + R"(")";
  expectForbiddenOnEveryRoute(
      http(), b_.key,
      {{"PATCH", "/keywords/tracked",
        "{" + in_body + R"(, "ids": [")" + alphas[0] + R"("], "tracked": false})"},
       {"GET", "/keywords/" + alphas[0] + "/rankings?" + site, ""},
       {"GET", "/keywords/rank-settings?" + site, ""},
       {"PUT", "/keywords/rank-settings", "{" + in_body + R"(, "device": "mobile"})"}});
  expectHostileBodiesRefused(http(), a_.key,
                             {{"PATCH", "/keywords/tracked"}, {"PUT", "/keywords/rank-settings"}},
                             "country");
  EXPECT_EQ(queryRow("SELECT tracked FROM keywords WHERE id = '" + alphas[0] + "'"), "1");
  HttpResponse settings = call("GET", "/keywords/rank-settings", "/keywords/rank-settings", a_.key);
  EXPECT_EQ(stringField(settings.json()["data"], "device"), "desktop");
  // The command names a website, and checks that one's keywords only.
  rapidjson::Document started;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"keywords", "check-rankings", "--website", b_.website_id}, &started));
  EXPECT_EQ(started["tracked"].GetInt64(), 1);
  EXPECT_EQ(stringField(started, "website_id"), b_.website_id);
}

TEST_F(RankTrackingTest, BadRequestsAre400NamingTheField) {
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"trail shoes"}, &ids));
  struct Case {
    const char* method;
    const char* route;
    std::string path, body, field;
  };
  const std::string rankings = "/keywords/" + ids[0] + "/rankings";
  for (const Case& c : std::vector<Case>{
           {"PATCH", "/keywords/tracked", "/keywords/tracked", idsBody(ids), "tracked"},
           {"PATCH", "/keywords/tracked", "/keywords/tracked", idsBody(ids, R"(,"tracked":"yes")"),
            "tracked"},
           {"PATCH", "/keywords/tracked", "/keywords/tracked", R"({"ids":["x"],"tracked":true})",
            "ids[0]"},
           {"PUT", "/keywords/rank-settings", "/keywords/rank-settings", R"({"country":"Germany"})",
            "country"},
           {"PUT", "/keywords/rank-settings", "/keywords/rank-settings", R"({"language":"german"})",
            "language"},
           {"PUT", "/keywords/rank-settings", "/keywords/rank-settings", R"({"device":"tablet"})",
            "device"},
           {"PUT", "/keywords/rank-settings", "/keywords/rank-settings",
            R"({"competitors":["ok.example","not a domain"]})", "competitors[1]"},
           {"PUT", "/keywords/rank-settings", "/keywords/rank-settings",
            R"({"competitors":"rival.example"})", "competitors"},
           {"PUT", "/keywords/rank-settings", "/keywords/rank-settings", R"({"interval_hours":1})",
            "interval_hours"},
           {"PUT", "/keywords/rank-settings", "/keywords/rank-settings", R"({"position":1})",
            "position"},
           {"PUT", "/keywords/rank-settings", "/keywords/rank-settings",
            R"({"digest_emails":["seo@alpha.example","not an address"]})", "digest_emails[1]"},
           {"PUT", "/keywords/rank-settings", "/keywords/rank-settings",
            R"({"digest_emails":"seo@alpha.example"})", "digest_emails"},
           {"GET", "/keywords/{id}/rankings", rankings + "?from=2026-02-30", "", "from"},
           {"GET", "/keywords/{id}/rankings", rankings + "?from=2026-03-02&to=2026-03-01", "",
            "from"},
           {"GET", "/keywords/{id}/rankings", rankings + "?from=2020-01-01&to=2026-01-01", "",
            "from"},
       }) {
    HttpResponse r = call(c.method, c.route, c.path, a_.key,
                          c.body.empty() ? std::nullopt : std::optional<std::string>(c.body));
    EXPECT_EQ(r.status, 400) << c.path << " " << c.body << ": " << describe(r);
    EXPECT_NE(r.body.find(c.field), std::string::npos) << c.field << ": " << r.body;
  }
  // Nothing was changed by them.
  HttpResponse settings = call("GET", "/keywords/rank-settings", "/keywords/rank-settings", a_.key);
  EXPECT_EQ(toJson(settings.json()["data"]),
            R"({"country":"US","language":"en","device":"desktop","competitors":[],)"
            R"("interval_hours":24,"digest_emails":[],"note":null})");
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords WHERE tracked = 1"), "0");
  // An id that is no keyword's, or no UUID, is 404.
  for (const std::string& id :
       {std::string("00000000-0000-4000-8000-000000000000"), std::string("not-a-uuid")}) {
    HttpResponse r =
        call("GET", "/keywords/{id}/rankings", "/keywords/" + id + "/rankings", a_.key);
    EXPECT_TRUE(isError(r, 404, "Resource not found")) << describe(r);
  }
}

// The server without a SERP provider: the keyword is tracked, but nothing is posted, spent or
// recorded, and the settings and the run say why.
class RankTrackingOfflineTest : public KeywordE2eTest {};

TEST_F(RankTrackingOfflineTest, WithoutAProviderNothingIsRecordedAndTheSettingsSaySo) {
  HttpResponse settings = call("GET", "/keywords/rank-settings", "/keywords/rank-settings", a_.key);
  ASSERT_EQ(settings.status, 200) << describe(settings);
  EXPECT_NE(stringField(settings.json()["data"], "note").find("No SERP provider is configured"),
            std::string::npos)
      << settings.body;
  std::vector<std::string> ids;
  ASSERT_NO_FATAL_FAILURE(addEach(a_, {"trail shoes"}, &ids));
  HttpResponse r = call("PATCH", "/keywords/tracked", "/keywords/tracked", a_.key,
                        idsBody(ids, R"(,"tracked":true)"));
  ASSERT_EQ(r.status, 200) << describe(r);
  std::string done;
  for (int i = 0; i < 200 && done != "1"; ++i) {
    query(
        "SELECT COUNT(*) FROM jobs WHERE kind = 'keywords.rank_check' AND status = 'completed' "
        "AND result LIKE '%No SERP provider is configured%'",
        &done);
    if (done != "1") std::this_thread::sleep_for(100ms);
  }
  EXPECT_EQ(done, "1");
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keyword_rankings"), "0");
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keyword_rank_tasks"), "0");
  EXPECT_EQ(usedCredits(a_, "crawl_credits"), 0);
  rapidjson::Document history;
  HttpResponse read =
      call("GET", "/keywords/{id}/rankings", "/keywords/" + ids[0] + "/rankings", a_.key);
  ASSERT_EQ(read.status, 200) << describe(read);
  EXPECT_EQ(read.json()["data"].Size(), 0u);
}

}  // namespace
}  // namespace seo::tests
