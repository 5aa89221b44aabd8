// Reading keywords back from the database, always within one website: the filtered, paged list
// of GET /keywords and the single keyword that star/unstar answer with. Their statements are
// kept prepared on the connection (`host`, prepared_statement.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <soci/soci.h>

#include "plugins/keywords/keyword.h"
#include "seo/sdk/host.h"
#include "seo/sdk/util/choices.h"
#include "seo/sdk/util/page_marks.h"
#include "seo/sdk/util/pagination.h"

namespace seo::plugins::keywords {

// Which keywords of a website a list shows. Unset members do not filter.
struct KeywordFilter {
  std::optional<std::string> status;     // active | planned | ignored
  std::optional<std::string> group_id;   // a group id (lower case)
  std::optional<std::string> group_key;  // a group name, folded with seo::sdk::ascii::lower()
  std::optional<bool> starred;           // starred ones, or the others
  std::optional<std::string> text;       // a part of the term, folded like term_key
  // Rank tracking: tracked ones (or the others); a latest position from position_min to
  // position_max (both included; an unranked keyword has none); a change of one kind (one of
  // kPositionChanges) against the reading a week before.
  std::optional<bool> tracked;
  std::optional<int> position_min, position_max;
  std::optional<std::string> change;

  // The filters the list's indexes and counts serve (status, group); the others are searched.
  bool indexed() const {
    return !starred && !text && !tracked && !position_min && !position_max && !change;
  }
};

// The kinds of position change the list filters by: up, down, or the same place.
inline constexpr seo::sdk::Choices kPositionChanges{"improved", "declined", "unchanged"};

// The columns GET /keywords may be sorted by (`sort`), as the spec names the fields.
inline constexpr seo::sdk::Choices kSortColumns{"created_at", "term",     "volume",
                                                "difficulty", "cpc",      "position",
                                                "position_change"};
inline constexpr seo::sdk::Choices kSortOrders{"asc", "desc"};

// The order of a list: by `column` (one of kSortColumns), then by id the same way. Keywords
// without a value in `column` (not enriched) come last either way.
struct KeywordOrder {
  std::string column = "created_at";
  bool descending = true;

  bool newestFirst() const { return column == "created_at" && descending; }
};

// Turns `filter->group_key` into `filter->group_id` (the group of that name in `website_id`), so
// the count and the list read one group. False when no keyword can pass: the website has no
// group of that name, or it is another group than the one group_id names.
bool resolveGroupName(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                      KeywordFilter* filter);

// The keywords of `website_id` that pass `filter` in `window`, newest first (created_at, then
// id, both descending: the order of the indexes, so no page sorts), into `*out`: at most
// window.page.limit + 1 of them, the extra one saying that more follow. By cursor, the rows
// after (created_at, id) = window.after; by page, from the nearest of `marks` (page_marks.h),
// skipping index entries only. `filter` has its group name resolved (resolveGroupName). With
// `total` (by page), how many keywords pass `filter` in all, read with the rows; untouched when
// no row comes back (past the end, or none: countKeywords then).
seo::sdk::Status listKeywords(seo::sdk::PageMarks& marks, seo::sdk::Host& host,
                              soci::session& sql, const std::string& website_id,
                              const KeywordFilter& filter, const seo::sdk::ListWindow& window,
                              std::vector<KeywordRecord>* out, std::int64_t* total = nullptr);

// The keywords of `website_id` that pass `filter` in `order`, page `page`, into `*out`, and how
// many pass in all into `*total`: the list when it is sorted otherwise than newest first or
// searched by text or star, read by offset and counted by a scan of the website's keywords.
// `filter` has its group name resolved (resolveGroupName).
seo::sdk::Status searchKeywords(seo::sdk::Host& host, soci::session& sql,
                                const std::string& website_id, const KeywordFilter& filter,
                                const KeywordOrder& order, const seo::sdk::Page& page,
                                std::vector<KeywordRecord>* out, std::int64_t* total);

// A keyword's sort keys in the list, for its cursor.
std::vector<std::string> listKeysOf(const KeywordRecord& k);

// The keyword `id` of `website_id` into `*out`; NotFound when the website has no such keyword.
seo::sdk::Status findKeyword(seo::sdk::Host& host, soci::session& sql,
                             const std::string& website_id, const std::string& id,
                             KeywordRecord* out);

}  // namespace seo::plugins::keywords
