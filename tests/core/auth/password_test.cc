#include "core/auth/password.h"

#include <gtest/gtest.h>

#include <string>

namespace seo::core {
namespace {

TEST(PasswordTest, AHashVerifiesItsPasswordOnly) {
  auto hash = hashPassword("correct horse battery");
  ASSERT_TRUE(hash.isOk()) << hash.status().message();
  EXPECT_EQ(hash.value().rfind("$argon2id$", 0), 0u) << hash.value();
  EXPECT_TRUE(verifyPassword(hash.value(), "correct horse battery"));
  for (const char* other :
       {"correct horse batter", "Correct horse battery", "", "correct horse battery "}) {
    EXPECT_FALSE(verifyPassword(hash.value(), other)) << other;
  }
  EXPECT_FALSE(verifyPassword(hash.value(), std::string("correct horse battery\0x", 23)))
      << "the password is compared whole, not up to a NUL";
}

TEST(PasswordTest, TheSamePasswordHashesDifferentlyEachTime) {
  auto one = hashPassword("the same password");
  auto two = hashPassword("the same password");
  ASSERT_TRUE(one.isOk() && two.isOk());
  EXPECT_NE(one.value(), two.value()) << "a salt of its own";
  EXPECT_TRUE(verifyPassword(two.value(), "the same password"));
}

TEST(PasswordTest, WhatIsNotAHashMatchesNothing) {
  auto hash = hashPassword("a fine password");
  ASSERT_TRUE(hash.isOk());
  std::string with_nul = hash.value() + std::string(1, '\0');
  for (const std::string& stored :
       {std::string(), std::string("a fine password"), std::string("$argon2id$v=19$"), with_nul}) {
    EXPECT_FALSE(verifyPassword(stored, "a fine password")) << stored;
    EXPECT_TRUE(passwordNeedsRehash(stored)) << stored;
  }
  // A hash cut short matches nothing. (Whether it "needs a rehash" depends on whether its
  // shortened base64 still decodes, which libsodium only sometimes notices: not asked.)
  EXPECT_FALSE(verifyPassword(hash.value().substr(0, hash.value().size() - 1), "a fine password"));
}

TEST(PasswordTest, OnlyAWeakerHashNeedsRehashing) {
  auto hash = hashPassword("a fine password");
  ASSERT_TRUE(hash.isOk());
  EXPECT_FALSE(passwordNeedsRehash(hash.value()));
  // Argon2id at one pass over 8 MiB, as an older, cheaper setting would have stored it.
  std::string weaker = hash.value();
  weaker.replace(weaker.find("m=65536,t=2"), 11, "m=8192,t=1");
  EXPECT_TRUE(passwordNeedsRehash(weaker)) << weaker;
}

TEST(PasswordTest, RulesNameThePasswordAndWhatItMustBe) {
  EXPECT_TRUE(checkPasswordRules("eight ch").isOk());
  EXPECT_TRUE(checkPasswordRules("pässwörd").isOk()) << "characters, not bytes";
  EXPECT_TRUE(checkPasswordRules(std::string(kMaxPasswordBytes, 'x')).isOk());
  struct Case {
    std::string password;
    const char* message;
  };
  for (const Case& c : {
           Case{"seven c", "Invalid field: password: must be at least 8 characters"},
           Case{"äöüäöüä", "Invalid field: password: must be at least 8 characters"},
           Case{std::string(kMaxPasswordBytes + 1, 'x'),
                "Invalid field: password: must be at most 1024 bytes"},
           Case{std::string("long enough\0", 12),
                "Invalid field: password: must be UTF-8 text "
                "without NUL"},
           Case{"long enough \xff", "Invalid field: password: must be UTF-8 text without NUL"},
       }) {
    seo::sdk::Status s = checkPasswordRules(c.password);
    ASSERT_FALSE(s.isOk()) << c.password;
    EXPECT_EQ(s.message(), c.message);
    EXPECT_EQ(s.httpStatus(), 400);
  }
}

}  // namespace
}  // namespace seo::core
