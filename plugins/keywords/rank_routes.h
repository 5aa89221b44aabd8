// Rank tracking's routes: PATCH /keywords/tracked (track keywords, or stop), GET
// /keywords/{id}/rankings (a keyword's readings, with its competitors' positions and the SERP
// features), GET and PUT /keywords/rank-settings (where, how and how often a website's keywords
// are checked). registerRankTracking also registers the area's checks (rank_check.h's jobs)
// and its webhook events (rank_events.h).
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

void registerRankTracking(seo::sdk::Registrar& r);

}  // namespace seo::plugins::keywords
