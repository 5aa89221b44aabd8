// The opportunity routes: a campaign's opportunities in pages (filtered and sorted; registered
// with the campaign routes, campaign_routes.h), and the owner's update of an opportunity's
// writable fields.
#pragma once

#include "plugins/backlinks/campaign.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

// Registers PATCH /opportunities/{id} with its documentation.
void registerOpportunities(seo::sdk::Registrar& r);

seo::sdk::Result<seo::sdk::Response> onListOpportunities(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onUpdateOpportunity(seo::sdk::RequestContext& ctx);

// A page of `campaign`'s opportunities as the query asks (status, strategy, min_relevance,
// sort, limit, page): the owner's view, or the public share view's.
seo::sdk::Result<seo::sdk::Response> opportunityPage(seo::sdk::RequestContext& ctx,
                                                     const CampaignRecord& campaign,
                                                     bool for_public);
// Documents the query opportunityPage reads, on both opportunity lists (the owner's and the
// share view's).
seo::sdk::RouteSpec& opportunityListQuery(seo::sdk::RouteSpec& route);

}  // namespace seo::plugins::backlinks
