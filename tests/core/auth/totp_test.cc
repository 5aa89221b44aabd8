#include "core/auth/totp.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

using std::chrono::seconds;
using std::chrono::system_clock;

system_clock::time_point at(long long epoch_seconds) {
  return system_clock::time_point(seconds(epoch_seconds));
}

// RFC 6238, appendix B: the SHA-1 secret "12345678901234567890"; its 8-digit codes end in these
// six digits.
TEST(TotpTest, MatchesTheRfcTestVectors) {
  const std::string secret = "12345678901234567890";
  EXPECT_EQ(totpCode(secret, at(59)), "287082");
  EXPECT_EQ(totpCode(secret, at(1111111109)), "081804");
  EXPECT_EQ(totpCode(secret, at(1234567890)), "005924");
  EXPECT_EQ(totpCode(secret, at(2000000000)), "279037");
}

TEST(TotpTest, AcceptsOneStepOfDriftEitherWayAndNamesTheStep) {
  const std::string secret = "12345678901234567890";
  std::string code = totpCode(secret, at(1111111109));
  const std::uint64_t step = 1111111109 / 30;
  EXPECT_EQ(totpStep(secret, code, at(1111111109)), step);
  EXPECT_EQ(totpStep(secret, code, at(1111111109 + 30)), step) << "the next step still takes it";
  EXPECT_EQ(totpStep(secret, code, at(1111111109 - 30)), step) << "a fast phone";
  EXPECT_FALSE(totpStep(secret, code, at(1111111109 + 90)));
  EXPECT_FALSE(totpStep(secret, code, at(1111111109 - 90)));
  EXPECT_EQ(totpStep(secret, code.substr(0, 3) + " " + code.substr(3), at(1111111109)), step);
  EXPECT_FALSE(totpStep(secret, "12345", at(1111111109)));
  EXPECT_FALSE(totpStep(secret, "1234567", at(1111111109)));
  EXPECT_FALSE(totpStep(secret, "12a456", at(1111111109)));
  EXPECT_FALSE(totpStep("another secret of 20b", code, at(1111111109)));
}

TEST(TotpTest, NewSecretsAreRandomAndTheirBase32ReadsBack) {
  TotpSecret a = newTotpSecret();
  TotpSecret b = newTotpSecret();
  EXPECT_EQ(a.raw.size(), 20u);
  EXPECT_NE(a.raw, b.raw);
  EXPECT_EQ(a.base32.size(), 32u);
  EXPECT_EQ(a.base32.find('='), std::string::npos);
  EXPECT_EQ(totpSecretFromBase32(a.base32), a.raw);
  EXPECT_FALSE(totpSecretFromBase32("not base32!"));
}

TEST(TotpTest, OtpauthLinkEscapesTheAccount) {
  EXPECT_EQ(otpauthUrl("SEO Server", "ann+1@example.com", "ABC"),
            "otpauth://totp/SEO%20Server:ann%2B1%40example.com?secret=ABC&issuer=SEO%20Server"
            "&algorithm=SHA1&digits=6&period=30");
}

}  // namespace
}  // namespace seo::core
