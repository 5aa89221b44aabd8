// POST /keywords/research and GET /keywords/research/{jobId} on a server with no provider
// configured: credits are spent and a durable job is queued in one transaction, the job
// completes with the offline estimator's suggestions (labelled as estimates), `sync` waits
// inline within its bound, jobs survive a restart, and nobody else can see them.
#include <chrono>
#include <future>
#include <set>
#include <thread>
#include <vector>

#include "tests/e2e/harness/keyword_fixture.h"

namespace seo::tests {
namespace {

using namespace std::chrono_literals;

class KeywordResearchTest : public KeywordE2eTest {
 protected:
  ServerOptions withoutWorkers() {
    ServerOptions o = options();
    o.env["SEO_JOB_WORKERS"] = "0";
    return o;
  }
};

TEST_F(KeywordResearchTest, JobCompletesWithOfflineSuggestions) {
  std::string id;
  ASSERT_NO_FATAL_FAILURE(startResearch(
      a_, R"({"seed_keywords":["coffee grinder"],"language":"en","country":"us","limit":5})", &id));
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 10);
  rapidjson::Document job;
  ASSERT_NO_FATAL_FAILURE(awaitResearch(a_, id, &job));
  const rapidjson::Value& data = job["data"];
  ASSERT_EQ(stringField(data, "status"), "completed") << toJson(job);
  EXPECT_EQ(stringField(data, "job_id"), id);
  EXPECT_FALSE(data.HasMember("error"));
  const rapidjson::Value& result = data["result"];
  EXPECT_EQ(stringField(result, "source"), "offline-estimate");
  EXPECT_TRUE(result["estimate"].GetBool());
  EXPECT_EQ(stringField(result, "country"), "US");
  EXPECT_EQ(stringField(result, "language"), "en");
  EXPECT_NE(stringField(result["ai"], "skipped").find("no LLM"), std::string::npos);
  const rapidjson::Value& keywords = result["keywords"];
  ASSERT_TRUE(keywords.IsArray());
  ASSERT_EQ(keywords.Size(), 5u) << toJson(result);
  EXPECT_EQ(result["count"].GetInt(), 5);
  long long previous = -1;
  for (const auto& k : keywords.GetArray()) {
    EXPECT_NE(stringField(k, "term"), "coffee grinder") << "seeds are not suggestions";
    EXPECT_NE(stringField(k, "term").find("coffee grinder"), std::string::npos);
    EXPECT_EQ(stringField(k, "source"), "offline-estimate");
    EXPECT_EQ(stringField(k, "suggested_by"), "provider");
    ASSERT_TRUE(k["volume"].IsInt64()) << toJson(k);
    EXPECT_TRUE(k["difficulty"].IsInt());
    EXPECT_TRUE(k["cpc"].IsNumber());
    EXPECT_TRUE(k["intent"].IsString());
    if (previous >= 0) {
      EXPECT_LE(k["volume"].GetInt64(), previous) << "most searched first";
    }
    previous = k["volume"].GetInt64();
  }
}

TEST_F(KeywordResearchTest, SyncAnswersTheFinishedJob) {
  HttpResponse r = call("POST", "/keywords/research", "/keywords/research", a_.key,
                        R"({"seed_keywords":["tea"],"sync":true})");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document doc = r.json();
  EXPECT_EQ(stringField(doc["data"], "status"), "completed");
  EXPECT_TRUE(doc["data"]["result"]["keywords"].IsArray());
  // The website's language is the default.
  EXPECT_EQ(stringField(doc["data"]["result"], "language"), "en");
  std::string id = stringField(doc["data"], "job_id");
  HttpResponse again =
      call("GET", "/keywords/research/{jobId}", "/keywords/research/" + id, a_.key);
  ASSERT_EQ(again.status, 200);
  EXPECT_EQ(toJson(again.json()["data"]["result"]), toJson(doc["data"]["result"]));
}

TEST_F(KeywordResearchTest, SyncAnswersThePendingHandleWhenTheBoundPassesAndTheJobSurvivesRestart) {
  server().stop();
  ASSERT_NO_FATAL_FAILURE(startServer(withoutWorkers()));
  auto started = std::chrono::steady_clock::now();
  HttpResponse r = call("POST", "/keywords/research", "/keywords/research", a_.key,
                        R"({"seed_keywords":["tea"],"sync":true,"sync_timeout_seconds":1})");
  auto waited = std::chrono::steady_clock::now() - started;
  ASSERT_EQ(r.status, 202) << describe(r);
  EXPECT_GE(waited, 900ms);
  std::string id = stringField(r.json()["data"], "job_id");
  EXPECT_EQ(stringField(r.json()["data"], "status"), "pending");
  HttpResponse pending =
      call("GET", "/keywords/research/{jobId}", "/keywords/research/" + id, a_.key);
  EXPECT_EQ(stringField(pending.json()["data"], "status"), "pending");

  // A restart with workers finds the queued job in the database and finishes it.
  server().stop();
  ASSERT_NO_FATAL_FAILURE(startServer());
  rapidjson::Document job;
  ASSERT_NO_FATAL_FAILURE(awaitResearch(a_, id, &job));
  EXPECT_EQ(stringField(job["data"], "status"), "completed") << toJson(job);
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 10);
}

