// The traffic side of the analytics module: the tracking script, its collect endpoint and
// POST /track-bot (public, no API key), the embed snippet, and the summary and geo reads.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::analytics {

void registerTraffic(seo::sdk::Registrar& r);

}  // namespace seo::plugins::analytics
