// The paths the host answers itself, before any plugin's route: /api/v1 and everything under
// it, /healthz, /metrics, /mcp and the console's. A route also served on the root
// (RouteSpec::alsoAtRoot) may not ask for one of them.
#pragma once

#include <string>

namespace seo::core {

bool isHostPath(const std::string& path);

}  // namespace seo::core
