#include "plugins/backlinks/campaign_store.h"

#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::backlinks {

using seo::sdk::Status;

namespace {

constexpr const char* kSelect =
    "SELECT id, website_id, organization_id, keyword, niche, status, language, target_domain, "
    "is_public, public_share_token, progress, general_strategies, research_job_id, created_at, "
    "updated_at FROM backlink_campaigns";

// Runs `kSelect + where` with `params` bound in order and appends every row to `*out`.
void selectInto(soci::session& sql, const std::string& where,
                const std::vector<std::string>& params, std::vector<CampaignRecord>* out) {
  CampaignRecord c;
  int is_public = 0;
  soci::statement st(sql);
  st.exchange(soci::into(c.id));
  st.exchange(soci::into(c.website_id));
  st.exchange(soci::into(c.organization_id));
  st.exchange(soci::into(c.keyword));
  st.exchange(soci::into(c.niche));
  st.exchange(soci::into(c.status));
  st.exchange(soci::into(c.language));
  st.exchange(soci::into(c.target_domain));
  st.exchange(soci::into(is_public));
  st.exchange(soci::into(c.public_share_token));
  st.exchange(soci::into(c.progress));
  st.exchange(soci::into(c.general_strategies));
  st.exchange(soci::into(c.research_job_id));
  st.exchange(soci::into(c.created_at));
  st.exchange(soci::into(c.updated_at));
  for (const std::string& p : params) st.exchange(soci::use(p));
  st.alloc();
  st.prepare(kSelect + where);
  st.define_and_bind();
  st.execute();
  while (st.fetch()) {
    CampaignRecord row = c;
    row.is_public = is_public != 0;
    out->push_back(std::move(row));
  }
}

Status findOne(soci::session& sql, const std::string& where, const std::vector<std::string>& params,
               CampaignRecord* out) {
  std::vector<CampaignRecord> rows;
  selectInto(sql, where, params, &rows);
  if (rows.empty()) return Status::notFound();
  *out = std::move(rows.front());
  return Status::ok();
}

}  // namespace

void insertCampaign(soci::session& sql, const CampaignRecord& c) {
  int is_public = c.is_public ? 1 : 0;
  sql << "INSERT INTO backlink_campaigns (id, website_id, organization_id, keyword, niche, "
         "status, language, target_domain, is_public, public_share_token, progress, "
         "general_strategies, research_job_id, created_at, updated_at) VALUES (:id, :w, :o, :k, "
         ":n, :s, :l, :t, :p, :tok, :pr, :g, :j, :c, :u)",
      soci::use(c.id), soci::use(c.website_id), soci::use(c.organization_id), soci::use(c.keyword),
      soci::use(c.niche), soci::use(c.status), soci::use(c.language), soci::use(c.target_domain),
      soci::use(is_public), soci::use(c.public_share_token), soci::use(c.progress),
      soci::use(c.general_strategies), soci::use(c.research_job_id), soci::use(c.created_at),
      soci::use(c.updated_at);
}

Status findCampaign(soci::session& sql, const std::string& website_id, const std::string& id,
                    CampaignRecord* out) {
  return findOne(sql, " WHERE website_id = :w AND id = :i", {website_id, id}, out);
}

Status findCampaignById(soci::session& sql, const std::string& id, CampaignRecord* out) {
  return findOne(sql, " WHERE id = :i", {id}, out);
}

Status findPublicCampaign(soci::session& sql, const std::string& token, CampaignRecord* out) {
  return findOne(sql, " WHERE public_share_token = :t AND is_public = 1", {token}, out);
}

std::vector<CampaignRecord> listCampaigns(soci::session& sql, const std::string& website_id) {
  std::vector<CampaignRecord> rows;
  selectInto(sql, " WHERE website_id = :w ORDER BY created_at DESC, id DESC", {website_id}, &rows);
  return rows;
}

bool updateCampaignSettings(soci::session& sql, const CampaignRecord& c) {
  int is_public = c.is_public ? 1 : 0;
  soci::statement st =
      (sql.prepare << "UPDATE backlink_campaigns SET niche = :n, status = :s, is_public = :p, "
                      "public_share_token = :t, updated_at = :u WHERE id = :i AND website_id = :w",
       soci::use(c.niche), soci::use(c.status), soci::use(is_public),
       soci::use(c.public_share_token), soci::use(c.updated_at), soci::use(c.id),
       soci::use(c.website_id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

bool updateCampaignResearch(soci::session& sql, const std::string& id,
                            const std::string& progress_json,
                            const std::optional<std::string>& general_strategies_json,
                            const std::string& now) {
  if (general_strategies_json) {
    soci::statement st = (sql.prepare << "UPDATE backlink_campaigns SET progress = :p, "
                                         "general_strategies = :g, updated_at = :u WHERE id = :i",
                          soci::use(progress_json), soci::use(*general_strategies_json),
                          soci::use(now), soci::use(id));
    st.execute(true);
    return st.get_affected_rows() > 0;
  }
  soci::statement st = (sql.prepare << "UPDATE backlink_campaigns SET progress = :p, "
                                       "updated_at = :u WHERE id = :i",
                        soci::use(progress_json), soci::use(now), soci::use(id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

void setResearchJob(soci::session& sql, const std::string& id, const std::string& job_id) {
  sql << "UPDATE backlink_campaigns SET research_job_id = :j WHERE id = :i", soci::use(job_id),
      soci::use(id);
}

bool deleteCampaign(soci::session& sql, const std::string& website_id, const std::string& id) {
  // The cascade takes the opportunities and their e-mails; written out as well, for a database
  // whose foreign keys are off.
  sql << "DELETE FROM backlink_outreach_emails WHERE opportunity_id IN (SELECT id FROM "
         "backlink_opportunities WHERE campaign_id = :c AND website_id = :w)",
      soci::use(id), soci::use(website_id);
  sql << "DELETE FROM backlink_opportunities WHERE campaign_id = :c AND website_id = :w",
      soci::use(id), soci::use(website_id);
  sql << "DELETE FROM backlink_opportunity_counts WHERE campaign_id IN (SELECT id FROM "
         "backlink_campaigns WHERE id = :c AND website_id = :w)",
      soci::use(id), soci::use(website_id);
  soci::statement st = (sql.prepare << "DELETE FROM backlink_campaigns WHERE id = :i AND "
                                       "website_id = :w",
                        soci::use(id), soci::use(website_id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

}  // namespace seo::plugins::backlinks
