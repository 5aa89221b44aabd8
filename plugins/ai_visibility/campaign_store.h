// Reads and writes of visibility_campaigns. Every read is scoped by website, so one tenant's
// id never reaches another's campaign.
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "plugins/ai_visibility/campaign.h"
#include "seo/sdk/host.h"
#include "seo/sdk/status.h"

namespace seo::plugins::ai_visibility {

// At most this many campaigns of each kind per website (a run asks every model of each).
inline constexpr std::size_t kMaxCampaignsPerWebsite = 200;

void insertCampaign(soci::session& sql, const Campaign& c);
// Writes every field of `c` but id, website and kind.
void updateCampaign(soci::session& sql, const Campaign& c);
// NotFound unless `id` is a campaign of `kind` of `website_id`.
seo::sdk::Status findCampaign(soci::session& sql, const std::string& website_id,
                              std::string_view kind, const std::string& id, Campaign* out);
// For jobs, which have no caller: the campaign `id` whatever its website, or NotFound.
seo::sdk::Status findCampaignById(soci::session& sql, const std::string& id, Campaign* out);
// When the next scheduled run of campaign `id` is due (its schedule's turn, recurring_job.h);
// nullopt when the campaign is gone or not active. Inside a transaction the campaign's row stays
// locked until it ends, so a change to the campaign waits for a scheduled run's start.
std::optional<std::string> scheduledRunOf(soci::session& sql, seo::sdk::Dialect dialect,
                                          const std::string& id);
// The website's campaigns of `kind`, oldest first.
std::vector<Campaign> listCampaigns(soci::session& sql, const std::string& website_id,
                                    std::string_view kind);
std::size_t countCampaigns(soci::session& sql, const std::string& website_id,
                           std::string_view kind);
// Records that the campaign's latest run was created at `at`.
void setLastRunAt(soci::session& sql, const std::string& id, const std::string& at);
// Deletes the campaign with its runs, answers and figures; false when there was none.
bool deleteCampaign(soci::session& sql, const std::string& website_id, std::string_view kind,
                    const std::string& id);

// The tracked brands as JSON text [{name, domain}] and back (a damaged text reads as none).
std::string brandsText(const std::vector<Brand>& brands);
std::vector<Brand> brandsOf(const std::string& text);
std::string stringsText(const std::vector<std::string>& values);
std::vector<std::string> stringsOf(const std::string& text);
std::string modelsText(const std::vector<ModelChoice>& models);
std::vector<ModelChoice> modelsOf(const std::string& text);

}  // namespace seo::plugins::ai_visibility
