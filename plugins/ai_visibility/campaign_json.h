// Campaigns as the API shows them.
#pragma once

#include <rapidjson/document.h>

#include <string>
#include <vector>

#include "plugins/ai_visibility/campaign.h"

namespace seo::plugins::ai_visibility {

using Allocator = rapidjson::Document::AllocatorType;

// The spec's BrandRadarCampaign or PromptResearchCampaign, with models, samples, website_id,
// next_run_at, last_run_at and updated_at beside.
rapidjson::Value campaignJson(const Campaign& c, Allocator& a);
// A list of strings, and of models as "endpoint/model": as campaigns and runs show them.
rapidjson::Value stringsJson(const std::vector<std::string>& values, Allocator& a);
rapidjson::Value modelsJson(const std::vector<ModelChoice>& list, Allocator& a);

}  // namespace seo::plugins::ai_visibility
