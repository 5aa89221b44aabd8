// A backlink campaign as the API shows it (spec, "Backlink campaign"; the schema
// BacklinkCampaign of api_schemas.cc).
#pragma once

#include <rapidjson/document.h>

#include <string>

#include "plugins/backlinks/campaign.h"

namespace seo::plugins::backlinks {

// The campaign as the API shows it. `website_url` is its website's address ("https://domain");
// `for_public` leaves out the share token (the public view shows what the token opened) and
// the progress's free text (share_view.h).
rapidjson::Value campaignJson(const CampaignRecord& c, const std::string& website_url,
                              bool for_public, rapidjson::Document::AllocatorType& a);

}  // namespace seo::plugins::backlinks
