// The module's page in the console: the keywords page (console_keywords.js) and the rank history
// chart it imports, served as files of the plugin and listed in the console's navigation.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::keywords {

void registerConsolePage(seo::sdk::Registrar& r);

}  // namespace seo::plugins::keywords
