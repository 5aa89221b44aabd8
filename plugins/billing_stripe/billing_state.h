// What this plugin knows of its Stripe account, in its own tables: which customer is which
// organization, the last state of each subscription and paid period, the events already
// applied, and which price is which plan. Every function runs in the caller's transaction, and
// the organization's plan and credits change through Host::billing() in the same one.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "plugins/billing_stripe/stripe_event.h"
#include "seo/sdk/host.h"

namespace seo::plugins::billing_stripe {

// How an event was taken, as the webhook's answer and the log say.
inline constexpr const char* kApplied = "applied";      // the organization changed
inline constexpr const char* kRecorded = "recorded";    // kept for a customer not linked yet
inline constexpr const char* kDuplicate = "duplicate";  // this event id was taken before
inline constexpr const char* kStale = "stale";          // older than the state already known
inline constexpr const char* kIgnored = "ignored";      // a type or object this plugin leaves

// Claims the event id for this transaction: false when it was taken before (a redelivery,
// which then changes nothing). Call first; the claim commits with the event's effect.
bool claimEvent(soci::session& sql, seo::sdk::Host& host, const StripeEvent& event);
// Records how the claimed event was taken.
void noteOutcome(soci::session& sql, const StripeEvent& event, const std::string& outcome);

// Keeps the subscription's state when it is newer than the one known: a later `created` wins;
// at the same second an ended subscription wins, then the later period. False when the state
// known is newer or the same, or names another customer (the event then changes nothing).
bool saveSubscription(soci::session& sql, seo::sdk::Host& host, const Subscription& subscription,
                      std::int64_t event_created, const std::string& event_id);
// Keeps the paid period when it starts after the last one known for the customer; false
// otherwise (an invoice paid before, delivered late).
bool savePaidPeriod(soci::session& sql, seo::sdk::Host& host, const PaidInvoice& invoice);

// The organization linked to `customer`, if any.
std::optional<std::string> organizationOf(soci::session& sql, const std::string& customer);
// The customer linked to `organization_id`, if any.
std::optional<std::string> customerOf(soci::session& sql, const std::string& organization_id);

// Moves the customer's organization to what Stripe says now: the plan of its live subscription
// (the one whose period started last) with that period's end as the credits' reset date, or the
// free plan when every subscription it had has ended; nothing when it never had one, or its
// price is mapped to no plan (logged). The plan applied, or nullopt when nothing changed.
seo::sdk::Result<std::optional<std::string>> applyCustomer(soci::session& sql, seo::sdk::Host& host,
                                                           const std::string& customer);
// Starts the credit period of the customer's last paid invoice for its organization.
seo::sdk::Status applyPaidPeriod(soci::session& sql, seo::sdk::Host& host,
                                 const std::string& customer);

// The plan of `price_id`: `seoctl billing_stripe price-set`, else settings.billing_stripe.prices
// ("price_a=pro,price_b=agency"); nullopt when neither names it.
std::optional<std::string> planOfPrice(soci::session& sql, seo::sdk::Host& host,
                                       const std::string& price_id);
// settings.billing_stripe.free_plan, "free" by default: the plan of a customer whose
// subscriptions have all ended.
std::string freePlan(seo::sdk::Host& host);

// ISO 8601 UTC of unix seconds.
std::string isoOfSeconds(std::int64_t seconds);

}  // namespace seo::plugins::billing_stripe
