// The keywords module against real provider clients: the server is configured with a DataForSEO
// account and an OpenAI-compatible LLM, both local fake peers (tests/peers/) speaking the real
// wire formats. Figures come from the provider and say so; provider failures answer an error
// (enrich) or fail the research job with a reason, and the credits they were paid with are
// given back; the LLM's tokens are spent as ai_credits; a job survives its server being killed.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

#include "tests/e2e/harness/keyword_fixture.h"
#include "tests/e2e/harness/log_reader.h"
#include "tests/testing/peer_process.h"

namespace seo::tests {
namespace {

using namespace std::chrono_literals;

class KeywordProvidersTest : public KeywordE2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(KeywordE2eTest::SetUp());
    std::string error;
    ASSERT_TRUE(dataforseo_.start(&error)) << error;
    ASSERT_TRUE(llm_.start(&error)) << error;
    server().stop();
    ASSERT_NO_FATAL_FAILURE(startServer(providerOptions()));
  }
  ServerOptions providerOptions() {
    ServerOptions o = options();
    o.env["SEO_DATAFORSEO_BASE_URL"] = dataforseo_.url();
    o.env["SEO_DATAFORSEO_LOGIN"] = "login@example.test";
    o.env["SEO_DATAFORSEO_PASSWORD"] = "dfs-secret";
    o.env["SEO_LLM_BASE_URL"] = llm_.url();
    o.env["SEO_LLM_API_KEY"] = "llm-secret";
    o.env["SEO_LLM_MODEL"] = "test-model";
    o.env["SEO_JOB_RETRY_BASE_MS"] = "50";
    o.env["SEO_JOB_LEASE_SECONDS"] = "2";
    return o;
  }
  static void control(const PeerProcess& peer, const std::string& body) {
    std::string error;
    ASSERT_TRUE(peer.control(body, &error)) << error;
  }
  static void requestsTo(const PeerProcess& peer, rapidjson::Document* out) {
    std::string error;
    ASSERT_TRUE(peer.requests(out, &error)) << error;
  }
  // The research job `id` once it is finished.
  void finishedResearch(const std::string& id, rapidjson::Document* job) {
    ASSERT_NO_FATAL_FAILURE(awaitResearch(a_, id, job));
  }

  PeerProcess dataforseo_{"dataforseo_peer.py",
                          {"--login", "login@example.test", "--password", "dfs-secret"}};
  PeerProcess llm_{"llm_peer.py", {"--key", "llm-secret"}};
};

TEST_F(KeywordProvidersTest, EnrichmentTakesTheProvidersFigures) {
  ASSERT_NO_FATAL_FAILURE(control(dataforseo_, R"({"figures":{"espresso machine":
      {"search_volume":12100,"cpc":1.85,"keyword_difficulty":47,"main_intent":"commercial"}}})"));
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(addOk(a_,
                                R"({"enrich":true,"country":"gb",
          "keywords":[{"term":"Espresso Machine"},{"term":"unknown thing"}]})",
                                &added));
  const rapidjson::Value& k = added["data"][0];
  EXPECT_EQ(k["volume"].GetInt64(), 12100);
  EXPECT_EQ(k["difficulty"].GetInt(), 47);
  EXPECT_DOUBLE_EQ(k["cpc"].GetDouble(), 1.85);
  EXPECT_EQ(stringField(k, "intent"), "commercial");
  // A term the provider has no data for stays without figures.
  EXPECT_TRUE(added["data"][1]["volume"].IsNull()) << toJson(added);
  EXPECT_EQ(stringField(added["enrichment"], "source"), "dataforseo");
  EXPECT_FALSE(added["enrichment"]["estimate"].GetBool());

  rapidjson::Document calls;
  ASSERT_NO_FATAL_FAILURE(requestsTo(dataforseo_, &calls));
  ASSERT_EQ(calls.Size(), 1u) << toJson(calls);
  EXPECT_EQ(stringField(calls[0], "path"), "/v3/dataforseo_labs/google/keyword_overview/live");
  const rapidjson::Value& task = calls[0]["body"][0];
  EXPECT_EQ(task["location_code"].GetInt(), 2826);  // GB
  EXPECT_EQ(stringField(task, "language_code"), "en");
  EXPECT_EQ(task["keywords"].Size(), 2u);
}

