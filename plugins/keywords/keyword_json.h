// A stored keyword as the API shows it: the row (with its group's name) and its JSON form, every
// field of the spec's Keyword table, unset values as null.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// One keyword of a website, as read from (or written to) the `keywords` table.
struct KeywordRecord {
  std::string id;
  std::string term;
  std::optional<std::int64_t> volume;
  std::optional<int> difficulty;
  std::optional<double> cpc;
  std::optional<std::string> intent;
  std::optional<std::string> opportunity;
  std::string status = "active";
  bool is_starred = false;
  std::optional<std::string> funnel_stage;
  std::optional<std::string> language;
  std::optional<std::string> group_id;
  std::optional<std::string> group_name;  // of group_id, from keyword_groups
  // The article linked to the keyword (by the content module), as it last reported it.
  std::optional<std::string> article_id;
  std::optional<std::string> article_title;
  std::optional<std::string> article_status;
  std::string created_at;
};

// {id, term, volume, difficulty, cpc, intent, opportunity, status, is_starred, funnel_stage,
// language, group_id, keyword_groups: {id, name} | null, blog_posts: {id, title, status} | null,
// created_at}.
rapidjson::Value keywordJson(const KeywordRecord& k, rapidjson::Document::AllocatorType& a);

}  // namespace seo::plugins::keywords
