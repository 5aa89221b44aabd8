// Host::serp over the real server (the probe plugin's GET /probe/serp): the offline stand-in
// without a provider, which answers no results and says why, and DataForSEO's SERP API (the
// fake peer) when the operator configures it; bad queries are 400 naming the field.
#include <string>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/testing/peer_process.h"

namespace seo::tests {
namespace {

class SerpProviderTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &a_));
  }
  HttpResponse search(const std::string& q, const std::string& more = "") {
    return http().get(api("/probe/serp?q=" + urlEncode(q) + more), a_.key);
  }
  Tenant a_;
};

TEST_F(SerpProviderTest, OfflineAnswersNoResultsAndSaysWhy) {
  ASSERT_NO_FATAL_FAILURE(startServer());
  HttpResponse r = search("\"trail running\" \"write for us\"");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document body = r.json();
  const rapidjson::Value& d = body["data"];
  EXPECT_EQ(stringField(d, "source"), "offline");
  EXPECT_TRUE(d["estimate"].GetBool());
  EXPECT_NE(stringField(d, "note").find("no SERP provider is configured"), std::string::npos);
  EXPECT_EQ(d["items"].Size(), 0u);
  EXPECT_TRUE(isError(search(""), 400, "Invalid field: query: must not be empty"));
  EXPECT_TRUE(
      isError(search("x", "&depth=101"), 400, "Invalid field: depth: must be between 1 and 100"));
}

TEST_F(SerpProviderTest, DataForSeoAnswersTheOrganicResults) {
  PeerProcess peer{"dataforseo_peer.py", {"--login", "login@example.test", "--password", "pw"}};
  std::string error;
  ASSERT_TRUE(peer.start(&error)) << error;
  ASSERT_TRUE(peer.control(R"({"serp": {"trail shoes": [
      {"url": "https://alpha.example/a", "title": "A"},
      {"url": "https://beta.example/b", "title": "B"}]}})",
                           &error))
      << error;
  ServerOptions o = options();
  o.env["SEO_DATAFORSEO_BASE_URL"] = peer.url();
  o.env["SEO_DATAFORSEO_LOGIN"] = "login@example.test";
  o.env["SEO_DATAFORSEO_PASSWORD"] = "pw";
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  HttpResponse r = search("trail shoes", "&depth=5");
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document body = r.json();
  EXPECT_EQ(toJson(body["data"]),
            R"({"source":"dataforseo","estimate":false,"note":"","items":[)"
            R"({"rank":1,"url":"https://alpha.example/a","domain":"alpha.example"},)"
            R"({"rank":2,"url":"https://beta.example/b","domain":"beta.example"}]})");
}

}  // namespace
}  // namespace seo::tests
