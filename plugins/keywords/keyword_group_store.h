// Keyword groups in the database: one name per website, compared case-insensitively (the
// folded `name_key` column is unique per website). Used by the group endpoints and by
// POST /keywords, which creates a named group when the website has none of that name.
#pragma once

#include <string>
#include <vector>

#include <soci/soci.h>

#include "plugins/keywords/keyword_group.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// The group of `website_id` named `name` (any case), created now if there is none. Safe against
// a concurrent request creating the same group. Runs in the caller's transaction `sql`.
seo::sdk::Result<GroupRef> findOrCreateGroup(seo::sdk::Host& host, soci::session& sql,
                                             const std::string& website_id,
                                             const std::string& name);

// Creates group `name` in `website_id` with the given id and time; Conflict (409) when the
// website already has a group of that name, in any case.
seo::sdk::Status createGroup(soci::session& sql, const std::string& website_id,
                             const std::string& id, const std::string& name,
                             const std::string& created_at);

// True when `group_id` is a group of `website_id`.
bool groupExists(soci::session& sql, const std::string& website_id, const std::string& group_id);

// The groups of `website_id` with their keyword counts, by folded name.
std::vector<KeywordGroupRecord> listGroups(soci::session& sql, const std::string& website_id);

// Deletes group `group_id` of `website_id`; its keywords stay, ungrouped. NotFound when the
// website has no such group (and nothing changes).
seo::sdk::Status deleteGroup(soci::session& sql, seo::sdk::Dialect dialect,
                             const std::string& website_id, const std::string& group_id);

}  // namespace seo::plugins::keywords
