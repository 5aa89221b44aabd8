// Writing the `keywords` table, always within one website and in the caller's transaction. Every
// write that adds or removes keywords, or changes their status or group, keeps `keyword_counts`
// in step (keyword_counts.h); reads are in keyword_queries.h, groups in keyword_group_store.h.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "plugins/keywords/keyword.h"
#include "plugins/keywords/keyword_input.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// Inserts keywords of one website with one prepared statement, skipping a term the website has
// already (its folded `term_key` is unique per website).
class KeywordInsert {
 public:
  KeywordInsert(soci::session& sql, const std::string& website_id);

  // True when `k` was inserted, false when the website already had its term.
  bool insert(const KeywordRecord& k, const std::string& term_key);

 private:
  std::string website_id_, key_;
  KeywordRecord k_;  // bound by the statement: each insert copies its keyword here
  int starred_ = 0, tracked_ = 0;
  soci::statement st_;
};

// Inserts `rows`, keywords of one website (`keys[i]` is `rows[i]`'s folded term), many to a
// statement: a round trip per kBatchRows keywords rather than per keyword, for sample data and
// other large writes that need no answer per row. A term the website has already is skipped.
// The ids of the keywords inserted.
constexpr std::size_t kBatchRows = 25;
std::unordered_set<std::string> insertKeywordBatch(soci::session& sql, const std::string& website_id,
                                                   const std::vector<KeywordRecord>& rows,
                                                   const std::vector<std::string>& keys);

// The id of the keyword of `website_id` whose folded term is `term_key`; "" when there is none.
std::string keywordIdByTerm(soci::session& sql, const std::string& website_id,
                            const std::string& term_key);

// The terms of `inputs` that `website_id` does not have yet, each once, in order.
std::vector<std::string> termsNotStored(soci::session& sql, const std::string& website_id,
                                        const std::vector<KeywordInput>& inputs);

// Stars (or unstars) keyword `id` and reads it back into `*out`; NotFound when the website has
// no such keyword.
seo::sdk::Status setStarred(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                            const std::string& id, bool starred, KeywordRecord* out);

// The bulk changes of the keywords routes: each applies to the ids of `ids` that `website_id`
// has (others are not counted) and returns how many keywords it changed.
long long deleteKeywords(soci::session& sql, seo::sdk::Dialect dialect,
                         const std::string& website_id, const std::vector<std::string>& ids);
long long setKeywordStatus(soci::session& sql, seo::sdk::Dialect dialect,
                           const std::string& website_id, const std::vector<std::string>& ids,
                           const std::string& status);
// Sets or clears a flag of those of `ids` that are keywords of `website_id`: how many matched.
enum class KeywordFlag { kStarred, kTracked };
long long setFlagMany(soci::session& sql, const std::string& website_id,
                      const std::vector<std::string>& ids, KeywordFlag flag, bool on);
// Moves the keywords into group `group_id`.
long long groupKeywords(soci::session& sql, seo::sdk::Dialect dialect,
                        const std::string& website_id, const std::vector<std::string>& ids,
                        const std::string& group_id);
// Takes the keywords that are in group `group_id` out of it; the others are not counted.
long long ungroupKeywords(soci::session& sql, seo::sdk::Dialect dialect,
                          const std::string& website_id, const std::vector<std::string>& ids,
                          const std::string& group_id);

// An article as the content module reports it to a linked keyword.
struct ArticleLink {
  std::string id;
  std::optional<std::string> title;
  std::optional<std::string> status;
};

// Links keyword `keyword_id` to `article` (or refreshes the link) and makes it `planned`.
// Returns 1, or 0 when the website has no such keyword.
long long linkArticle(soci::session& sql, seo::sdk::Dialect dialect, const std::string& website_id,
                      const std::string& keyword_id, const ArticleLink& article);
// Clears the link of every keyword linked to `article_id`; the `planned` ones become `active`.
// Returns how many keywords were unlinked.
long long unlinkArticle(soci::session& sql, seo::sdk::Dialect dialect,
                        const std::string& website_id, const std::string& article_id);

}  // namespace seo::plugins::keywords
