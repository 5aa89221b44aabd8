// The shapes the module's answers take, registered for GET /api/v1/openapi.json.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::ai_visibility {

void addApiSchemas(seo::sdk::Registrar& r);

}  // namespace seo::plugins::ai_visibility
