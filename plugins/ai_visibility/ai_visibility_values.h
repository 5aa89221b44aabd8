// Values the module's routes read: the campaign {id} of the caller's website, and the UTC day
// range of results.
#pragma once

#include <string>
#include <string_view>

#include "plugins/ai_visibility/campaign.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/request_context.h"

namespace seo::plugins::ai_visibility {

// The campaign {id} of `kind` of the caller's website, or 404.
seo::sdk::Result<Campaign> campaignOf(seo::sdk::RequestContext& ctx, std::string_view kind);

// UTC days `from`..`to` inclusive: both YYYY-MM-DD, at most 366 days; default the 30 days up
// to today.
using seo::sdk::dates::DayRange;
seo::sdk::Result<DayRange> dayRangeOf(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::ai_visibility
