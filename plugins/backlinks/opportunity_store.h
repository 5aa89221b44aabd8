// The `backlink_opportunities` table: an opportunity as stored, the research's inserts, the
// owner's updates, the outreach's marks, and the API's two views of one (spec, "Backlink
// opportunity"): the owner's, and the public share view's, which holds no contact details or
// notes.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

// Opportunity statuses: `new` when found; `outreach_sent` once a sent e-mail was accepted by the
// mail server; the rest are the owner's marks.
inline constexpr std::string_view kOpportunityStatuses[] = {
    "new", "contacted", "outreach_sent", "replied", "won", "lost", "ignored"};
inline constexpr const char* kOpportunityStatusRule =
    "must be one of new, contacted, outreach_sent, replied, won, lost, ignored";
// Outreach statuses: `email_queued`, `email_sent` and `email_failed` follow the mail job; an
// owner may set the others (and `email_sent`, for mail sent from elsewhere).
inline constexpr std::string_view kWritableOutreachStatuses[] = {
    "not_contacted", "email_sent", "replied", "bounced", "no_response"};
inline constexpr const char* kWritableOutreachStatusRule =
    "must be one of not_contacted, email_sent, replied, bounced, no_response";

// Whether `value` is one of `allowed`.
template <std::size_t N>
bool isOneOf(std::string_view value, const std::string_view (&allowed)[N]) {
  for (std::string_view a : allowed) {
    if (a == value) return true;
  }
  return false;
}

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

struct OpportunityFilter {
  std::optional<std::string> status;
  std::optional<std::string> strategy;
  std::optional<int> min_relevance;
  bool newest_first = false;  // else most relevant first
};

// Inserts `o` unless its campaign has an opportunity for the same site already (a research run
// again after a crash finds the same sites); true when inserted. Every write here keeps the
// counts (opportunity_counts.h) in step.
bool insertOpportunity(soci::session& sql, const OpportunityRecord& o);

// Reads below keep their statements prepared on the connection (seo/sdk/util/prepared_statement.h).
std::int64_t countOpportunities(seo::sdk::Host& host, soci::session& sql,
                                const std::string& campaign_id, const OpportunityFilter& filter);
// The campaign's opportunities in `window`, in the filter's order: at most window.page.limit + 1
// of them, the extra one saying that more follow. By cursor, the rows after the sort keys
// window.after (opportunityKeysOf; the first a whole number when by relevance, checked by the
// caller); by page, the rows skipped are skipped in an index where one covers the filter.
std::vector<OpportunityRecord> listOpportunities(seo::sdk::Host& host, soci::session& sql,
                                                 const std::string& campaign_id,
                                                 const OpportunityFilter& filter,
                                                 const seo::sdk::ListWindow& window);
// An opportunity's sort keys in the filter's order, for its cursor.
std::vector<std::string> opportunityKeysOf(const OpportunityFilter& filter,
                                           const OpportunityRecord& o);
// The opportunity `id` of `website_id`; NotFound when that website has none.
seo::sdk::Status findOpportunity(seo::sdk::Host& host, soci::session& sql,
                                 const std::string& website_id, const std::string& id,
                                 OpportunityRecord* out);
// The opportunity `id`, whatever its website (the mail job, which checks).
seo::sdk::Status findOpportunityById(seo::sdk::Host& host, soci::session& sql,
                                     const std::string& id, OpportunityRecord* out);

// Writes the owner's fields (status, contact_email, contact_name, outreach_status, notes);
// `old_status` is the status `o` had, for the counts.
void updateOwnerFields(soci::session& sql, const OpportunityRecord& o,
                       const std::string& old_status);
// Writes the research's figures of an opportunity the LLM scored.
void updateAssessment(soci::session& sql, const std::string& id, int relevance_score,
                      const std::string& niche_relevance, const std::string& reasoning,
                      const std::string& tags_json, const std::string& now);
// Keeps `o`'s draft fields.
void saveDraft(soci::session& sql, const OpportunityRecord& o);
// The outreach's marks: queued (when the mail job is enqueued), sent (when the server accepted
// it: status becomes outreach_sent), failed (with the reason).
void markOutreach(soci::session& sql, const std::string& id, const std::string& outreach_status,
                  const std::optional<std::string>& error, const std::string& now);
void markEmailed(soci::session& sql, const std::string& id, const std::string& now);

// The opportunity as its owner sees it, with `backlink_campaigns {keyword, websites {url}}`.
rapidjson::Value opportunityJson(const OpportunityRecord& o, const std::string& campaign_keyword,
                                 const std::string& website_url,
                                 rapidjson::Document::AllocatorType& a);
// The opportunity as the public share view shows it: the research's findings only, its
// reasoning without why a page was not read (share_view.h).
rapidjson::Value publicOpportunityJson(const OpportunityRecord& o,
                                       rapidjson::Document::AllocatorType& a);

}  // namespace seo::plugins::backlinks
