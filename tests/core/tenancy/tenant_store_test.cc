#include "core/tenancy/tenant_store.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/auth/api_key.h"
#include "core/common/ids.h"
#include "core/metering/meter.h"
#include "seo/sdk/util/uuid.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::Status;

class TenantStoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_);
    ASSERT_NE(db_, nullptr);
    store_ = std::make_unique<TenantStore>(
        *db_, std::vector<std::pair<std::string, std::int64_t>>{{"alpha", 10}, {"beta", 0}});
  }

  template <typename T>
  T must(seo::sdk::Result<T> r) {
    EXPECT_TRUE(r.isOk()) << r.status().message();
    return r.isOk() ? std::move(r).value() : T{};
  }

  static void expectInvalidField(const Status& s, const std::string& field) {
    EXPECT_EQ(s.code(), Code::InvalidArgument) << s.message();
    EXPECT_EQ(s.message().rfind("Invalid field: " + field + ":", 0), 0u) << s.message();
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<TenantStore> store_;
};

TEST_F(TenantStoreTest, CreatesAndListsOrganizations) {
  Organization a = must(store_->organizations.create("Acme", "pro"));
  Organization b = must(store_->organizations.create("Bolt", "free"));
  EXPECT_TRUE(seo::sdk::isUuid(a.id));
  EXPECT_NE(a.id, b.id);
  std::vector<Organization> all = must(store_->organizations.list());
  ASSERT_EQ(all.size(), 2u);
  std::vector<std::string> seen = {all[0].id + "/" + all[0].name + "/" + all[0].plan,
                                   all[1].id + "/" + all[1].name + "/" + all[1].plan};
  std::sort(seen.begin(), seen.end());
  std::vector<std::string> want = {a.id + "/Acme/pro", b.id + "/Bolt/free"};
  std::sort(want.begin(), want.end());
  EXPECT_EQ(seen, want);
  Organization found = must(store_->organizations.find(b.id));
  EXPECT_EQ(found.name, "Bolt");
  EXPECT_EQ(found.plan, "free");
  EXPECT_FALSE(found.metered_billing);
  EXPECT_TRUE(must(store_->organizations.any()));
}

TEST_F(TenantStoreTest, NewOrganizationGetsTheDefaultBuckets) {
  Organization org = must(store_->organizations.create("Acme", "pro"));
  std::vector<Bucket> buckets = must(listBuckets(*db_, org.id));
  ASSERT_EQ(buckets.size(), 2u);
  EXPECT_EQ(buckets[0].resource, "alpha");
  EXPECT_EQ(buckets[0].quota, 10);
  EXPECT_EQ(buckets[1].resource, "beta");
  EXPECT_EQ(buckets[1].quota, 0);
}

TEST_F(TenantStoreTest, UnknownPlanIsNotFound) {
  auto r = store_->organizations.create("Acme", "platinum");
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::NotFound);
  EXPECT_NE(r.status().message().find("platinum"), std::string::npos);
  EXPECT_FALSE(must(store_->organizations.any()));
  Organization org = must(store_->organizations.create("Acme", "pro"));
  EXPECT_EQ(store_->organizations.setPlan(org.id, "platinum").code(), Code::NotFound);
  EXPECT_EQ(must(store_->organizations.find(org.id)).plan, "pro");
  ASSERT_TRUE(store_->organizations.setPlan(org.id, "free").isOk());
  EXPECT_EQ(must(store_->organizations.find(org.id)).plan, "free");
}

TEST_F(TenantStoreTest, UnknownOrInvalidOrganizationIdIsRefused) {
  const std::string unknown = "12345678-1234-4234-8234-123456789abc";
  EXPECT_EQ(store_->organizations.find(unknown).status().code(), Code::NotFound);
  expectInvalidField(store_->organizations.find("nope").status(), "org");
  EXPECT_EQ(store_->users.create("x@example.com", "", unknown, "member").status().code(),
            Code::NotFound);
  EXPECT_EQ(store_->websites.create(unknown, "x.example", "", "en").status().code(),
            Code::NotFound);
  EXPECT_EQ(store_->organizations.setMeteredBilling(unknown, true).code(), Code::NotFound);
}

