// Website scoping and tenant isolation: the key's bound website by default, website_id from the
// query on reads and the body on writes, 400 for a missing or malformed id, 403 for a website
// outside the caller's organizations, and one organization never reaching another's data.
#include <cctype>

#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {
namespace {

constexpr const char* kForeign = "website_id does not belong to any of your organizations";
constexpr const char* kUnknownWebsite = "7d3c1a52-0f4e-4b8a-9c61-2e5f8a9b0c1d";

class ScopingTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &a_));
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "bravo", "pro", &b_));
    ASSERT_NO_FATAL_FAILURE(createWebsite(cli(), a_.org_id, "second.alpha.example", &a_second_));
    ASSERT_NO_FATAL_FAILURE(startServer());
  }
  // The website the echo route saw for this call, or "" with a failure recorded.
  std::string echoedWebsite(const HttpResponse& r) {
    EXPECT_EQ(r.status, 200) << describe(r);
    if (r.status != 200) return "";
    rapidjson::Document body = r.json();
    return stringField(body["data"], "website_id");
  }
  HttpResponse spend(const Tenant& who, const std::string& extra = "") {
    return http().post(api("/probe/spend"), who.key,
                       R"({"resource":"crawl_credits","amount":1)" + extra + "}");
  }
  Tenant a_;
  Tenant b_;
  std::string a_second_;
};

TEST_F(ScopingTest, BoundWebsiteIsTheDefault) {
  HttpResponse r = http().get(api("/probe/echo"), a_.key);
  EXPECT_EQ(echoedWebsite(r), a_.website_id);
  EXPECT_EQ(stringField(r.json()["data"], "website_organization_id"), a_.org_id);
  EXPECT_EQ(echoedWebsite(http().post(api("/probe/echo"), a_.key, "{}")), a_.website_id);
  EXPECT_EQ(echoedWebsite(http().get(api("/probe/echo"), b_.key)), b_.website_id);
}

std::string upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

// UUIDs have no case: an upper-case spelling names the same website or resource on every route.
TEST_F(ScopingTest, UpperCaseUuidsNameTheSameThing) {
  EXPECT_EQ(echoedWebsite(http().get(api("/probe/echo?website_id=") + upper(a_second_), a_.key)),
            a_second_);
  EXPECT_EQ(echoedWebsite(http().post(api("/probe/echo"), a_.key,
                                      R"({"website_id":")" + upper(a_second_) + "\"}")),
            a_second_);
  EXPECT_TRUE(isError(http().get(api("/probe/echo?website_id=") + upper(b_.website_id), a_.key),
                      403, kForeign));
  // Path parameters arrive lower-cased at the handler.
  HttpResponse r = http().get(api("/probe/items/") + upper(kUnknownWebsite), a_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"], "id"), kUnknownWebsite);
  // Anything else in a path keeps its case.
  r = http().get(api("/probe/items/Some-Name"), a_.key);
  EXPECT_EQ(stringField(r.json()["data"], "id"), "Some-Name");
}

TEST_F(ScopingTest, WebsiteIdOverridesWithinTheOrganization) {
  ASSERT_NE(a_second_, a_.website_id);
  // Reads: the query.
  EXPECT_EQ(echoedWebsite(http().get(api("/probe/echo?website_id=") + a_second_, a_.key)),
            a_second_);
  // Writes: the body, and the query too.
  EXPECT_EQ(echoedWebsite(http().post(api("/probe/echo"), a_.key,
                                      R"({"website_id":")" + a_second_ + "\"}")),
            a_second_);
  EXPECT_EQ(echoedWebsite(http().post(api("/probe/echo?website_id=") + a_second_, a_.key, "{}")),
            a_second_);
  // On a write the body wins over the query.
  EXPECT_EQ(echoedWebsite(http().post(api("/probe/echo?website_id=") + a_second_, a_.key,
                                      R"({"website_id":")" + a_.website_id + "\"}")),
            a_.website_id);
}

TEST_F(ScopingTest, ForeignWebsiteIs403) {
  EXPECT_TRUE(isError(http().get(api("/probe/echo?website_id=") + b_.website_id, a_.key), 403,
                      kForeign));
  EXPECT_TRUE(isError(http().post(api("/probe/echo"), a_.key,
                                  R"({"website_id":")" + b_.website_id + "\"}"),
                      403, kForeign));
  EXPECT_TRUE(isError(http().post(api("/probe/echo?website_id=") + b_.website_id, a_.key, "{}"),
                      403, kForeign));
  // A website that does not exist at all is just as foreign.
  EXPECT_TRUE(isError(http().get(api("/probe/echo?website_id=") + kUnknownWebsite, a_.key), 403,
                      kForeign));
}

TEST_F(ScopingTest, MalformedWebsiteIdIs400) {
  for (std::string id : {"not-a-uuid", "1234", "7d3c1a52-0f4e-4b8a-9c61-2e5f8a9b0c1"}) {
    EXPECT_TRUE(isErrorContaining(http().get(api("/probe/echo?website_id=") + urlEncode(id),
                                             a_.key),
                                  400, {"website_id"}))
        << id;
    EXPECT_TRUE(isErrorContaining(http().post(api("/probe/echo"), a_.key,
                                              R"({"website_id":")" + id + "\"}"),
                                  400, {"website_id"}))
        << id;
  }
  EXPECT_TRUE(isErrorContaining(http().post(api("/probe/echo"), a_.key, R"({"website_id":42})"),
                                400, {"website_id"}));
}

