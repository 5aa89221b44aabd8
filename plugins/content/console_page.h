// The module's page in the console: the content page (console_content.js), served as files of
// the plugin and listed in the console's navigation.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::content {

void registerConsolePage(seo::sdk::Registrar& r);

}  // namespace seo::plugins::content
