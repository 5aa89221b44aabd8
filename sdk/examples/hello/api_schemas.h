// The shapes the hello plugin's routes answer, registered once by name (GET
// /api/v1/openapi.json's components) and referred to with doc::ref.
#pragma once

#include "seo/sdk/plugin.h"

namespace hello {

void addApiSchemas(seo::sdk::Registrar& r);

}  // namespace hello
