// The keywords module's shapes in the API description (GET /api/v1/openapi.json): a keyword,
// the input of POST /keywords, a group and a research job, as the handlers answer and read them.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::keywords {

void addApiSchemas(seo::sdk::Registrar& r);

}  // namespace seo::plugins::keywords
