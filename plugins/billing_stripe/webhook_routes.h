// POST /api/v1/stripe-webhook: the spec's `{billing-provider}-webhook`, where Stripe delivers
// the account's events. No API key: an event is taken only when its Stripe-Signature verifies
// under the endpoint's signing secret (stripe_signature.h), and each is applied once.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::billing_stripe {

void registerWebhookRoutes(seo::sdk::Registrar& r);

}  // namespace seo::plugins::billing_stripe
