// GET /keywords: the target website's keywords, filtered and paged.
#pragma once

#include <cstdint>

#include "seo/sdk/util/page_marks.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// The `limit` of a page of GET /keywords: when none is given, and the largest accepted.
inline constexpr std::int64_t kKeywordListDefaultLimit = 50;
inline constexpr std::int64_t kKeywordListMaxLimit = 500;

// Query: status (active|planned|ignored), group_id (uuid) or group (a group name, any case),
// starred (true|false), q (a part of the term, any ASCII case), sort (created_at|term|volume|
// difficulty|cpc) and order (asc|desc), limit 1..500 (default 50), page >= 1 (default 1).
// Answers {data: Keyword[], meta: {total, page, limit, next_cursor}}, newest first by default;
// or cursor (a next_cursor) instead of page, in that order without q or starred (next_cursor is
// null otherwise). 400 naming the parameter when one is unusable. `marks`: where the lists' deep pages start, kept
// by the route (page_marks.h).
seo::sdk::Result<seo::sdk::Response> onListKeywords(seo::sdk::RequestContext& ctx,
                                                    seo::sdk::PageMarks& marks);

}  // namespace seo::plugins::keywords
