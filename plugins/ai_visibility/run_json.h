// Runs and their answers as the API shows them.
#pragma once

#include <rapidjson/document.h>

#include <vector>

#include "plugins/ai_visibility/answer.h"
#include "plugins/ai_visibility/campaign_json.h"
#include "plugins/ai_visibility/run.h"

namespace seo::plugins::ai_visibility {

// A run with its answers (`answers` holds those of this run, in any order of runs).
rapidjson::Value runJson(const Run& run, const std::vector<Answer>& answers, Allocator& a);

}  // namespace seo::plugins::ai_visibility