TEST_F(KeywordProvidersTest, EnrichmentProviderFailureIsAnErrorWithNothingWrittenAndCreditsBack) {
  for (const char* mode : {"task_error", "http_500", "balance"}) {
    ASSERT_NO_FATAL_FAILURE(control(dataforseo_, std::string(R"({"mode":")") + mode + "\"}"));
    const std::string body = R"({"enrich":true,"keywords":[{"term":"espresso"}]})";
    // DataForSEO's "balance" error (task status 40200) is 502: documented, as on every route
    // that calls outside (core/openapi/openapi_document.cc).
    HttpResponse r = call("POST", "/keywords", "/keywords", a_.key, body);
    EXPECT_GE(r.status, 400) << mode << ": " << describe(r);
    EXPECT_NE(r.status, 500) << mode << ": " << describe(r);
    EXPECT_EQ(r.body.find("dfs-secret"), std::string::npos) << r.body;
    EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords"), "0") << mode;
    EXPECT_EQ(usedCredits(a_, "keyword_research"), 0) << mode;
    EXPECT_EQ(usedCredits(a_, "crawl_credits"), 0) << mode;
  }
  // The ledger shows each spend and its refund.
  EXPECT_EQ(queryRow("SELECT COUNT(*), SUM(amount) FROM usage_ledger WHERE route = 'refund' "
                     "AND resource = 'keyword_research'"),
            "3|-30");
}

TEST_F(KeywordProvidersTest, ResearchMergesProviderIdeasWithLlmSuggestionsAndSpendsTokens) {
  ASSERT_NO_FATAL_FAILURE(control(dataforseo_, R"({"ideas":{"coffee":["coffee beans","cold brew"]},
      "figures":{"coffee beans":{"search_volume":9900,"cpc":0.9,"keyword_difficulty":30,
      "main_intent":"transactional"},"best coffee":{"search_volume":22000,"cpc":1.2,
      "keyword_difficulty":55,"main_intent":"commercial"}}})"));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(startResearch(a_, R"({"seed_keywords":["coffee"],"limit":50})", &id));
  rapidjson::Document job;
  ASSERT_NO_FATAL_FAILURE(finishedResearch(id, &job));
  ASSERT_EQ(stringField(job["data"], "status"), "completed") << toJson(job);
  const rapidjson::Value& result = job["data"]["result"];
  EXPECT_EQ(stringField(result, "source"), "dataforseo");
  EXPECT_FALSE(result["estimate"].GetBool());
  EXPECT_EQ(stringField(result["ai"], "model"), "test-model");
  long long tokens = result["ai"]["total_tokens"].GetInt64();
  EXPECT_GT(tokens, 0);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), tokens);

  bool provider_idea = false, llm_idea = false;
  for (const auto& k : result["keywords"].GetArray()) {
    std::string term = stringField(k, "term");
    EXPECT_EQ(stringField(k, "source"), "dataforseo") << term;
    if (term == "coffee beans") {
      provider_idea = true;
      EXPECT_EQ(stringField(k, "suggested_by"), "provider");
      EXPECT_EQ(k["volume"].GetInt64(), 9900);
      EXPECT_EQ(stringField(k, "intent"), "transactional");
    }
    if (term == "best coffee") {
      llm_idea = true;
      EXPECT_EQ(stringField(k, "suggested_by"), "llm");
      EXPECT_EQ(k["volume"].GetInt64(), 22000);
    }
  }
  EXPECT_TRUE(provider_idea) << toJson(result);
  EXPECT_TRUE(llm_idea) << toJson(result);
  // Most searched first.
  EXPECT_EQ(stringField(result["keywords"][0], "term"), "best coffee");

  rapidjson::Document chats;
  ASSERT_NO_FATAL_FAILURE(requestsTo(llm_, &chats));
  ASSERT_EQ(chats.Size(), 1u);
  EXPECT_EQ(stringField(chats[0]["headers"], "authorization"), "Bearer llm-secret");
  EXPECT_EQ(stringField(chats[0]["body"], "model"), "test-model");
}

