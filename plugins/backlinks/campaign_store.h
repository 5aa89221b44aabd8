// The `backlink_campaigns` table: a campaign (campaign.h) as stored, read and written within one
// website.
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "plugins/backlinks/campaign.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

void insertCampaign(soci::session& sql, const CampaignRecord& c);

// The campaign `id` of `website_id`; NotFound when that website has none.
seo::sdk::Status findCampaign(soci::session& sql, const std::string& website_id,
                              const std::string& id, CampaignRecord* out);
// The campaign `id`, whatever its website (jobs, which act for the website that enqueued them,
// and check); NotFound when there is none.
seo::sdk::Status findCampaignById(soci::session& sql, const std::string& id, CampaignRecord* out);
// The public campaign whose share token is `token`; NotFound when none is public with it.
seo::sdk::Status findPublicCampaign(soci::session& sql, const std::string& token,
                                    CampaignRecord* out);
// The campaigns of `website_id`, newest first.
std::vector<CampaignRecord> listCampaigns(soci::session& sql, const std::string& website_id);

// Writes the owner's fields (niche, status, is_public, public_share_token) and updated_at;
// false when the campaign is gone.
bool updateCampaignSettings(soci::session& sql, const CampaignRecord& c);
// Writes what the research reports; false when the campaign is gone (deleted meanwhile).
bool updateCampaignResearch(soci::session& sql, const std::string& id,
                            const std::string& progress_json,
                            const std::optional<std::string>& general_strategies_json,
                            const std::string& now);
void setResearchJob(soci::session& sql, const std::string& id, const std::string& job_id);
// Deletes the campaign of `website_id` and, through the cascade, its opportunities; false when
// there was none.
bool deleteCampaign(soci::session& sql, const std::string& website_id, const std::string& id);

}  // namespace seo::plugins::backlinks
