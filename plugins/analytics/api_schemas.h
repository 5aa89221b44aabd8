// The analytics module's shapes in the API description (GET /api/v1/openapi.json).
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::analytics {

void addApiSchemas(seo::sdk::Registrar& r);

}  // namespace seo::plugins::analytics
