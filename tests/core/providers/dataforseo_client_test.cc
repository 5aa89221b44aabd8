#include "core/providers/dataforseo_client.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <string>
#include <vector>

#include <rapidjson/document.h>

#include "core/providers/outbound_http.h"
#include "tests/testing/peer_process.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::Result;
using seo::sdk::TermFiguresAnswer;
using seo::sdk::TermQuery;

constexpr char kLogin[] = "seo-login";
constexpr char kPassword[] = "s3cret-pass";
// base64("seo-login:s3cret-pass")
constexpr char kBasicAuth[] = "Basic c2VvLWxvZ2luOnMzY3JldC1wYXNz";

constexpr char kOverviewPath[] = "/v3/dataforseo_labs/google/keyword_overview/live";
constexpr char kIdeasPath[] = "/v3/dataforseo_labs/google/keyword_ideas/live";
constexpr char kSearchVolumePath[] = "/v3/keywords_data/google_ads/search_volume/live";

OutboundConfig testOutbound() {
  OutboundConfig outbound;
  outbound.allow_private_addresses = true;
  return outbound;
}

// A port on 127.0.0.1 where nothing listens: bound, then closed.
int closedPort() {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof addr;
  ::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
  ::close(fd);
  return ntohs(addr.sin_port);
}

class DataForSeoClientTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    ASSERT_TRUE(peer_.start(&error)) << error;
  }

  DataForSeoConfig config(const std::string& password = kPassword, int timeout_ms = 10000) {
    DataForSeoConfig c;
    c.base_url = peer_.url();
    c.login = kLogin;
    c.password = password;
    c.timeout_ms = timeout_ms;
    return c;
  }

  void control(const std::string& json) {
    std::string error;
    ASSERT_TRUE(peer_.control(json, &error)) << error;
  }

  // The API calls the peer recorded, oldest first.
  rapidjson::Document requests() {
    rapidjson::Document seen;
    std::string error;
    EXPECT_TRUE(peer_.requests(&seen, &error)) << error;
    return seen;
  }

  // Every failure of every method must name the provider's code and never the password.
  void expectError(const Result<TermFiguresAnswer>& result, Code code, const std::string& part) {
    ASSERT_FALSE(result.isOk());
    EXPECT_EQ(result.status().code(), code) << result.status().message();
    EXPECT_NE(result.status().message().find(part), std::string::npos) << result.status().message();
    EXPECT_EQ(result.status().message().find(kPassword), std::string::npos);
    EXPECT_EQ(result.status().message().find("127.0.0.1"), std::string::npos);  // no address
  }

  void expectAllMethodsFail(DataForSeoClient& client, Code code, const std::string& part) {
    TermQuery q{{"shoes"}, "en", "US"};
    expectError(client.overview(q), code, part);
    expectError(client.ideas(q), code, part);
    expectError(client.searchVolume(q), code, part);
  }

  // With the peer in `mode` (dataforseo_peer.py's "mode" of /_control), every method fails so.
  void expectModeFails(const std::string& mode, Code code, const std::string& part) {
    control(R"({"mode": ")" + mode + R"("})");
    DataForSeoClient client(config(), http_);
    expectAllMethodsFail(client, code, part);
  }

  tests::PeerProcess peer_{"dataforseo_peer.py", {"--login", kLogin, "--password", kPassword}};
  OutboundHttp http_{testOutbound()};
};