TEST_F(TenantStoreTest, SameEmailIsOneUserInSeveralOrganizations) {
  Organization a = must(store_->organizations.create("A", "pro"));
  Organization b = must(store_->organizations.create("B", "pro"));
  User first = must(store_->users.create("sam@example.com", "Sam", a.id, "owner"));
  User again = must(store_->users.create("sam@example.com", "Other name", b.id, "member"));
  EXPECT_EQ(again.id, first.id);
  EXPECT_EQ(again.name, "Sam");  // the existing user is reused, not renamed
  User other = must(store_->users.create("kim@example.com", "Kim", b.id, "member"));
  // Adding the same membership twice is harmless.
  EXPECT_EQ(must(store_->users.create("sam@example.com", "", a.id, "member")).id, first.id);

  std::vector<User> in_a = must(store_->users.list(a.id));
  ASSERT_EQ(in_a.size(), 1u);
  EXPECT_EQ(in_a[0].id, first.id);
  std::vector<User> in_b = must(store_->users.list(b.id));
  ASSERT_EQ(in_b.size(), 2u);
  EXPECT_EQ(in_b[0].id, other.id);  // by email
  EXPECT_EQ(in_b[1].id, first.id);
  EXPECT_EQ(must(store_->users.list("")).size(), 2u);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM memberships"), 3);
}

TEST_F(TenantStoreTest, UserFieldsAreValidated) {
  Organization a = must(store_->organizations.create("A", "pro"));
  for (const char* email : {"", "no-at-sign", "@example.com", "a@", "a b@example.com", "a@b@c"}) {
    expectInvalidField(store_->users.create(email, "", a.id, "member").status(), "email");
  }
  expectInvalidField(store_->users.create("ok@example.com", "", a.id, "superuser").status(),
                     "role");
  EXPECT_TRUE(must(store_->users.list("")).empty());
}

TEST_F(TenantStoreTest, CreatesAndListsWebsitesPerOrganization) {
  Organization a = must(store_->organizations.create("A", "pro"));
  Organization b = must(store_->organizations.create("B", "pro"));
  Website w1 = must(store_->websites.create(a.id, "one.example", "", "en"));
  Website w2 = must(store_->websites.create(a.id, "two.example", "Second", "de"));
  Website w3 = must(store_->websites.create(b.id, "three.example", "", "en"));
  EXPECT_EQ(w1.name, "one.example");  // the name defaults to the domain
  EXPECT_EQ(w2.name, "Second");
  EXPECT_EQ(w2.language, "de");
  std::vector<Website> in_a = must(store_->websites.list(a.id));
  ASSERT_EQ(in_a.size(), 2u);
  for (const Website& w : in_a) {
    EXPECT_EQ(w.organization_id, a.id);
    EXPECT_NE(w.id, w3.id);
  }
  EXPECT_EQ(must(store_->websites.list("")).size(), 3u);
  expectInvalidField(store_->websites.create(a.id, "bad domain!", "", "en").status(), "domain");
  expectInvalidField(store_->websites.create(a.id, "ok.example", "", "").status(), "language");
}

TEST_F(TenantStoreTest, KeySecretIsReturnedOnceAndOnlyItsHashIsStored) {
  Organization a = must(store_->organizations.create("A", "pro"));
  User u = must(store_->users.create("u@example.com", "", a.id, "owner"));
  Website w = must(store_->websites.create(a.id, "u.example", "", "en"));
  ApiKey key = must(store_->keys.create(u.id, a.id, w.id, "ci"));
  EXPECT_TRUE(looksLikeApiKey(key.secret)) << key.secret;
  EXPECT_EQ(key.prefix, key.secret.substr(0, 12));
  EXPECT_EQ(key.website_id, w.id);
  EXPECT_TRUE(key.active);

  std::vector<ApiKey> listed = must(store_->keys.list(a.id));
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0].id, key.id);
  EXPECT_EQ(listed[0].prefix, key.prefix);
  EXPECT_EQ(listed[0].website_id, w.id);
  EXPECT_TRUE(listed[0].secret.empty());

  // No stored column holds the secret; the hash column holds its hash.
  int columns_seen = 0;
  Status s = db_->withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows = (sql.prepare << "SELECT * FROM api_keys");
    for (const soci::row& row : rows) {
      for (std::size_t i = 0; i < row.size(); ++i) {
        ++columns_seen;
        if (row.get_indicator(i) == soci::i_null) continue;
        if (row.get_properties(i).get_data_type() != soci::dt_string) continue;
        std::string value = row.get<std::string>(i);
        EXPECT_NE(value, key.secret) << "column " << row.get_properties(i).get_name();
        EXPECT_EQ(value.find(key.secret.substr(12)), std::string::npos)
            << "column " << row.get_properties(i).get_name();
      }
    }
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  EXPECT_GE(columns_seen, 9);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM api_keys WHERE key_hash = '" +
                                        hashApiKey(key.secret) + "'"),
            1);
}

