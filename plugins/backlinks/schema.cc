#include "plugins/backlinks/schema.h"

namespace seo::plugins::backlinks {

using seo::sdk::Migration;

// Every migration of the module, in order; versions only grow, and none may break the build
// still serving during a reload (docs/plugin-guide.md).
std::vector<Migration> migrations() {
  return {
      {1,
       "campaigns, opportunities, outreach e-mail, SMTP settings, do-not-contact",
       {// progress and general_strategies hold JSON text, written whole by the research job.
        // organization_id: who paid for the research (refunds go back there).
        "CREATE TABLE backlink_campaigns (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
        "REFERENCES websites(id) ON DELETE CASCADE, organization_id TEXT NOT NULL, keyword TEXT "
        "NOT NULL, niche TEXT, status TEXT NOT NULL, language TEXT NOT NULL, target_domain TEXT "
        "NOT NULL, is_public INTEGER NOT NULL DEFAULT 0, public_share_token TEXT UNIQUE, "
        "progress TEXT NOT NULL, general_strategies TEXT NOT NULL, research_job_id TEXT, "
        "created_at TEXT NOT NULL, updated_at TEXT NOT NULL)",
        "CREATE INDEX backlink_campaigns_website ON backlink_campaigns (website_id, created_at, "
        "id)",
        // One opportunity per site and campaign (site: the host without "www."); website_id is
        // the campaign's, so every lookup by id is scoped without a join. tags and contact_info
        // hold JSON text.
        "CREATE TABLE backlink_opportunities (id TEXT PRIMARY KEY, campaign_id TEXT NOT NULL "
        "REFERENCES backlink_campaigns(id) ON DELETE CASCADE, website_id TEXT NOT NULL, url "
        "TEXT NOT NULL, site TEXT NOT NULL, title TEXT, strategy TEXT NOT NULL, type TEXT NOT "
        "NULL, relevance_score INTEGER NOT NULL, domain_authority INTEGER, domain_rating "
        "INTEGER, monthly_traffic TEXT, link_type TEXT, niche_relevance TEXT, reasoning TEXT NOT "
        "NULL, tags TEXT NOT NULL, status TEXT NOT NULL, contact_info TEXT NOT NULL, "
        "contact_email TEXT, contact_name TEXT, outreach_status TEXT, notes TEXT, "
        "draft_subject TEXT, draft_body_text TEXT, draft_body_html TEXT, draft_created_at TEXT, "
        "outreach_error TEXT, emailed_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT "
        "NULL, UNIQUE (campaign_id, site))",
        // The list's orders, most relevant (or newest) first with ties by id, straight from an
        // index, also within one status or strategy.
        "CREATE INDEX backlink_opportunities_relevance ON backlink_opportunities (campaign_id, "
        "relevance_score, id)",
        "CREATE INDEX backlink_opportunities_status ON backlink_opportunities (campaign_id, "
        "status, relevance_score, id)",
        "CREATE INDEX backlink_opportunities_strategy ON backlink_opportunities (campaign_id, "
        "strategy, relevance_score, id)",
        "CREATE INDEX backlink_opportunities_newest ON backlink_opportunities (campaign_id, "
        "created_at, id)",
        // Counts per campaign, status and strategy (opportunity_counts.h), kept by every write.
        "CREATE TABLE backlink_opportunity_counts (campaign_id TEXT NOT NULL REFERENCES "
        "backlink_campaigns(id) ON DELETE CASCADE, status TEXT NOT NULL, strategy TEXT NOT NULL, "
        "count BIGINT NOT NULL, PRIMARY KEY (campaign_id, status, strategy))",
        "CREATE INDEX backlink_opportunities_website ON backlink_opportunities (website_id, id)",
        // Each e-mail handed to the mail job, kept: to whom, the message as composed (so a
        // retry sends the same bytes and Message-ID), and how it ended.
        "CREATE TABLE backlink_outreach_emails (id TEXT PRIMARY KEY, opportunity_id TEXT NOT NULL "
        "REFERENCES backlink_opportunities(id) ON DELETE CASCADE, organization_id TEXT NOT NULL, "
        "from_address TEXT NOT NULL, to_email TEXT NOT NULL, subject TEXT NOT NULL, message "
        "TEXT NOT NULL, message_id TEXT NOT NULL, status TEXT NOT NULL, error TEXT, created_at "
        "TEXT NOT NULL, sent_at TEXT)",
        "CREATE INDEX backlink_outreach_emails_opportunity ON backlink_outreach_emails "
        "(opportunity_id, created_at)",
        // An organization's mail server; the password only sealed (Secrets::seal).
        "CREATE TABLE backlink_smtp_settings (organization_id TEXT PRIMARY KEY REFERENCES "
        "organizations(id) ON DELETE CASCADE, host TEXT NOT NULL, port INTEGER NOT NULL, "
        "security TEXT NOT NULL, username TEXT, password_sealed TEXT, from_address TEXT NOT "
        "NULL, from_name TEXT, updated_at TEXT NOT NULL)",
        // Addresses the organization never mails, lower case.
        "CREATE TABLE backlink_do_not_contact (organization_id TEXT NOT NULL REFERENCES "
        "organizations(id) ON DELETE CASCADE, email TEXT NOT NULL, reason TEXT, created_at TEXT "
        "NOT NULL, PRIMARY KEY (organization_id, email))"}},
  };
}

}  // namespace seo::plugins::backlinks
