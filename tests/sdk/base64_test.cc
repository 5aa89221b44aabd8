#include "seo/sdk/util/base64.h"

#include <gtest/gtest.h>

namespace seo::sdk {
namespace {

// RFC 4648, section 10.
TEST(Base64Test, EncodesTheRfcVectors) {
  EXPECT_EQ(base64::encode(""), "");
  EXPECT_EQ(base64::encode("f"), "Zg==");
  EXPECT_EQ(base64::encode("fo"), "Zm8=");
  EXPECT_EQ(base64::encode("foo"), "Zm9v");
  EXPECT_EQ(base64::encode("foob"), "Zm9vYg==");
  EXPECT_EQ(base64::encode("fooba"), "Zm9vYmE=");
  EXPECT_EQ(base64::encode("foobar"), "Zm9vYmFy");
  EXPECT_EQ(base64::encode(std::string("\0\xff\xfe", 3)), "AP/+");
}

TEST(Base64Test, DecodesWhatItEncodesAndNothingElse) {
  for (std::string bytes : {std::string(""), std::string("f"), std::string("fo"),
                            std::string("foobar"), std::string("\0\x01\xff", 3)}) {
    EXPECT_EQ(base64::decode(base64::encode(bytes)), bytes) << bytes;
  }
  EXPECT_EQ(base64::decode("Zm9v"), "foo");
  EXPECT_EQ(base64::decode("Zm9"), std::nullopt);       // not a multiple of 4
  EXPECT_EQ(base64::decode("Zm9*"), std::nullopt);      // not the alphabet
  EXPECT_EQ(base64::decode("Zh=="), std::nullopt);      // stray bits: not canonical
  EXPECT_EQ(base64::decode(" Zm9v"), std::nullopt);     // whitespace
  EXPECT_EQ(base64::decode("Zm8=Zm8="), std::nullopt);  // padding inside
  EXPECT_EQ(base64::decode("AA=="), std::string(1, '\0'));
  EXPECT_EQ(base64::decode("aGVsbG9="), std::nullopt);  // non-zero padding bits
}

// RFC 7515's base64url: '-' and '_', no padding (a JWT's parts).
TEST(Base64Test, UrlSafeWithoutPadding) {
  EXPECT_EQ(base64::encodeUrl(std::string("\xfb\xff\xbf", 3)), "-_-_");
  EXPECT_EQ(base64::encodeUrl("f"), "Zg");
  EXPECT_EQ(base64::encodeUrl(R"({"alg":"RS256","typ":"JWT"})"),
            "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9");
}

}  // namespace
}  // namespace seo::sdk
