// A campaign's fields from a request body, checked: 400 naming the field, nothing written.
//
//   prompt / custom_prompt  1..2000 characters (required on create)
//   brands                  Brand Radar: 1..10 of {name (1..100 characters), domain (a host
//                           name, optional)} (required on create)
//   competitors             Brand Radar: 0..20 of the same; no name twice across both lists
//   frequency               days between scheduled runs, 1..365 (default 7)
//   languages               1..10 language codes ("en", "pt-BR"; default: the website's)
//   models                  1..20 of "endpoint/model" the operator configured (default: every
//                           configured model)
//   samples                 answers per model and language in a run, 1..10 (default 3)
//   status                  active or paused (default active)
// A run asks at most kMaxChecksPerRun checks: models x languages x samples (campaign.h holds
// every limit).
#pragma once

#include <rapidjson/document.h>

#include "plugins/ai_visibility/campaign.h"
#include "seo/sdk/host.h"
#include "seo/sdk/status.h"

namespace seo::plugins::ai_visibility {

// Fills `c` (kind, website and organization already set) from a create body.
seo::sdk::Status readNewCampaign(const rapidjson::Value& body, seo::sdk::Host& host,
                                 const std::string& website_language, Campaign& c);

// Applies the members of an update body to `c`; at least one field must be given.
seo::sdk::Status applyCampaignChanges(const rapidjson::Value& body, seo::sdk::Host& host,
                                      Campaign& c);

// Every model the operator configured, as campaigns name them.
std::vector<ModelChoice> configuredModels(seo::sdk::Host& host);

}  // namespace seo::plugins::ai_visibility
