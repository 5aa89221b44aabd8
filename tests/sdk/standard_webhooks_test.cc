#include "seo/sdk/util/standard_webhooks.h"

#include <gtest/gtest.h>

namespace seo::sdk::standard_webhooks {
namespace {

// The test vector published with the Standard Webhooks specification (PROVIDERS.md).
TEST(StandardWebhooksTest, MatchesStandardWebhooksTestVector) {
  auto signature = sign("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                               "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330,
                               R"({"test": 2432232314})");
  ASSERT_TRUE(signature.has_value());
  EXPECT_EQ(*signature, "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
}

TEST(StandardWebhooksTest, ChangesWithBodyTimestampAndId) {
  const char* secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
  auto base = sign(secret, "msg_1", 1000, "{}");
  EXPECT_NE(base, sign(secret, "msg_1", 1000, "{ }"));
  EXPECT_NE(base, sign(secret, "msg_1", 1001, "{}"));
  EXPECT_NE(base, sign(secret, "msg_2", 1000, "{}"));
}

TEST(StandardWebhooksTest, RefusesMalformedSecrets) {
  EXPECT_FALSE(validSecret("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"));
  EXPECT_FALSE(validSecret("whsec_"));
  EXPECT_FALSE(validSecret("whsec_not*base64!"));
  EXPECT_TRUE(validSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"));
  EXPECT_FALSE(sign("plain", "msg", 1, "{}").has_value());
}

TEST(StandardWebhooksTest, NewSecretsAreWhsecOf32RandomBytes) {
  std::optional<std::string> a = newSecret();
  std::optional<std::string> b = newSecret();
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a->rfind("whsec_", 0), 0u);
  EXPECT_NE(*a, *b);
  ASSERT_TRUE(keyOf(*a).has_value());
  EXPECT_EQ(keyOf(*a)->size(), 32u);
  EXPECT_TRUE(sign(*a, "msg_1", 1, "{}").has_value());
}

}  // namespace
}  // namespace seo::sdk::standard_webhooks
