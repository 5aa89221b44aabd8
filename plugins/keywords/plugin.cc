// The keywords module: keywords, keyword groups, AI keyword research (a durable job), rank
// tracking (its routes, checks and webhook events), the status moves articles cause, what it
// answers other modules (keyword_services.h), and the console's keywords page.
#include "plugins/keywords/plugin.h"

#include "plugins/keywords/api_schemas.h"
#include "plugins/keywords/article_links.h"
#include "plugins/keywords/console_page.h"
#include "plugins/keywords/demo_keywords.h"
#include "plugins/keywords/keyword_group_routes.h"
#include "plugins/keywords/keyword_services.h"
#include "plugins/keywords/keywords_routes.h"
#include "plugins/keywords/rank_routes.h"
#include "plugins/keywords/research_routes.h"
#include "plugins/keywords/schema.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::keywords {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  for (seo::sdk::Migration& m : migrations()) r.addMigration(std::move(m));
  addApiSchemas(r);
  registerKeywords(r);
  registerKeywordGroups(r);
  registerResearch(r);
  registerRankTracking(r);
  registerArticleLinks(r);
  registerServices(r);
  registerConsolePage(r);
  registerDemoKeywords(r);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::keywords

SEO_PLUGIN("keywords", "1.1.0", &seo::plugins::keywords::onRegister)
