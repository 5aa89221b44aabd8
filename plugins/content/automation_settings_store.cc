#include "plugins/content/automation_settings_store.h"

#include "plugins/content/automation_settings_json.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/soci_optional.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::content {

AutomationRow loadAutomation(soci::session& sql, const std::string& website_id) {
  AutomationRow row;
  std::string settings;
  std::optional<std::string> run;
  sql << "SELECT settings, planner_job_id, last_run_at, last_run FROM content_automation "
         "WHERE website_id = :w",
      soci::use(website_id), soci::into(settings), soci::into(row.planner_job_id),
      soci::into(row.last_run_at), soci::into(run);
  if (!sql.got_data()) return row;
  row.stored = true;
  if (run) row.last_run = *run;
  rapidjson::Document doc;
  // Written by saveAutomation from checked settings; read back through the same checks.
  if (seo::sdk::json::parse(settings, doc).isOk() && doc.IsObject()) {
    // Stored only after these checks passed; a row they refuse now keeps the defaults.
    if (!applyAutomationPatch(doc, &row.settings).isOk()) row.settings = AutomationSettings();
  }
  return row;
}

std::optional<std::string> plannerTurn(soci::session& sql, seo::sdk::Dialect dialect,
                                       const std::string& website_id) {
  std::optional<std::string> job;
  sql << std::string("SELECT planner_job_id FROM content_automation WHERE website_id = :w") +
             seo::sdk::forUpdate(dialect),
      soci::use(website_id), soci::into(job);
  return sql.got_data() ? job : std::nullopt;
}

void saveAutomation(soci::session& sql, const std::string& website_id,
                    const std::string& organization_id, const AutomationRow& row,
                    const std::string& now) {
  rapidjson::Document doc;
  rapidjson::Value v = settingsJson(row.settings, doc.GetAllocator());
  std::string settings = seo::sdk::json::text(v);
  long long updated = 0;
  {
    soci::statement st =
        (sql.prepare << "UPDATE content_automation SET settings = :s, organization_id = :o, "
                        "planner_job_id = :j, updated_at = :u WHERE website_id = :w",
         soci::use(settings), soci::use(organization_id), soci::use(row.planner_job_id),
         soci::use(now), soci::use(website_id));
    st.execute(true);
    updated = st.get_affected_rows();
  }
  if (updated > 0) return;
  sql << "INSERT INTO content_automation (website_id, organization_id, settings, planner_job_id, "
         "updated_at) VALUES (:w, :o, :s, :j, :u)",
      soci::use(website_id), soci::use(organization_id), soci::use(settings),
      soci::use(row.planner_job_id), soci::use(now);
}

void recordPlannerRun(soci::session& sql, const std::string& website_id, const std::string& at,
                      const std::string& run, const std::optional<std::string>& next_job_id) {
  sql << "UPDATE content_automation SET last_run_at = :a, last_run = :r, planner_job_id = :j "
         "WHERE website_id = :w",
      soci::use(at), soci::use(run), soci::use(next_job_id), soci::use(website_id);
}

}  // namespace seo::plugins::content
