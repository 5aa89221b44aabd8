// A backlink campaign (spec, "Backlink campaign"): the record as stored in `backlink_campaigns`
// (campaign_store.h), its statuses and the limits of what its owner writes.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "seo/sdk/util/choices.h"

namespace seo::plugins::backlinks {

// Campaign statuses: `active` from creation; `paused` and `archived` are the owner's own marks
// (the research, once started, runs to its end either way).
inline constexpr seo::sdk::Choices kCampaignStatuses{"active", "paused", "archived"};
inline constexpr const char* kCampaignActive = "active";
static_assert(kCampaignStatuses.contains(kCampaignActive));

inline constexpr std::size_t kMaxKeywordChars = 200;
inline constexpr std::size_t kMaxNicheChars = 200;
// A campaign's `language`, and the language an outreach e-mail is written in.
inline constexpr std::size_t kMaxLanguageChars = 16;
inline constexpr std::size_t kMaxTargetDomainChars = 253;

// A campaign's public_share_token: 64 lower-case hex digits (isShareToken).
inline constexpr std::size_t kShareTokenChars = 64;
inline constexpr const char* kShareTokenPattern = "^[0-9a-f]{64}$";

struct CampaignRecord {
  std::string id;
  std::string website_id;
  std::string organization_id;  // who paid for the research
  std::string keyword;
  std::optional<std::string> niche;
  std::string status;
  std::string language;
  std::string target_domain;
  bool is_public = false;
  std::optional<std::string> public_share_token;
  std::string progress;            // JSON object text
  std::string general_strategies;  // JSON array text
  std::optional<std::string> research_job_id;
  std::string created_at;
  std::string updated_at;
};

}  // namespace seo::plugins::backlinks
