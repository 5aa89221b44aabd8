#include "core/auth/key_uses.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/tenancy/tenant_store.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

class KeyUsesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_);
    ASSERT_NE(db_, nullptr);
    TenantStore store(*db_, std::vector<std::pair<std::string, std::int64_t>>{});
    auto org = store.organizations.create("Org", "pro");
    ASSERT_TRUE(org.isOk()) << org.status().message();
    auto user = store.users.create("kim@example.com", "Kim", org.value().id, "owner");
    ASSERT_TRUE(user.isOk()) << user.status().message();
    for (const char* name : {"first", "second"}) {
      auto key = store.keys.create(user.value().id, org.value().id, "", name);
      ASSERT_TRUE(key.isOk()) << key.status().message();
      keys_.push_back(key.value().id);
    }
  }

  // The key's last_used_at, "" when NULL.
  std::string lastUsed(const std::string& key_id) {
    std::string at;
    soci::indicator ind = soci::i_null;
    EXPECT_TRUE(db_->withSession([&](soci::session& sql) {
                     sql << "SELECT last_used_at FROM api_keys WHERE id = :i", soci::use(key_id),
                         soci::into(at, ind);
                     return seo::sdk::Status::ok();
                   })
                    .isOk());
    return ind == soci::i_ok ? at : "";
  }
  void forget(const std::string& key_id) {
    ASSERT_TRUE(db_->withSession([&](soci::session& sql) {
                     sql << "UPDATE api_keys SET last_used_at = NULL WHERE id = :i",
                         soci::use(key_id);
                     return seo::sdk::Status::ok();
                   })
                    .isOk());
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::vector<std::string> keys_;
};

TEST_F(KeyUsesTest, AKeysUseIsWrittenAtMostOnceAMinute) {
  KeyUses uses(*db_);
  EXPECT_EQ(lastUsed(keys_[0]), "");
  uses.note(keys_[0]);
  std::string first = lastUsed(keys_[0]);
  EXPECT_EQ(first.size(), 24u) << first;
  // Used again within the minute: no write (the cleared column stays cleared).
  forget(keys_[0]);
  for (int i = 0; i < 100; ++i) uses.note(keys_[0]);
  EXPECT_EQ(lastUsed(keys_[0]), "");
  // Another key is its own.
  EXPECT_EQ(lastUsed(keys_[1]), "");
  uses.note(keys_[1]);
  EXPECT_EQ(lastUsed(keys_[1]).size(), 24u);
  // Another process (another KeyUses) writes its own first use.
  KeyUses other(*db_);
  other.note(keys_[0]);
  EXPECT_EQ(lastUsed(keys_[0]).size(), 24u);
}

}  // namespace
}  // namespace seo::core
