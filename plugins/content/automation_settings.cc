#include "plugins/content/automation_settings.h"

#include <algorithm>
#include <cstdio>

#include "plugins/content/article_types.h"
#include "plugins/content/zone_time.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/soci_optional.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::content {

using seo::sdk::Status;

namespace {

constexpr const char* kDays[] = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"};

int dayIndex(std::string_view name) {
  for (int i = 0; i < 7; ++i) {
    if (name == kDays[i]) return i;
  }
  return -1;
}

std::string timeText(int minute) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%02d:%02d", minute / 60, minute % 60);
  return buf;
}

// "HH:MM", 00:00 to 23:59.
std::optional<int> minuteOf(std::string_view text) {
  if (text.size() != 5 || text[2] != ':') return std::nullopt;
  for (int i : {0, 1, 3, 4}) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
  }
  int h = (text[0] - '0') * 10 + (text[1] - '0');
  int m = (text[3] - '0') * 10 + (text[4] - '0');
  if (h > 23 || m > 59) return std::nullopt;
  return h * 60 + m;
}

rapidjson::Value settingsJson(const AutomationSettings& s, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("auto_plan", s.auto_plan, a);
  v.AddMember("auto_generate", s.auto_generate, a);
  v.AddMember("auto_publish", s.auto_publish, a);
  v.AddMember("articles_per_week", s.articles_per_week, a);
  rapidjson::Value days(rapidjson::kArrayType);
  for (int d : s.publish_days) days.PushBack(rapidjson::StringRef(kDays[d]), a);
  v.AddMember("publish_days", days, a);
  v.AddMember("publish_time", seo::sdk::json::string(timeText(s.publish_minute), a), a);
  v.AddMember("time_zone", seo::sdk::json::string(s.time_zone, a), a);
  v.AddMember("default_article_type", seo::sdk::json::string(s.default_article_type, a), a);
  v.AddMember("cms_type", s.cms_type ? seo::sdk::json::string(*s.cms_type, a) : rapidjson::Value(),
              a);
  return v;
}

}  // namespace

Status applyAutomationPatch(const rapidjson::Value& body, AutomationSettings* out) {
  AutomationSettings s = *out;
  for (const auto& m : body.GetObject()) {
    std::string name(m.name.GetString(), m.name.GetStringLength());
    const rapidjson::Value& v = m.value;
    if (name == "website_id") continue;
    if (name == "auto_plan" || name == "auto_generate" || name == "auto_publish") {
      if (!v.IsBool()) return Status::invalidField(name, "must be true or false");
      (name == "auto_plan"       ? s.auto_plan
       : name == "auto_generate" ? s.auto_generate
                                 : s.auto_publish) = v.GetBool();
    } else if (name == "articles_per_week") {
      if (!v.IsInt() || v.GetInt() < 1 || v.GetInt() > 21) {
        return Status::invalidField(name, "must be an integer 1 to 21");
      }
      s.articles_per_week = v.GetInt();
    } else if (name == "publish_days") {
      if (!v.IsArray() || v.Empty() || v.Size() > 7) {
        return Status::invalidField(name, "must be 1 to 7 of mon, tue, wed, thu, fri, sat, sun");
      }
      std::vector<int> days;
      for (rapidjson::SizeType i = 0; i < v.Size(); ++i) {
        int d = v[i].IsString() ? dayIndex(v[i].GetString()) : -1;
        if (d < 0) {
          return Status::invalidField(name + "[" + std::to_string(i) + "]",
                                      "must be one of mon, tue, wed, thu, fri, sat, sun");
        }
        bool seen = false;
        for (int e : days) seen = seen || e == d;
        if (!seen) days.push_back(d);
      }
      std::sort(days.begin(), days.end());
      s.publish_days = days;
    } else if (name == "publish_time") {
      std::optional<int> minute = v.IsString() ? minuteOf(v.GetString()) : std::nullopt;
      if (!minute) return Status::invalidField(name, "must be a time HH:MM, 00:00 to 23:59");
      s.publish_minute = *minute;
    } else if (name == "time_zone") {
      if (!v.IsString() || !isTimeZone(v.GetString())) {
        return Status::invalidField(name, "must be an IANA time zone such as Europe/Berlin");
      }
      s.time_zone = v.GetString();
    } else if (name == "default_article_type") {
      if (!v.IsString() || findArticleType(v.GetString()) == nullptr) {
        return Status::invalidField(name, "must be one of " + articleTypeList());
      }
      s.default_article_type = v.GetString();
    } else if (name == "cms_type") {
      if (v.IsNull()) {
        s.cms_type.reset();
      } else if (!v.IsString() || v.GetStringLength() == 0 || v.GetStringLength() > 64) {
        return Status::invalidField(name, "must be a connector type or null");
      } else {
        s.cms_type = v.GetString();
      }
    } else {
      return Status::invalidField(
          name,
          "is not an automation setting (auto_plan, auto_generate, auto_publish, "
          "articles_per_week, publish_days, publish_time, time_zone, "
          "default_article_type, cms_type)");
    }
  }
  *out = s;
  return Status::ok();
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
