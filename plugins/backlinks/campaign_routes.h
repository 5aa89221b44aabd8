// The campaign routes: list, create (spending backlink_research credits and starting the
// research job), read, change (niche, status, sharing), delete, a campaign's opportunities, and
// the public share view that a campaign's token opens without a key; with the research job and
// its webhook events.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

// Registers the campaign routes with their documentation, the research job and its events.
void registerCampaigns(seo::sdk::Registrar& r);

seo::sdk::Result<seo::sdk::Response> onListCampaigns(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onCreateCampaign(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onGetCampaign(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onUpdateCampaign(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onDeleteCampaign(seo::sdk::RequestContext& ctx);
// GET /public/campaigns/{token} and GET /public/campaigns/{token}/opportunities.
seo::sdk::Result<seo::sdk::Response> onGetPublicCampaign(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onListPublicOpportunities(seo::sdk::RequestContext& ctx);

// A share token: 64 lower-case hex digits (two random UUIDs' worth, 244 random bits).
bool isShareToken(std::string_view text);

}  // namespace seo::plugins::backlinks
