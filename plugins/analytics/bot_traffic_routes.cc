#include "plugins/analytics/bot_traffic_routes.h"

#include <string>

#include "plugins/analytics/analytics_values.h"
#include "plugins/analytics/api_examples.h"
#include "plugins/analytics/bot_log_import.h"
#include "plugins/analytics/bot_traffic_reads.h"
#include "seo/sdk/util/api_doc.h"

namespace seo::plugins::analytics {

namespace doc = seo::sdk::doc;

void registerBotTraffic(seo::sdk::Registrar& r) {
  periodParameters(r.route("GET", "/bot-traffic/bots", &onGetBots))
      .summary("AI bots that crawled the website in the period", "Most hits first.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("BotRow"))), "One row per bot")
      .answerExample(200, examples::kGetBotTrafficBots200);
  periodParameters(r.route("GET", "/bot-traffic/pages", &onGetBotPages))
      .summary("Pages AI bots crawled in the period", "Most hits first.")
      .query("limit", doc::integer(1, kMaxBotPages),
             "results, default " + std::to_string(kDefaultBotPages))
      .query("bot", doc::text(100), "only this bot's hits (its name, any case)")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("BotPageRow"))), "One row per page")
      .answerExample(200, examples::kGetBotTrafficPages200);
  periodParameters(r.route("GET", "/bot-traffic/daily", &onGetBotDaily))
      .summary("AI bot hits per day of the period (at most " + std::to_string(kMaxDailyDays) +
               " days)")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("BotDay"))), "Every day, oldest first")
      .answerExample(200, examples::kGetBotTrafficDaily200);
  r.command("import-access-log",
            "--website ID --file PATH   records the AI bot hits of an nginx/Apache combined "
            "access log (PATH - reads standard input); hits older than "
            "settings.analytics.raw_retention_days are skipped",
            &onImportAccessLog);
}

}  // namespace seo::plugins::analytics
