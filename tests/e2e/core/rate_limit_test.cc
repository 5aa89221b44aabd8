// Rate limits: per API key on keyed routes and per client address on public routes (collectors,
// the tracker script), 429 {"error"} with Retry-After; one client's excess costs no other client.
#include <chrono>
#include <thread>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/log_reader.h"

namespace seo::tests {
namespace {

class RateLimitTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "busy", "pro", &busy_));
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "calm", "pro", &calm_));
    ServerOptions o = options();
    o.env["SEO_RATE_LIMITS"] = "1";
    // Slow refills, so the test's own pace cannot earn a token back.
    o.config_file = configWith("\"rate_limits\": {",
                               "\"rate_limits\": {\"per_key_per_second\": 0.01, "
                               "\"per_key_burst\": 5, \"per_address_per_second\": 0.01, "
                               "\"per_address_burst\": 3, "
                               "\"failed_auth_per_address_per_second\": 0.01, "
                               "\"failed_auth_per_address_burst\": 4, ");
    ASSERT_NO_FATAL_FAILURE(startServer(o));
  }
  Tenant busy_, calm_;
};

TEST_F(RateLimitTest, EachKeyHasItsOwnBucket) {
  for (int i = 0; i < 5; ++i) {
    HttpResponse r = http().get(api("/me"), busy_.key);
    ASSERT_EQ(r.status, 200) << i << " " << describe(r);
  }
  HttpResponse limited = http().get(api("/me"), busy_.key);
  EXPECT_TRUE(isErrorContaining(limited, 429, {"Rate limit exceeded for this API key"}))
      << describe(limited);
  EXPECT_TRUE(hasCommonHeaders(limited));
  int retry_after = std::stoi(limited.header("retry-after").value_or("0"));
  EXPECT_GE(retry_after, 1);
  // Another tenant's key is untouched.
  EXPECT_EQ(http().get(api("/me"), calm_.key).status, 200);
  // A bad key is not counted against a real one, and is still 401.
  EXPECT_EQ(http().get(api("/me"), std::string("seo_not_a_key")).status, 401);
  EXPECT_EQ(http().get(api("/me"), calm_.key).status, 200);
}

// POST /mcp (issue 38): each message spends one token of the key's bucket, a tool call the one
// its route takes, a call that never reaches its route one too; past the burst the agent is
// answered 429 (a tool call's as a tool error), and another key is untouched.
TEST_F(RateLimitTest, EachAgentMessageSpendsOneTokenOfItsKey) {
  auto mcp = [&](const Tenant& who, const std::string& method, const std::string& params) {
    HttpRequest r;
    r.method = "POST";
    r.path = "/mcp";
    r.key = who.key;
    r.body = R"({"jsonrpc":"2.0","id":1,"method":")" + method + R"(","params":)" + params + "}";
    return http().send(r);
  };
  EXPECT_EQ(mcp(busy_, "ping", "{}").status, 200);
  EXPECT_EQ(mcp(busy_, "tools/list", "{}").status, 200);
  HttpResponse called = mcp(busy_, "tools/call", R"({"name":"getMe","arguments":{}})");
  EXPECT_NE(called.body.find(R"("isError":false)"), std::string::npos) << called.body;
  EXPECT_EQ(mcp(busy_, "tools/call", R"({"name":"nope"})").status, 200);
  EXPECT_EQ(mcp(busy_, "tools/call", R"({"name":"getMe","arguments":{"x":1}})").status, 200);
  // Five spent.
  HttpResponse limited = mcp(busy_, "ping", "{}");
  EXPECT_TRUE(isErrorContaining(limited, 429, {"Rate limit exceeded for this API key"}))
      << describe(limited);
  HttpResponse tool = mcp(busy_, "tools/call", R"({"name":"getMe","arguments":{}})");
  EXPECT_EQ(tool.status, 200);
  EXPECT_NE(tool.body.find("HTTP 429: Rate limit exceeded for this API key"), std::string::npos)
      << tool.body;
  EXPECT_EQ(mcp(busy_, "tools/call", R"({"name":"nope"})").status, 429);
  EXPECT_EQ(mcp(calm_, "ping", "{}").status, 200);
}

