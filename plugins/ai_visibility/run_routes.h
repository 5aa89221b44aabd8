// Runs of a campaign: started on demand (202, a durable job), listed newest first with their
// answers and detections, and read one at a time.
#pragma once

#include <string>
#include <string_view>

#include "seo/sdk/plugin.h"

namespace seo::plugins::ai_visibility {

namespace examples {
struct CampaignExamples;
}  // namespace examples

// Registers the run routes of the campaigns of `kind` under `base` ("/brand-radar/campaigns"),
// `what` naming the kind in their summaries ("Brand Radar").
void addRunRoutes(seo::sdk::Registrar& r, std::string_view kind, const std::string& base,
                  const std::string& what, const examples::CampaignExamples& ex);
// Registers the run job (run_job.h) and the webhook event a run's end emits.
void registerRunJob(seo::sdk::Registrar& r);

seo::sdk::Result<seo::sdk::Response> onStartRun(seo::sdk::RequestContext& ctx,
                                                std::string_view kind);
seo::sdk::Result<seo::sdk::Response> onListRuns(seo::sdk::RequestContext& ctx,
                                                std::string_view kind);
seo::sdk::Result<seo::sdk::Response> onGetRun(seo::sdk::RequestContext& ctx, std::string_view kind);

}  // namespace seo::plugins::ai_visibility
