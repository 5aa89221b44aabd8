// `seoctl analytics demo-traffic --website ID [--days N] [--visits N] [--seed N]`: fills an empty
// website with sample traffic for trying the console (and for its screenshots): visits over the
// last N days, with a weekly rhythm and a slow rise, spread over pages, sources and countries as
// a small product site's would be, plus AI crawler hits. Written through the collector's own
// writer (traffic_batch.h), so every rollup holds exactly what real pageviews would give. The
// same seed gives the same traffic. A website that already has traffic is refused: sample
// figures must never mix with real ones.
#pragma once

#include <rapidjson/document.h>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

seo::sdk::Result<rapidjson::Document> onDemoTraffic(seo::sdk::CommandContext& cmd);

}  // namespace seo::plugins::analytics
