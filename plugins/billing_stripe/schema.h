// The billing_stripe module's tables: every migration, in one place. They hold Stripe's ids and
// states only; plans and credits are the host's (billing.h).
#pragma once

#include <vector>

#include "seo/sdk/plugin.h"

namespace seo::plugins::billing_stripe {

std::vector<seo::sdk::Migration> migrations();

}  // namespace seo::plugins::billing_stripe