TEST_F(TenantStoreTest, UnboundKeyHasNoWebsite) {
  Organization a = must(store_->organizations.create("A", "pro"));
  User u = must(store_->users.create("u@example.com", "", a.id, "owner"));
  ApiKey key = must(store_->keys.create(u.id, a.id, "", ""));
  EXPECT_EQ(key.name, "API key");
  EXPECT_TRUE(must(store_->keys.list(a.id))[0].website_id.empty());
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM api_keys WHERE website_id IS NULL"), 1);
}

TEST_F(TenantStoreTest, KeyWebsiteMustBelongToTheOrganization) {
  Organization a = must(store_->organizations.create("A", "pro"));
  Organization b = must(store_->organizations.create("B", "pro"));
  User u = must(store_->users.create("u@example.com", "", a.id, "owner"));
  ASSERT_TRUE(store_->users.create("u@example.com", "", b.id, "member").isOk());
  Website of_b = must(store_->websites.create(b.id, "b.example", "", "en"));
  expectInvalidField(store_->keys.create(u.id, a.id, of_b.id, "").status(), "website");
  expectInvalidField(
      store_->keys.create(u.id, a.id, "99999999-9999-4999-8999-999999999999", "").status(),
      "website");
  expectInvalidField(store_->keys.create(u.id, a.id, "not-a-uuid", "").status(), "website");
  EXPECT_TRUE(must(store_->keys.list("")).empty());
}

TEST_F(TenantStoreTest, KeyUserMustBeAMember) {
  Organization a = must(store_->organizations.create("A", "pro"));
  Organization b = must(store_->organizations.create("B", "pro"));
  User u = must(store_->users.create("u@example.com", "", a.id, "owner"));
  expectInvalidField(store_->keys.create(u.id, b.id, "", "").status(), "user");
  EXPECT_TRUE(must(store_->keys.list("")).empty());
  EXPECT_TRUE(store_->keys.create(u.id, a.id, "", "").isOk());
}

TEST_F(TenantStoreTest, DeactivatesAndReactivatesKeys) {
  Organization a = must(store_->organizations.create("A", "pro"));
  User u = must(store_->users.create("u@example.com", "", a.id, "owner"));
  ApiKey k1 = must(store_->keys.create(u.id, a.id, "", "one"));
  ApiKey k2 = must(store_->keys.create(u.id, a.id, "", "two"));
  ASSERT_TRUE(store_->keys.setActive(k1.id, false).isOk());
  for (const ApiKey& k : must(store_->keys.list(a.id))) {
    EXPECT_EQ(k.active, k.id == k2.id) << k.name;
  }
  ASSERT_TRUE(store_->keys.setActive(k1.id, true).isOk());
  for (const ApiKey& k : must(store_->keys.list(a.id))) EXPECT_TRUE(k.active) << k.name;
  EXPECT_EQ(store_->keys.setActive("99999999-9999-4999-8999-999999999999", false).code(),
            Code::NotFound);
  expectInvalidField(store_->keys.setActive("zzz", false), "key");
}

TEST_F(TenantStoreTest, SetQuotaValidatesItsInput) {
  Organization a = must(store_->organizations.create("A", "pro"));
  expectInvalidField(store_->organizations.setQuota(a.id, "alpha", -1), "quota");
  expectInvalidField(store_->organizations.setQuota(a.id, "Bad-Name", 5), "resource");
  expectInvalidField(store_->organizations.setQuota(a.id, "", 5), "resource");
  expectInvalidField(store_->organizations.setQuota("not-a-uuid", "alpha", 5), "org");
  EXPECT_EQ(
      store_->organizations.setQuota("12345678-1234-4234-8234-123456789abc", "alpha", 5).code(),
      Code::NotFound);
  EXPECT_EQ(must(listBuckets(*db_, a.id))[0].quota, 10);  // nothing changed so far
  ASSERT_TRUE(store_->organizations.setQuota(a.id, "alpha", 0).isOk());
  ASSERT_TRUE(store_->organizations.setQuota(a.id, "gamma_2", 7).isOk());
  std::vector<Bucket> buckets = must(listBuckets(*db_, a.id));
  ASSERT_EQ(buckets.size(), 3u);
  EXPECT_EQ(buckets[0].quota, 0);
  EXPECT_EQ(buckets[2].resource, "gamma_2");
  EXPECT_EQ(buckets[2].quota, 7);
}

TEST_F(TenantStoreTest, MeteredBillingIsStored) {
  Organization a = must(store_->organizations.create("A", "pro"));
  ASSERT_TRUE(store_->organizations.setMeteredBilling(a.id, true).isOk());
  EXPECT_TRUE(must(store_->organizations.find(a.id)).metered_billing);
  ASSERT_TRUE(store_->organizations.setMeteredBilling(a.id, false).isOk());
  EXPECT_FALSE(must(store_->organizations.find(a.id)).metered_billing);
}

