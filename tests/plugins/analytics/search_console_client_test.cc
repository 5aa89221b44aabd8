// The Search Console client against tests/peers/search_console_peer.py over the host's real
// outbound HTTP client: the signed token request, token reuse, the query and its paging, and how
// each failure maps to a status code the job queue understands.
#include "plugins/analytics/search_console_client.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>
#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/providers/outbound_http.h"
#include "tests/testing/peer_process.h"

namespace seo::plugins::analytics {
namespace {

using seo::sdk::Code;
using seo::sdk::Result;

constexpr char kEmail[] = "seo-reader@seo-test.iam.gserviceaccount.com";
constexpr char kScope[] = "https://www.googleapis.com/auth/webmasters.readonly";
constexpr char kGrantPrefix[] =
    "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=";
constexpr char kDomainPath[] = "/webmasters/v3/sites/sc-domain%3Aexample.com/searchAnalytics/query";
constexpr std::int64_t kStartClock = 1793491200;  // 2026-11-01T00:00:00Z

struct KeyPair {
  std::string private_pem;  // PKCS#8
  std::string public_pem;   // SubjectPublicKeyInfo
};

std::string memText(BIO* bio) {
  char* data = nullptr;
  long size = BIO_get_mem_data(bio, &data);
  return std::string(data, static_cast<std::size_t>(size));
}

KeyPair rsaKeyPair() {
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(EVP_RSA_gen(2048), EVP_PKEY_free);
  EXPECT_NE(key, nullptr);
  std::unique_ptr<BIO, decltype(&BIO_free)> priv(BIO_new(BIO_s_mem()), BIO_free);
  std::unique_ptr<BIO, decltype(&BIO_free)> pub(BIO_new(BIO_s_mem()), BIO_free);
  EXPECT_EQ(PEM_write_bio_PrivateKey(priv.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr),
            1);
  EXPECT_EQ(PEM_write_bio_PUBKEY(pub.get(), key.get()), 1);
  return {memText(priv.get()), memText(pub.get())};
}

// `text` as a JSON string literal, quotes included.
std::string jsonString(const std::string& text) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  w.String(text.c_str(), static_cast<unsigned>(text.size()));
  return buf.GetString();
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

std::string base64UrlDecoded(const std::string& part) {
  std::string text = part;
  for (char& c : text) {
    if (c == '-') c = '+';
    if (c == '_') c = '/';
  }
  std::size_t padding = (4 - text.size() % 4) % 4;
  text.append(padding, '=');
  std::string out(text.size(), '\0');
  int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                          reinterpret_cast<const unsigned char*>(text.data()),
                          static_cast<int>(text.size()));
  // EVP_DecodeBlock counts the zero bytes the padding stands for.
  out.resize(n < 0 ? 0 : static_cast<std::size_t>(n) - padding);
  return out;
}

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> parts(1);
  for (char c : text) {
    if (c == sep) {
      parts.emplace_back();
    } else {
      parts.back() += c;
    }
  }
  return parts;
}

// Five rows of sc-domain:example.com; counts of the first two are written as doubles.
constexpr char kRows[] = R"({"rows": {"sc-domain:example.com": [
    {"date": "2026-10-31", "page": "https://example.com/old", "clicks": 9, "impressions": 90,
     "ctr": 0.1, "position": 2.0},
    {"date": "2026-11-01", "page": "https://example.com/a", "clicks": 3.0, "impressions": 120.0,
     "ctr": 0.025, "position": 7.4},
    {"date": "2026-11-01", "page": "https://example.com/b?x=1", "clicks": 0, "impressions": 5,
     "ctr": 0, "position": 31.2},
    {"date": "2026-11-02", "page": "https://example.com/a", "clicks": 4, "impressions": 100,
     "ctr": 0.04, "position": 6.1},
    {"date": "2026-11-03", "page": "https://example.com/c", "clicks": 1, "impressions": 10,
     "ctr": 0.1, "position": 3.0},
    {"date": "2026-11-04", "page": "https://example.com/d", "clicks": 2, "impressions": 20,
     "ctr": 0.1, "position": 4.0}],
  "https://example.com/": [
    {"date": "2026-11-01", "page": "https://example.com/", "clicks": 12, "impressions": 400,
     "ctr": 0.03, "position": 2.5}],
  "sc-domain:empty.example": []}})";

class SearchConsoleClientTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { keys_ = new KeyPair(rsaKeyPair()); }
  static void TearDownTestSuite() {
    delete keys_;
    keys_ = nullptr;
  }

  void SetUp() override {
    std::string error;
    ASSERT_TRUE(peer_.start(&error)) << error;
    control(R"({"public_key": )" + jsonString(keys_->public_pem) + "}");
    control(kRows);
  }

  void control(const std::string& json) {
    std::string error;
    ASSERT_TRUE(peer_.control(json, &error)) << error;
  }

  ServiceAccount account() const { return {kEmail, keys_->private_pem, peer_.url("/token")}; }

  SearchConsoleClient::Options options(int row_limit = kSearchConsoleMaxRowLimit) {
    SearchConsoleClient::Options o;
    o.row_limit = row_limit;
    o.clock = [this] { return clock_.load(); };
    return o;
  }

  std::unique_ptr<SearchConsoleClient> client(int row_limit = kSearchConsoleMaxRowLimit) {
    return std::make_unique<SearchConsoleClient>(http_, account(), peer_.url(), options(row_limit));
  }

  rapidjson::Document requests() {
    rapidjson::Document seen;
    std::string error;
    EXPECT_TRUE(peer_.requests(&seen, &error)) << error;
    return seen;
  }

  // How many recorded requests went to `path`.
  int countOf(const std::string& path) {
    rapidjson::Document seen = requests();
    int n = 0;
    for (const auto& r : seen.GetArray()) n += path == r["path"].GetString() ? 1 : 0;
    return n;
  }

  // A failure with `code` whose message holds `part` and no secret: no line of the private key,
  // no access token.
  static void expectError(const Result<std::vector<SearchConsoleRow>>& result, Code code,
                          const std::string& part) {
    ASSERT_FALSE(result.isOk());
    const std::string message = result.status().message();
    EXPECT_EQ(result.status().code(), code) << message;
    EXPECT_NE(message.find(part), std::string::npos) << message;
    EXPECT_EQ(message.find("PRIVATE KEY"), std::string::npos) << message;
    EXPECT_EQ(message.find("ya29."), std::string::npos) << message;
    for (const std::string& line : split(keys_->private_pem, '\n')) {
      if (line.size() > 20) {
        EXPECT_EQ(message.find(line), std::string::npos) << message;
      }
    }
  }

  // With the peer's /_control set to `json`, a query of the domain property fails so.
  void expectControlFails(const std::string& json, Code code, const std::string& part) {
    control(json);
    expectError(client()->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02"), code,
                part);
  }

  static KeyPair* keys_;
  tests::PeerProcess peer_{"search_console_peer.py", {"--client-email", kEmail}};
  seo::core::OutboundHttp http_{[] {
    seo::core::OutboundConfig c;
    c.allow_private_addresses = true;
    return c;
  }()};
  std::atomic<std::int64_t> clock_{kStartClock};
};

KeyPair* SearchConsoleClientTest::keys_ = nullptr;

TEST_F(SearchConsoleClientTest, ParseServiceAccountReadsGooglesKeyFile) {
  std::string file = R"({"type": "service_account", "project_id": "seo-test",
      "private_key_id": "0123abcd", "private_key": )" +
                     jsonString(keys_->private_pem) + R"(, "client_email": ")" + kEmail +
                     R"(", "client_id": "1234567890",
      "auth_uri": "https://accounts.google.com/o/oauth2/auth",
      "token_uri": "https://oauth2.example.test/token",
      "universe_domain": "googleapis.com"})";
  ASSERT_NE(file.find("\\n"), std::string::npos);  // the PEM's line ends are JSON escapes
  Result<ServiceAccount> a = parseServiceAccount(file);
  ASSERT_TRUE(a.isOk()) << a.status().message();
  EXPECT_EQ(a.value().client_email, kEmail);
  EXPECT_EQ(a.value().private_key_pem, keys_->private_pem);
  EXPECT_EQ(a.value().token_uri, "https://oauth2.example.test/token");

  Result<ServiceAccount> b = parseServiceAccount(
      R"({"type": "service_account", "client_email": "a@b.c", "private_key": )" +
      jsonString(keys_->private_pem) + "}");
  ASSERT_TRUE(b.isOk()) << b.status().message();
  EXPECT_EQ(b.value().token_uri, "https://oauth2.googleapis.com/token");
}

