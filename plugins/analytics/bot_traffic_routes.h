// The AI bot traffic part of the analytics module as the host sees it: the read endpoints
// GET /bot-traffic/bots, /bot-traffic/pages and /bot-traffic/daily (bot_traffic_reads.h), and the
// admin command `seoctl analytics import-access-log` (bot_log_import.h). Hits reach the tables
// through recordBotHits (bot_hits.h), from the tracker's endpoints and from that command.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::analytics {

// Registers the routes and the command above.
void registerBotTraffic(seo::sdk::Registrar& r);

}  // namespace seo::plugins::analytics
