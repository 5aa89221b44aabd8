// The search-console part of the analytics module: its read endpoint, its sync job and its
// admin commands.
//   GET /search-console/pages?range=7d|30d|90d | from=&to=, limit (1..500, default 50)
//     {data: [{page, clicks, impressions, ctr, position}]} over the days of the period, most
//     clicks first (search_console_pages.h)
//   job analytics.search_console_sync (search_console_sync.h)
//   seoctl analytics search-console-link | -unlink | -sync | import-search-console
//     (search_console_commands.h)
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::analytics {

void registerSearchConsole(seo::sdk::Registrar& r);

}  // namespace seo::plugins::analytics
