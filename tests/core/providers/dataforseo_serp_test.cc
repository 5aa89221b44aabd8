#include "core/providers/dataforseo_serp.h"

#include <gtest/gtest.h>
#include <rapidjson/document.h>

#include <string>

#include "core/providers/outbound_http.h"
#include "tests/testing/peer_process.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::Result;
using seo::sdk::SerpAnswer;
using seo::sdk::SerpQuery;

constexpr char kLogin[] = "seo-login";
constexpr char kPassword[] = "s3cret-pass";
constexpr char kQuery[] = "\"trail running\" \"write for us\"";

SerpQuery query(const std::string& text = kQuery, int depth = 10) {
  SerpQuery q;
  q.query = text;
  q.language = "de";
  q.country = "DE";
  q.depth = depth;
  return q;
}

class DataForSeoSerpTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    ASSERT_TRUE(peer_.start(&error)) << error;
    ASSERT_TRUE(peer_.control(R"({"serp": {")" +
                                  std::string("\\\"trail running\\\" "
                                              "\\\"write for us\\\"") +
                                  R"(": [
        {"url": "https://blog.alpha.example/write-for-us", "title": "Write for us",
         "description": "We accept guest posts"},
        {"url": "https://beta.example/resources", "title": "Resources", "description": ""},
        {"url": "https://gamma.example/", "title": "Gamma", "description": "Trails"}]}})",
                              &error))
        << error;
  }
  DataForSeoConfig config(const std::string& password = kPassword) {
    DataForSeoConfig c;
    c.base_url = peer_.url();
    c.login = kLogin;
    c.password = password;
    c.timeout_ms = 10000;
    return c;
  }
  OutboundConfig outbound() {
    OutboundConfig o;
    o.allow_private_addresses = true;
    return o;
  }

  tests::PeerProcess peer_{"dataforseo_peer.py", {"--login", kLogin, "--password", kPassword}};
  OutboundHttp http_{outbound()};
};

TEST_F(DataForSeoSerpTest, PostsOneTaskAndAnswersTheOrganicResultsByRank) {
  DataForSeoSerp serp(config(), http_);
  Result<SerpAnswer> answer = serp.organic(query());
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value().source, "dataforseo");
  EXPECT_FALSE(answer.value().estimate);
  EXPECT_DOUBLE_EQ(answer.value().cost, 0.0105);
  ASSERT_EQ(answer.value().items.size(), 3u);  // the featured snippet is not organic
  const seo::sdk::SerpItem& first = answer.value().items[0];
  EXPECT_EQ(first.rank, 1);
  EXPECT_EQ(first.url, "https://blog.alpha.example/write-for-us");
  EXPECT_EQ(first.domain, "blog.alpha.example");
  EXPECT_EQ(first.title, "Write for us");
  EXPECT_EQ(first.description, "We accept guest posts");
  EXPECT_EQ(answer.value().items[2].rank, 3);

  rapidjson::Document seen;
  std::string error;
  ASSERT_TRUE(peer_.requests(&seen, &error)) << error;
  ASSERT_EQ(seen.Size(), 1u);
  EXPECT_STREQ(seen[0]["path"].GetString(), "/v3/serp/google/organic/live/advanced");
  const rapidjson::Value& task = seen[0]["body"][0];
  EXPECT_STREQ(task["keyword"].GetString(), kQuery);
  EXPECT_EQ(task["location_code"].GetInt(), 2276);  // Germany
  EXPECT_STREQ(task["language_code"].GetString(), "de");
  EXPECT_EQ(task["depth"].GetInt(), 10);
}

TEST_F(DataForSeoSerpTest, DepthCutsTheResultsAndAnotherQueryHasNone) {
  DataForSeoSerp serp(config(), http_);
  Result<SerpAnswer> two = serp.organic(query(kQuery, 2));
  ASSERT_TRUE(two.isOk()) << two.status().message();
  EXPECT_EQ(two.value().items.size(), 2u);
  Result<SerpAnswer> none = serp.organic(query("nothing matches this"));
  ASSERT_TRUE(none.isOk()) << none.status().message();
  EXPECT_TRUE(none.value().items.empty());
}

TEST_F(DataForSeoSerpTest, BadQueriesAreRefusedBeforeAnyCallAndOfflineAlike) {
  DataForSeoSerp serp(config(), http_);
  OfflineSerp offline;
  SerpQuery bad_country = query();
  bad_country.country = "XX";
  struct Case {
    SerpQuery q;
    std::string message;
  };
  for (const Case& c :
       {Case{query(" "), "Invalid field: query: must not be empty"},
        Case{query(std::string(701, 'a')),
             "Invalid field: query: must be text of at most 700 characters"},
        Case{query(kQuery, 0), "Invalid field: depth: must be between 1 and 100"},
        Case{query(kQuery, 101), "Invalid field: depth: must be between 1 and 100"},
        Case{bad_country, "Invalid field: country: not an ISO 3166-1 alpha-2 country code: XX"}}) {
    EXPECT_EQ(serp.organic(c.q).status().message(), c.message);
    EXPECT_EQ(offline.organic(c.q).status().message(), c.message);
  }
  rapidjson::Document seen;
  std::string error;
  ASSERT_TRUE(peer_.requests(&seen, &error)) << error;
  EXPECT_EQ(seen.Size(), 0u);
}

TEST_F(DataForSeoSerpTest, ProviderErrorsKeepTheirMeaningAndNeverThePassword) {
  DataForSeoSerp wrong(config("wrong"), http_);
  Result<SerpAnswer> refused = wrong.organic(query());
  EXPECT_EQ(refused.status().code(), Code::BadGateway) << refused.status().message();
  EXPECT_EQ(refused.status().message().find("wrong"), std::string::npos);
  std::string error;
  ASSERT_TRUE(peer_.control(R"({"mode": "balance"})", &error)) << error;
  DataForSeoSerp serp(config(), http_);
  EXPECT_EQ(serp.organic(query()).status().code(), Code::BadGateway);
  ASSERT_TRUE(peer_.control(R"({"mode": "http_500"})", &error)) << error;
  EXPECT_EQ(serp.organic(query()).status().code(), Code::Unavailable);
}

TEST(OfflineSerpTest, AnswersNoResultsAndSaysWhy) {
  OfflineSerp offline;
  Result<SerpAnswer> answer = offline.organic(query());
  ASSERT_TRUE(answer.isOk());
  EXPECT_TRUE(answer.value().items.empty());
  EXPECT_TRUE(answer.value().estimate);
  EXPECT_EQ(answer.value().source, "offline");
  EXPECT_NE(answer.value().note.find("no SERP provider is configured"), std::string::npos);
}

}  // namespace
}  // namespace seo::core
