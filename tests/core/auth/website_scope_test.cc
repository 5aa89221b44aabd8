#include "core/auth/website_scope.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/tenancy/tenant_store.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Code;

class WebsiteScopeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_);
    ASSERT_NE(db_, nullptr);
    TenantStore store(*db_, {});
    mine_org_ = store.organizations.create("Mine", "pro").value().id;
    free_org_ = store.organizations.create("Mine too", "free").value().id;
    other_org_ = store.organizations.create("Other", "pro").value().id;
    user_ = store.users.create("eve@example.com", "", mine_org_, "owner").value().id;
    ASSERT_TRUE(store.users.create("eve@example.com", "", free_org_, "member").isOk());
    ASSERT_TRUE(store.users.create("frank@example.com", "", other_org_, "owner").isOk());
    mine_site_ = store.websites.create(mine_org_, "mine.example", "", "en").value().id;
    free_site_ = store.websites.create(free_org_, "free.example", "", "en").value().id;
    other_site_ = store.websites.create(other_org_, "other.example", "", "en").value().id;
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::string mine_org_, free_org_, other_org_, user_, mine_site_, free_site_, other_site_;
};

TEST_F(WebsiteScopeTest, MemberGetsTheWebsiteAndItsOrganization) {
  auto r = resolveWebsite(*db_, user_, mine_site_);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r.value().website_id, mine_site_);
  EXPECT_EQ(r.value().organization_id, mine_org_);
  EXPECT_TRUE(r.value().api_access);
}

TEST_F(WebsiteScopeTest, ApiAccessIsThatOfTheWebsitesOrganization) {
  auto r = resolveWebsite(*db_, user_, free_site_);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r.value().organization_id, free_org_);
  EXPECT_FALSE(r.value().api_access);
}

TEST_F(WebsiteScopeTest, NonMemberAndNonexistentWebsiteGiveTheSame403) {
  auto foreign = resolveWebsite(*db_, user_, other_site_);
  auto missing = resolveWebsite(*db_, user_, "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee");
  ASSERT_FALSE(foreign.isOk());
  ASSERT_FALSE(missing.isOk());
  EXPECT_EQ(foreign.status().code(), Code::PermissionDenied);
  EXPECT_EQ(missing.status().code(), Code::PermissionDenied);
  EXPECT_EQ(foreign.status().httpStatus(), 403);
  EXPECT_EQ(foreign.status().message(), kForeignWebsiteMessage);
  EXPECT_EQ(missing.status().message(), foreign.status().message());
}

TEST_F(WebsiteScopeTest, UnknownUserGetsNoWebsite) {
  auto r = resolveWebsite(*db_, "00000000-0000-4000-8000-00000000abcd", mine_site_);
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().message(), kForeignWebsiteMessage);
}

TEST_F(WebsiteScopeTest, LeavingTheOrganizationRevokesAccess) {
  ASSERT_TRUE(resolveWebsite(*db_, user_, mine_site_).isOk());
  seo::sdk::Status s = db_->withSession([&](soci::session& sql) {
    sql << "DELETE FROM memberships WHERE user_id = :u AND organization_id = :o", soci::use(user_),
        soci::use(mine_org_);
    return seo::sdk::Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  auto r = resolveWebsite(*db_, user_, mine_site_);
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::PermissionDenied);
}

}  // namespace
}  // namespace seo::core
