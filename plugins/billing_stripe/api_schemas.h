// The shapes the billing_stripe module's routes answer with (Registrar::schema).
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::billing_stripe {

void addApiSchemas(seo::sdk::Registrar& r);

}  // namespace seo::plugins::billing_stripe
