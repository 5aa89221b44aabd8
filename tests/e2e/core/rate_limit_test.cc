// Rate limits: per API key on keyed routes and per client address on public routes (collectors,
// the tracker script), 429 {"error"} with Retry-After; one client's excess costs no other client.
#include <chrono>
#include <thread>

#include "tests/e2e/harness/e2e_fixture.h"

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