TEST_F(DataForSeoClientTest, OverviewPostsOneTaskWithBasicAuth) {
  DataForSeoClient client(config(), http_);
  auto a = client.overview(TermQuery{{"running shoes", "trail shoes"}, "en", "US"});
  ASSERT_TRUE(a.isOk()) << a.status().message();

  rapidjson::Document recorded = requests();
  ASSERT_EQ(recorded.Size(), 1u);
  const auto& r = recorded[0];
  EXPECT_STREQ(r["path"].GetString(), kOverviewPath);
  EXPECT_STREQ(r["headers"]["authorization"].GetString(), kBasicAuth);
  EXPECT_STREQ(r["headers"]["content-type"].GetString(), "application/json");
  const auto& body = r["body"];
  ASSERT_TRUE(body.IsArray());
  ASSERT_EQ(body.Size(), 1u);
  const auto& t = body[0];
  ASSERT_EQ(t.MemberCount(), 3u);  // no limit outside ideas()
  ASSERT_EQ(t["keywords"].Size(), 2u);
  EXPECT_STREQ(t["keywords"][0].GetString(), "running shoes");
  EXPECT_STREQ(t["keywords"][1].GetString(), "trail shoes");
  EXPECT_EQ(t["location_code"].GetInt(), 2840);
  EXPECT_STREQ(t["language_code"].GetString(), "en");
}

TEST_F(DataForSeoClientTest, OverviewAnswersFiguresInQueryOrderWithNullsAndAbsentTerms) {
  control(R"({"cost": 0.0203, "absent": ["ghost term"], "figures": {
      "running shoes": {"search_volume": 74000, "cpc": 1.37, "keyword_difficulty": 71,
                        "main_intent": "commercial"},
      "how to lace shoes": {"search_volume": 5400, "cpc": null, "keyword_difficulty": 12,
                            "main_intent": "informational"}}})");
  DataForSeoClient client(config(), http_);
  auto a = client.overview(
      TermQuery{{"ghost term", "How To Lace Shoes", "unknown term", "running shoes"}, "en", "US"});
  ASSERT_TRUE(a.isOk()) << a.status().message();
  const auto& items = a.value().items;
  ASSERT_EQ(items.size(), 4u);

  EXPECT_EQ(items[0].term, "ghost term");  // left out of the answer: empty figures
  EXPECT_FALSE(items[0].volume.has_value());
  EXPECT_FALSE(items[0].difficulty.has_value());
  EXPECT_FALSE(items[0].cpc.has_value());
  EXPECT_EQ(items[0].intent, "");

  EXPECT_EQ(items[1].term, "How To Lace Shoes");  // answered lower-cased, asked spelling kept
  EXPECT_EQ(items[1].volume, 5400);
  EXPECT_EQ(items[1].difficulty, 12);
  EXPECT_FALSE(items[1].cpc.has_value());  // null cpc
  EXPECT_EQ(items[1].intent, "informational");

  EXPECT_EQ(items[2].term, "unknown term");  // answered with null figures
  EXPECT_FALSE(items[2].volume.has_value());
  EXPECT_FALSE(items[2].difficulty.has_value());
  EXPECT_FALSE(items[2].cpc.has_value());
  EXPECT_EQ(items[2].intent, "");

  EXPECT_EQ(items[3].term, "running shoes");
  EXPECT_EQ(items[3].volume, 74000);
  EXPECT_EQ(items[3].difficulty, 71);
  EXPECT_DOUBLE_EQ(*items[3].cpc, 1.37);
  EXPECT_EQ(items[3].intent, "commercial");

  EXPECT_DOUBLE_EQ(a.value().cost, 0.0203);
  EXPECT_EQ(a.value().source, "dataforseo");
  EXPECT_FALSE(a.value().estimate);
}

