// The `content_automation` table: a website's automation settings (stored as settingsJson's
// text, read back through applyAutomationPatch's checks), its planner's turn and last run.
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>

#include "plugins/content/automation_settings.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

AutomationRow loadAutomation(soci::session& sql, const std::string& website_id);

// The planner job whose turn it is for `website_id` (recurring_job.h); nullopt when none. Inside
// a transaction the row stays locked until it ends, so a settings change waits for a planner
// run's end or is seen by it.
std::optional<std::string> plannerTurn(soci::session& sql, seo::sdk::Dialect dialect,
                                       const std::string& website_id);
void saveAutomation(soci::session& sql, const std::string& website_id,
                    const std::string& organization_id, const AutomationRow& row,
                    const std::string& now);
// Records a planner run: when, what it did (JSON text), and the next planner job.
void recordPlannerRun(soci::session& sql, const std::string& website_id, const std::string& at,
                      const std::string& run, const std::optional<std::string>& next_job_id);

}  // namespace seo::plugins::content
