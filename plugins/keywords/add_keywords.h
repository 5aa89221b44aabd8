// POST /keywords: adds keywords to the target website in one transaction.
#pragma once

#include <string_view>

#include "seo/sdk/sdk.h"
#include "seo/sdk/util/choices.h"
#include "seo/sdk/util/provider_lanes.h"

namespace seo::plugins::keywords {

// Why an element was not created (its `skipped` entry's `reason`).
inline constexpr std::string_view kDuplicate = "duplicate";
inline constexpr seo::sdk::Choices kSkipReasons{kDuplicate};

// Body: keywords (array of Keyword input, 1..1000), enrich (boolean), track (boolean).
// A term the website already has (trimmed, compared case-insensitively), or one repeated in
// the request, is not created again but listed in `skipped`. Answers 201 {data: the created
// Keyword[], count, skipped: [{index, term, reason: "duplicate", existing_id}]}. Any invalid
// element is a 400 naming it, and nothing is written. Without `enrich` the keywords are written
// on the calling thread; with it the answer is deferred to `lanes`, where the provider is asked
// (429 with Retry-After when the organization's line is full).
seo::sdk::Result<seo::sdk::Response> onAddKeywords(seo::sdk::RequestContext& ctx,
                                                   seo::sdk::ProviderLanes& lanes);

}  // namespace seo::plugins::keywords
