#include "plugins/backlinks/opportunity_store.h"

#include "plugins/backlinks/opportunity_counts.h"
#include "seo/sdk/util/prepared_statement.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::backlinks {

using seo::sdk::Status;

namespace {

constexpr const char* kSelect =
    "SELECT id, campaign_id, website_id, url, site, title, strategy, type, relevance_score, "
    "domain_authority, domain_rating, monthly_traffic, link_type, niche_relevance, reasoning, "
    "tags, status, contact_info, contact_email, contact_name, outreach_status, notes, "
    "draft_subject, draft_body_text, draft_body_html, draft_created_at, outreach_error, "
    "emailed_at, created_at, updated_at FROM backlink_opportunities";

// A WHERE clause and its parameters, bound in order.
struct Where {
  std::string sql;
  std::vector<std::string> params;
};

Where whereOf(const std::string& campaign_id, const OpportunityFilter& filter) {
  Where w{" WHERE campaign_id = :c", {campaign_id}};
  if (filter.status) {
    w.sql += " AND status = :s";
    w.params.push_back(*filter.status);
  }
  if (filter.strategy) {
    w.sql += " AND strategy = :g";
    w.params.push_back(*filter.strategy);
  }
  // Bound, so that every minimum shares one kept statement; bound as text, compared as a number.
  if (filter.min_relevance) {
    w.sql += " AND relevance_score >= CAST(:mr AS INTEGER)";
    w.params.push_back(std::to_string(*filter.min_relevance));
  }
  return w;
}

// Runs kSelect + where.sql + `tail`, kept prepared, and appends every row to `*out`.
void selectInto(seo::sdk::Host& host, soci::session& sql, const Where& where,
                const std::string& tail, std::vector<OpportunityRecord>* out) {
  OpportunityRecord o;
  seo::sdk::PreparedStatement st(host, sql, kSelect + where.sql + tail);
  st.exchange(soci::into(o.id));
  st.exchange(soci::into(o.campaign_id));
  st.exchange(soci::into(o.website_id));
  st.exchange(soci::into(o.url));
  st.exchange(soci::into(o.site));
  st.exchange(soci::into(o.title));
  st.exchange(soci::into(o.strategy));
  st.exchange(soci::into(o.type));
  st.exchange(soci::into(o.relevance_score));
  st.exchange(soci::into(o.domain_authority));
  st.exchange(soci::into(o.domain_rating));
  st.exchange(soci::into(o.monthly_traffic));
  st.exchange(soci::into(o.link_type));
  st.exchange(soci::into(o.niche_relevance));
  st.exchange(soci::into(o.reasoning));
  st.exchange(soci::into(o.tags));
  st.exchange(soci::into(o.status));
  st.exchange(soci::into(o.contact_info));
  st.exchange(soci::into(o.contact_email));
  st.exchange(soci::into(o.contact_name));
  st.exchange(soci::into(o.outreach_status));
  st.exchange(soci::into(o.notes));
  st.exchange(soci::into(o.draft_subject));
  st.exchange(soci::into(o.draft_body_text));
  st.exchange(soci::into(o.draft_body_html));
  st.exchange(soci::into(o.draft_created_at));
  st.exchange(soci::into(o.outreach_error));
  st.exchange(soci::into(o.emailed_at));
  st.exchange(soci::into(o.created_at));
  st.exchange(soci::into(o.updated_at));
  for (const std::string& p : where.params) st.exchange(soci::use(p));
  st.execute();
  while (st.fetch()) out->push_back(o);
}

Status findOne(seo::sdk::Host& host, soci::session& sql, const Where& where,
               OpportunityRecord* out) {
  std::vector<OpportunityRecord> rows;
  selectInto(host, sql, where, "", &rows);
  if (rows.empty()) return Status::notFound();
  *out = std::move(rows.front());
  return Status::ok();
}

}  // namespace

bool insertOpportunity(soci::session& sql, const OpportunityRecord& o) {
  soci::statement st =
      (sql.prepare << "INSERT INTO backlink_opportunities (id, campaign_id, website_id, url, "
                      "site, title, strategy, type, relevance_score, domain_authority, "
                      "domain_rating, monthly_traffic, link_type, niche_relevance, reasoning, "
                      "tags, status, contact_info, contact_email, created_at, updated_at) VALUES "
                      "(:id, :c, :w, :u, :s, :t, :g, :y, :r, :da, :dr, :m, :l, :n, :re, :tg, "
                      ":st, :ci, :ce, :ca, :ua) ON CONFLICT (campaign_id, site) DO NOTHING",
       soci::use(o.id), soci::use(o.campaign_id), soci::use(o.website_id), soci::use(o.url),
       soci::use(o.site), soci::use(o.title), soci::use(o.strategy), soci::use(o.type),
       soci::use(o.relevance_score), soci::use(o.domain_authority), soci::use(o.domain_rating),
       soci::use(o.monthly_traffic), soci::use(o.link_type), soci::use(o.niche_relevance),
       soci::use(o.reasoning), soci::use(o.tags), soci::use(o.status), soci::use(o.contact_info),
       soci::use(o.contact_email), soci::use(o.created_at), soci::use(o.updated_at));
  st.execute(true);
  if (st.get_affected_rows() == 0) return false;
  addToCount(sql, o.campaign_id, o.status, o.strategy, 1);
  return true;
}