TEST_F(ScopingTest, UnboundKeyNeedsWebsiteId) {
  std::string key_id, key;
  ASSERT_NO_FATAL_FAILURE(createKey(cli(), a_.org_id, a_.user_id, "", &key_id, &key));
  EXPECT_TRUE(
      isError(http().get(api("/probe/echo"), key), 400, "Missing required field: website_id"));
  EXPECT_TRUE(isError(http().post(api("/probe/echo"), key, "{}"), 400,
                      "Missing required field: website_id"));
  EXPECT_EQ(echoedWebsite(http().get(api("/probe/echo?website_id=") + a_second_, key)),
            a_second_);
  // Routes without a website do not ask for one.
  EXPECT_EQ(http().get(api("/me"), key).status, 200);
}

TEST_F(ScopingTest, OrganizationsCannotReadOrSpendEachOthersData) {
  ASSERT_EQ(spend(a_).status, 201);
  ASSERT_EQ(spend(a_).status, 201);

  HttpResponse own = http().get(api("/probe/spends"), a_.key);
  ASSERT_EQ(own.status, 200) << describe(own);
  EXPECT_EQ(own.json()["data"].Size(), 2u) << own.body;

  EXPECT_TRUE(isError(http().get(api("/probe/spends?website_id=") + a_.website_id, b_.key), 403,
                      kForeign));
  HttpResponse theirs = http().get(api("/probe/spends"), b_.key);
  ASSERT_EQ(theirs.status, 200) << describe(theirs);
  EXPECT_EQ(theirs.json()["data"].Size(), 0u) << theirs.body;

  EXPECT_TRUE(isError(spend(b_, R"(,"website_id":")" + a_.website_id + "\""), 403, kForeign));
  rapidjson::Document bucket;
  ASSERT_NO_FATAL_FAILURE(usageOf(cli(), a_.org_id, "crawl_credits", &bucket));
  EXPECT_EQ(bucket["used"].GetInt64(), 2);
  ASSERT_NO_FATAL_FAILURE(usageOf(cli(), b_.org_id, "crawl_credits", &bucket));
  EXPECT_EQ(bucket["used"].GetInt64(), 0);

  EXPECT_TRUE(isError(http().post(api("/connect"), b_.key,
                                  R"({"type":"webhook","url":"https://hooks.example/x",)"
                                  R"("website_id":")" + a_.website_id + "\"}"),
                      403, kForeign));
  std::string rows;
  ASSERT_NO_FATAL_FAILURE(query("SELECT COUNT(*) FROM connections", &rows));
  EXPECT_EQ(rows, "0");
}

TEST_F(ScopingTest, WebsiteOfAFreeOrganizationNeedsApiAccessThere) {
  // The owner of alpha (pro) also belongs to charlie (free).
  rapidjson::Document org, user;
  ASSERT_NO_FATAL_FAILURE(runCliOk(cli(), {"org", "create", "--name", "charlie", "--plan", "free"},
                                   &org));
  std::string charlie = stringField(org, "id");
  ASSERT_NO_FATAL_FAILURE(runCliOk(
      cli(), {"user", "create", "--org", charlie, "--email", a_.email, "--role", "member"}, &user));
  ASSERT_EQ(stringField(user, "id"), a_.user_id);
  std::string charlie_site;
  ASSERT_NO_FATAL_FAILURE(createWebsite(cli(), charlie, "charlie.example", &charlie_site));

  EXPECT_TRUE(isError(http().get(api("/probe/echo?website_id=") + charlie_site, a_.key), 403,
                      "Your plan does not include Public API access"));
  EXPECT_TRUE(isError(spend(a_, R"(,"website_id":")" + charlie_site + "\""), 403,
                      "Your plan does not include Public API access"));
  // Once charlie pays, the same call is allowed and charlie's bucket pays for it.
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"org", "set-plan", "--org", charlie, "--plan", "pro"}, &done));
  EXPECT_TRUE(withinAuthStaleness([&] {
    return http().get(api("/probe/echo?website_id=") + charlie_site, a_.key).status == 200;
  }));
  EXPECT_EQ(echoedWebsite(http().get(api("/probe/echo?website_id=") + charlie_site, a_.key)),
            charlie_site);
  ASSERT_EQ(spend(a_, R"(,"website_id":")" + charlie_site + "\"").status, 201);
  rapidjson::Document bucket;
  ASSERT_NO_FATAL_FAILURE(usageOf(cli(), charlie, "crawl_credits", &bucket));
  EXPECT_EQ(bucket["used"].GetInt64(), 1);
  ASSERT_NO_FATAL_FAILURE(usageOf(cli(), a_.org_id, "crawl_credits", &bucket));
  EXPECT_EQ(bucket["used"].GetInt64(), 0);
}

}  // namespace
}  // namespace seo::tests
