#include "plugins/billing_stripe/schema.h"

namespace seo::plugins::billing_stripe {

using seo::sdk::Migration;

// Every migration of the module, in order; versions only grow, and none may break the build
// still serving during a reload (docs/plugin-guide.md).
std::vector<Migration> migrations() {
  return {
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
       }}};
}

}  // namespace seo::plugins::billing_stripe
