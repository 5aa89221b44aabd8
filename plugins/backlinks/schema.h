// The backlinks module's tables: every migration, in one place.
#pragma once

#include <vector>

#include "seo/sdk/plugin.h"

namespace seo::plugins::backlinks {

std::vector<seo::sdk::Migration> migrations();

}  // namespace seo::plugins::backlinks
