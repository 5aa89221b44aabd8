// A backlink opportunity (spec, "Backlink opportunity"): the record as stored in
// `backlink_opportunities` (opportunity_store.h), its closed sets of values and the limits of
// what its owner writes and asks for.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "seo/sdk/util/choices.h"

namespace seo::plugins::backlinks {

// Opportunity statuses: `new` when found; `outreach_sent` once a sent e-mail was accepted by the
// mail server; the rest are the owner's marks.
inline constexpr seo::sdk::Choices kOpportunityStatuses{
    "new", "contacted", "outreach_sent", "replied", "won", "lost", "ignored"};
// Outreach statuses: `email_queued`, `email_sent` and `email_failed` follow the mail job; an
// owner may set the others (and `email_sent`, for mail sent from elsewhere).
inline constexpr seo::sdk::Choices kOutreachStatuses{"not_contacted", "email_queued", "email_sent",
                                                     "email_failed",  "replied",      "bounced",
                                                     "no_response"};
inline constexpr seo::sdk::Choices kWritableOutreachStatuses{"not_contacted", "email_sent",
                                                             "replied", "bounced", "no_response"};
// Whether a prospect's page passes link equity, as its outbound links suggest
// (opportunity_assessment.h); null when its page was not read.
inline constexpr const char* kDofollow = "dofollow";
inline constexpr const char* kNofollow = "nofollow";
inline constexpr seo::sdk::Choices kLinkTypes{kDofollow, kNofollow};
// How close a prospect's page is to the campaign's niche, from its relevance score
// (nicheRelevance in opportunity_assessment.h).
inline constexpr seo::sdk::Choices kNicheRelevances{"high", "medium", "low"};
// The orders of a campaign's opportunities: most relevant first (the default), or newest first.
inline constexpr seo::sdk::Choices kOpportunityOrders{"relevance", "newest"};

// A list of opportunities: `limit`'s default and largest value.
inline constexpr std::int64_t kDefaultOpportunityLimit = 50;
inline constexpr std::int64_t kMaxOpportunityLimit = 500;
// A relevance score is a whole number from 0 to this.
inline constexpr int kMaxRelevanceScore = 100;
inline constexpr std::size_t kMaxStrategyChars = 64;
inline constexpr std::size_t kMaxContactNameChars = 200;
inline constexpr std::size_t kMaxNotesChars = 5000;

struct OpportunityRecord {
  std::string id;
  std::string campaign_id;
  std::string website_id;
  std::string url;
  std::string site;
  std::optional<std::string> title;
  std::string strategy;
  std::string type;
  int relevance_score = 0;
  std::optional<int> domain_authority;
  std::optional<int> domain_rating;
  std::optional<std::string> monthly_traffic;
  std::optional<std::string> link_type;
  std::optional<std::string> niche_relevance;
  std::string reasoning;
  std::string tags;  // JSON array text
  std::string status = "new";
  std::string contact_info;  // JSON object text: {"emails": [...], "contact_pages": [...]}
  std::optional<std::string> contact_email;
  std::optional<std::string> contact_name;
  std::optional<std::string> outreach_status;
  std::optional<std::string> notes;
  std::optional<std::string> draft_subject;
  std::optional<std::string> draft_body_text;
  std::optional<std::string> draft_body_html;
  std::optional<std::string> draft_created_at;
  std::optional<std::string> outreach_error;
  std::optional<std::string> emailed_at;
  std::string created_at;
  std::string updated_at;
};

}  // namespace seo::plugins::backlinks