TEST_F(KeywordProvidersTest, ProviderFailureFailsTheJobWithAReasonAndRefunds) {
  ASSERT_NO_FATAL_FAILURE(control(dataforseo_, R"({"mode":"balance"})"));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(startResearch(a_, R"({"seed_keywords":["coffee"]})", &id));
  rapidjson::Document job;
  ASSERT_NO_FATAL_FAILURE(finishedResearch(id, &job));
  ASSERT_EQ(stringField(job["data"], "status"), "failed") << toJson(job);
  std::string error = stringField(job["data"], "error");
  EXPECT_NE(error.find("keyword data"), std::string::npos) << error;
  EXPECT_NE(error.find("40200"), std::string::npos) << error;
  EXPECT_FALSE(job["data"].HasMember("result"));
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 0);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), 0);
  // One refund, however many attempts ran.
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM usage_ledger WHERE route = 'refund'"), "1");
}

TEST_F(KeywordProvidersTest, LlmFailureFailsTheJobWithAReasonAndRefunds) {
  ASSERT_NO_FATAL_FAILURE(control(llm_, R"({"mode":"server_error"})"));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(startResearch(a_, R"({"seed_keywords":["coffee"]})", &id));
  rapidjson::Document job;
  ASSERT_NO_FATAL_FAILURE(finishedResearch(id, &job));
  ASSERT_EQ(stringField(job["data"], "status"), "failed") << toJson(job);
  std::string error = stringField(job["data"], "error");
  EXPECT_EQ(error.rfind("LLM:", 0), 0u) << error;
  EXPECT_EQ(error.find("llm-secret"), std::string::npos) << error;
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 0);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), 0);
}

TEST_F(KeywordProvidersTest, ExhaustedAiCreditsSkipTheLlmButTheResearchCompletes) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 0));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(startResearch(a_, R"({"seed_keywords":["coffee"]})", &id));
  rapidjson::Document job;
  ASSERT_NO_FATAL_FAILURE(finishedResearch(id, &job));
  ASSERT_EQ(stringField(job["data"], "status"), "completed") << toJson(job);
  EXPECT_EQ(stringField(job["data"]["result"]["ai"], "skipped"),
            "Usage limit reached for ai_credits");
  EXPECT_GT(job["data"]["result"]["keywords"].Size(), 0u);
  rapidjson::Document chats;
  ASSERT_NO_FATAL_FAILURE(requestsTo(llm_, &chats));
  EXPECT_EQ(chats.Size(), 0u) << "no model is asked without credits";
}

TEST_F(KeywordProvidersTest, JobOfAKilledServerIsResumedAfterRestart) {
  ASSERT_NO_FATAL_FAILURE(control(llm_, R"({"mode":"slow"})"));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(startResearch(a_, R"({"seed_keywords":["coffee"]})", &id));
  // Wait until a worker holds the job (it is then waiting on the slow LLM), and kill the server.
  auto deadline = std::chrono::steady_clock::now() + 10s;
  for (;;) {
    HttpResponse r = call("GET", "/keywords/research/{jobId}", "/keywords/research/" + id, a_.key);
    if (stringField(r.json()["data"], "status") == "processing") break;
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << r.body;
    std::this_thread::sleep_for(20ms);
  }
  server().kill();
  ASSERT_NO_FATAL_FAILURE(control(llm_, R"({"mode":"ok"})"));
  ASSERT_NO_FATAL_FAILURE(startServer(providerOptions(), "server2.log"));
  rapidjson::Document job;
  ASSERT_NO_FATAL_FAILURE(finishedResearch(id, &job));
  EXPECT_EQ(stringField(job["data"], "status"), "completed") << toJson(job);
  EXPECT_EQ(queryRow("SELECT attempts FROM jobs WHERE id = '" + id + "'"), "2");
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 10);
}

