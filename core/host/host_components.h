// The host's own components, registered like plugins (catalog.h's builtInBuild): outbound
// webhooks and the web console. The server, seoctl and the fuzzers add them alike, so each
// serves and documents the same routes.
#pragma once

#include "core/config/config.h"
#include "core/loader/plugin_manager.h"
#include "core/storage/database.h"

namespace seo::core {

// Adds every component to `plugins` (before its first load); an error names the component.
// `db` and `plugins` outlive every request, job and command the components serve.
seo::sdk::Status addHostComponents(PluginManager& plugins, Database& db, const Config& config);

}  // namespace seo::core