TEST_F(SearchConsoleClientTest, ParseServiceAccountNamesTheMissingOrUnusableField) {
  const std::string key = R"("private_key": )" + jsonString(keys_->private_pem);
  auto expectInvalid = [](const std::string& json, const std::string& part) {
    Result<ServiceAccount> a = parseServiceAccount(json);
    ASSERT_FALSE(a.isOk()) << json;
    EXPECT_EQ(a.status().code(), Code::InvalidArgument);
    EXPECT_NE(a.status().message().find(part), std::string::npos) << a.status().message();
    EXPECT_EQ(a.status().message().find("PRIVATE KEY"), std::string::npos);
  };
  expectInvalid("not json", "JSON");
  expectInvalid("[]", "JSON");
  expectInvalid(R"({"client_email": "a@b.c", )" + key + "}", "Missing required field: type");
  expectInvalid(R"({"type": "authorized_user", "client_email": "a@b.c", )" + key + "}",
                "Invalid field: type");
  expectInvalid(R"({"type": "service_account", )" + key + "}",
                "Missing required field: client_email");
  expectInvalid(R"({"type": "service_account", "client_email": "a@b.c"})",
                "Missing required field: private_key");
  // A truncated key is refused without being echoed.
  std::string cut = keys_->private_pem.substr(0, 200);
  Result<ServiceAccount> a = parseServiceAccount(
      R"({"type": "service_account", "client_email": "a@b.c", "private_key": )" + jsonString(cut) +
      "}");
  ASSERT_FALSE(a.isOk());
  EXPECT_EQ(a.status().code(), Code::InvalidArgument);
  EXPECT_NE(a.status().message().find("Invalid field: private_key"), std::string::npos);
  EXPECT_EQ(a.status().message().find(cut.substr(40, 40)), std::string::npos);
}

TEST_F(SearchConsoleClientTest, TokenRequestIsASignedJwtBearerGrant) {
  auto rows = client()->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-01");
  ASSERT_TRUE(rows.isOk()) << rows.status().message() << peer_.stderrText();

  rapidjson::Document seen = requests();
  ASSERT_EQ(seen.Size(), 2u);
  const auto& token = seen[0];
  EXPECT_STREQ(token["path"].GetString(), "/token");
  EXPECT_STREQ(token["headers"]["content-type"].GetString(), "application/x-www-form-urlencoded");
  const std::string raw = token["body"]["raw"].GetString();
  ASSERT_EQ(raw.rfind(kGrantPrefix, 0), 0u) << raw;
  const std::string assertion = raw.substr(std::string(kGrantPrefix).size());
  EXPECT_EQ(assertion.find_first_of("=+/&%"), std::string::npos) << assertion;
  std::vector<std::string> parts = split(assertion, '.');
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_EQ(base64UrlDecoded(parts[0]), R"({"alg":"RS256","typ":"JWT"})");
  EXPECT_EQ(base64UrlDecoded(parts[2]).size(), 256u);  // an RSA-2048 signature

  const auto& claims = token["body"]["jwt_claims"];
  ASSERT_TRUE(claims.IsObject());
  EXPECT_EQ(claims.MemberCount(), 5u);
  EXPECT_STREQ(claims["iss"].GetString(), kEmail);
  EXPECT_STREQ(claims["scope"].GetString(), kScope);
  EXPECT_EQ(claims["aud"].GetString(), peer_.url("/token"));
  EXPECT_EQ(claims["iat"].GetInt64(), kStartClock);
  EXPECT_EQ(claims["exp"].GetInt64(), kStartClock + 3600);

  // The peer verified the signature, so the query carries the token it issued.
  const std::string auth = seen[1]["headers"]["authorization"].GetString();
  EXPECT_EQ(auth.rfind("Bearer ya29.fake-", 0), 0u) << auth;
}

