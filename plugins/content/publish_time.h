// When a requested publishing date is: `date` as POST /articles and POST /articles/{id}/schedule
// take it, a bare date ('YYYY-MM-DD': at the automation's publish_time in its time_zone,
// today or later there) or an RFC 3339 date-time (ahead of now).
#pragma once

#include <rapidjson/document.h>

#include <cstdint>
#include <optional>

#include "plugins/content/automation_settings.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

// The host's now (Host::now) in ms since the epoch.
std::int64_t nowMs(seo::sdk::Host& host);

// The instant, in ms since the epoch, of member `name` of `body`; nullopt when absent; 400
// naming it when it is neither form or lies in the past.
seo::sdk::Result<std::optional<std::int64_t>> bodyPublishTime(const rapidjson::Value& body,
                                                              const char* name,
                                                              const AutomationSettings& settings,
                                                              std::int64_t now_ms);

}  // namespace seo::plugins::content
