// Campaigns, runs and answers as the API shows them.
#pragma once

#include <rapidjson/document.h>

#include <vector>

#include "plugins/ai_visibility/answer.h"
#include "plugins/ai_visibility/campaign.h"
#include "plugins/ai_visibility/run.h"

namespace seo::plugins::ai_visibility {

using Allocator = rapidjson::Document::AllocatorType;

// The spec's BrandRadarCampaign or PromptResearchCampaign, with models, samples, website_id,
// next_run_at, last_run_at and updated_at beside.
rapidjson::Value campaignJson(const Campaign& c, Allocator& a);
// A run with its answers (`answers` holds those of this run, in any order of runs).
rapidjson::Value runJson(const Run& run, const std::vector<Answer>& answers, Allocator& a);

}  // namespace seo::plugins::ai_visibility