// A dead provider (it takes the connection and never answers) holds only what needs it: while
// the organization's enrichments wait on it, its plain adds and reads are answered, and each
// enrichment then answers 503 with Retry-After, a sentence about the provider (its address and
// libcurl's words only in the log), with nothing written and the credits given back.
TEST_F(KeywordProvidersTest, ADeadProviderHoldsOnlyTheEnrichmentsThatNeedIt) {
  server().stop();
  ServerOptions o = providerOptions();
  o.config_file = configWith("\"timeout_ms\": 30000", "\"timeout_ms\": 3000");  // DataForSEO's
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  ASSERT_NO_FATAL_FAILURE(control(dataforseo_, R"({"mode":"hang"})"));
  // More than the organization may run at once (4): the rest wait in its line.
  constexpr int kEnrichments = 6;
  std::atomic<int> answered{0};
  std::vector<HttpResponse> enriched(kEnrichments);
  std::vector<double> took(kEnrichments);
  std::vector<std::thread> callers;
  const auto sent = std::chrono::steady_clock::now();
  for (int i = 0; i < kEnrichments; ++i) {
    callers.emplace_back([&, i] {
      enriched[i] = http().post(
          api("/keywords"), a_.key,
          R"({"enrich":true,"keywords":[{"term":"espresso )" + std::to_string(i) + R"("}]})");
      took[i] = std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
      ++answered;
    });
  }
  for (int i = 0; i < 200; ++i) {  // until the provider holds the four that may run
    rapidjson::Document seen;
    ASSERT_NO_FATAL_FAILURE(requestsTo(dataforseo_, &seen));
    if (seen.Size() >= 4) break;
    std::this_thread::sleep_for(20ms);
  }
  const auto plain_sent = std::chrono::steady_clock::now();
  HttpResponse plain =
      call("POST", "/keywords", "/keywords", a_.key, R"({"keywords":[{"term":"plain add"}]})");
  const double plain_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - plain_sent)
          .count();
  HttpResponse listed = call("GET", "/keywords", "/keywords", a_.key);
  EXPECT_EQ(answered.load(), 0) << "every enrichment should still wait on the provider";
  EXPECT_EQ(plain.status, 201) << describe(plain);
  EXPECT_EQ(listed.status, 200) << describe(listed);
  for (std::thread& t : callers) t.join();
  // The figures docs/operations.md quotes.
  std::printf(
      "dead provider: a plain add answered in %.0f ms while %d enrichments waited; the "
      "enrichments answered 503 after %.1f to %.1f s (DataForSEO time-out 3 s)\n",
      plain_ms, kEnrichments, *std::min_element(took.begin(), took.end()),
      *std::max_element(took.begin(), took.end()));
  for (const HttpResponse& r : enriched) {
    EXPECT_TRUE(isErrorContaining(r, 503, {"DataForSEO did not answer in time"})) << describe(r);
    EXPECT_TRUE(r.header("retry-after").has_value()) << describe(r);
    EXPECT_EQ(r.body.find("127.0.0.1"), std::string::npos) << r.body;
    EXPECT_EQ(r.body.find("Timeout was reached"), std::string::npos) << r.body;
  }
  EXPECT_EQ(queryRow("SELECT COUNT(*) FROM keywords"), "1");  // the plain add only
  EXPECT_EQ(usedCredits(a_, "keyword_research"), 0);
  // The operator's log has the detail, one JSON object per line.
  std::vector<rapidjson::Document> failures =
      logLinesWithMessage(server().stderrText(), "outbound call failed");
  ASSERT_GE(failures.size(), static_cast<std::size_t>(kEnrichments));
  EXPECT_EQ(stringField(failures[0], "host"), "127.0.0.1");
  EXPECT_EQ(stringField(failures[0], "error"), "Timeout was reached");
  EXPECT_EQ(countUnstructuredLines(server().stderrText()), 0u);
}

}  // namespace
}  // namespace seo::tests
