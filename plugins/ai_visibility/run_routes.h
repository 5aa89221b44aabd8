// Runs of a campaign: started on demand (202, a durable job), listed newest first with their
// answers and detections, and read one at a time.
#pragma once

#include <string_view>

#include "seo/sdk/plugin.h"

namespace seo::plugins::ai_visibility {

seo::sdk::Result<seo::sdk::Response> onStartRun(seo::sdk::RequestContext& ctx,
                                                std::string_view kind);
seo::sdk::Result<seo::sdk::Response> onListRuns(seo::sdk::RequestContext& ctx,
                                                std::string_view kind);
seo::sdk::Result<seo::sdk::Response> onGetRun(seo::sdk::RequestContext& ctx, std::string_view kind);

}  // namespace seo::plugins::ai_visibility
