#include "core/auth/authenticator.h"

#include <atomic>
#include <cctype>

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "core/auth/api_key.h"
#include "core/tenancy/tenant_store.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Code;

class AuthenticatorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_);
    ASSERT_NE(db_, nullptr);
    store_ =
        std::make_unique<TenantStore>(*db_, std::vector<std::pair<std::string, std::int64_t>>{});
    auth_ = std::make_unique<Authenticator>(*db_);
    auto org = store_->organizations.create("Org", "pro");
    ASSERT_TRUE(org.isOk()) << org.status().message();
    org_ = org.value().id;
    auto user = store_->users.create("dana@example.com", "Dana", org_, "owner");
    ASSERT_TRUE(user.isOk()) << user.status().message();
    user_ = user.value().id;
    auto site = store_->websites.create(org_, "dana.example", "", "en");
    ASSERT_TRUE(site.isOk()) << site.status().message();
    site_ = site.value().id;
    auto bound = store_->keys.create(user_, org_, site_, "bound");
    ASSERT_TRUE(bound.isOk()) << bound.status().message();
    bound_ = bound.value();
    auto unbound = store_->keys.create(user_, org_, "", "unbound");
    ASSERT_TRUE(unbound.isOk()) << unbound.status().message();
    unbound_ = unbound.value();
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<TenantStore> store_;
  std::unique_ptr<Authenticator> auth_;
  std::string org_, user_, site_;
  ApiKey bound_, unbound_;
};

TEST_F(AuthenticatorTest, BearerKeyYieldsItsRecord) {
  auto r = auth_->authenticate("Bearer " + bound_.secret);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  const KeyRecord& k = r.value();
  EXPECT_EQ(k.id, bound_.id);
  EXPECT_EQ(k.user_id, user_);
  EXPECT_EQ(k.user_email, "dana@example.com");
  EXPECT_EQ(k.organization_id, org_);
  EXPECT_EQ(k.website_id, site_);
  EXPECT_EQ(k.plan, "pro");
  EXPECT_TRUE(k.api_access);
}

TEST_F(AuthenticatorTest, UnboundKeyHasNoWebsite) {
  auto r = auth_->authenticate("Bearer " + unbound_.secret);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r.value().id, unbound_.id);
  EXPECT_TRUE(r.value().website_id.empty());
}

TEST_F(AuthenticatorTest, TrailingSpacesAfterTheKeyAreTolerated) {
  auto r = auth_->authenticate("Bearer " + bound_.secret + "  ");
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r.value().id, bound_.id);
}

TEST_F(AuthenticatorTest, SchemeIsCaseInsensitiveButTheKeyIsNot) {
  for (const char* scheme : {"bearer ", "BEARER ", "bEaReR "}) {
    auto r = auth_->authenticate(scheme + bound_.secret);
    ASSERT_TRUE(r.isOk()) << scheme << r.status().message();
    EXPECT_EQ(r.value().id, bound_.id);
  }
  std::string flipped = bound_.secret;
  char& c = flipped.back();
  c = static_cast<char>(std::isupper(static_cast<unsigned char>(c)) ? std::tolower(c)
                                                                     : std::toupper(c));
  if (flipped != bound_.secret) {
    EXPECT_EQ(auth_->authenticate("Bearer " + flipped).status().code(), Code::Unauthenticated);
  }
}

TEST_F(AuthenticatorTest, HeaderWithoutBearerSchemeIs401) {
  for (const std::string& header :
       {std::string(""), std::string("Bearer"), std::string("Bearer "), bound_.secret,
        "Basic " + bound_.secret, "Token " + bound_.secret, "Bearer:" + bound_.secret,
        "Bearer  x" + bound_.secret.substr(1)}) {
    auto r = auth_->authenticate(header);
    ASSERT_FALSE(r.isOk()) << "'" << header << "'";
    EXPECT_EQ(r.status().code(), Code::Unauthenticated) << "'" << header << "'";
    EXPECT_EQ(r.status().message(), kInvalidKeyMessage);
  }
}

TEST_F(AuthenticatorTest, UnknownKeyIs401) {
  auto r = auth_->authenticate("Bearer " + generateApiKey().secret);
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::Unauthenticated);
  EXPECT_EQ(r.status().httpStatus(), 401);
  EXPECT_EQ(r.status().message(), kInvalidKeyMessage);
}

