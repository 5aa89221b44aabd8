// `seoctl backlinks demo-campaign --website ID [--opportunities 40] [--seed 1]`: adds a sample
// campaign with its research done to a website, for trying the console's outreach board (and for
// its screenshots): prospects on invented `.example` sites, spread over the statuses as a
// campaign a few weeks in would be, each with its facts, reasoning and a contact address. Written
// through the module's own writers, so the counts hold what a real research gives. The same seed
// gives the same campaign; nothing is searched, read or sent.
#pragma once

#include <rapidjson/document.h>

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

// Registers the command.
void registerDemoCampaign(seo::sdk::Registrar& r);

seo::sdk::Result<rapidjson::Document> onDemoCampaign(seo::sdk::CommandContext& cmd);

}  // namespace seo::plugins::backlinks
