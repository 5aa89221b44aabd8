// A keyword group of a website: one name per website, compared case-insensitively. Its records
// and its limits.
#pragma once

#include <cstddef>
#include <string>

namespace seo::plugins::keywords {

// A group's name, in characters.
inline constexpr std::size_t kMaxGroupNameChars = 100;

// A group a keyword names.
struct GroupRef {
  std::string id;
  std::string name;  // as stored (the spelling of whoever created it)
};

// A group as GET /keywords/groups lists it, with how many keywords it holds.
struct KeywordGroupRecord {
  std::string id;
  std::string name;
  std::string created_at;
  long long keyword_count = 0;
};

}  // namespace seo::plugins::keywords
