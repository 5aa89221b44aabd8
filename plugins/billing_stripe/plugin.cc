// The billing_stripe module: POST /api/v1/stripe-webhook, where Stripe's events move an
// organization's plan, quotas and credit period (the spec's billing-provider webhook), and the
// operator's commands that link customers, map prices to plans and list the overage to invoice.
// Its tables hold Stripe's ids and states only; plans and credits are the host's (billing.h).
#include "plugins/billing_stripe/api_schemas.h"
#include "plugins/billing_stripe/billing_commands.h"
#include "plugins/billing_stripe/schema.h"
#include "plugins/billing_stripe/webhook_routes.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::billing_stripe {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  for (seo::sdk::Migration& m : migrations()) r.addMigration(std::move(m));
  addApiSchemas(r);
  registerWebhookRoutes(r);
  registerBillingCommands(r);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::billing_stripe

SEO_PLUGIN("billing_stripe", "1.0.0", &seo::plugins::billing_stripe::onRegister)
