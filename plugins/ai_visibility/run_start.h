// Starting a run of a campaign: the run row, with what it will ask, and its job, written in
// the caller's transaction (so neither exists without the other).
#pragma once

#include <soci/soci.h>

#include <string>
#include <string_view>

#include "plugins/ai_visibility/campaign.h"
#include "plugins/ai_visibility/run.h"
#include "seo/sdk/host.h"

namespace seo::plugins::ai_visibility {

// A queued run of `c` and its job, its estimate reserved from ai_credits (PaymentRequired
// when it does not fit). `trigger`: one of kRunTriggers.
seo::sdk::Result<Run> startRun(soci::session& sql, seo::sdk::Host& host, const Campaign& c,
                               const seo::sdk::WebsiteInfo& website, std::string_view trigger);
// A run that ends before it starts, with `error` (a schedule that finds no model to ask or no
// credits left), so the campaign's history says why there are no answers that day.
seo::sdk::Result<Run> recordFailedRun(soci::session& sql, seo::sdk::Host& host, const Campaign& c,
                                      const seo::sdk::WebsiteInfo& website,
                                      std::string_view trigger, const std::string& error);

}  // namespace seo::plugins::ai_visibility
