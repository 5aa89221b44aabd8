#include "core/auth/user_links.h"

#include <gtest/gtest.h>

#include "core/tenancy/tenant_store.h"
#include "tests/core/testing/clock_file.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::Result;
using seo::sdk::Status;

class UserLinksTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { testing::ClockFile::install(); }
  static void TearDownTestSuite() { testing::ClockFile::remove(); }

  void SetUp() override {
    moveClock(0);
    db_ = testing::openDatabase(dir_);
    ASSERT_NE(db_, nullptr);
    TenantStore tenants(*db_, {});
    std::string org = tenants.organizations.create("Org", "pro").value().id;
    user_ = tenants.users.create("dana@example.com", "Dana", org, "owner").value().id;
  }
  void TearDown() override { moveClock(0); }
  static void moveClock(long long seconds) { testing::ClockFile::move(seconds); }

  Result<std::string> use(const std::string& token) {
    Result<std::string> user = Status::internal("not run");
    Status s = db_->withTransaction([&](soci::session& sql) {
      user = useUserLink(sql, token, kSetPasswordLink);
      return user.status();
    });
    if (!s.isOk()) return s;
    return user;
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::string user_;
};

TEST_F(UserLinksTest, ALinkWorksOnceForItsUser) {
  auto link = createUserLink(*db_, user_, kSetPasswordLink, std::chrono::hours(1));
  ASSERT_TRUE(link.isOk()) << link.status().message();
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM user_links WHERE token_hash = '" +
                                        link.value().token + "'"),
            0)
      << "only the token's hash is kept";
  auto used = use(link.value().token);
  ASSERT_TRUE(used.isOk()) << used.status().message();
  EXPECT_EQ(used.value(), user_);
  EXPECT_EQ(use(link.value().token).status().code(), Code::NotFound);
  EXPECT_EQ(use("short").status().code(), Code::NotFound);
  EXPECT_EQ(
      createUserLink(*db_, "no-such-user", kSetPasswordLink, std::chrono::hours(1)).status().code(),
      Code::NotFound);
}

TEST_F(UserLinksTest, ANewerLinkReplacesTheOlderAndTimeEndsThem) {
  auto first = createUserLink(*db_, user_, kSetPasswordLink, std::chrono::hours(1)).value();
  auto second = createUserLink(*db_, user_, kSetPasswordLink, std::chrono::hours(1)).value();
  EXPECT_EQ(use(first.token).status().code(), Code::NotFound);
  moveClock(3601);
  EXPECT_EQ(use(second.token).status().code(), Code::NotFound) << "ended";
  auto pruned = pruneEndedUserLinks(*db_, 100);
  ASSERT_TRUE(pruned.isOk());
  EXPECT_EQ(pruned.value(), 1);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM user_links"), 0);
}

}  // namespace
}  // namespace seo::core
