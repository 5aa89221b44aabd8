// The AI visibility module's tables and their migrations.
#pragma once

#include <vector>

#include "seo/sdk/plugin.h"

namespace seo::plugins::ai_visibility {

std::vector<seo::sdk::Migration> migrations();

}  // namespace seo::plugins::ai_visibility
