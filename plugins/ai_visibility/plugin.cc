// The AI visibility module: Brand Radar campaigns (a prompt asked of chosen models on a
// schedule, with tracked brands and competitors found in every answer), Prompt Research
// campaigns (which brands and domains the answers name), their runs and metrics, prompt
// suggestions from the website's keywords, a consolidated visibility score, and the console's
// AI visibility page (console_ai_visibility.js).
#include "plugins/ai_visibility/api_schemas.h"
#include "plugins/ai_visibility/campaign_metrics.h"
#include "plugins/ai_visibility/campaign_routes.h"
#include "plugins/ai_visibility/campaign_schedule.h"
#include "plugins/ai_visibility/console_page.h"
#include "plugins/ai_visibility/prompt_suggestions.h"
#include "plugins/ai_visibility/run_routes.h"
#include "plugins/ai_visibility/schema.h"
#include "plugins/ai_visibility/visibility_score.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::ai_visibility {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  for (seo::sdk::Migration& m : migrations()) r.addMigration(std::move(m));
  addApiSchemas(r);
  registerBrandRadarCampaigns(r);  // with their runs' routes
  registerBrandRadarMetrics(r);
  registerPromptResearchCampaigns(r);
  registerPromptResearchResults(r);
  registerPromptSuggestions(r);
  registerVisibilityScore(r);
  registerRunJob(r);
  registerSchedule(r);
  registerConsolePage(r);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::ai_visibility

SEO_PLUGIN("ai_visibility", "1.0.0", &seo::plugins::ai_visibility::onRegister)
