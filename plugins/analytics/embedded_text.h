// Text files compiled into the plugin, so it needs nothing from disk at run time. Each symbol is
// defined by a .cc that seo_embed_text (embed_text.cmake) generates in the build tree from the
// file named beside it; the target that uses a symbol must compile that generated .cc.
//
//   std::string_view tsv = seo::plugins::analytics::kAiBotsTsv;  // the bytes of ai_bots.tsv
#pragma once

#include <string_view>

namespace seo::plugins::analytics {

// plugins/analytics/ai_bots.tsv, byte for byte. Constant-initialized: safe to read from other
// static initializers. data() is NUL-terminated.
extern const std::string_view kAiBotsTsv;
// plugins/analytics/tracker.js, the tracking script served at /analytics/tracker.js.
extern const std::string_view kTrackerJs;
// plugins/analytics/console_tracking.js, the console page with the tracking snippet.
extern const std::string_view kConsoleTrackingJs;
// plugins/analytics/console_dashboard.js, the console's analytics dashboard.
extern const std::string_view kConsoleDashboardJs;
// plugins/analytics/console_funnels.js, the console's funnels page.
extern const std::string_view kConsoleFunnelsJs;
// plugins/analytics/share_page.html and share.js, a share link's public page.
extern const std::string_view kSharePageHtml;
extern const std::string_view kShareJs;
// Debian's /usr/share/iso-codes/json/iso_4217.json at build time (currencies.h).
extern const std::string_view kIso4217Json;
// Debian's uap-core /usr/share/uap-core/regexes.yaml at build time (user_agents.h).
extern const std::string_view kUapRegexesYaml;
// Debian's ruby-referer-parser referers.json at build time, and ai_referrers.tsv (channels.h).
extern const std::string_view kReferersJson;
extern const std::string_view kAiReferrersTsv;

}  // namespace seo::plugins::analytics