TEST_F(DataForSeoClientTest, IdeasSendsLimitAndCountryAndAnswersSuggestions) {
  control(R"({"ideas": {"coffee": ["coffee grinder", "best coffee beans", "coffee maker"]},
              "figures": {"coffee grinder": {"search_volume": 90500, "cpc": 0.88,
                                             "keyword_difficulty": 64,
                                             "main_intent": "transactional"}}})");
  DataForSeoClient client(config(), http_);
  auto a = client.ideas(TermQuery{{"coffee"}, "de", "gb", 2});
  ASSERT_TRUE(a.isOk()) << a.status().message();

  rapidjson::Document recorded = requests();
  ASSERT_EQ(recorded.Size(), 1u);
  EXPECT_STREQ(recorded[0]["path"].GetString(), kIdeasPath);
  const auto& t = recorded[0]["body"][0];
  ASSERT_EQ(t["keywords"].Size(), 1u);
  EXPECT_STREQ(t["keywords"][0].GetString(), "coffee");
  EXPECT_EQ(t["location_code"].GetInt(), 2826);  // GB, asked in lower case
  EXPECT_STREQ(t["language_code"].GetString(), "de");
  EXPECT_EQ(t["limit"].GetInt(), 2);

  const auto& items = a.value().items;
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].term, "coffee grinder");
  EXPECT_EQ(items[0].volume, 90500);
  EXPECT_EQ(items[0].difficulty, 64);
  EXPECT_DOUBLE_EQ(*items[0].cpc, 0.88);
  EXPECT_EQ(items[0].intent, "transactional");
  EXPECT_EQ(items[1].term, "best coffee beans");
  EXPECT_FALSE(items[1].volume.has_value());
  EXPECT_EQ(a.value().source, "dataforseo");
  EXPECT_DOUBLE_EQ(a.value().cost, 0.0105);  // the peer's default
}

TEST_F(DataForSeoClientTest, SearchVolumeReadsFlatResultWithoutDifficultyOrIntent) {
  control(R"({"absent": ["b"], "figures": {
      "a": {"search_volume": 1000, "cpc": 2.5, "keyword_difficulty": 50, "main_intent": "x"},
      "c": {"search_volume": null, "cpc": 0.4}}})");
  DataForSeoClient client(config(), http_);
  auto a = client.searchVolume(TermQuery{{"a", "b", "c"}, "en", "FR"});
  ASSERT_TRUE(a.isOk()) << a.status().message();

  rapidjson::Document recorded = requests();
  ASSERT_EQ(recorded.Size(), 1u);
  EXPECT_STREQ(recorded[0]["path"].GetString(), kSearchVolumePath);
  EXPECT_STREQ(recorded[0]["headers"]["authorization"].GetString(), kBasicAuth);
  const auto& t = recorded[0]["body"][0];
  EXPECT_EQ(t.MemberCount(), 3u);
  EXPECT_EQ(t["location_code"].GetInt(), 2250);

  const auto& items = a.value().items;
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[0].term, "a");
  EXPECT_EQ(items[0].volume, 1000);
  EXPECT_DOUBLE_EQ(*items[0].cpc, 2.5);
  EXPECT_FALSE(items[0].difficulty.has_value());
  EXPECT_EQ(items[0].intent, "");
  EXPECT_EQ(items[1].term, "b");
  EXPECT_FALSE(items[1].volume.has_value());
  EXPECT_FALSE(items[1].cpc.has_value());
  EXPECT_EQ(items[2].term, "c");
  EXPECT_FALSE(items[2].volume.has_value());
  EXPECT_DOUBLE_EQ(*items[2].cpc, 0.4);
  EXPECT_FALSE(a.value().estimate);
}

TEST_F(DataForSeoClientTest, BaseUrlWithTrailingSlashIsJoinedCleanly) {
  DataForSeoConfig c = config();
  c.base_url += "/";
  DataForSeoClient client(c, http_);
  ASSERT_TRUE(client.searchVolume(TermQuery{{"a"}, "en", "US"}).isOk());
  EXPECT_STREQ(requests()[0]["path"].GetString(), kSearchVolumePath);
}