// A request waiting for its job holds no thread: on a server with one request thread and no job
// workers, six sync requests of one organization all start (each queues its job) while every one
// of them still waits, and /healthz is answered meanwhile. A handler that slept on a thread would
// let one run at a time.
TEST_F(KeywordResearchTest, SyncWaitsHoldNoThread) {
  server().stop();
  ServerOptions o = withoutWorkers();
  o.config_file = configWith("\"threads\": 4", "\"threads\": 1");
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  constexpr int kWaits = 6;
  std::vector<std::future<HttpResponse>> waits;
  for (int i = 0; i < kWaits; ++i) {
    waits.push_back(std::async(std::launch::async, [this] {
      return call("POST", "/keywords/research", "/keywords/research", a_.key,
                  R"({"seed_keywords":["tea"],"sync":true,"sync_timeout_seconds":5})");
    }));
  }
  std::string jobs;
  auto deadline = std::chrono::steady_clock::now() + 15s;
  for (;;) {
    ASSERT_NO_FATAL_FAILURE(query("SELECT COUNT(*) FROM jobs WHERE status = 'pending'", &jobs));
    if (jobs == std::to_string(kWaits)) break;
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << jobs << " jobs queued";
    std::this_thread::sleep_for(20ms);
  }
  EXPECT_EQ(http().get("/healthz").status, 200);
  for (auto& w : waits) EXPECT_EQ(w.wait_for(0s), std::future_status::timeout);

  // The bound passes: each gets the pending handle of its own job.
  std::set<std::string> ids;
  for (auto& w : waits) {
    HttpResponse r = w.get();
    ASSERT_EQ(r.status, 202) << describe(r);
    EXPECT_EQ(stringField(r.json()["data"], "status"), "pending");
    ids.insert(stringField(r.json()["data"], "job_id"));
  }
  EXPECT_EQ(ids.size(), static_cast<std::size_t>(kWaits));
}

TEST_F(KeywordResearchTest, ExhaustedCreditsAre402AndQueueNothing) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "keyword_research", 9));
  HttpResponse r = call("POST", "/keywords/research", "/keywords/research", a_.key,
                        R"({"seed_keywords":["tea"]})");
  EXPECT_TRUE(isError(r, 402, "Usage limit reached for keyword_research")) << describe(r);
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM jobs"), "0");
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 0);

  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"org", "set-metered", "--org", a_.org_id, "--enabled", "on"}, &done));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(startResearch(a_, R"({"seed_keywords":["tea"]})", &id));
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 10);
  EXPECT_EQ(queryRow("SELECT SUM(overage) FROM usage_ledger WHERE resource = 'keyword_research'"),
            "1");
}

TEST_F(KeywordResearchTest, BadInputIs400NamingTheField) {
  struct Case {
    std::string body;
    std::string message;
  };
  for (const Case& c : std::vector<Case>{
           {R"({})", "Missing required field: seed_keywords"},
           {R"({"seed_keywords":[]})", "Invalid field: seed_keywords"},
           {R"({"seed_keywords":"tea"})", "Invalid field: seed_keywords"},
           {R"({"seed_keywords":["tea",""]})", "Invalid field: seed_keywords[1]"},
           {R"({"seed_keywords":["tea",7]})", "Invalid field: seed_keywords[1]"},
           {R"({"seed_keywords":["tea"],"country":"U1"})", "Invalid field: country"},
           {R"({"seed_keywords":["tea"],"language":5})", "Invalid field: language"},
           {R"({"seed_keywords":["tea"],"limit":0})", "Invalid field: limit"},
           {R"({"seed_keywords":["tea"],"limit":201})", "Invalid field: limit"},
           {R"({"seed_keywords":["tea"],"sync":"yes"})", "Invalid field: sync"},
           {R"({"seed_keywords":["tea"],"sync_timeout_seconds":31})",
            "Invalid field: sync_timeout_seconds"},
       }) {
    HttpResponse r = call("POST", "/keywords/research", "/keywords/research", a_.key, c.body);
    EXPECT_TRUE(isErrorContaining(r, 400, {c.message})) << c.body << " -> " << describe(r);
  }
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM jobs"), "0");
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 0);
  HttpResponse no_key =
      call("POST", "/keywords/research", "/keywords/research", "", R"({"seed_keywords":["tea"]})");
  EXPECT_EQ(no_key.status, 401);
}

TEST_F(KeywordResearchTest, AnotherOrganizationsJobIsNotFound) {
  std::string id;
  ASSERT_NO_FATAL_FAILURE(startResearch(a_, R"({"seed_keywords":["tea"]})", &id));
  HttpResponse foreign =
      call("GET", "/keywords/research/{jobId}", "/keywords/research/" + id, b_.key);
  EXPECT_TRUE(isError(foreign, 404, "Resource not found")) << describe(foreign);
  HttpResponse foreign_site =
      call("GET", "/keywords/research/{jobId}",
           "/keywords/research/" + id + "?website_id=" + a_.website_id, b_.key);
  EXPECT_EQ(foreign_site.status, 403) << describe(foreign_site);
  EXPECT_EQ(
      call("GET", "/keywords/research/{jobId}", "/keywords/research/not-a-uuid", a_.key).status,
      404);
  EXPECT_EQ(call("GET", "/keywords/research/{jobId}",
                 "/keywords/research/00000000-0000-4000-8000-000000000000", a_.key)
                .status,
            404);
  // A job of another kind on the same website is not a research job.
  // (The probe, a test plugin, documents no answers: it is called unchecked.)
  HttpResponse probe = http().post(api("/probe/jobs"), a_.key, "{}");
  ASSERT_EQ(probe.status, 202);
  std::string probe_id = stringField(probe.json()["data"], "job_id");
  EXPECT_EQ(
      call("GET", "/keywords/research/{jobId}", "/keywords/research/" + probe_id, a_.key).status,
      404);
  // The owner still sees it.
  EXPECT_EQ(call("GET", "/keywords/research/{jobId}", "/keywords/research/" + id, a_.key).status,
            200);
}

}  // namespace
}  // namespace seo::tests
