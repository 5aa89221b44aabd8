// The keywords module: a website's keywords (list, add with optional enrichment, delete, star,
// bulk status), keyword groups (list with counts, create, delete, assign and remove keywords),
// AI keyword research as a durable job, and the status moves articles cause.
#include "plugins/keywords/plugin.h"

#include "plugins/keywords/add_keywords.h"
#include "plugins/keywords/article_links.h"
#include "plugins/keywords/delete_keywords.h"
#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/keyword_groups.h"
#include "plugins/keywords/keyword_status.h"
#include "plugins/keywords/list_keywords.h"
#include "plugins/keywords/research_job.h"
#include "plugins/keywords/research_routes.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::keywords {

using seo::sdk::Migration;

namespace {

// term_key and name_key hold the trimmed, lower-cased text, so duplicates are found through the
// unique indexes whatever the database's collation.
Migration schema() {
  return {1,
          "keyword groups and keywords",
          {"CREATE TABLE keyword_groups (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
           "REFERENCES websites(id) ON DELETE CASCADE, name TEXT NOT NULL, name_key TEXT NOT "
           "NULL, created_at TEXT NOT NULL, UNIQUE (website_id, name_key))",
           "CREATE TABLE keywords (id TEXT PRIMARY KEY, website_id TEXT NOT NULL REFERENCES "
           "websites(id) ON DELETE CASCADE, term TEXT NOT NULL, term_key TEXT NOT NULL, "
           "volume BIGINT, difficulty INTEGER, cpc DOUBLE PRECISION, intent TEXT, "
           "opportunity TEXT, status TEXT NOT NULL DEFAULT 'active', is_starred INTEGER NOT "
           "NULL DEFAULT 0, funnel_stage TEXT, language TEXT, group_id TEXT REFERENCES "
           "keyword_groups(id) ON DELETE SET NULL, created_at TEXT NOT NULL, "
           "UNIQUE (website_id, term_key))",
           "CREATE INDEX keywords_website_created ON keywords (website_id, created_at)",
           "CREATE INDEX keywords_group ON keywords (group_id)"}};
}

// The article a keyword is linked to, as the content module last reported it (blog_posts).
Migration linkedArticles() {
  return {2,
          "linked articles",
          {"ALTER TABLE keywords ADD COLUMN article_id TEXT",
           "ALTER TABLE keywords ADD COLUMN article_title TEXT",
           "ALTER TABLE keywords ADD COLUMN article_status TEXT",
           "CREATE INDEX keywords_article ON keywords (website_id, article_id)"}};
}

}  // namespace

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  r.addMigration(schema());
  r.addMigration(linkedArticles());
  r.addMigration({3, "keyword counts", keywordCountsSchema()});
  r.route("GET", "/keywords", &onListKeywords);
  // Enrichment may ask the keyword-data provider, and research may wait for its job ("sync"):
  // both run on the host's outbound pool, off the threads that read requests.
  r.route("POST", "/keywords", &onAddKeywords).callsOutside();
  r.route("DELETE", "/keywords", &onDeleteKeywords);
  r.route("PATCH", "/keywords/status", &onUpdateKeywordStatus);
  r.route("POST", "/keywords/{id}/star", &onStarKeyword);
  r.route("DELETE", "/keywords/{id}/star", &onUnstarKeyword);
  r.route("GET", "/keywords/groups", &onListGroups);
  r.route("POST", "/keywords/groups", &onCreateGroup);
  r.route("DELETE", "/keywords/groups/{id}", &onDeleteGroup);
  r.route("PUT", "/keywords/groups/{id}/keywords", &onAssignToGroup);
  r.route("DELETE", "/keywords/groups/{id}/keywords", &onRemoveFromGroup);
  r.route("POST", "/keywords/research", &onStartResearch);
  r.route("GET", "/keywords/research/{jobId}", &onGetResearch);
  r.job(kResearchJob, &onResearch);
  r.job(kLinkArticleJob, &onLinkArticle);
  r.job(kUnlinkArticleJob, &onUnlinkArticle);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::keywords

SEO_PLUGIN("keywords", "1.1.0", &seo::plugins::keywords::onRegister)
