// The keyword-group endpoints: list (with keyword counts), create, delete, and assigning
// keywords to a group or removing them from it. Groups belong to one website; a group id from
// another website is 404.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// GET /keywords/groups: {data: [{id, name, keyword_count, created_at}]}, by name.
seo::sdk::Result<seo::sdk::Response> onListGroups(seo::sdk::RequestContext& ctx);

// POST /keywords/groups, body {name}: 201 {data: {id, name, keyword_count: 0, created_at}};
// 409 when the website has a group of that name (compared case-insensitively).
seo::sdk::Result<seo::sdk::Response> onCreateGroup(seo::sdk::RequestContext& ctx);

// DELETE /keywords/groups/{id}: {success: true}; the group's keywords keep existing, ungrouped.
seo::sdk::Result<seo::sdk::Response> onDeleteGroup(seo::sdk::RequestContext& ctx);

// PUT /keywords/groups/{id}/keywords, body {ids}: moves those keywords of the website into the
// group; {success: true, updated: <rows matched>}.
seo::sdk::Result<seo::sdk::Response> onAssignToGroup(seo::sdk::RequestContext& ctx);

// DELETE /keywords/groups/{id}/keywords, body {ids}: ungroups those keywords that are in the
// group; {success: true, updated: <rows changed>}.
seo::sdk::Result<seo::sdk::Response> onRemoveFromGroup(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::keywords
