// A stored keyword as the API shows it: every field of the spec's Keyword table, unset values as
// null.
#pragma once

#include "plugins/keywords/keyword.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// {id, term, volume, difficulty, cpc, intent, opportunity, status, is_starred, funnel_stage,
// language, group_id, keyword_groups: {id, name} | null, blog_posts: {id, title, status} | null,
// created_at}.
rapidjson::Value keywordJson(const KeywordRecord& k, rapidjson::Document::AllocatorType& a);

}  // namespace seo::plugins::keywords
