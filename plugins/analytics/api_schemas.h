// The analytics module's shapes in the API description (GET /api/v1/openapi.json), and the
// period parameters every read takes (query_values.h).
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::analytics {

void addApiSchemas(seo::sdk::Registrar& r);

// Documents `range`, `from` and `to` on `route`.
seo::sdk::RouteSpec& periodParameters(seo::sdk::RouteSpec& route);

}  // namespace seo::plugins::analytics
