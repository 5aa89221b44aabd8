// The keyword groups area: registerKeywordGroups registers its routes with their documentation.
// Groups belong to one website; a group id from another website is 404.
//   GET /keywords/groups: {data: [{id, name, keyword_count, created_at}]}, by name.
//   POST /keywords/groups, body {name}: 201 {data: {id, name, keyword_count: 0, created_at}};
//     409 when the website has a group of that name (compared case-insensitively).
//   DELETE /keywords/groups/{id}: {success: true}; the group's keywords keep existing, ungrouped.
//   PUT /keywords/groups/{id}/keywords, body {ids}: moves those keywords of the website into the
//     group; {success: true, updated: <rows matched>}.
//   DELETE /keywords/groups/{id}/keywords, body {ids}: ungroups those keywords that are in the
//     group; {success: true, updated: <rows changed>}.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

void registerKeywordGroups(seo::sdk::Registrar& r);

}  // namespace seo::plugins::keywords
