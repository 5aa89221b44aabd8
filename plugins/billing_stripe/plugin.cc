// The billing_stripe module: POST /api/v1/stripe-webhook, where Stripe's events move an
// organization's plan, quotas and credit period (the spec's billing-provider webhook), and the
// operator's commands that link customers, map prices to plans and list the overage to invoice.
// Its tables hold Stripe's ids and states only; plans and credits are the host's (billing.h).
#include "plugins/billing_stripe/billing_commands.h"
#include "plugins/billing_stripe/webhook_route.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::billing_stripe {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  r.addMigration(
      {1,
       "stripe billing",
       {
           // One customer per organization (seoctl billing_stripe link).
           "CREATE TABLE billing_stripe_customers (customer_id TEXT PRIMARY KEY, "
           "organization_id TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL)",
           "CREATE TABLE billing_stripe_prices (price_id TEXT PRIMARY KEY, plan TEXT NOT NULL, "
           "created_at TEXT NOT NULL)",
           // Each subscription's last state, by the `created` of the event that said it
           // (event_created -1: a row being written by its first event).
           "CREATE TABLE billing_stripe_subscriptions (subscription_id TEXT PRIMARY KEY, "
           "customer_id TEXT NOT NULL, status TEXT NOT NULL, price_ids TEXT NOT NULL, "
           "period_start BIGINT NOT NULL, period_end BIGINT NOT NULL, "
           "event_created BIGINT NOT NULL, event_id TEXT NOT NULL, updated_at TEXT NOT NULL)",
           "CREATE INDEX billing_stripe_subscriptions_customer ON billing_stripe_subscriptions "
           "(customer_id)",
           // Each customer's last paid period (invoice.paid).
           "CREATE TABLE billing_stripe_periods (customer_id TEXT PRIMARY KEY, "
           "period_start BIGINT NOT NULL, period_end BIGINT NOT NULL, invoice_id TEXT NOT NULL, "
           "updated_at TEXT NOT NULL)",
           // The events taken, each in the transaction of its effect.
           "CREATE TABLE billing_stripe_events (event_id TEXT PRIMARY KEY, type TEXT NOT NULL, "
           "created BIGINT NOT NULL, outcome TEXT NOT NULL, received_at TEXT NOT NULL)",
           // The signing secret, sealed with the server's key (seoctl billing_stripe secret-set).
           "CREATE TABLE billing_stripe_secret (id INTEGER PRIMARY KEY, sealed TEXT NOT NULL, "
           "updated_at TEXT NOT NULL)",
       }});
  registerWebhookRoute(r);
  registerBillingCommands(r);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::billing_stripe

SEO_PLUGIN("billing_stripe", "1.0.0", &seo::plugins::billing_stripe::onRegister)
