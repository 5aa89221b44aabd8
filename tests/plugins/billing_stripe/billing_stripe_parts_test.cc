// Stripe's webhook signatures (against a vector made with Python's hmac, as Stripe documents
// it) and the events' fields, in both of Stripe's API shapes.
#include <gtest/gtest.h>
#include <rapidjson/document.h>

#include <string>

#include "plugins/billing_stripe/stripe_event.h"
#include "plugins/billing_stripe/stripe_signature.h"

namespace seo::plugins::billing_stripe {
namespace {

constexpr const char* kSecret = "whsec_test_secret";
constexpr const char* kBody = R"({"id": "evt_1"})";
// python3: hmac.new(b"whsec_test_secret", b'1700000000.{"id": "evt_1"}', sha256).hexdigest()
constexpr const char* kVector = "33aa1568c6627d0d2d42556693c208077ca8f8b437ac8d9d6ebb6c2c650033eb";
constexpr std::int64_t kT = 1700000000;

std::string header(std::int64_t t, const std::string& v1) {
  return "t=" + std::to_string(t) + ",v1=" + v1;
}

TEST(StripeSignatureTest, SignsAsStripeDocuments) {
  EXPECT_EQ(signatureOf(kSecret, kT, kBody), kVector);
  EXPECT_TRUE(verifySignature(header(kT, kVector), kBody, kSecret, kT).isOk());
}

TEST(StripeSignatureTest, TheToleranceIs300SecondsEitherWay) {
  EXPECT_TRUE(verifySignature(header(kT, kVector), kBody, kSecret, kT + 300).isOk());
  EXPECT_TRUE(verifySignature(header(kT, kVector), kBody, kSecret, kT - 300).isOk());
  seo::sdk::Status late = verifySignature(header(kT, kVector), kBody, kSecret, kT + 301);
  EXPECT_FALSE(late.isOk());
  EXPECT_NE(late.message().find("tolerance"), std::string::npos) << late.message();
  EXPECT_FALSE(verifySignature(header(kT, kVector), kBody, kSecret, kT - 301).isOk());
}

TEST(StripeSignatureTest, AnyV1MayMatchAndOtherSchemesAreIgnored) {
  std::string several = "t=" + std::to_string(kT) + ",v0=" + std::string(64, 'f') +
                        ",v1=" + std::string(64, '0') + ",v1=" + kVector + ",unknown=x";
  EXPECT_TRUE(verifySignature(several, kBody, kSecret, kT).isOk());
  // A v0 signature alone is not enough.
  EXPECT_FALSE(
      verifySignature("t=" + std::to_string(kT) + ",v0=" + kVector, kBody, kSecret, kT).isOk());
}

TEST(StripeSignatureTest, WhatDoesNotMatchIsRefusedSayingWhy) {
  auto refusal = [](const std::string& h, const std::string& body, const std::string& secret) {
    seo::sdk::Status s = verifySignature(h, body, secret, kT);
    EXPECT_EQ(s.code(), seo::sdk::Code::InvalidArgument) << h;
    return s.message();
  };
  EXPECT_NE(refusal(header(kT, kVector), std::string(kBody) + " ", kSecret).find("matches"),
            std::string::npos);
  EXPECT_NE(refusal(header(kT, kVector), kBody, "whsec_other").find("matches"), std::string::npos);
  std::string upper = kVector;
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  refusal(header(kT, upper), kBody, kSecret);
  refusal(header(kT, std::string(kVector).substr(0, 63)), kBody, kSecret);
  EXPECT_NE(refusal("v1=" + std::string(kVector), kBody, kSecret).find("timestamp"),
            std::string::npos);
  refusal("t=abc,v1=" + std::string(kVector), kBody, kSecret);
  refusal("t=" + std::to_string(kT) + ",t=" + std::to_string(kT) + ",v1=" + kVector, kBody,
          kSecret);
  EXPECT_NE(refusal("t=" + std::to_string(kT), kBody, kSecret).find("no v1"), std::string::npos);
  refusal("", kBody, kSecret);
  refusal(",,,=,t=", kBody, kSecret);
}

rapidjson::Document parsed(const std::string& text) {
  rapidjson::Document d;
  d.Parse(text.c_str());
  return d;
}

TEST(StripeEventTest, ASubscriptionOfEitherApiShape) {
  seo::sdk::Result<StripeEvent> before = readEvent(parsed(R"({"id": "evt_1",
    "type": "customer.subscription.updated", "created": 1700000000,
    "data": {"object": {"id": "sub_1", "customer": "cus_1", "status": "active",
      "current_period_start": 100, "current_period_end": 200,
      "items": {"data": [{"price": {"id": "price_a"}}, {"price": "price_b"}]}}}})"));
  ASSERT_TRUE(before.isOk()) << before.status().message();
  ASSERT_TRUE(before.value().subscription);
  const Subscription& s = *before.value().subscription;
  EXPECT_EQ(s.customer, "cus_1");
  EXPECT_EQ(s.price_ids, (std::vector<std::string>{"price_a", "price_b"}));
  EXPECT_EQ(s.period_start, 100);
  EXPECT_EQ(s.period_end, 200);
  EXPECT_TRUE(isLive(s));

  // Since 2025-03-31 the period is the items', and the customer may come expanded.
  seo::sdk::Result<StripeEvent> after = readEvent(parsed(R"({"id": "evt_2",
    "type": "customer.subscription.deleted", "created": 1700000001,
    "data": {"object": {"id": "sub_1", "customer": {"id": "cus_1"}, "status": "active",
      "items": {"data": [{"price": {"id": "price_a"}, "current_period_start": 300,
                          "current_period_end": 400}]}}}})"));
  ASSERT_TRUE(after.isOk()) << after.status().message();
  EXPECT_EQ(after.value().subscription->customer, "cus_1");
  EXPECT_EQ(after.value().subscription->period_end, 400);
  // Deleted means ended, whatever the object's status says.
  EXPECT_FALSE(isLive(*after.value().subscription));
}

TEST(StripeEventTest, APaidInvoicePaysItsLinesPeriod) {
  seo::sdk::Result<StripeEvent> older = readEvent(parsed(R"({"id": "evt_3", "type": "invoice.paid",
    "created": 5, "data": {"object": {"id": "in_1", "customer": "cus_1", "subscription": "sub_1",
      "period_start": 10, "period_end": 100,
      "lines": {"data": [{"period": {"start": 100, "end": 200}}]}}}})"));
  ASSERT_TRUE(older.isOk()) << older.status().message();
  EXPECT_EQ(older.value().invoice->subscription, "sub_1");
  EXPECT_EQ(older.value().invoice->period_start, 100);
  EXPECT_EQ(older.value().invoice->period_end, 200);
  seo::sdk::Result<StripeEvent> newer = readEvent(parsed(R"({"id": "evt_4", "type": "invoice.paid",
    "created": 5, "data": {"object": {"id": "in_2", "customer": "cus_1",
      "parent": {"subscription_details": {"subscription": "sub_2"}},
      "lines": {"data": [{"period": {"start": 200, "end": 300}}]}}}})"));
  ASSERT_TRUE(newer.isOk()) << newer.status().message();
  EXPECT_EQ(newer.value().invoice->subscription, "sub_2");
  EXPECT_EQ(newer.value().invoice->period_start, 200);
}

TEST(StripeEventTest, MissingFieldsAreNamedAndOtherTypesKeptBare) {
  auto field = [](const std::string& text) {
    seo::sdk::Result<StripeEvent> e = readEvent(parsed(text));
    EXPECT_FALSE(e.isOk()) << text;
    return e.isOk() ? std::string() : e.status().message();
  };
  EXPECT_NE(field(R"({"type": "invoice.paid", "created": 1})").find("id"), std::string::npos);
  EXPECT_NE(field(R"({"id": "evt_1", "type": "invoice.paid"})").find("created"), std::string::npos);
  EXPECT_NE(field(R"({"id": "evt_1", "type": "invoice.paid", "created": 1})").find("data.object"),
            std::string::npos);
  EXPECT_NE(field(R"({"id": "evt_1", "type": "customer.subscription.created", "created": 1,
                      "data": {"object": {"id": "sub_1", "customer": "cus_1",
                                          "status": "active"}}})")
                .find("period"),
            std::string::npos);
  EXPECT_NE(field(R"({"id": "evt 1", "type": "x", "created": 1})").find("id"), std::string::npos);
  seo::sdk::Result<StripeEvent> other =
      readEvent(parsed(R"({"id": "evt_9", "type": "charge.refunded", "created": 1})"));
  ASSERT_TRUE(other.isOk());
  EXPECT_FALSE(other.value().subscription);
  EXPECT_FALSE(other.value().invoice);
}

}  // namespace
}  // namespace seo::plugins::billing_stripe
