// Authentication and plan checks: 401 for a missing, malformed or unknown key; 403 for an inactive
// key and for a plan without API access, except on routes open to every tier.
#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {
namespace {

constexpr const char* kInvalidKey = "Invalid or missing API key";
constexpr const char* kNoApiAccess = "Your plan does not include Public API access";

// `key` with its last character changed: well formed, but not a key the server issued.
std::string alteredKey(const std::string& key) {
  std::string other = key;
  other.back() = other.back() == 'A' ? 'B' : 'A';
  return other;
}

class AuthTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "paid", "pro", &paid_));
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "gratis", "free", &free_));
    ASSERT_NO_FATAL_FAILURE(startServer());
  }
  HttpResponse withAuthorization(const std::string& path, const std::string& value) {
    HttpRequest r;
    r.path = path;
    r.headers = {{"Authorization", value}};
    return http().send(r);
  }
  Tenant paid_;
  Tenant free_;
};

TEST_F(AuthTest, ValidKeyIsAccepted) {
  HttpResponse r = http().get(api("/probe/echo"), paid_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  rapidjson::Document body = r.json();
  EXPECT_EQ(stringField(body["data"], "api_key_id"), paid_.key_id);
  EXPECT_EQ(stringField(body["data"], "user_id"), paid_.user_id);
  EXPECT_EQ(stringField(body["data"], "organization_id"), paid_.org_id);
}

TEST_F(AuthTest, MissingKeyIs401) {
  EXPECT_TRUE(isError(http().get(api("/me")), 401, kInvalidKey));
  EXPECT_TRUE(isError(http().get(api("/probe/echo")), 401, kInvalidKey));
  EXPECT_TRUE(isError(http().post(api("/probe/spend"), std::nullopt, "{}"), 401, kInvalidKey));
}

TEST_F(AuthTest, MalformedOrUnknownKeyIs401) {
  std::vector<std::string> bad = {"garbage", "seo_", "seo_short", alteredKey(paid_.key),
                                  paid_.key + "x", paid_.key.substr(4)};
  for (const std::string& key : bad) {
    EXPECT_TRUE(isError(http().get(api("/me"), key), 401, kInvalidKey)) << key;
    EXPECT_TRUE(isError(http().get(api("/probe/echo"), key), 401, kInvalidKey)) << key;
  }
  // The key must come with the Bearer scheme.
  EXPECT_TRUE(isError(withAuthorization(api("/me"), paid_.key), 401, kInvalidKey));
  EXPECT_TRUE(isError(withAuthorization(api("/me"), "Basic " + paid_.key), 401, kInvalidKey));
  EXPECT_TRUE(isError(withAuthorization(api("/me"), "Bearer"), 401, kInvalidKey));
  // The same header with the right scheme works: the refusals above are about the scheme.
  EXPECT_EQ(withAuthorization(api("/me"), "Bearer " + paid_.key).status, 200);
}

TEST_F(AuthTest, DeactivatedKeyIs403UntilReactivated) {
  ASSERT_EQ(http().get(api("/probe/echo"), paid_.key).status, 200);
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(runCliOk(cli(), {"key", "deactivate", "--key", paid_.key_id}, &done));

  // seoctl is another process: the server's auth cache lets go within its bound.
  EXPECT_TRUE(withinAuthStaleness([&] {
    return isErrorContaining(http().get(api("/probe/echo"), paid_.key), 403, {"inactive"});
  }));
  // Routes open to every tier still need an active key.
  EXPECT_TRUE(isErrorContaining(http().get(api("/me"), paid_.key), 403, {"inactive"}));
  EXPECT_TRUE(isErrorContaining(
      http().post(api("/probe/spend"), paid_.key, R"({"resource":"ai_credits","amount":1})"), 403,
      {"inactive"}));
  // Other keys are unaffected.
  EXPECT_EQ(http().get(api("/me"), free_.key).status, 200);

  ASSERT_NO_FATAL_FAILURE(runCliOk(cli(), {"key", "activate", "--key", paid_.key_id}, &done));
  EXPECT_TRUE(
      withinAuthStaleness([&] { return http().get(api("/probe/echo"), paid_.key).status == 200; }));
}

TEST_F(AuthTest, PlanWithoutApiAccessIs403ExceptOpenRoutes) {
  EXPECT_TRUE(isError(http().get(api("/probe/echo"), free_.key), 403, kNoApiAccess));
  EXPECT_TRUE(isError(http().get(api("/probe/spends"), free_.key), 403, kNoApiAccess));
  EXPECT_TRUE(isError(
      http().post(api("/probe/spend"), free_.key, R"({"resource":"ai_credits","amount":1})"), 403,
      kNoApiAccess));
  EXPECT_TRUE(isError(http().post(api("/connect"), free_.key, R"({"type":"webhook"})"), 403,
                      kNoApiAccess));

  HttpResponse me = http().get(api("/me"), free_.key);
  ASSERT_EQ(me.status, 200) << describe(me);
  EXPECT_EQ(stringField(me.json()["data"], "email"), free_.email);
  HttpResponse tier = http().get(api("/probe/tier"), free_.key);
  ASSERT_EQ(tier.status, 200) << describe(tier);
  EXPECT_EQ(stringField(tier.json()["data"], "organization_id"), free_.org_id);

  // Nothing was spent by the refused call.
  rapidjson::Document bucket;
  ASSERT_NO_FATAL_FAILURE(usageOf(cli(), free_.org_id, "ai_credits", &bucket));
  EXPECT_EQ(bucket["used"].GetInt64(), 0);
}

TEST_F(AuthTest, PlanChangesApplyWithinTheCachesBound) {
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"org", "set-plan", "--org", free_.org_id, "--plan", "pro"}, &done));
  EXPECT_TRUE(
      withinAuthStaleness([&] { return http().get(api("/probe/echo"), free_.key).status == 200; }));

  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"plan", "set-api-access", "--plan", "pro", "--api-access", "off"}, &done));
  EXPECT_TRUE(withinAuthStaleness(
      [&] { return isError(http().get(api("/probe/echo"), paid_.key), 403, kNoApiAccess); }));
  EXPECT_EQ(http().get(api("/me"), paid_.key).status, 200);
}

TEST_F(AuthTest, PublicRouteNeedsNoKey) {
  HttpResponse r = http().get(api("/probe/public"));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"], "organization_id"), "");
  EXPECT_EQ(stringField(r.json()["data"], "website_id"), "");
}

}  // namespace
}  // namespace seo::tests
