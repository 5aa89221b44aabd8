// Outbound webhooks, a component of the host registered like a plugin (catalog.h's builtInBuild)
// under the name "webhooks": its tables, the host's own event types (webhooks.test,
// credits.exhausted), the delivery job, the API routes and the seoctl commands. Plugins reach it
// only through Registrar::event and Events::emit; the host writes the outbox (event_outbox.h).
#pragma once

#include "core/config/config.h"
#include "core/loader/plugin_manager.h"
#include "core/storage/database.h"

namespace seo::core {

// Adds the component to `plugins` (before its first load). `config` is read now; `plugins` and
// `db` outlive every request, job and command the component serves.
seo::sdk::Status addWebhooksComponent(PluginManager& plugins, Database& db, const Config& config);

}  // namespace seo::core