TEST_F(TenantStoreTest, ProvisionsAnOrganizationWithItsOwnerWebsiteAndBoundKey) {
  NewOrganization request;
  request.name = "Acme";
  request.plan = "free";
  request.owner_email = "ann@acme.example";
  request.owner_name = "Ann";
  request.website_domain = "acme.example";
  request.key_name = "deploy";
  ProvisionedOrganization made = must(store_->organizations.provision(request));
  EXPECT_EQ(made.organization.name, "Acme");
  EXPECT_EQ(made.organization.plan, "free");
  EXPECT_EQ(made.owner.email, "ann@acme.example");
  EXPECT_EQ(made.owner.role, "owner");
  ASSERT_TRUE(made.website.has_value());
  EXPECT_EQ(made.website->name, "acme.example");  // the domain, no name given
  EXPECT_EQ(made.website->organization_id, made.organization.id);
  ASSERT_TRUE(made.key.has_value());
  EXPECT_TRUE(looksLikeApiKey(made.key->secret));
  EXPECT_EQ(made.key->name, "deploy");
  EXPECT_EQ(made.key->website_id, made.website->id);
  EXPECT_EQ(made.key->user_id, made.owner.id);

  // As the one-record calls would have left them.
  EXPECT_EQ(must(store_->users.roleOf(made.organization.id, made.owner.id)), "owner");
  EXPECT_EQ(must(store_->websites.list(made.organization.id)).size(), 1u);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM api_keys WHERE key_hash = '" +
                                        hashApiKey(made.key->secret) + "'"),
            1);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM credit_buckets WHERE organization_id "
                                    "= '" + made.organization.id + "'"),
            2);  // the two default quotas

  // An existing user becomes the next organization's owner; no website, no key asked.
  NewOrganization second;
  second.name = "Bolt";
  second.owner_email = "ann@acme.example";
  ProvisionedOrganization bolt = must(store_->organizations.provision(second));
  EXPECT_EQ(bolt.owner.id, made.owner.id);
  EXPECT_EQ(bolt.owner.name, "Ann");
  EXPECT_FALSE(bolt.website.has_value());
  EXPECT_FALSE(bolt.key.has_value());
  EXPECT_EQ(must(store_->users.roleOf(bolt.organization.id, made.owner.id)), "owner");
}

// All or nothing: a refused part, checked first or failing inside the transaction, leaves no
// organization, user, website, key or bucket behind.
TEST_F(TenantStoreTest, ProvisioningWritesNothingWhenAPartIsRefused) {
  auto nothingWritten = [&] {
    for (const char* table :
         {"organizations", "users", "memberships", "websites", "api_keys", "credit_buckets"}) {
      EXPECT_EQ(testing::queryInt(*db_, std::string("SELECT COUNT(*) FROM ") + table), 0)
          << table;
    }
  };
  NewOrganization request;
  request.name = "Acme";
  request.owner_email = "ann@acme.example";
  request.website_domain = "acme.example";
  request.key_name = "";

  NewOrganization bad_domain = request;
  bad_domain.website_domain = "not a domain";
  expectInvalidField(store_->organizations.provision(bad_domain).status(), "domain");
  NewOrganization bad_email = request;
  bad_email.owner_email = "nobody";
  expectInvalidField(store_->organizations.provision(bad_email).status(), "email");
  NewOrganization unknown_plan = request;
  unknown_plan.plan = "platinum";
  EXPECT_EQ(store_->organizations.provision(unknown_plan).status().code(), Code::NotFound);
  nothingWritten();

  // The website's insert fails after the organization's and the owner's: both are rolled back.
  Status trigger = db_->withSession([&](soci::session& sql) {
    if (db_->dialect() == seo::sdk::Dialect::Postgresql) {
      sql << "CREATE FUNCTION refuse_website() RETURNS trigger AS $$ BEGIN "
             "RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql";
      sql << "CREATE TRIGGER refuse BEFORE INSERT ON websites FOR EACH ROW "
             "WHEN (NEW.domain = 'acme.example') EXECUTE FUNCTION refuse_website()";
    } else {
      sql << "CREATE TRIGGER refuse BEFORE INSERT ON websites WHEN NEW.domain = 'acme.example' "
             "BEGIN SELECT RAISE(ABORT, 'refused'); END";
    }
    return Status::ok();
  });
  ASSERT_TRUE(trigger.isOk()) << trigger.message();
  EXPECT_EQ(store_->organizations.provision(request).status().code(), Code::Internal);
  nothingWritten();
}

}  // namespace
}  // namespace seo::core
