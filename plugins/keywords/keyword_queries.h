// Reading keywords back from the database, always within one website: the filtered, paged list
// of GET /keywords and the single keyword that star/unstar answer with.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <soci/soci.h>

#include "plugins/keywords/keyword_json.h"

namespace seo::plugins::keywords {

// Which keywords of a website a list shows. Unset members do not filter.
struct KeywordFilter {
  std::optional<std::string> status;     // active | planned | ignored
  std::optional<std::string> group_id;   // a group id (lower case)
  std::optional<std::string> group_key;  // a group name, folded with seo::sdk::ascii::lower()
};

// One page of the keywords of `website_id` that pass `filter`, newest first (created_at, then id,
// both descending: the order of the index, so no page sorts), into `*out`.
seo::sdk::Status listKeywords(soci::session& sql, const std::string& website_id,
                              const KeywordFilter& filter, std::int64_t limit,
                              std::int64_t offset, std::vector<KeywordRecord>* out);

// The keyword `id` of `website_id` into `*out`; NotFound when the website has no such keyword.
seo::sdk::Status findKeyword(soci::session& sql, const std::string& website_id,
                             const std::string& id, KeywordRecord* out);

}  // namespace seo::plugins::keywords
