// The parts of a Stripe event this plugin acts on (PROVIDERS.md, "Billing: Stripe webhooks"):
// the event's id, type and time, and its object, a subscription or a paid invoice. Read only
// once the event's signature was verified.
#pragma once

#include <rapidjson/document.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::plugins::billing_stripe {

// A subscription as an event carries it, at the event's time.
struct Subscription {
  std::string id;                      // "sub_..."
  std::string customer;                // "cus_..."
  std::string status;                  // "active", "trialing", "past_due", "canceled", ...
  std::vector<std::string> price_ids;  // of its items, in order
  std::int64_t period_start = 0;       // unix seconds: the current billing period
  std::int64_t period_end = 0;
};

// A paid invoice of a subscription: the billing period its payment opens.
struct PaidInvoice {
  std::string id;  // "in_..."
  std::string customer;
  std::string subscription;  // empty: not a subscription's invoice
  std::int64_t period_start = 0;
  std::int64_t period_end = 0;
};

struct StripeEvent {
  std::string id;                            // "evt_..."
  std::string type;                          // e.g. "customer.subscription.updated"
  std::int64_t created = 0;                  // unix seconds
  std::optional<Subscription> subscription;  // customer.subscription.*
  std::optional<PaidInvoice> invoice;        // invoice.paid
};

// Whether the subscription gives its customer the plan of its price: active, on trial, or with
// a renewal payment Stripe is still retrying (past_due).
bool isLive(const Subscription& subscription);

// The event in `body`. Unknown types keep id, type and created only. InvalidArgument naming the
// field ("Invalid field: data.object.customer: ...") when a field this plugin needs is missing
// or of the wrong type.
seo::sdk::Result<StripeEvent> readEvent(const rapidjson::Value& body);

}  // namespace seo::plugins::billing_stripe
