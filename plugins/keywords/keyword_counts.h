// How many keywords a website has per (status, group), kept in the table `keyword_counts` by
// every write, in the write's own transaction, so that GET /keywords answers `meta.total` from a
// handful of rows whatever the number of keywords stored. Every statement that inserts or
// deletes keywords, or changes their status or group, records its change here; the same writes
// change the version of the website's list (`keyword_list_versions`), for its page marks.
//
//   CountChanges counts;
//   std::optional<KeywordState> before = lockKeyword(sql, dialect, website, id);
//   ... UPDATE keywords SET status = 'ignored' ...
//   counts.move(*before, {"ignored", before->group_id});
//   counts.apply(sql, website);
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "plugins/keywords/keyword_queries.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// The version of a website's keyword list, as seo::sdk::MarkedList::version reads it (bound to
// the website's id). Every CountChanges::apply with a change raises it: the writes that add or
// remove keywords or move them between the list's filters (status, group); the list's order
// (created_at, id) never changes.
inline constexpr std::string_view kListVersion =
    "(SELECT version FROM keyword_list_versions WHERE website_id = :lv)";

// What the counts key a keyword by.
struct KeywordState {
  std::string status;
  std::optional<std::string> group_id;
};

// The count changes of one transaction, written by apply().
class CountChanges {
 public:
  void add(const KeywordState& state, long long delta);
  void move(const KeywordState& from, const KeywordState& to) {
    add(from, -1);
    add(to, 1);
  }
  // Adds the changes to `keyword_counts` (an upsert per changed key) in `sql`'s transaction,
  // and raises the list's version when there was any (a keyword that left one key for
  // another and came back still moved in the list).
  void apply(soci::session& sql, const std::string& website_id) const;

 private:
  std::map<std::pair<std::string, std::string>, long long> deltas_;  // (status, group or "")
};

// The state of keyword `id` of `website_id`, its row locked until the transaction ends (on
// PostgreSQL; SQLite's write transactions are serialized already); nullopt when the website has
// no such keyword.
std::optional<KeywordState> lockKeyword(soci::session& sql, seo::sdk::Dialect dialect,
                                        const std::string& website_id, const std::string& id);

// What a change did to one keyword: whether the answer counts it, and its state afterwards
// (nullopt: deleted).
struct KeywordChange {
  bool counted = false;
  std::optional<KeywordState> after;
};

// For each id of `ids` that `website_id` has, in order: locks the keyword and calls `change`
// with its id and state, which runs the keyword's UPDATE or DELETE and says what it did. The
// counts follow. Returns how many changes were counted.
long long changeKeywords(
    soci::session& sql, seo::sdk::Dialect dialect, const std::string& website_id,
    const std::vector<std::string>& ids,
    const std::function<KeywordChange(const std::string& id, const KeywordState& before)>& change);

// Moves the counts of group `group_id` to "no group", for the group's deletion; locks them.
void ungroupCounts(soci::session& sql, seo::sdk::Dialect dialect, const std::string& website_id,
                   const std::string& group_id);

// "(SELECT ... FROM keyword_counts ...)": how many keywords of `website_id` pass `filter`, as a
// scalar subquery, its values appended to `*params` in order. The list reads it as one more
// column of a page; countKeywords alone.
std::string countSubquery(const std::string& website_id, const KeywordFilter& filter,
                          std::vector<std::string>* params);

// The number of keywords of `website_id` that pass `filter` (its group name resolved:
// resolveGroupName), into `*total`, from the counts.
seo::sdk::Status countKeywords(seo::sdk::Host& host, soci::session& sql,
                               const std::string& website_id, const KeywordFilter& filter,
                               std::int64_t* total);

}  // namespace seo::plugins::keywords
