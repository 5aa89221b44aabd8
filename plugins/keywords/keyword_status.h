// Changing one field of existing keywords: PATCH /keywords/status (bulk status update) and
// PUT/DELETE /keywords/starred/{id} (star and unstar one keyword).
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// Body: ids (array of 1..1000 UUIDs), status (active|planned|ignored). Sets the status of those
// keywords of the target website and answers {success: true, updated: <rows matched>}.
seo::sdk::Result<seo::sdk::Response> onUpdateKeywordStatus(seo::sdk::RequestContext& ctx);

// PATCH /keywords/starred. Body: ids (array of 1..1000 UUIDs), starred (boolean). Stars or
// unstars those keywords of the target website; {success: true, updated: <rows matched>}.
seo::sdk::Result<seo::sdk::Response> onStarKeywords(seo::sdk::RequestContext& ctx);

// PUT /keywords/starred/{id} and DELETE /keywords/starred/{id}: set or clear is_starred and answer
// {data: Keyword}; 404 when the target website has no keyword {id}. Idempotent.
seo::sdk::Result<seo::sdk::Response> onStarKeyword(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onUnstarKeyword(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::keywords
