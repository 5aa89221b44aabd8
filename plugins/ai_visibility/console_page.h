// The module's page in the console: the AI visibility page (console_ai_visibility.js), served as
// files of the plugin and listed in the console's navigation.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::ai_visibility {

void registerConsolePage(seo::sdk::Registrar& r);

}  // namespace seo::plugins::ai_visibility
