// Rate limits: per API key on keyed routes and per client address on public routes (collectors,
// the tracker script), 429 {"error"} with Retry-After; one client's excess costs no other client.
#include <chrono>
#include <thread>

#include "tests/e2e/e2e_fixture.h"

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
                               "\"per_address_burst\": 3, ");
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

}  // namespace
}  // namespace seo::tests
