#include "core/auth/api_key.h"

#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <string>

namespace seo::core {
namespace {

bool isLowerHex(const std::string& s) {
  for (char c : s) {
    if (!std::isxdigit(static_cast<unsigned char>(c)) ||
        std::isupper(static_cast<unsigned char>(c))) {
      return false;
    }
  }
  return true;
}

TEST(ApiKeyTest, GeneratedKeyHasPrefixAndAlphanumericBody) {
  NewApiKey key = generateApiKey();
  ASSERT_EQ(key.secret.size(), kApiKeyPrefix.size() + 40);
  EXPECT_EQ(key.secret.substr(0, kApiKeyPrefix.size()), kApiKeyPrefix);
  for (char c : key.secret.substr(kApiKeyPrefix.size())) {
    EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c))) << key.secret;
  }
  EXPECT_TRUE(looksLikeApiKey(key.secret));
}

TEST(ApiKeyTest, PrefixIsTheFirstTwelveCharacters) {
  NewApiKey key = generateApiKey();
  EXPECT_EQ(key.prefix.size(), 12u);
  EXPECT_EQ(key.prefix, key.secret.substr(0, 12));
}

TEST(ApiKeyTest, StoredHashIsTheSha256OfTheSecret) {
  NewApiKey key = generateApiKey();
  EXPECT_EQ(key.hash, hashApiKey(key.secret));
  EXPECT_EQ(key.hash.size(), 64u);
  EXPECT_TRUE(isLowerHex(key.hash)) << key.hash;
  EXPECT_EQ(key.hash.find(key.secret.substr(kApiKeyPrefix.size())), std::string::npos);
  // The FIPS 180-2 test vectors.
  EXPECT_EQ(hashApiKey("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(hashApiKey(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST(ApiKeyTest, HashIsStableAndDiffersBetweenSecrets) {
  NewApiKey key = generateApiKey();
  EXPECT_EQ(hashApiKey(key.secret), hashApiKey(key.secret));
  std::string changed = key.secret;
  changed.back() = changed.back() == 'a' ? 'b' : 'a';
  EXPECT_NE(hashApiKey(changed), key.hash);
}

TEST(ApiKeyTest, GeneratedKeysAreDistinct) {
  std::set<std::string> secrets;
  std::set<std::string> hashes;
  for (int i = 0; i < 200; ++i) {
    NewApiKey key = generateApiKey();
    secrets.insert(key.secret);
    hashes.insert(key.hash);
  }
  EXPECT_EQ(secrets.size(), 200u);
  EXPECT_EQ(hashes.size(), 200u);
}

TEST(ApiKeyTest, LooksLikeApiKeyRejectsOtherShapes) {
  std::string good = generateApiKey().secret;
  ASSERT_TRUE(looksLikeApiKey(good));
  EXPECT_FALSE(looksLikeApiKey(""));
  EXPECT_FALSE(looksLikeApiKey(good.substr(0, good.size() - 1)));  // too short
  EXPECT_FALSE(looksLikeApiKey(good + "a"));                       // too long
  std::string wrong_prefix = good;
  wrong_prefix[0] = 'x';
  EXPECT_FALSE(looksLikeApiKey(wrong_prefix));
  std::string upper_prefix = good;
  upper_prefix.replace(0, 4, "SEO_");
  EXPECT_FALSE(looksLikeApiKey(upper_prefix));
  for (char bad : {'-', '_', ' ', '%', '\0', '\xc3'}) {
    std::string s = good;
    s[20] = bad;
    EXPECT_FALSE(looksLikeApiKey(s)) << "character " << static_cast<int>(bad);
  }
  EXPECT_TRUE(looksLikeApiKey("seo_" + std::string(40, 'Z')));
  EXPECT_TRUE(looksLikeApiKey("seo_" + std::string(40, '0')));
}

}  // namespace
}  // namespace seo::core
