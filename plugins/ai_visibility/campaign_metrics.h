// Results over a range of UTC days, read from the daily figures:
//   GET /brand-radar/campaigns/{id}/metrics     per tracked brand and competitor: the figures
//       of visibility_figures.h overall, per model and per day, and the domains answers cite
//   GET /prompt-research/campaigns/{id}/results the website's own figures, and the brands and
//       domains the answers name or cite, ranked by how many answers do
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::ai_visibility {

// Registers GET /brand-radar/campaigns/{id}/metrics.
void registerBrandRadarMetrics(seo::sdk::Registrar& r);
// Registers GET /prompt-research/campaigns/{id}/results.
void registerPromptResearchResults(seo::sdk::Registrar& r);

seo::sdk::Result<seo::sdk::Response> onCampaignMetrics(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onPromptResearchResults(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::ai_visibility
