#include "core/webhooks/webhooks_component.h"

#include <memory>

#include "core/loader/registrations.h"
#include "core/webhooks/delivery_job.h"
#include "core/webhooks/event_outbox.h"
#include "core/webhooks/webhook_commands.h"
#include "core/webhooks/webhook_retention.h"
#include "core/webhooks/webhook_routes.h"
#include "core/webhooks/webhook_tables.h"

namespace seo::core {

using seo::sdk::Status;

Status addWebhooksComponent(PluginManager& plugins, Database& db, const Config& config) {
  auto read = webhookOptions(config);
  if (!read.isOk()) return read.status();
  // Shared by every handler, which keeps it alive.
  auto options = std::make_shared<const WebhookOptions>(read.value());

  Registrations r;
  for (seo::sdk::Migration& m : webhookMigrations()) r.addMigration(std::move(m));
  r.event("webhooks.test", "Sent by POST /webhooks/endpoints/{id}/test to that endpoint alone.",
          R"({"type": "object", "properties": {"message": {"type": "string"}}})");
  r.event("credits.exhausted",
          "A credit bucket of the organization reached its quota this period (once per bucket "
          "and period); further spending is refused with 402 unless billing is metered.",
          R"j({"type": "object", "required": ["resource", "quota", "used", "resets_at"],
               "properties": {"resource": {"type": "string"}, "quota": {"type": "integer"},
                              "used": {"type": "integer"},
                              "resets_at": {"type": "string", "format": "date-time"}}})j");
  r.job(kDeliverJob,
        [options](seo::sdk::JobContext& job) { return attemptDelivery(job, *options); });
  r.prune_steps = webhookPruneSteps(config.jobs.retention.webhook_deliveries_days);
  registerWebhookRoutes(r, options, plugins, db);
  registerWebhookCommands(r, options, plugins);

  auto build = builtInBuild("webhooks", r);
  if (!build.isOk()) return build.status();
  return plugins.addBuiltIn(build.value());
}

}  // namespace seo::core
