// A website's CMS connections in the account area's Integrations: GET /api/v1/connections lists
// the connector types the loaded plugins bring and whether the website is connected to each
// (never the settings: they hold credentials and stay sealed), DELETE /connections/{type}
// disconnects it. Connecting is POST /connect, whose connector checks the settings first.
#pragma once

#include "core/loader/plugin_manager.h"
#include "core/loader/registrations.h"
#include "core/storage/database.h"

namespace seo::core {

void registerConnectionRoutes(Registrations& r, Database& db, PluginManager& plugins);

}  // namespace seo::core
