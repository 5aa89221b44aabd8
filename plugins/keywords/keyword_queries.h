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
  std::optional<std::string> group_key;  // a group name, folded with foldedKey()
};

// The number of keywords of `website_id` that pass `filter`, into `*total`.
seo::sdk::Status countKeywords(soci::session& sql, const std::string& website_id,
                               const KeywordFilter& filter, std::int64_t* total);

// One page of them, newest first (created_at descending, ties by id), into `*out`.
seo::sdk::Status listKeywords(soci::session& sql, const std::string& website_id,
                              const KeywordFilter& filter, std::int64_t limit,
                              std::int64_t offset, std::vector<KeywordRecord>* out);

// The keyword `id` of `website_id` into `*out`; NotFound when the website has no such keyword.
seo::sdk::Status findKeyword(soci::session& sql, const std::string& website_id,
                             const std::string& id, KeywordRecord* out);

// Runs `statement`, prepared with `bound_id` as its id parameter, once per id in `ids` and
// returns the number of rows it changed in all.
long long executeForEachId(soci::statement& statement, std::string& bound_id,
                           const std::vector<std::string>& ids);

}  // namespace seo::plugins::keywords
