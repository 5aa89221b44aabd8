// The Stripe endpoint's signing secret ("whsec_..."), from the first of: the environment
// (SEO_STRIPE_WEBHOOK_SECRET), the configuration (settings.billing_stripe.signing_secret), or
// the database, where `seoctl billing_stripe secret-set` keeps it sealed with the server's key.
// Never logged, never in a message.
#pragma once

#include <optional>
#include <string>

#include "seo/sdk/host.h"

namespace seo::plugins::billing_stripe {

inline constexpr const char* kSecretVariable = "SEO_STRIPE_WEBHOOK_SECRET";

// The secret, or nullopt when none is set (billing is not configured). An error when the sealed
// one cannot be opened (the server's key file changed).
seo::sdk::Result<std::optional<std::string>> signingSecret(seo::sdk::Host& host);

// Seals `secret` and keeps it in the database, replacing the one kept before. InvalidArgument
// naming "secret" unless it is a "whsec_" secret of printable ASCII.
seo::sdk::Status saveSigningSecret(seo::sdk::Host& host, const std::string& secret);

}  // namespace seo::plugins::billing_stripe
