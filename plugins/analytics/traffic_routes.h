// The traffic side of the analytics module: the tracking script, its collect endpoint and
// POST /track-bot (public, no API key), the embed snippet, and the traffic reads (the spec's
// summary and geo, the dashboard's panels).
#pragma once

#include <functional>
#include <string>

#include "seo/sdk/plugin.h"

namespace seo::plugins::analytics {

void registerTraffic(seo::sdk::Registrar& r);

// The traffic reads (traffic_reads.h) as routes `prefix` + "summary", "geo", "timeseries",
// "pages", "entry-pages", "sources" and "realtime", documented alike; each handler passed
// through `wrap` and each route through `finish` first. The key's routes are "/website/"
// as they are; a share link's (share_routes.h) are public and find their website first.
void registerTrafficReads(seo::sdk::Registrar& r, const std::string& prefix,
                          const std::function<seo::sdk::Handler(seo::sdk::Handler)>& wrap,
                          const std::function<seo::sdk::RouteSpec&(seo::sdk::RouteSpec&)>& finish);

}  // namespace seo::plugins::analytics
