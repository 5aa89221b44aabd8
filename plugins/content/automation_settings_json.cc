#include "plugins/content/automation_settings_json.h"

#include <cstdio>
#include <string>

#include "seo/sdk/util/json_parse.h"

namespace seo::plugins::content {

namespace {

std::string timeText(int minute) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%02d:%02d", minute / 60, minute % 60);
  return buf;
}

}  // namespace

rapidjson::Value settingsJson(const AutomationSettings& s, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("auto_plan", s.auto_plan, a);
  v.AddMember("auto_generate", s.auto_generate, a);
  v.AddMember("auto_publish", s.auto_publish, a);
  v.AddMember("articles_per_week", s.articles_per_week, a);
  rapidjson::Value days(rapidjson::kArrayType);
  for (int d : s.publish_days) {
    std::string_view day = kWeekdays.values()[static_cast<std::size_t>(d)];
    days.PushBack(rapidjson::StringRef(day.data(), static_cast<rapidjson::SizeType>(day.size())),
                  a);
  }
  v.AddMember("publish_days", days, a);
  v.AddMember("publish_time", seo::sdk::json::string(timeText(s.publish_minute), a), a);
  v.AddMember("time_zone", seo::sdk::json::string(s.time_zone, a), a);
  v.AddMember("default_article_type", seo::sdk::json::string(s.default_article_type, a), a);
  v.AddMember("cms_type", s.cms_type ? seo::sdk::json::string(*s.cms_type, a) : rapidjson::Value(),
              a);
  return v;
}

rapidjson::Value automationJson(const AutomationRow& row, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v = settingsJson(row.settings, a);
  v.AddMember("planner_active", row.planner_job_id.has_value(), a);
  v.AddMember("last_run_at",
              row.last_run_at ? seo::sdk::json::string(*row.last_run_at, a) : rapidjson::Value(),
              a);
  rapidjson::Value last;  // null until the planner first ran
  if (row.last_run != "null")
    last = seo::sdk::json::valueOf(row.last_run, rapidjson::kObjectType, a);
  v.AddMember("last_run", last, a);
  return v;
}

}  // namespace seo::plugins::content
