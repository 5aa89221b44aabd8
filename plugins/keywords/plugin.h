// The keywords module's registration: its schema, routes and job handlers.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::keywords {

seo::sdk::Status onRegister(seo::sdk::Registrar& r);

}  // namespace seo::plugins::keywords
