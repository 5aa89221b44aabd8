// `seoctl keywords demo-keywords --website ID [--count 400] [--seed 1]`: fills a website without
// keywords with sample ones for trying the console (and for its screenshots and benchmarks): the
// terms an SEO tool's own site would track, each with volume, difficulty, cost per click and
// intent, in groups by topic, some planned, ignored or starred, added over the last 90 days.
// Written through the module's own writers, so counts and list versions hold exactly what real
// adds would give. The same seed gives the same keywords. A website that already has keywords is
// refused: sample keywords must never mix with real ones.
#pragma once

#include <rapidjson/document.h>

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// Registers the command.
void registerDemoKeywords(seo::sdk::Registrar& r);

seo::sdk::Result<rapidjson::Document> onDemoKeywords(seo::sdk::CommandContext& cmd);

}  // namespace seo::plugins::keywords
