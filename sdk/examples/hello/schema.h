// The hello plugin's numbered schema changes (applied by the host at start-up, once each).
#pragma once

#include <vector>

#include "seo/sdk/plugin.h"

namespace hello {

std::vector<seo::sdk::Migration> migrations();

}  // namespace hello
