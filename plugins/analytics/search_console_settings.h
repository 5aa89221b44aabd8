// The operator's settings of the search-console sync, read through Host::setting from the
// configuration's "settings" object or SEO_SETTINGS, e.g.
//
//   "settings": {"analytics": {
//     "search_console_credentials": "/etc/seo/search-console.json",  // service-account key file
//     "search_console_api_base": "https://www.googleapis.com",       // the default
//     "search_console_days": 7,                  // days fetched per sync, ending yesterday (UTC)
//     "search_console_interval_seconds": 86400   // from one sync to the next
//   }}
#pragma once

#include <string>

#include "plugins/analytics/search_console_client.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

inline constexpr char kCredentialsSetting[] = "analytics.search_console_credentials";
inline constexpr char kApiBaseSetting[] = "analytics.search_console_api_base";
inline constexpr char kDaysSetting[] = "analytics.search_console_days";
inline constexpr char kIntervalSetting[] = "analytics.search_console_interval_seconds";

inline constexpr int kDefaultSyncDays = 7;
inline constexpr int kMaxSyncDays = 480;  // Search Console keeps 16 months
inline constexpr int kDefaultSyncIntervalSeconds = 86400;
inline constexpr int kMinSyncIntervalSeconds = 60;
inline constexpr int kMaxSyncIntervalSeconds = 30 * 86400;

// The service account in the key file the credentials setting names. InvalidArgument when the
// setting is missing or the file is no service-account key; PermissionDenied when the file
// cannot be read. The messages name the setting and the file, never the key.
seo::sdk::Result<ServiceAccount> serviceAccountFromSettings(seo::sdk::Host& host);

// The API base; kSearchConsoleApiBase when unset.
std::string apiBaseFromSettings(seo::sdk::Host& host);

// The days a sync fetches, 1..kMaxSyncDays, kDefaultSyncDays when unset; InvalidArgument naming
// the setting otherwise.
seo::sdk::Result<int> syncDaysFromSettings(seo::sdk::Host& host);

// Seconds from one sync to the next. A value that is no whole number from kMinSyncIntervalSeconds
// to kMaxSyncIntervalSeconds is logged and replaced by the default, so a typo never ends the
// schedule.
int syncIntervalFromSettings(seo::sdk::Host& host);

}  // namespace seo::plugins::analytics
