#include "plugins/analytics/bot_traffic_routes.h"

#include "plugins/analytics/bot_log_import.h"
#include "plugins/analytics/bot_traffic_reads.h"

namespace seo::plugins::analytics {

void registerBotTraffic(seo::sdk::Registrar& r) {
  r.route("GET", "/bot-traffic/bots", &onGetBots);
  r.route("GET", "/bot-traffic/pages", &onGetBotPages);
  r.route("GET", "/bot-traffic/daily", &onGetBotDaily);
  r.command("import-access-log",
            "--website ID --file PATH   records the AI bot hits of an nginx/Apache combined "
            "access log (PATH - reads standard input)",
            &onImportAccessLog);
}

}  // namespace seo::plugins::analytics
