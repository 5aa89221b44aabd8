// A keyword group as the API shows it (the KeywordGroup schema).
#pragma once

#include "plugins/keywords/keyword_group.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// {id, name, keyword_count, created_at}.
rapidjson::Value keywordGroupJson(const KeywordGroupRecord& g,
                                  rapidjson::Document::AllocatorType& a);

}  // namespace seo::plugins::keywords
