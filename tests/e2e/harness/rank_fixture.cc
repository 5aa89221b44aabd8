#include "tests/e2e/harness/rank_fixture.h"

#include <chrono>
#include <fstream>
#include <thread>

namespace seo::tests {

using namespace std::chrono_literals;

void RankE2eTest::SetUp() {
  ASSERT_NO_FATAL_FAILURE(KeywordE2eTest::SetUp());
  std::string error;
  ASSERT_TRUE(dataforseo_.start(&error)) << error;
  std::ofstream(clockFile()) << 0;
  server().stop();
  ASSERT_NO_FATAL_FAILURE(startServer(providerOptions()));
}

ServerOptions RankE2eTest::providerOptions(const std::string& settings) {
  ServerOptions o = options();
  o.env["SEO_DATAFORSEO_BASE_URL"] = dataforseo_.url();
  o.env["SEO_DATAFORSEO_LOGIN"] = "login@example.test";
  o.env["SEO_DATAFORSEO_PASSWORD"] = "dfs-secret";
  o.env["SEO_JOB_RETRY_BASE_MS"] = "50";
  o.env["SEO_CLOCK_FILE"] = clockFile();
  o.env["SEO_SETTINGS"] = settings;
  return o;
}

void RankE2eTest::control(const std::string& body) {
  std::string error;
  ASSERT_TRUE(dataforseo_.control(body, &error)) << error;
}

void RankE2eTest::track(const Tenant& who, const std::vector<std::string>& ids, bool tracked,
                        long long expect_updated) {
  HttpResponse r = call("PATCH", "/keywords/tracked", "/keywords/tracked", who.key,
                        idsBody(ids, tracked ? R"(,"tracked":true)" : R"(,"tracked":false)"));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(r.json()["updated"].GetInt64(), expect_updated) << r.body;
}

void RankE2eTest::rankings(const Tenant& who, const std::string& id, rapidjson::Document* out,
                           const std::string& query) {
  HttpResponse r =
      call("GET", "/keywords/{id}/rankings", "/keywords/" + id + "/rankings" + query, who.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  *out = r.json();
}

void RankE2eTest::awaitRankings(const Tenant& who, const std::string& id, std::size_t count,
                                rapidjson::Document* out) {
  for (int i = 0; i < 200; ++i) {
    ASSERT_NO_FATAL_FAILURE(rankings(who, id, out));
    if ((*out)["data"].Size() >= count) return;
    std::this_thread::sleep_for(100ms);
  }
  FAIL() << "the keyword's history never held " << count << " rows: " << toJson(*out);
}

void RankE2eTest::awaitRow(const std::string& sql, const std::string& want) {
  std::string got;
  for (int i = 0; i < 200; ++i) {
    got = queryRow(sql);
    if (got == want) return;
    std::this_thread::sleep_for(100ms);
  }
  FAIL() << sql << " answered " << got << ", not " << want;
}

void RankE2eTest::requests(rapidjson::Document* out) {
  std::string error;
  ASSERT_TRUE(dataforseo_.requests(out, &error)) << error;
}

}  // namespace seo::tests
