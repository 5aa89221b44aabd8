// The content module's tables and their migrations.
#pragma once

#include <vector>

#include "seo/sdk/plugin.h"

namespace seo::plugins::content {

std::vector<seo::sdk::Migration> migrations();

}  // namespace seo::plugins::content
