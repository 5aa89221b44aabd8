#include "plugins/billing_stripe/api_schemas.h"

namespace seo::plugins::billing_stripe {

void addApiSchemas(seo::sdk::Registrar& r) {
  r.schema("StripeWebhookAnswer", R"({"type": "object", "required": ["received", "outcome"],
    "properties": {"received": {"type": "boolean"},
                   "outcome": {"type": "string", "enum": ["applied", "recorded", "duplicate",
                                                          "stale", "ignored"]}}})");
}

}  // namespace seo::plugins::billing_stripe
