// The keywords module: a website's keywords (list, add with optional enrichment, delete, star,
// bulk status), keyword groups (list with counts, create, delete, assign and remove keywords),
// AI keyword research as a durable job, the status moves articles cause, and what it answers
// other modules (keyword_services.h).
#include "plugins/keywords/plugin.h"

#include "plugins/keywords/api_schemas.h"
#include "plugins/keywords/article_links.h"
#include "plugins/keywords/keyword_group_routes.h"
#include "plugins/keywords/keyword_services.h"
#include "plugins/keywords/keywords_routes.h"
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
  registerArticleLinks(r);
  registerServices(r);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::keywords

SEO_PLUGIN("keywords", "1.1.0", &seo::plugins::keywords::onRegister)
