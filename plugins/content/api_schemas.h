// The content module's shapes in the API description (GET /api/v1/openapi.json).
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::content {

void addApiSchemas(seo::sdk::Registrar& r);

}  // namespace seo::plugins::content
