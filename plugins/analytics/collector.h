// The public side of the analytics module: the collect endpoint the tracking script posts
// pageviews to, POST /track-bot for AI bot visits, and the snippet a website embeds. Requests
// are checked and reduced here (site, host, bots, country, visitor hash) on the request thread;
// the ingestor writes them in batches and answers once they are committed.
//
//   POST /analytics/collect  {"site": ID, "url": page, "referrer"?: url, "webdriver"?: bool,
//                             "name"?: event, "props"?: {...}, "revenue"?: {...},
//                             "interactive"?: bool, "hash"?: bool, "screen_width"?: int}
//                             (custom_event.h; hash: the page's fragment is part of it;
//                             screen_width: the device class, breakdowns.h)
//   POST /analytics/events   the same with an API key, for a backend: the website is the key's,
//                             the visitor's "ip" and "user_agent" in the body
//   POST /analytics/plausible-event, also at /api/event on the server's root: Plausible's
//                             Events API (plausible_event.h), its answers 202
//   POST /track-bot          {"site": ID, "url": page, "user_agent"?: text}
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <string_view>

#include "plugins/analytics/ingestor.h"
#include "plugins/analytics/ip_country.h"
#include "plugins/analytics/page_url.h"
#include "plugins/analytics/site_directory.h"
#include "plugins/analytics/visitor_hash.h"
#include "seo/sdk/sdk.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::analytics {

// Larger bodies are not a tracker's; they get 413 before any work. Room for custom_event.h's
// 30 properties at their longest in ASCII.
inline constexpr std::size_t kMaxEventBytes = 96 * 1024;
// The longest site id, page or referrer URL, and User-Agent an event may carry.
inline constexpr std::size_t kMaxSiteIdBytes = 64;
inline constexpr std::size_t kMaxUrlBytes = 2048;
inline constexpr std::size_t kMaxUserAgentBytes = 512;
// The widest screen_width an event may give, in CSS pixels (it sets the device class).
inline constexpr std::int64_t kMaxScreenWidth = 100000;

// What an event counted as: the answer's `recorded`.
inline constexpr std::string_view kRecordedPageview = "pageview";
inline constexpr std::string_view kRecordedEvent = "event";  // a custom event
inline constexpr std::string_view kRecordedBot = "bot";
inline constexpr std::string_view kRecordedIgnored = "ignored";
inline constexpr seo::sdk::Choices kRecordedAs{kRecordedPageview, kRecordedEvent, kRecordedBot,
                                               kRecordedIgnored};

// Thread-safe; one per plugin load, shared by its routes.
class Collector {
 public:
  seo::sdk::Result<seo::sdk::Response> collect(seo::sdk::RequestContext& ctx);
  seo::sdk::Result<seo::sdk::Response> collectFromBackend(seo::sdk::RequestContext& ctx);
  seo::sdk::Result<seo::sdk::Response> collectPlausible(seo::sdk::RequestContext& ctx);
  seo::sdk::Result<seo::sdk::Response> trackBot(seo::sdk::RequestContext& ctx);
  // GET /website/tracking: {site_id, script_url, snippet} of the caller's website.
  seo::sdk::Result<seo::sdk::Response> trackingCode(seo::sdk::RequestContext& ctx);

 private:
  // Who sent an event: the visitor's address and user agent, and whether the browser said it
  // is automated.
  struct Sender {
    std::string ip;
    std::string user_agent;
    bool webdriver = false;
  };
  // `body`'s referrer, time and event details, then the event recorded as `sender`'s on
  // `site`'s `page` (both checked); answers later, with `status`.
  seo::sdk::Result<seo::sdk::Response> record(seo::sdk::RequestContext& ctx,
                                              const rapidjson::Value& body, const Site& site,
                                              PageUrl page, const Sender& sender, int status = 200);
  std::string countryOf(seo::sdk::Host& host, const std::string& ip);
  // When the event happened: now, or `body`'s `time` where the operator trusts senders.
  seo::sdk::Result<std::int64_t> eventTime(seo::sdk::RequestContext& ctx,
                                           const rapidjson::Value& body);

  SiteDirectory sites_;
  DailySalts salts_;
  std::once_flag location_opened_;
  std::unique_ptr<IpCountry> location_;  // null when the database could not be opened
  Ingestor ingestor_;  // last: destroyed first, committing what is queued while the rest lives
};

}  // namespace seo::plugins::analytics
