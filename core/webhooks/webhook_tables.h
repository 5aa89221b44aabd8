// The webhooks component's tables: endpoints (per organization, secrets sealed), the outbox of
// events, one delivery per (event, endpoint) and every attempt of it. Its migrations run under
// the component name "webhooks".
#pragma once

#include <vector>

#include "seo/sdk/plugin.h"

namespace seo::core {

std::vector<seo::sdk::Migration> webhookMigrations();

}  // namespace seo::core
