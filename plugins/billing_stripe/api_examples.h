// File: api_examples.h
// Examples of the billing_stripe module's requests and answers for the API description
// (RouteSpec::bodyExample and ::answerExample): an event as Stripe delivers it, cut down, and
// the answer. tests/e2e/core/openapi_test.cc checks each against its schema.
#pragma once

#include <string_view>

namespace seo::plugins::billing_stripe::examples {

// POST /stripe-webhook
inline constexpr std::string_view kStripeEvent =
    R"json({"id": "evt_1QdY2b2eZvKYlo2C", "object": "event", "type": "invoice.paid",
  "created": 1764374400, "data": {"object": {"id": "in_1QdY2a2eZvKYlo2C",
  "object": "invoice", "customer": "cus_RAq1", "subscription": "sub_1QdX",
  "lines": {"data": [{"period": {"start": 1764374400, "end": 1767052800}}]}}}})json";
inline constexpr std::string_view kStripeWebhook200 =
    R"json({"received": true, "outcome": "applied"})json";

}  // namespace seo::plugins::billing_stripe::examples
