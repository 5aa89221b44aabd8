#include "plugins/content/automation_settings.h"

#include <algorithm>
#include <string>

#include "plugins/content/zone_time.h"

namespace seo::plugins::content {

using seo::sdk::Status;

namespace {

// The index of day `name` in kWeekdays, or -1.
int dayIndex(std::string_view name) {
  for (std::size_t i = 0; i < kWeekdays.values().size(); ++i) {
    if (name == kWeekdays.values()[i]) return static_cast<int>(i);
  }
  return -1;
}

// "mon, tue, ...": the days, for messages.
std::string dayList() {
  std::string out;
  for (std::string_view day : kWeekdays.values()) {
    out += (out.empty() ? "" : ", ") + std::string(day);
  }
  return out;
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
      if (!v.IsInt() || v.GetInt() < 1 || v.GetInt() > kMaxArticlesPerWeek) {
        return Status::invalidField(
            name, "must be an integer 1 to " + std::to_string(kMaxArticlesPerWeek));
      }
      s.articles_per_week = v.GetInt();
    } else if (name == "publish_days") {
      if (!v.IsArray() || v.Empty() || v.Size() > kWeekdays.values().size()) {
        return Status::invalidField(name, "must be 1 to 7 of " + dayList());
      }
      std::vector<int> days;
      for (rapidjson::SizeType i = 0; i < v.Size(); ++i) {
        int d = v[i].IsString() ? dayIndex(v[i].GetString()) : -1;
        if (d < 0) {
          return Status::invalidField(name + "[" + std::to_string(i) + "]", kWeekdays.rule());
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
      if (!v.IsString() || !kArticleTypes.contains(v.GetString())) {
        return Status::invalidField(name, kArticleTypes.rule());
      }
      s.default_article_type = v.GetString();
    } else if (name == "cms_type") {
      if (v.IsNull()) {
        s.cms_type.reset();
      } else if (!v.IsString() || v.GetStringLength() == 0 ||
                 v.GetStringLength() > kMaxConnectionTypeChars) {
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

}  // namespace seo::plugins::content
