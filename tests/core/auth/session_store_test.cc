#include "core/auth/session_store.h"

#include <gtest/gtest.h>

#include "core/common/digest.h"
#include "core/tenancy/tenant_store.h"
#include "tests/core/testing/clock_file.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Code;

class SessionStoreTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { testing::ClockFile::install(); }
  static void TearDownTestSuite() { testing::ClockFile::remove(); }

  void SetUp() override {
    moveClock(0);
    db_ = testing::openDatabase(dir_);
    ASSERT_NE(db_, nullptr);
    TenantStore tenants(*db_, {});
    org_ = tenants.organizations.create("Org", "free").value().id;
    other_org_ = tenants.organizations.create("Other", "pro").value().id;
    user_ = tenants.users.create("dana@example.com", "Dana", org_, "owner").value().id;
    store_ = std::make_unique<SessionStore>(
        *db_, SessionPolicy{std::chrono::hours(24), std::chrono::hours(24 * 3)});
  }
  void TearDown() override { moveClock(0); }

  static void moveClock(long long seconds) { testing::ClockFile::move(seconds); }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<SessionStore> store_;
  std::string org_, other_org_, user_;
};

TEST_F(SessionStoreTest, StartedSessionResumesFromItsTokenAndKeepsOnlyItsHash) {
  auto started = store_->start(user_, org_, "Firefox", "10.0.0.1");
  ASSERT_TRUE(started.isOk()) << started.status().message();
  const StartedSession& s = started.value();
  EXPECT_EQ(s.record.role, "owner");
  EXPECT_EQ(s.record.plan, "free");
  EXPECT_EQ(s.record.user_email, "dana@example.com");
  auto resumed = store_->resume(s.token);
  ASSERT_TRUE(resumed.isOk()) << resumed.status().message();
  EXPECT_EQ(resumed.value().id, s.record.id);
  EXPECT_EQ(resumed.value().organization_id, org_);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM sessions WHERE token_hash = '" +
                                        sha256Hex(s.token) + "'"),
            1);
  EXPECT_EQ(
      testing::queryInt(*db_, "SELECT COUNT(*) FROM sessions WHERE token_hash = '" + s.token + "'"),
      0);
  EXPECT_EQ(store_->resume(s.token.substr(1) + "x").status().code(), Code::Unauthenticated);
  EXPECT_EQ(store_->resume("not a token").status().code(), Code::Unauthenticated);
}

TEST_F(SessionStoreTest, NotAMemberStartsNothing) {
  EXPECT_EQ(store_->start(user_, other_org_, "", "").status().code(), Code::NotFound);
}

TEST_F(SessionStoreTest, IdleSessionEndsAndUseMovesTheIdleEndOn) {
  std::string token = store_->start(user_, org_, "", "").value().token;
  moveClock(20 * 3600);
  ASSERT_TRUE(store_->resume(token).isOk());  // used at 20 h: idle until 44 h
  moveClock(40 * 3600);
  ASSERT_TRUE(store_->resume(token).isOk()) << "used 20 h ago, idle limit 24 h";
  moveClock(40 * 3600 + 24 * 3600 + 1);
  EXPECT_EQ(store_->resume(token).status().code(), Code::Unauthenticated);
}

TEST_F(SessionStoreTest, SessionEndsAtItsAbsoluteLimitHoweverUsed) {
  std::string token = store_->start(user_, org_, "", "").value().token;
  for (int hour = 20; hour < 72; hour += 20) {
    moveClock(hour * 3600);
    ASSERT_TRUE(store_->resume(token).isOk()) << hour;
  }
  moveClock(72 * 3600 + 1);
  EXPECT_EQ(store_->resume(token).status().code(), Code::Unauthenticated);
  std::string live = store_->start(user_, org_, "", "").value().token;
  auto pruned = pruneEndedSessions(*db_, 100);
  ASSERT_TRUE(pruned.isOk());
  EXPECT_EQ(pruned.value(), 1);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM sessions"), 1);
  EXPECT_TRUE(store_->resume(live).isOk()) << "a live session is kept";
}

TEST_F(SessionStoreTest, EndedMembershipEndsTheSession) {
  std::string token = store_->start(user_, org_, "", "").value().token;
  TenantStore tenants(*db_, {});
  ASSERT_TRUE(tenants.users.removeMember(org_, user_).isOk());
  EXPECT_EQ(store_->resume(token).status().code(), Code::Unauthenticated);
}

TEST_F(SessionStoreTest, ListsAndEndsTheUsersOwnSessions) {
  auto a = store_->start(user_, org_, "A", "").value();
  moveClock(120);
  auto b = store_->start(user_, org_, std::string(300, 'x'), "").value();
  auto listed = store_->list(user_);
  ASSERT_TRUE(listed.isOk());
  ASSERT_EQ(listed.value().size(), 2u);
  EXPECT_EQ(listed.value()[0].id, b.record.id) << "the most recently used first";
  EXPECT_EQ(listed.value()[0].user_agent.size(), 200u) << "cut to 200 bytes";

  TenantStore tenants(*db_, {});
  std::string stranger =
      tenants.users.create("eve@example.com", "", other_org_, "owner").value().id;
  EXPECT_EQ(store_->end(stranger, a.record.id).code(), Code::NotFound);
  ASSERT_TRUE(store_->resume(a.token).isOk());
  ASSERT_TRUE(store_->end(user_, a.record.id).isOk());
  EXPECT_EQ(store_->resume(a.token).status().code(), Code::Unauthenticated);
  EXPECT_EQ(store_->end(user_, a.record.id).code(), Code::NotFound);

  ASSERT_TRUE(db_->withTransaction([&](soci::session& sql) {
                   SessionStore::endAllOf(sql, user_, "");
                   return seo::sdk::Status::ok();
                 })
                  .isOk());
  EXPECT_EQ(store_->resume(b.token).status().code(), Code::Unauthenticated);
}

}  // namespace
}  // namespace seo::core
