#include "core/webhooks/webhook_tables.h"

namespace seo::core {

std::vector<seo::sdk::Migration> webhookMigrations() {
  return {
      {1,
       "webhook endpoints, events, deliveries and attempts",
       {
           // event_types: a JSON array of types ("*" for all). secret and previous_secret are
           // sealed; the previous one signs beside the new until previous_secret_until.
           "CREATE TABLE webhook_endpoints (id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, "
           "url TEXT NOT NULL, description TEXT NOT NULL, event_types TEXT NOT NULL, "
           "secret TEXT NOT NULL, previous_secret TEXT, previous_secret_until TEXT, "
           "active INTEGER NOT NULL, disabled_reason TEXT, failing_since TEXT, "
           "created_at TEXT NOT NULL, updated_at TEXT NOT NULL)",
           "CREATE INDEX webhook_endpoints_organization ON webhook_endpoints (organization_id)",
           // One row per event some endpoint listened to; event_key makes emitting idempotent.
           "CREATE TABLE webhook_events (id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, "
           "event_key TEXT NOT NULL, type TEXT NOT NULL, website_id TEXT, payload TEXT NOT NULL, "
           "created_at TEXT NOT NULL)",
           "CREATE UNIQUE INDEX webhook_events_key ON webhook_events (organization_id, event_key)",
           // job_id: the job that may attempt it now (a redelivery supersedes an older one);
           // retry_base: the attempts made before the current round of retries.
           "CREATE TABLE webhook_deliveries (id TEXT PRIMARY KEY, "
           "endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE, "
           "event_id TEXT NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE, "
           "organization_id TEXT NOT NULL, status TEXT NOT NULL, "
           "attempts INTEGER NOT NULL, retry_base INTEGER NOT NULL, next_attempt_at TEXT, "
           "job_id TEXT, last_error TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)",
           "CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries "
           "(endpoint_id, created_at)",
           "CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id)",
           "CREATE TABLE webhook_attempts (delivery_id TEXT NOT NULL "
           "REFERENCES webhook_deliveries(id) ON DELETE CASCADE, attempt INTEGER NOT NULL, "
           "attempted_at TEXT NOT NULL, http_status INTEGER NOT NULL, error TEXT, "
           "duration_ms INTEGER NOT NULL, response TEXT, PRIMARY KEY (delivery_id, attempt))",
       }},
      {2,
       "retention",
       {
           // Pruning (webhook_retention.h) reads ended deliveries oldest first, then events
           // past their retention: ranges of these.
           "CREATE INDEX webhook_deliveries_ended ON webhook_deliveries (status, updated_at)",
           "CREATE INDEX webhook_events_created ON webhook_events (created_at)",
       }},
  };
}

}  // namespace seo::core
