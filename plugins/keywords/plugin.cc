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
#include "plugins/keywords/schema.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::keywords {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  for (seo::sdk::Migration& m : migrations()) r.addMigration(std::move(m));
  r.route("GET", "/keywords", &onListKeywords);
  // Enrichment may ask the keyword-data provider: on the host's outbound pool, off the threads
  // that read requests. (Research's "sync" waits with a deferred answer, on no thread.)
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