TEST_F(DataForSeoClientTest, BadInputIsRefusedBeforeAnyCall) {
  DataForSeoClient client(config(), http_);
  expectError(client.overview(TermQuery{{}, "en", "US"}), Code::InvalidArgument,
              "Invalid field: terms");
  expectError(client.ideas(TermQuery{{}, "en", "US"}), Code::InvalidArgument,
              "Invalid field: terms");
  expectError(client.searchVolume(TermQuery{{"a", "  "}, "en", "US"}), Code::InvalidArgument,
              "Invalid field: terms");
  std::vector<std::string> many(701, "term");
  expectError(client.overview(TermQuery{many, "en", "US"}), Code::InvalidArgument, "700");
  expectError(client.searchVolume(TermQuery{many, "en", "US"}), Code::InvalidArgument, "700");
  expectError(client.overview(TermQuery{{"a"}, "en", "XX"}), Code::InvalidArgument,
              "Invalid field: country: ");
  expectError(client.searchVolume(TermQuery{{"a"}, "en", "USA"}), Code::InvalidArgument,
              "Invalid field: country: ");
  expectError(client.overview(TermQuery{{"a"}, "", "US"}), Code::InvalidArgument,
              "Invalid field: language");
  expectError(client.ideas(TermQuery{{"a"}, "en", "US", 0}), Code::InvalidArgument,
              "Invalid field: limit");
  EXPECT_EQ(requests().Size(), 0u);

  std::vector<std::string> most(700, "term");
  EXPECT_TRUE(client.overview(TermQuery{most, "en", "US"}).isOk());
}

TEST_F(DataForSeoClientTest, WrongCredentialsAreBadGatewayWithoutThePassword) {
  DataForSeoClient client(config("wrong-pass-xyz"), http_);
  auto a = client.overview(TermQuery{{"shoes"}, "en", "US"});
  expectError(a, Code::BadGateway, "40100");
  EXPECT_EQ(a.status().message().find("wrong-pass-xyz"), std::string::npos);
  rapidjson::Document recorded = requests();
  ASSERT_EQ(recorded.Size(), 1u);
  // base64("seo-login:wrong-pass-xyz")
  EXPECT_STREQ(recorded[0]["headers"]["authorization"].GetString(),
               "Basic c2VvLWxvZ2luOndyb25nLXBhc3MteHl6");
}

TEST_F(DataForSeoClientTest, TaskErrorUnderHttp200IsInvalidArgument) {
  expectModeFails("task_error", Code::InvalidArgument, "40501");
  DataForSeoClient client(config(), http_);
  auto a = client.overview(TermQuery{{"shoes"}, "en", "US"});
  EXPECT_NE(a.status().message().find("Invalid Field: 'location_code'."), std::string::npos);
}

TEST_F(DataForSeoClientTest, EnvelopeErrorUnderHttp200IsUnavailable) {
  expectModeFails("envelope_error", Code::Unavailable, "50000");
}

TEST_F(DataForSeoClientTest, PaymentRequiredIsBadGateway) {
  expectModeFails("balance", Code::BadGateway, "40200");
}

TEST_F(DataForSeoClientTest, Http500IsUnavailable) {
  expectModeFails("http_500", Code::Unavailable, "500");
}

TEST_F(DataForSeoClientTest, AnswerThatIsNotTheEnvelopeIsBadGateway) {
  expectModeFails("not_json", Code::BadGateway, "envelope");
}

TEST_F(DataForSeoClientTest, SlowAnswerTimesOutAsUnavailable) {
  control(R"({"mode": "slow"})");
  DataForSeoClient client(config(kPassword, 300), http_);
  auto started = std::chrono::steady_clock::now();
  expectError(client.overview(TermQuery{{"shoes"}, "en", "US"}), Code::Unavailable,
              "DataForSEO did not answer in time");
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(4));
}

TEST_F(DataForSeoClientTest, UnreachableProviderIsUnavailable) {
  DataForSeoConfig c = config();
  c.base_url = "http://127.0.0.1:" + std::to_string(closedPort());
  DataForSeoClient client(c, http_);
  expectAllMethodsFail(client, Code::Unavailable, "DataForSEO could not be reached");
}

}  // namespace
}  // namespace seo::core
