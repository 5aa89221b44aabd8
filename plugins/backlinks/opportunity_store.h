// The `backlink_opportunities` table: an opportunity (opportunity.h) as stored, the research's
// inserts, the owner's updates and the outreach's marks.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "plugins/backlinks/opportunity.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

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

}  // namespace seo::plugins::backlinks
