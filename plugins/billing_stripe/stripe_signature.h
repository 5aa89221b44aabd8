// Stripe's webhook signatures (PROVIDERS.md, "Billing: Stripe webhooks"): the header
// `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>...]` signs "<t>." + the raw body with
// HMAC-SHA256 under the endpoint's signing secret ("whsec_...", used as it is, as Stripe does).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "seo/sdk/status.h"

namespace seo::plugins::billing_stripe {

// How far a signature's timestamp may be from now, either way (Stripe's libraries' default).
inline constexpr std::int64_t kToleranceSeconds = 300;

// The lower-case hex HMAC-SHA256 of "<timestamp>.<body>" under `secret`.
std::string signatureOf(std::string_view secret, std::int64_t timestamp, std::string_view body);

// OK when `header` carries a timestamp within kToleranceSeconds of `now_seconds` and at least one
// `v1` signature of `body` under `secret` (each compared in constant time; other schemes are
// ignored). InvalidArgument saying why otherwise: no or several timestamps, no v1 signature, no
// signature matching, a timestamp out of tolerance.
seo::sdk::Status verifySignature(std::string_view header, std::string_view body,
                                 std::string_view secret, std::int64_t now_seconds);

}  // namespace seo::plugins::billing_stripe
