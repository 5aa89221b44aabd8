#include "plugins/content/publish_time.h"

#include "plugins/content/zone_time.h"

namespace seo::plugins::content {

namespace dates = seo::sdk::dates;
using seo::sdk::Result;
using seo::sdk::Status;

std::int64_t nowMs(seo::sdk::Host& host) { return dates::msOfIso(host.now()).value_or(0); }

Result<std::optional<std::int64_t>> bodyPublishTime(const rapidjson::Value& body, const char* name,
                                                    const AutomationSettings& settings,
                                                    std::int64_t now_ms) {
  if (!body.IsObject() || !body.HasMember(name) || body[name].IsNull()) {
    return std::optional<std::int64_t>();
  }
  const rapidjson::Value& v = body[name];
  std::string_view text = v.IsString() ? std::string_view(v.GetString(), v.GetStringLength()) : "";
  if (std::optional<std::int64_t> day = dates::parseDay(text)) {
    std::optional<std::int64_t> today = localDayOf(settings.time_zone, now_ms);
    std::optional<std::int64_t> at = utcOfLocal(settings.time_zone, *day, settings.publish_minute);
    if (!today || !at) return Status::internal("the automation's time zone is not known");
    if (*day < *today) {
      return Status::invalidField(name, "must be today or later (" + settings.time_zone + ")");
    }
    return std::optional<std::int64_t>(*at);
  }
  std::optional<std::int64_t> at = dates::msOfDateTime(text);
  if (!at) {
    return Status::invalidField(
        name, "must be a date YYYY-MM-DD or a date-time such as 2026-12-01T09:00:00Z");
  }
  if (*at <= now_ms) return Status::invalidField(name, "must lie in the future");
  return std::optional<std::int64_t>(*at);
}

}  // namespace seo::plugins::content
