// The `keywords` array of POST /keywords: each element checked against the spec's Keyword input
// table (with the aliases `keyword` for term and `group` for keyword_group) and turned into a
// KeywordInput. An error names the field and the element, e.g.
// "Invalid field: keywords[3].difficulty: must be an integer 0 to 100".
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "plugins/keywords/keyword.h"
#include "plugins/keywords/keyword_group.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// The most elements one POST /keywords may carry.
inline constexpr std::size_t kMaxKeywordsPerRequest = 1000;

// One valid element. Text is trimmed; absent optional fields are nullopt.
struct KeywordInput {
  std::string term;
  std::string term_key;  // seo::sdk::ascii::lower(term): how duplicates are recognized
  std::optional<std::string> group_name;
  std::optional<std::int64_t> volume;
  std::optional<int> difficulty;
  std::optional<double> cpc;
  std::optional<std::string> intent;
  std::optional<std::string> opportunity;
  std::optional<std::string> funnel_stage;
  std::optional<std::string> language;
  std::optional<bool> track;  // nullopt: as the request's `track` says
};

// Every element of `body.keywords`, in order, or the first error found (400).
seo::sdk::Result<std::vector<KeywordInput>> parseKeywordInputs(const rapidjson::Value& body);

}  // namespace seo::plugins::keywords
