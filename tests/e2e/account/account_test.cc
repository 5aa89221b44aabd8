// GET /me: the caller's own profile (email, organization, plan, website, key, credits), on any
// tier, and nothing of another organization.
#include <map>

#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {
namespace {

class AccountTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "acme", "pro", &acme_));
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "globex", "free", &globex_));
    ASSERT_NO_FATAL_FAILURE(startServer());
  }
  // GET /me's `data`, into `*out`.
  void me(const Tenant& who, rapidjson::Document* out) {
    HttpResponse r = http().get(api("/me"), who.key);
    ASSERT_EQ(r.status, 200) << describe(r);
    ASSERT_TRUE(hasCommonHeaders(r));
    rapidjson::Document body = r.json();
    ASSERT_TRUE(body.IsObject() && body.HasMember("data") && body["data"].IsObject()) << r.body;
    out->CopyFrom(body["data"], out->GetAllocator());
  }
  Tenant acme_;
  Tenant globex_;
};

TEST_F(AccountTest, MeDescribesTheCaller) {
  rapidjson::Document data;
  ASSERT_NO_FATAL_FAILURE(me(acme_, &data));
  EXPECT_EQ(stringField(data, "email"), acme_.email);
  EXPECT_EQ(stringField(data, "id"), acme_.user_id);
  EXPECT_EQ(stringField(data, "name"), "acme owner");

  ASSERT_TRUE(data["organization"].IsObject()) << toJson(data);
  EXPECT_EQ(stringField(data["organization"], "id"), acme_.org_id);
  EXPECT_EQ(stringField(data["organization"], "name"), "acme");
  EXPECT_FALSE(data["organization"]["metered_billing"].GetBool());

  ASSERT_TRUE(data["plan"].IsObject()) << toJson(data);
  EXPECT_EQ(stringField(data["plan"], "name"), "pro");
  EXPECT_TRUE(data["plan"]["api_access"].GetBool());

  ASSERT_TRUE(data["website"].IsObject()) << toJson(data);
  EXPECT_EQ(stringField(data["website"], "id"), acme_.website_id);
  EXPECT_EQ(stringField(data["website"], "domain"), "acme.example");

  ASSERT_TRUE(data["api_key"].IsObject()) << toJson(data);
  EXPECT_EQ(stringField(data["api_key"], "id"), acme_.key_id);
  std::string prefix = stringField(data["api_key"], "prefix");
  EXPECT_FALSE(prefix.empty());
  EXPECT_EQ(acme_.key.rfind(prefix, 0), 0u) << prefix << " is not a prefix of the key";
  // The secret itself is never shown again.
  EXPECT_EQ(toJson(data).find(acme_.key), std::string::npos);
}

TEST_F(AccountTest, MeListsTheOrganizationsCredits) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), acme_.org_id, "keyword_research", 40));
  ASSERT_EQ(http().post(api("/probe/spend"), acme_.key,
                        R"({"resource":"keyword_research","amount":3})")
                .status,
            201);
  rapidjson::Document data;
  ASSERT_NO_FATAL_FAILURE(me(acme_, &data));
  ASSERT_TRUE(data["credits"].IsArray()) << toJson(data);

  // Compare with the CLI's view of the same buckets.
  rapidjson::Document usage;
  ASSERT_NO_FATAL_FAILURE(runCliOk(cli(), {"usage", "show", "--org", acme_.org_id}, &usage));
  std::map<std::string, std::pair<long long, long long>> expected;
  for (const auto& b : usage.GetArray()) {
    expected[stringField(b, "resource")] = {b["quota"].GetInt64(), b["used"].GetInt64()};
  }
  std::map<std::string, std::pair<long long, long long>> got;
  for (const auto& b : data["credits"].GetArray()) {
    got[stringField(b, "resource")] = {b["quota"].GetInt64(), b["used"].GetInt64()};
    EXPECT_EQ(b["remaining"].GetInt64(), b["quota"].GetInt64() - b["used"].GetInt64());
    EXPECT_FALSE(stringField(b, "resets_at").empty());
  }
  EXPECT_EQ(got, expected);
  ASSERT_EQ(got.count("keyword_research"), 1u);
  EXPECT_EQ(got["keyword_research"], std::make_pair(40LL, 3LL));
  EXPECT_EQ(got.size(), 4u);  // the four default buckets of the configuration
}

TEST_F(AccountTest, MeShowsOnlyTheCallersOwnData) {
  rapidjson::Document data;
  ASSERT_NO_FATAL_FAILURE(me(globex_, &data));
  EXPECT_EQ(stringField(data, "email"), globex_.email);
  EXPECT_EQ(stringField(data["organization"], "id"), globex_.org_id);
  EXPECT_EQ(stringField(data["plan"], "name"), "free");
  EXPECT_FALSE(data["plan"]["api_access"].GetBool());
  std::string text = toJson(data);
  for (const std::string& other : {acme_.org_id, acme_.user_id, acme_.website_id, acme_.email,
                                   acme_.key_id}) {
    EXPECT_EQ(text.find(other), std::string::npos) << other << " leaked into " << text;
  }
}

TEST_F(AccountTest, MeOfAnUnboundKeyHasNoWebsite) {
  Tenant unbound = acme_;
  ASSERT_NO_FATAL_FAILURE(
      createKey(cli(), acme_.org_id, acme_.user_id, "", &unbound.key_id, &unbound.key));
  rapidjson::Document data;
  ASSERT_NO_FATAL_FAILURE(me(unbound, &data));
  EXPECT_TRUE(data["website"].IsNull()) << toJson(data);
  EXPECT_EQ(stringField(data["api_key"], "id"), unbound.key_id);
}

TEST_F(AccountTest, MeIgnoresWebsiteIdAndRejectsOtherMethods) {
  // GET /me needs no website, so another organization's website_id is not even looked at.
  HttpResponse r = http().get(api("/me?website_id=") + globex_.website_id, acme_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"], "email"), acme_.email);
  EXPECT_TRUE(isError(http().post(api("/me"), acme_.key, "{}"), 405, "Method not allowed"));
}

}  // namespace
}  // namespace seo::tests
