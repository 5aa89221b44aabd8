// The campaign routes of both kinds, under /brand-radar/campaigns and
// /prompt-research/campaigns: list, create, read, update, delete, and runs on demand
// (run_routes.h).
#pragma once

#include <string_view>

#include "seo/sdk/plugin.h"

namespace seo::plugins::ai_visibility {

// Registers the Brand Radar campaigns' routes and those of their runs.
void registerBrandRadarCampaigns(seo::sdk::Registrar& r);
// Registers the Prompt Research campaigns' routes and those of their runs.
void registerPromptResearchCampaigns(seo::sdk::Registrar& r);

// Each handler serves the campaigns of `kind` (campaign.h).
seo::sdk::Result<seo::sdk::Response> onListCampaigns(seo::sdk::RequestContext& ctx,
                                                     std::string_view kind);
seo::sdk::Result<seo::sdk::Response> onCreateCampaign(seo::sdk::RequestContext& ctx,
                                                      std::string_view kind);
seo::sdk::Result<seo::sdk::Response> onGetCampaign(seo::sdk::RequestContext& ctx,
                                                   std::string_view kind);
seo::sdk::Result<seo::sdk::Response> onUpdateCampaign(seo::sdk::RequestContext& ctx,
                                                      std::string_view kind);
seo::sdk::Result<seo::sdk::Response> onDeleteCampaign(seo::sdk::RequestContext& ctx,
                                                      std::string_view kind);

}  // namespace seo::plugins::ai_visibility
