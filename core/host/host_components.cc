#include "core/host/host_components.h"

#include "core/console/console_component.h"
#include "core/webhooks/webhooks_component.h"

namespace seo::core {

seo::sdk::Status addHostComponents(PluginManager& plugins, Database& db, const Config& config) {
  if (seo::sdk::Status s = addWebhooksComponent(plugins, db, config); !s.isOk()) return s;
  return addConsoleComponent(plugins, db, config.console);
}

}  // namespace seo::core
