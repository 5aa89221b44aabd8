#include "plugins/cms_webhook/webhook_signature.h"

#include <gtest/gtest.h>

namespace seo::plugins::cms_webhook {
namespace {

// The test vector published with the Standard Webhooks specification (PROVIDERS.md).
TEST(WebhookSignatureTest, MatchesStandardWebhooksTestVector) {
  auto signature = signPayload("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                               "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330,
                               R"({"test": 2432232314})");
  ASSERT_TRUE(signature.has_value());
  EXPECT_EQ(*signature, "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
}

TEST(WebhookSignatureTest, ChangesWithBodyTimestampAndId) {
  const char* secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
  auto base = signPayload(secret, "msg_1", 1000, "{}");
  EXPECT_NE(base, signPayload(secret, "msg_1", 1000, "{ }"));
  EXPECT_NE(base, signPayload(secret, "msg_1", 1001, "{}"));
  EXPECT_NE(base, signPayload(secret, "msg_2", 1000, "{}"));
}

TEST(WebhookSignatureTest, RefusesMalformedSecrets) {
  EXPECT_FALSE(validSecret("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"));
  EXPECT_FALSE(validSecret("whsec_"));
  EXPECT_FALSE(validSecret("whsec_not*base64!"));
  EXPECT_TRUE(validSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"));
  EXPECT_FALSE(signPayload("plain", "msg", 1, "{}").has_value());
}

}  // namespace
}  // namespace seo::plugins::cms_webhook
