// The operator's commands (`seoctl billing_stripe <name>`): which customer is which organization,
// which price is which plan, the signing secret, and the overage to invoice.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::billing_stripe {

void registerBillingCommands(seo::sdk::Registrar& r);

}  // namespace seo::plugins::billing_stripe
