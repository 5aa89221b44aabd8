// A backlink opportunity as the API shows it (spec, "Backlink opportunity"): the owner's view
// (the schema BacklinkOpportunity), and the public share view's (PublicBacklinkOpportunity),
// which holds no contact details or notes.
#pragma once

#include <rapidjson/document.h>

#include <string>

#include "plugins/backlinks/opportunity.h"

namespace seo::plugins::backlinks {

// The opportunity as its owner sees it, with `backlink_campaigns {keyword, websites {url}}`.
rapidjson::Value opportunityJson(const OpportunityRecord& o, const std::string& campaign_keyword,
                                 const std::string& website_url,
                                 rapidjson::Document::AllocatorType& a);
// The opportunity as the public share view shows it: the research's findings only, its
// reasoning without why a page was not read (share_view.h).
rapidjson::Value publicOpportunityJson(const OpportunityRecord& o,
                                       rapidjson::Document::AllocatorType& a);

}  // namespace seo::plugins::backlinks