TEST_F(SearchConsoleClientTest, TokenIsReusedUntilShortlyBeforeItExpires) {
  auto c = client();
  ASSERT_TRUE(c->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02").isOk());
  clock_ += 3539;  // 61 s of the token's hour left
  ASSERT_TRUE(c->pagesByDay("https://example.com/", "2026-11-01", "2026-11-02").isOk());
  EXPECT_EQ(countOf("/token"), 1);
  rapidjson::Document seen = requests();
  ASSERT_EQ(seen.Size(), 3u);
  EXPECT_STREQ(seen[1]["headers"]["authorization"].GetString(),
               seen[2]["headers"]["authorization"].GetString());

  clock_ += 1;  // 60 s left: replaced before it can expire on the way
  ASSERT_TRUE(c->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02").isOk());
  seen = requests();
  ASSERT_EQ(seen.Size(), 5u);
  EXPECT_STREQ(seen[3]["path"].GetString(), "/token");
  EXPECT_EQ(seen[3]["body"]["jwt_claims"]["iat"].GetInt64(), kStartClock + 3540);
  EXPECT_STRNE(seen[4]["headers"]["authorization"].GetString(),
               seen[2]["headers"]["authorization"].GetString());
}

TEST_F(SearchConsoleClientTest, ThreadsShareOneToken) {
  auto c = client();
  std::atomic<int> ok{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 4; ++i) {
    threads.emplace_back([&] {
      if (c->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02").isOk()) ++ok;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), 4);
  EXPECT_EQ(countOf("/token"), 1);
}

TEST_F(SearchConsoleClientTest, QueryPostsTheDateAndPageDimensionsOfFinalData) {
  auto rows = client()->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02");
  ASSERT_TRUE(rows.isOk()) << rows.status().message();

  rapidjson::Document seen = requests();
  ASSERT_EQ(seen.Size(), 2u);
  const auto& q = seen[1];
  EXPECT_STREQ(q["path"].GetString(), kDomainPath);
  EXPECT_STREQ(q["headers"]["content-type"].GetString(), "application/json");
  const auto& body = q["body"];
  ASSERT_TRUE(body.IsObject());
  EXPECT_EQ(body.MemberCount(), 6u);
  EXPECT_STREQ(body["startDate"].GetString(), "2026-11-01");
  EXPECT_STREQ(body["endDate"].GetString(), "2026-11-02");
  ASSERT_EQ(body["dimensions"].Size(), 2u);
  EXPECT_STREQ(body["dimensions"][0].GetString(), "date");
  EXPECT_STREQ(body["dimensions"][1].GetString(), "page");
  EXPECT_EQ(body["rowLimit"].GetInt(), 25000);
  EXPECT_EQ(body["startRow"].GetInt(), 0);
  EXPECT_STREQ(body["dataState"].GetString(), "final");

  // Counts answered as doubles (3.0, 120.0) read as whole numbers.
  const auto& r = rows.value();
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r[0].date, "2026-11-01");
  EXPECT_EQ(r[0].page, "https://example.com/a");
  EXPECT_EQ(r[0].clicks, 3);
  EXPECT_EQ(r[0].impressions, 120);
  EXPECT_DOUBLE_EQ(r[0].ctr, 0.025);
  EXPECT_DOUBLE_EQ(r[0].position, 7.4);
  EXPECT_EQ(r[1].page, "https://example.com/b?x=1");
  EXPECT_EQ(r[1].clicks, 0);
  EXPECT_EQ(r[1].impressions, 5);
  EXPECT_EQ(r[2].date, "2026-11-02");
  EXPECT_EQ(r[2].clicks, 4);
  EXPECT_DOUBLE_EQ(r[2].position, 6.1);
}

TEST_F(SearchConsoleClientTest, UrlPropertyIsOnePercentEncodedPathSegment) {
  auto c = std::make_unique<SearchConsoleClient>(http_, account(), peer_.url("/"), options());
  auto rows = c->pagesByDay("https://example.com/", "2026-11-01", "2026-11-30");
  ASSERT_TRUE(rows.isOk()) << rows.status().message();
  ASSERT_EQ(rows.value().size(), 1u);
  EXPECT_EQ(rows.value()[0].page, "https://example.com/");
  EXPECT_EQ(rows.value()[0].clicks, 12);
  EXPECT_STREQ(requests()[1]["path"].GetString(),
               "/webmasters/v3/sites/https%3A%2F%2Fexample.com%2F/searchAnalytics/query");
}

TEST_F(SearchConsoleClientTest, PagesThroughRowsWithStartRowUntilAShortPage) {
  auto rows = client(2)->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-04");
  ASSERT_TRUE(rows.isOk()) << rows.status().message();
  ASSERT_EQ(rows.value().size(), 5u);
  EXPECT_EQ(rows.value()[0].page, "https://example.com/a");
  EXPECT_EQ(rows.value()[4].page, "https://example.com/d");

  rapidjson::Document seen = requests();
  ASSERT_EQ(seen.Size(), 4u);  // a token, then pages of 2, 2 and 1
  for (rapidjson::SizeType i = 1; i < seen.Size(); ++i) {
    EXPECT_EQ(seen[i]["body"]["rowLimit"].GetInt(), 2);
    EXPECT_EQ(seen[i]["body"]["startRow"].GetInt(), static_cast<int>(2 * (i - 1)));
  }
}

TEST_F(SearchConsoleClientTest, AFullLastPageIsFollowedByAnEmptyOne) {
  auto rows = client(2)->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-03");
  ASSERT_TRUE(rows.isOk()) << rows.status().message();
  EXPECT_EQ(rows.value().size(), 4u);
  rapidjson::Document seen = requests();
  ASSERT_EQ(seen.Size(), 4u);
  EXPECT_EQ(seen[3]["body"]["startRow"].GetInt(), 4);
}

TEST_F(SearchConsoleClientTest, NoRowsIsAnEmptyList) {
  auto rows = client()->pagesByDay("sc-domain:empty.example", "2026-11-01", "2026-11-30");
  ASSERT_TRUE(rows.isOk()) << rows.status().message();
  EXPECT_TRUE(rows.value().empty());
  EXPECT_EQ(countOf("/webmasters/v3/sites/sc-domain%3Aempty.example/searchAnalytics/query"), 1);
}

TEST_F(SearchConsoleClientTest, BadArgumentsAreRefusedBeforeAnyCall) {
  auto c = client();
  expectError(c->pagesByDay("", "2026-11-01", "2026-11-02"), Code::InvalidArgument, "site_url");
  expectError(c->pagesByDay("sc-domain:example.com", "2026-11-1", "2026-11-02"),
              Code::InvalidArgument, "start_date");
  expectError(c->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-13-02"),
              Code::InvalidArgument, "end_date");
  expectError(c->pagesByDay("sc-domain:example.com", "2026-11-02", "2026-11-01"),
              Code::InvalidArgument, "end_date");
  EXPECT_EQ(requests().Size(), 0u);
}

TEST_F(SearchConsoleClientTest, SignatureWithAnotherKeyIsPermissionDenied) {
  control(R"({"public_key": )" + jsonString(rsaKeyPair().public_pem) + "}");
  auto rows = client()->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02");
  expectError(rows, Code::PermissionDenied, "invalid_grant: Invalid JWT Signature.");
  EXPECT_NE(rows.status().message().find(kEmail), std::string::npos);
  EXPECT_EQ(countOf("/token"), 1);
}

TEST_F(SearchConsoleClientTest, UnknownServiceAccountIsPermissionDenied) {
  ServiceAccount other = account();
  other.client_email = "someone@else.iam.gserviceaccount.com";
  SearchConsoleClient c(http_, other, peer_.url(), options());
  expectError(c.pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02"),
              Code::PermissionDenied, "invalid_grant: Invalid grant: account not found");
}

TEST_F(SearchConsoleClientTest, InvalidClientIsPermissionDenied) {
  expectControlFails(R"({"token_mode": "invalid_client"})", Code::PermissionDenied,
                     "invalid_client: The OAuth client was not found. (HTTP 401)");
}

TEST_F(SearchConsoleClientTest, TokenEndpointFailuresAreUnavailableOrBadGateway) {
  expectControlFails(R"({"token_mode": "http_500"})", Code::Unavailable, "HTTP 500");
  expectControlFails(R"({"token_mode": "not_json"})", Code::BadGateway, "access_token");
  EXPECT_EQ(countOf(kDomainPath), 0);
}

TEST_F(SearchConsoleClientTest, PropertyTheAccountIsNoUserOfIsPermissionDenied) {
  auto c = client();
  auto rows = c->pagesByDay("sc-domain:stranger.example", "2026-11-01", "2026-11-02");
  expectError(rows, Code::PermissionDenied, "sc-domain:stranger.example");
  EXPECT_NE(rows.status().message().find("PERMISSION_DENIED"), std::string::npos);
  expectControlFails(R"({"mode": "forbidden"})", Code::PermissionDenied, "sc-domain:example.com");
}

TEST_F(SearchConsoleClientTest, RevokedTokenIsReplacedOnce) {
  auto c = client();
  ASSERT_TRUE(c->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02").isOk());
  control(R"({"revoke_tokens": true})");
  auto rows = c->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02");
  ASSERT_TRUE(rows.isOk()) << rows.status().message();
  EXPECT_EQ(rows.value().size(), 3u);
  EXPECT_EQ(countOf("/token"), 2);
  EXPECT_EQ(countOf(kDomainPath), 3);
}

TEST_F(SearchConsoleClientTest, TokenRefusedTwiceIsPermissionDenied) {
  expectControlFails(R"({"mode": "unauthenticated"})", Code::PermissionDenied, "UNAUTHENTICATED");
  EXPECT_EQ(countOf("/token"), 2);
  EXPECT_EQ(countOf(kDomainPath), 2);
}

TEST_F(SearchConsoleClientTest, UnknownPropertyIsNotFound) {
  expectControlFails(R"({"mode": "not_found"})", Code::NotFound, "sc-domain:example.com");
}

TEST_F(SearchConsoleClientTest, RateLimitAndServerErrorsAreUnavailable) {
  expectControlFails(R"({"mode": "http_429"})", Code::Unavailable, "RESOURCE_EXHAUSTED");
  expectControlFails(R"({"mode": "http_500"})", Code::Unavailable, "HTTP 500");
}

TEST_F(SearchConsoleClientTest, OtherErrorsAndUnreadableAnswersAreBadGateway) {
  expectControlFails(R"({"mode": "http_400"})", Code::BadGateway, "INVALID_ARGUMENT");
  expectControlFails(R"({"mode": "not_json"})", Code::BadGateway, "JSON");
  expectControlFails(R"({"mode": "rows_not_array"})", Code::BadGateway, "not an array");
  expectControlFails(R"({"mode": "bad_keys"})", Code::BadGateway, "rows[0]");
}

TEST_F(SearchConsoleClientTest, CountsThatAreNoWholeNumbersAreBadGateway) {
  control(R"({"rows": {"sc-domain:example.com": [
      {"date": "2026-11-01", "page": "https://example.com/a", "clicks": 2.5, "impressions": 9,
       "ctr": 0.1, "position": 1.0}]}})");
  expectError(client()->pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02"),
              Code::BadGateway, "rows[0]");
}

TEST_F(SearchConsoleClientTest, SlowAnswerTimesOutAsUnavailable) {
  control(R"({"mode": "slow"})");
  SearchConsoleClient::Options o = options();
  o.timeout_ms = 300;
  SearchConsoleClient c(http_, account(), peer_.url(), o);
  auto started = std::chrono::steady_clock::now();
  expectError(c.pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02"), Code::Unavailable,
              "Search Console did not answer in time");
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(4));
}

TEST_F(SearchConsoleClientTest, UnreachablePeersAreUnavailable) {
  std::string closed = "http://127.0.0.1:" + std::to_string(closedPort());
  ServiceAccount no_token = account();
  no_token.token_uri = closed + "/token";
  SearchConsoleClient a(http_, no_token, peer_.url(), options());
  expectError(a.pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02"), Code::Unavailable,
              "token endpoint could not be reached");
  SearchConsoleClient b(http_, account(), closed, options());
  expectError(b.pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-02"), Code::Unavailable,
              "Search Console could not be reached");
}

}  // namespace
}  // namespace seo::plugins::analytics
