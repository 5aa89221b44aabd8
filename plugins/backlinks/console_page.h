// The module's page in the console: the backlinks page (console_backlinks.js), served as files of
// the plugin and listed in the console's navigation.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::backlinks {

void registerConsolePage(seo::sdk::Registrar& r);

}  // namespace seo::plugins::backlinks
