// GET /keywords: the target website's keywords, filtered and paged.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// Query: status (active|planned|ignored), group_id (uuid) or group (a group name, any case),
// limit 1..500 (default 50), page >= 1 (default 1). Answers {data: Keyword[], meta: {total,
// page, limit}}, newest first. 400 naming the parameter when one is unusable.
seo::sdk::Result<seo::sdk::Response> onListKeywords(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::keywords
