// The analytics module's tables and their numbered migrations.
//
// Human traffic: raw events (no IP, no user agent) and visits, kept current at ingest together
// with daily rollups per website (and per country), so the read endpoints cost the number of
// days in the range, not the number of events. AI bot hits: raw hits (idempotent per hit key)
// and a daily rollup per bot and page. Search console: rows per website, day and page.
#pragma once

#include <vector>

#include "seo/sdk/plugin.h"

namespace seo::plugins::analytics {

std::vector<seo::sdk::Migration> migrations();

}  // namespace seo::plugins::analytics