std::int64_t countOpportunities(seo::sdk::Host& host, soci::session& sql,
                                const std::string& campaign_id, const OpportunityFilter& filter) {
  if (!filter.min_relevance) {
    return countedOpportunities(host, sql, campaign_id, filter.status, filter.strategy);
  }
  Where w = whereOf(campaign_id, filter);
  long long count = 0;
  seo::sdk::PreparedStatement st(host, sql, "SELECT COUNT(*) FROM backlink_opportunities" + w.sql);
  st.exchange(soci::into(count));
  for (const std::string& p : w.params) st.exchange(soci::use(p));
  st.execute(true);
  return count;
}

std::vector<OpportunityRecord> listOpportunities(seo::sdk::Host& host, soci::session& sql,
                                                 const std::string& campaign_id,
                                                 const OpportunityFilter& filter,
                                                 const seo::sdk::ListWindow& window) {
  Where inner = whereOf(campaign_id, filter);
  // A relevance key (a whole number the route checked) is bound as text, compared as a number.
  const char* after_values = filter.newest_first ? "(:ca, :ci)" : "(CAST(:cr AS INTEGER), :ci)";
  seo::sdk::DescendingOrder by{
      "backlink_opportunities", {filter.newest_first ? "created_at" : "relevance_score", "id"}, ""};
  Where outer{seo::sdk::windowClause(by, inner.sql, after_values, window), inner.params};
  for (std::string& value : seo::sdk::windowValues(window)) {
    outer.params.push_back(std::move(value));
  }
  std::vector<OpportunityRecord> rows;
  selectInto(host, sql, outer, "", &rows);
  return rows;
}

std::vector<std::string> opportunityKeysOf(const OpportunityFilter& filter,
                                           const OpportunityRecord& o) {
  if (filter.newest_first) return {o.created_at, o.id};
  return {std::to_string(o.relevance_score), o.id};
}

Status findOpportunity(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                       const std::string& id, OpportunityRecord* out) {
  return findOne(host, sql, {" WHERE website_id = :w AND id = :i", {website_id, id}}, out);
}

Status findOpportunityById(seo::sdk::Host& host, soci::session& sql, const std::string& id,
                           OpportunityRecord* out) {
  return findOne(host, sql, {" WHERE id = :i", {id}}, out);
}

void updateOwnerFields(soci::session& sql, const OpportunityRecord& o,
                       const std::string& old_status) {
  if (o.status != old_status) {
    addToCount(sql, o.campaign_id, old_status, o.strategy, -1);
    addToCount(sql, o.campaign_id, o.status, o.strategy, 1);
  }
  sql << "UPDATE backlink_opportunities SET status = :s, contact_email = :e, contact_name = :n, "
         "outreach_status = :o, notes = :t, updated_at = :u WHERE id = :i AND website_id = :w",
      soci::use(o.status), soci::use(o.contact_email), soci::use(o.contact_name),
      soci::use(o.outreach_status), soci::use(o.notes), soci::use(o.updated_at), soci::use(o.id),
      soci::use(o.website_id);
}

void updateAssessment(soci::session& sql, const std::string& id, int relevance_score,
                      const std::string& niche_relevance, const std::string& reasoning,
                      const std::string& tags_json, const std::string& now) {
  sql << "UPDATE backlink_opportunities SET relevance_score = :r, niche_relevance = :n, "
         "reasoning = :re, tags = :t, updated_at = :u WHERE id = :i",
      soci::use(relevance_score), soci::use(niche_relevance), soci::use(reasoning),
      soci::use(tags_json), soci::use(now), soci::use(id);
}

void saveDraft(soci::session& sql, const OpportunityRecord& o) {
  sql << "UPDATE backlink_opportunities SET draft_subject = :s, draft_body_text = :t, "
         "draft_body_html = :h, draft_created_at = :a, updated_at = :u WHERE id = :i",
      soci::use(o.draft_subject), soci::use(o.draft_body_text), soci::use(o.draft_body_html),
      soci::use(o.draft_created_at), soci::use(o.updated_at), soci::use(o.id);
}

void markOutreach(soci::session& sql, const std::string& id, const std::string& outreach_status,
                  const std::optional<std::string>& error, const std::string& now) {
  sql << "UPDATE backlink_opportunities SET outreach_status = :o, outreach_error = :e, "
         "updated_at = :u WHERE id = :i",
      soci::use(outreach_status), soci::use(error), soci::use(now), soci::use(id);
}

void markEmailed(soci::session& sql, const std::string& id, const std::string& now) {
  std::string campaign, status, strategy;
  sql << "SELECT campaign_id, status, strategy FROM backlink_opportunities WHERE id = :i",
      soci::use(id), soci::into(campaign), soci::into(status), soci::into(strategy);
  if (!sql.got_data()) return;
  if (status != "outreach_sent") {
    addToCount(sql, campaign, status, strategy, -1);
    addToCount(sql, campaign, "outreach_sent", strategy, 1);
  }
  sql << "UPDATE backlink_opportunities SET status = 'outreach_sent', outreach_status = "
         "'email_sent', outreach_error = NULL, emailed_at = :n, updated_at = :u WHERE id = :i",
      soci::use(now), soci::use(now), soci::use(id);
}

}  // namespace seo::plugins::backlinks
