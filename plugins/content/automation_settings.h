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
//   articles_per_week     1..21 (kMaxArticlesPerWeek), default 2
//   publish_days          days of the week publishing slots fall on, default ["mon", "thu"]
//   publish_time          "HH:MM" local time of the slots and of a bare schedule date, "09:00"
//   time_zone             IANA name, default "UTC"
//   default_article_type  the type of planned articles (article.h's kArticleTypes), "standard"
//   cms_type              the connection to publish through; null: the website's only one
//
// GET answers the stored settings (defaults when none) with the planner's last run; PATCH
// changes the fields given, validated all together, and starts or stops the planner. The
// settings as the API shows them are in automation_settings_json.h, their SQL in
// automation_settings_store.h.
#pragma once

#include <rapidjson/document.h>

#include <optional>
#include <string>
#include <vector>

#include "plugins/content/article.h"
#include "plugins/content/cms_connection.h"
#include "seo/sdk/sdk.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::content {

// publish_days' values, Monday first: a day's index is its number in AutomationSettings.
inline constexpr seo::sdk::Choices kWeekdays{"mon", "tue", "wed", "thu", "fri", "sat", "sun"};
inline constexpr int kMaxArticlesPerWeek = 21;

struct AutomationSettings {
  bool auto_plan = false;
  bool auto_generate = false;
  bool auto_publish = false;
  int articles_per_week = 2;
  std::vector<int> publish_days = {0, 3};  // 0 Monday .. 6 Sunday
  int publish_minute = 9 * 60;             // of the local day
  std::string time_zone = "UTC";
  std::string default_article_type = kDefaultArticleType;
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

}  // namespace seo::plugins::content
