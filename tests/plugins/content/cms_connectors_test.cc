// The connectors' own parts: the Ghost Admin API token, checked as Ghost checks it (the
// signature recomputed with OpenSSL's HMAC over the hex-decoded secret).
#include <gtest/gtest.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <rapidjson/document.h>

#include "plugins/cms_ghost/admin_token.h"
#include "seo/sdk/base64.h"

namespace seo::plugins::cms_ghost {
namespace {

constexpr const char* kKey =
    "6489a1b2c3d4e5f6a7b8c9d0:00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

// base64url without padding -> bytes.
std::string fromBase64Url(std::string text) {
  for (char& c : text) c = c == '-' ? '+' : c == '_' ? '/' : c;
  while (text.size() % 4 != 0) text += '=';
  return seo::sdk::base64::decode(text).value_or("<undecodable>");
}

TEST(GhostAdminTokenTest, KeysAreIdAndHexSecret) {
  auto key = parseAdminKey(kKey);
  ASSERT_TRUE(key.isOk()) << key.status().message();
  EXPECT_EQ(key.value().id, "6489a1b2c3d4e5f6a7b8c9d0");
  ASSERT_EQ(key.value().secret.size(), 32u);
  EXPECT_EQ(static_cast<unsigned char>(key.value().secret[1]), 0x11);
  for (const char* bad : {"", "abc", "6489a1b2c3d4e5f6a7b8c9d0", "6489a1b2c3d4e5f6a7b8c9d0:00",
                          "zz89a1b2c3d4e5f6a7b8c9d0:00112233445566778899aabbccddeeff00112233445566"
                          "778899aabbccddeeff"}) {
    EXPECT_EQ(parseAdminKey(bad).status().message(),
              "Invalid field: admin_api_key: must be Ghost's Admin API key: <24 hex digits>:<64 "
              "hex digits>")
        << bad;
  }
}

TEST(GhostAdminTokenTest, TheTokenIsWhatGhostAccepts) {
  AdminKey key = parseAdminKey(kKey).value();
  auto token = adminToken(key, 1700000000);
  ASSERT_TRUE(token.isOk()) << token.status().message();
  const std::string& jwt = token.value();
  std::size_t first = jwt.find('.'), second = jwt.find('.', first + 1);
  ASSERT_NE(second, std::string::npos) << jwt;
  rapidjson::Document header, payload;
  header.Parse(fromBase64Url(jwt.substr(0, first)).c_str());
  payload.Parse(fromBase64Url(jwt.substr(first + 1, second - first - 1)).c_str());
  ASSERT_TRUE(header.IsObject() && payload.IsObject());
  EXPECT_STREQ(header["alg"].GetString(), "HS256");
  EXPECT_STREQ(header["typ"].GetString(), "JWT");
  EXPECT_STREQ(header["kid"].GetString(), "6489a1b2c3d4e5f6a7b8c9d0");
  EXPECT_STREQ(payload["aud"].GetString(), "/admin/");
  EXPECT_EQ(payload["iat"].GetInt64(), 1700000000);
  EXPECT_EQ(payload["exp"].GetInt64(), 1700000300) << "five minutes, Ghost's limit";

  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  std::string signed_part = jwt.substr(0, second);
  HMAC(EVP_sha256(), key.secret.data(), static_cast<int>(key.secret.size()),
       reinterpret_cast<const unsigned char*>(signed_part.data()), signed_part.size(), mac,
       &length);
  EXPECT_EQ(fromBase64Url(jwt.substr(second + 1)),
            std::string(reinterpret_cast<char*>(mac), length));
}

}  // namespace
}  // namespace seo::plugins::cms_ghost
