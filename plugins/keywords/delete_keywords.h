// DELETE /keywords: removes keywords of the target website by id.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// Body: ids (array of 1..1000 UUIDs). Deletes those that belong to the target website (others
// are ignored, never touched) and answers {success: true, deleted: <rows deleted>}.
seo::sdk::Result<seo::sdk::Response> onDeleteKeywords(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::keywords
