// Per-website content automation: what the planner does on its own, and when articles go out.
//
//   auto_plan             plan articles from the website's best unplanned keywords (the
//                         keywords module's ranking: volume x (100 - difficulty) / 100), up to
//                         articles_per_week planned by the automation per week (Monday to
//                         Sunday in time_zone)
//   auto_generate         generate every planned article the automation made, and any other
//                         planned article due to publish within two days
//   auto_publish          give each article the automation plans the next free publishing
//                         slot (one article per day), so it publishes on its own once generated
//   articles_per_week     1..21, default 2
//   publish_days          days of the week publishing slots fall on, default ["mon", "thu"]
//   publish_time          "HH:MM" local time of the slots and of a bare schedule date, "09:00"
//   time_zone             IANA name, default "UTC"
//   default_article_type  the type of planned articles (article_types.h), "standard"
//   cms_type              the connection to publish through; null: the website's only one
//
// GET answers the stored settings (defaults when none) with the planner's last run; PATCH
// changes the fields given, validated all together, and starts or stops the planner.
#pragma once

#include <rapidjson/document.h>
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

struct AutomationSettings {
  bool auto_plan = false;
  bool auto_generate = false;
  bool auto_publish = false;
  int articles_per_week = 2;
  std::vector<int> publish_days = {0, 3};  // 0 Monday .. 6 Sunday
  int publish_minute = 9 * 60;             // of the local day
  std::string time_zone = "UTC";
  std::string default_article_type = "standard";
  std::optional<std::string> cms_type;

  bool anyOn() const { return auto_plan || auto_generate || auto_publish; }
};

// What the table holds for a website.
struct AutomationRow {
  AutomationSettings settings;
  std::optional<std::string> planner_job_id;
  std::optional<std::string> last_run_at;
  std::string last_run = "null";  // JSON text: what the last planner run did
  bool stored = false;
};

// Applies the members of PATCH body `body` to `*s`: 400 naming the first bad field (nothing is
// applied then); unknown fields are refused.
seo::sdk::Status applyAutomationPatch(const rapidjson::Value& body, AutomationSettings* s);

rapidjson::Value automationJson(const AutomationRow& row, rapidjson::Document::AllocatorType& a);

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