// A key that is no key is looked up once: asked again, the answer comes from the cache. (Keys
// are random, so such a key never becomes one; here one is written behind the cache's back to
// show that no lookup happens, until the cache is dropped.)
TEST_F(AuthenticatorTest, AnUnknownKeyIsLookedUpOnce) {
  NewApiKey guess = generateApiKey();
  const std::string header = "Bearer " + guess.secret;
  ASSERT_EQ(auth_->authenticate(header).status().code(), Code::Unauthenticated);
  seo::sdk::Status s = db_->withSession([&](soci::session& sql) {
    sql << "INSERT INTO api_keys (id, key_hash, prefix, name, user_id, organization_id, "
           "website_id, active, created_at) VALUES ('k-guess', :h, 'seo_x', 'guess', :u, :o, "
           "NULL, 1, '2026-01-01T00:00:00.000Z')",
        soci::use(guess.hash), soci::use(user_), soci::use(org_);
    sql << "UPDATE auth_epoch SET epoch = epoch + 1 WHERE id = 1";
    return seo::sdk::Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  EXPECT_EQ(auth_->authenticate(header).status().code(), Code::Unauthenticated)
      << "answered from the cache";
  auto deadline = std::chrono::steady_clock::now() + AuthCache::kRecheckInterval +
                  std::chrono::milliseconds(200);
  seo::sdk::Result<KeyRecord> r = auth_->authenticate(header);
  while (!r.isOk() && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    r = auth_->authenticate(header);
  }
  EXPECT_TRUE(r.isOk()) << "the epoch moved: the cache was dropped and the key looked up";
}

// known_only: a key the cache does not hold is refused without a lookup.
TEST_F(AuthenticatorTest, KnownOnlyAnswersFromTheCache) {
  const std::string header = "Bearer " + bound_.secret;
  EXPECT_EQ(auth_->authenticate(header, /*known_only=*/true).status().code(),
            Code::Unauthenticated);
  ASSERT_TRUE(auth_->authenticate(header).isOk());
  EXPECT_TRUE(auth_->authenticate(header, /*known_only=*/true).isOk());
}

TEST_F(AuthenticatorTest, InactiveKeyIs403) {
  ASSERT_TRUE(store_->keys.setActive(bound_.id, false).isOk());
  auto r = auth_->authenticate("Bearer " + bound_.secret);
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::PermissionDenied);
  EXPECT_EQ(r.status().httpStatus(), 403);
  // The other key of the same user is unaffected, and reactivation restores the first.
  EXPECT_TRUE(auth_->authenticate("Bearer " + unbound_.secret).isOk());
  ASSERT_TRUE(store_->keys.setActive(bound_.id, true).isOk());
  EXPECT_TRUE(auth_->authenticate("Bearer " + bound_.secret).isOk());
}

TEST_F(AuthenticatorTest, KeyOfUserNoLongerMemberIs401) {
  ASSERT_TRUE(auth_->authenticate("Bearer " + bound_.secret).isOk());
  // Through the store, as seoctl does: this process sees its own change at once.
  ASSERT_TRUE(store_->users.removeMember(org_, user_).isOk());
  auto r = auth_->authenticate("Bearer " + bound_.secret);
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::Unauthenticated);
  EXPECT_EQ(store_->users.removeMember(org_, user_).code(), Code::NotFound);
}

// Another process's change reaches this one through the epoch alone: the cached answer stands
// until the epoch moves, and goes within the recheck interval once it has.
TEST_F(AuthenticatorTest, ChangesElsewhereApplyOnceTheEpochMoves) {
  std::string header = "Bearer " + bound_.secret;
  ASSERT_TRUE(auth_->authenticate(header).isOk());
  auto write = [&](const std::string& statement) {
    seo::sdk::Status s = db_->withSession([&](soci::session& sql) {
      sql << statement;
      return seo::sdk::Status::ok();
    });
    ASSERT_TRUE(s.isOk()) << s.message();
  };
  // A change that does not move the epoch is not seen: the answer comes from the cache.
  write("UPDATE api_keys SET active = 0 WHERE id = '" + bound_.id + "'");
  std::this_thread::sleep_for(AuthCache::kRecheckInterval + std::chrono::milliseconds(100));
  EXPECT_TRUE(auth_->authenticate(header).isOk());
  // Once it moves, the next recheck drops the cache.
  write("UPDATE auth_epoch SET epoch = epoch + 1 WHERE id = 1");
  auto deadline = std::chrono::steady_clock::now() + AuthCache::kRecheckInterval +
                  std::chrono::milliseconds(100);
  seo::sdk::Result<KeyRecord> r = auth_->authenticate(header);
  while (r.isOk() && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    r = auth_->authenticate(header);
  }
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::PermissionDenied);
}

TEST_F(AuthenticatorTest, PlanWithoutApiAccessIsReported) {
  ASSERT_TRUE(store_->organizations.setPlan(org_, "free").isOk());
  auto r = auth_->authenticate("Bearer " + bound_.secret);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r.value().plan, "free");
  EXPECT_FALSE(r.value().api_access);
}

// Many request threads on one cache while the key flips between active and inactive in this
// process: every answer is one of the two, and the last state is seen at once (run under
// ASan/UBSan as well: the cache's locks and atomics).
TEST_F(AuthenticatorTest, ConcurrentLookupsWhileTheKeyChanges) {
  std::string header = "Bearer " + bound_.secret;
  std::atomic<bool> stop{false};
  std::atomic<int> ok{0}, inactive{0}, other{0};
  std::vector<std::thread> readers;
  for (int t = 0; t < 4; ++t) {
    readers.emplace_back([&] {
      while (!stop.load()) {
        seo::sdk::Result<KeyRecord> r = auth_->authenticate(header);
        if (r.isOk()) {
          ++ok;
        } else if (r.status().code() == Code::PermissionDenied) {
          ++inactive;
        } else {
          ++other;
        }
      }
    });
  }
  for (int i = 0; i < 40; ++i) {
    ASSERT_TRUE(store_->keys.setActive(bound_.id, i % 2 == 1).isOk());
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  stop = true;
  for (std::thread& t : readers) t.join();
  EXPECT_EQ(other.load(), 0);
  EXPECT_GT(ok.load(), 0);
  EXPECT_GT(inactive.load(), 0);
  EXPECT_TRUE(auth_->authenticate(header).isOk()) << "the last change (active) is seen at once";
}

}  // namespace
}  // namespace seo::core
