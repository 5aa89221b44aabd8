// The analytics module: website traffic from the tracking script (a public collect endpoint with
// group-committed ingestion, daily rollups, country from libloc) and custom events from pages
// and backends (custom_event.h) with goals over them (goals.h), AI bot crawls (the tracker's
// /track-bot and access-log imports), and search-console data (a scheduled sync with a service
// account, or imports of the Pages.csv export), with the spec's read endpoints and the console's
// dashboard over them.
#include "plugins/analytics/api_schemas.h"
#include "plugins/analytics/bot_traffic_routes.h"
#include "plugins/analytics/funnel_routes.h"
#include "plugins/analytics/goal_routes.h"
#include "plugins/analytics/schema.h"
#include "plugins/analytics/search_console_routes.h"
#include "plugins/analytics/share_routes.h"
#include "plugins/analytics/traffic_routes.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::analytics {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  for (seo::sdk::Migration& m : migrations()) r.addMigration(std::move(m));
  addApiSchemas(r);
  registerTraffic(r);
  registerBotTraffic(r);
  registerSearchConsole(r);
  registerShareLinks(r);
  registerGoals(r);
  registerFunnels(r);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::analytics

SEO_PLUGIN("analytics", "1.0.0", &seo::plugins::analytics::onRegister)
