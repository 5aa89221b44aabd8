// The API of webhook endpoints under /api/v1/webhooks (docs/webhooks.md): the event catalogue,
// endpoints of the caller's organization (create, list, read, change, delete, rotate the secret,
// send a test event) and each endpoint's delivery log with manual redelivery.
#pragma once

#include <memory>

#include "core/storage/database.h"
#include "core/webhooks/webhook_admin.h"
#include "seo/sdk/plugin.h"

namespace seo::core {

class PluginManager;

// Registers the routes; `plugins` and `db` outlive every request. Adding, changing, deleting an
// endpoint and rotating its secret are the organization's owners' and admins'; members read,
// test and redeliver.
void registerWebhookRoutes(seo::sdk::Registrar& r, std::shared_ptr<const WebhookOptions> options,
                           const PluginManager& plugins, Database& db);

// The catalogue now: (module, type) pairs of every serving plugin and the host, by type.
std::vector<std::pair<std::string, seo::sdk::EventType>> eventCatalogue(
    const PluginManager& plugins);
// True when `type` is in the catalogue now.
bool knownEventType(const PluginManager& plugins, const std::string& type);

}  // namespace seo::core
