// The opportunity routes: a campaign's opportunities in pages (filtered and sorted), and the
// owner's update of an opportunity's writable fields.
#pragma once

#include "plugins/backlinks/campaign_store.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

seo::sdk::Result<seo::sdk::Response> onListOpportunities(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onUpdateOpportunity(seo::sdk::RequestContext& ctx);

// A page of `campaign`'s opportunities as the query asks (status, strategy, min_relevance,
// sort, limit, page): the owner's view, or the public share view's.
seo::sdk::Result<seo::sdk::Response> opportunityPage(seo::sdk::RequestContext& ctx,
                                                     const CampaignRecord& campaign,
                                                     bool for_public);

}  // namespace seo::plugins::backlinks