TEST_F(RateLimitTest, PublicRoutesAreLimitedPerClientAddress) {
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(http().get(api("/probe/public")).status, 200) << i;
  }
  HttpResponse limited = http().get(api("/analytics/tracker.js"));
  EXPECT_TRUE(isErrorContaining(limited, 429, {"Rate limit exceeded for your address"}))
      << describe(limited);
  EXPECT_FALSE(limited.header("retry-after").value_or("").empty());
  limited = http().post(api("/analytics/collect"), std::nullopt, "{}");
  EXPECT_EQ(limited.status, 429) << describe(limited);
  // Keyed routes are counted per key, not per address.
  EXPECT_EQ(http().get(api("/me"), calm_.key).status, 200);
}

// Behind a proxy that client_ip_header does not name, every visitor shares the proxy's bucket
// (issue 37 measured 97 of 200 pageviews lost): the server says so in its log, once.
TEST_F(RateLimitTest, ForwardedRequestsWithoutClientIpHeaderAreWarnedOnce) {
  const std::string kWarning =
      "requests come through a proxy but client_ip_header is not set: every client shares the "
      "proxy's address and its rate limits; set client_ip_header (SEO_CLIENT_IP_HEADER) to the "
      "header the proxy fills (docs/operations.md)";
  EXPECT_EQ(http().get(api("/me"), calm_.key).status, 200);
  EXPECT_TRUE(logLinesWithMessage(server().stderrText(), kWarning).empty());
  for (int i = 0; i < 3; ++i) {
    HttpRequest forwarded;
    forwarded.path = api("/me");
    forwarded.key = calm_.key;
    forwarded.headers = {{"X-Forwarded-For", "203.0.113." + std::to_string(i + 1)}};
    EXPECT_EQ(http().send(forwarded).status, 200) << i;
  }
  EXPECT_TRUE(eventuallyTrue(
      [&] { return !logLinesWithMessage(server().stderrText(), kWarning).empty(); }));
  std::vector<rapidjson::Document> lines = logLinesWithMessage(server().stderrText(), kWarning);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(stringField(lines[0], "level"), "warning");
  EXPECT_EQ(stringField(lines[0], "header"), "x-forwarded-for");

  // Named, the header is the client's address, and nothing is said.
  ServerOptions o = options();
  o.env["SEO_CLIENT_IP_HEADER"] = "X-Forwarded-For";
  server().kill();
  ASSERT_NO_FATAL_FAILURE(startServer(o, "server-behind-proxy.log"));
  HttpRequest forwarded;
  forwarded.path = api("/me");
  forwarded.key = calm_.key;
  forwarded.headers = {{"X-Forwarded-For", "203.0.113.9"}};
  EXPECT_EQ(http().send(forwarded).status, 200);
  EXPECT_EQ(http().get(api("/me"), calm_.key).status, 200);
  EXPECT_TRUE(logLinesWithMessage(server().stderrText(), kWarning).empty());
}

// Guessing keys: an address's failed authentications are counted; past them, keys the server
// has not seen answer 429 without a lookup, while keys in use from that address keep working.
TEST_F(RateLimitTest, FailedAuthenticationsAreLimitedPerAddress) {
  ASSERT_EQ(http().get(api("/me"), calm_.key).status, 200);  // in use from this address
  for (int i = 0; i < 4; ++i) {
    HttpResponse r = http().get(api("/me"), "seo_" + std::string(40, 'a' + i));
    ASSERT_EQ(r.status, 401) << i << " " << describe(r);
  }
  for (int i = 0; i < 20; ++i) {
    HttpResponse r = http().get(api("/keywords"), "seo_" + std::string(40, 'k' + i % 10));
    ASSERT_TRUE(isErrorContaining(r, 429, {"failed authentications from your address"}))
        << i << " " << describe(r);
    EXPECT_GE(std::stoi(r.header("retry-after").value_or("0")), 1);
  }
  EXPECT_EQ(http().get(api("/me"), calm_.key).status, 200) << "a key in use keeps working";
  EXPECT_EQ(http().get(api("/me"), busy_.key).status, 429)
      << "a key not seen from here waits like a guess";
  // Public routes are not touched by it.
  EXPECT_EQ(http().get(api("/probe/public")).status, 200);
}

}  // namespace
}  // namespace seo::tests
