// seoctl webhooks ...: the endpoints of an organization managed from the server's machine, with
// the same checks and answers as the API (webhook_admin.h).
#pragma once

#include <memory>

#include "core/webhooks/webhook_admin.h"
#include "seo/sdk/plugin.h"

namespace seo::core {

class PluginManager;

void registerWebhookCommands(seo::sdk::Registrar& r, std::shared_ptr<const WebhookOptions> options,
                             const PluginManager& plugins);

}  // namespace seo::core
