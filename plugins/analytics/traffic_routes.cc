#include "plugins/analytics/traffic_routes.h"

#include <functional>
#include <memory>
#include <string>

#include "plugins/analytics/analytics_values.h"
#include "plugins/analytics/api_examples.h"
#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/collector.h"
#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/demo_traffic.h"
#include "plugins/analytics/embedded_text.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/plausible_event.h"
#include "plugins/analytics/property_reads.h"
#include "plugins/analytics/traffic_filter.h"
#include "plugins/analytics/traffic_period.h"
#include "plugins/analytics/traffic_reads.h"
#include "plugins/analytics/visitor_hash.h"
#include "seo/sdk/util/api_doc.h"

namespace seo::plugins::analytics {

namespace doc = seo::sdk::doc;

void registerTrafficReads(seo::sdk::Registrar& r, const std::string& prefix,
                          const std::function<seo::sdk::Handler(seo::sdk::Handler)>& wrap,
                          const std::function<seo::sdk::RouteSpec&(seo::sdk::RouteSpec&)>& finish) {
  // The traffic reads take the same period and filters; the dashboard's panels their limit.
  const std::string raw_note =
      " A filtered read counts what the filtered reads' rollups (by closed day, and by closed hour "
      "over the last 50: one filter, a source with a country, and, from the visits' sets, every "
      "combination of filters without a page) do not hold from the raw rows, kept "
      "settings.analytics.raw_retention_days; the 24-hour range and the days not rolled yet count "
      "in the hour their visit started. A read filtered without a page reads every pageview of "
      "the days and hours not rolled: past settings.analytics.raw_read_max_pageviews (250 000) it "
      "answers 400 naming range.";
  auto traffic = [&](const char* name, seo::sdk::Handler handler) -> seo::sdk::RouteSpec& {
    return filterParameters(
        trafficPeriodParameters(finish(r.route("GET", prefix + name, wrap(std::move(handler))))));
  };
  auto panel = [&](const char* path, seo::sdk::Handler handler) -> seo::sdk::RouteSpec& {
    return traffic(path, std::move(handler))
        .query("limit", doc::integer(1, kMaxPanelRows),
               "rows, default " + std::to_string(kDefaultPanelRows));
  };
  compareParameter(traffic("summary", &onWebsiteSummary))
      .summary("Traffic summary of the period",
               "With compare=previous, `previous` holds the figures of the period of the same "
               "length just before." +
                   raw_note)
      .answers(200, doc::dataOf(doc::ref("WebsiteSummary")), "The figures")
      .answerExample(200, examples::kGetWebsiteSummary200);
  traffic("geo", &onWebsiteGeo)
      .summary("Views and visits per country in the period", "Most views first." + raw_note)
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("GeographicRow"))), "One row per country")
      .answerExample(200, examples::kGetWebsiteGeo200);
  compareParameter(traffic("timeseries", &onWebsiteTimeseries))
      .summary("Visitors, visits and pageviews of each hour, day, week or month of the period",
               "Every bucket, oldest first, empty ones as zeros; a week is named by its Monday, "
               "a month by its first day. Hours need a period of at most " +
                   std::to_string(kMaxHourlyDays) + " days; at most " +
                   std::to_string(kMaxSeriesDays) +
                   " days in all. With compare=previous, each bucket holds the previous "
                   "period's bucket at the same place." +
                   raw_note)
      .query("interval", kIntervals.schema(), "the bucket; default hour for 24h, else day")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("TrafficPoint"))), "One row per bucket")
      .answerExample(200, examples::kGetWebsiteTimeseries200);
  panel("pages", &onWebsitePages)
      .summary("The most viewed pages of the period", "Most pageviews first." + raw_note)
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("PageRow"))), "One row per page")
      .answerExample(200, examples::kGetWebsitePages200);
  panel("entry-pages", &onWebsiteEntryPages)
      .summary("The pages visits began on", "Most entries first." + raw_note)
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("EntryPageRow"))), "One row per page")
      .answerExample(200, examples::kGetWebsiteEntryPages200);
  panel("sources", &onWebsiteSources)
      .summary("Where visits came from: the referrer host of their first pageview",
               "Most visits first; visits without a referrer are " + std::string(kDirectSource) +
                   "." + raw_note)
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("SourceRow"))), "One row per source")
      .answerExample(200, examples::kGetWebsiteSources200);
  panel("breakdown", &onWebsiteBreakdown)
      .summary("Visits by channel, campaign, browser, operating system or device",
               "`by` names the breakdown: channel (AI Assistants, Paid Search, Organic Search, "
               "Paid Social, Organic Social, Email, Paid Other, Referral, Direct: from the "
               "referrer over Snowplow's referer list and the UTM fields, as Google Analytics' "
               "default channels), utm_source, utm_medium, utm_campaign, utm_term, utm_content "
               "(from the address of the visit's first page; visits without the field are left "
               "out), browser, browser_version, os, os_version (from the user agent through "
               "uap-core; the user agent is not stored), device (Mobile, Tablet, Laptop, Desktop "
               "from the screen width the tracker sends, else the user agent). Each visit counts "
               "with what its first pageview said; visits recorded before this version have none. "
               "Most visits first." +
                   raw_note)
      .requiredQuery("by", kBreakdownNames.schema(), "the breakdown")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("BreakdownRow"))), "One row per value")
      .answerExample(200, examples::kGetWebsiteBreakdown200);
  panel("properties", &onWebsiteProperties)
      .summary(
          "The events' properties: their keys, or one key's values",
          "Without `key`, the keys the period's events had (pageviews' and custom events'); "
          "with `key`, that key's values. Each with its events and their distinct visitors, "
          "most events first, ties by name. The filters apply to the events: a page, a "
          "country or a source to the event itself, the others to its visit. Unfiltered, the "
          "closed days come from their rollup (a key's values when it had at most 100 that "
          "day). Under one filter value (a property's with `is`) or a source with a "
          "country, the closed days rolled come from the filtered reads' rollups (a key's "
          "values when that day rolled them), and the closed hours rolled of the 24-hour range "
          "and of today from the filtered rollups by hour. Under two filters or more (without a "
          "page), `is_not` or `contains`, the closed days and hours rolled come from the "
          "visits' sets. The rest of a filtered read (days not rolled yet, a page with another "
          "filter, the hours not rolled) counts the raw rows (kept "
          "settings.analytics.raw_retention_days): past "
          "settings.analytics.raw_read_max_pageviews (250 000) property rows in that part "
          "it answers 400 naming range.")
      .query("key", doc::text(static_cast<std::int64_t>(kMaxPropKeyChars)),
             "the key whose values to list; none: the keys")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("PropertyRow"))),
               "One row per key, or per value of `key`")
      .answerExample(200, examples::kGetWebsiteProperties200);
  finish(r.route("GET", prefix + "realtime", wrap(&onWebsiteRealtime)))
      .summary("Visitors on the website now: those with a pageview in the last " +
               std::to_string(kRealtimeMinutes) + " minutes")
      .answers(200, doc::dataOf(doc::ref("RealtimeVisitors")), "The count")
      .answerExample(200, examples::kGetWebsiteRealtime200);
}

void registerTraffic(seo::sdk::Registrar& r) {
  // One collector per load, owned by the routes: when a reload releases them, it commits what
  // is queued and stops its writer before the library goes.
  auto collector = std::make_shared<Collector>();
  r.asset({"/analytics/tracker.js", "application/javascript; charset=utf-8",
           std::string(kTrackerJs), 3600});
  // The console's page with the snippet to copy (the account area's "tracking snippet").
  r.asset({"/analytics/console-tracking.js", "text/javascript; charset=utf-8",
           std::string(kConsoleTrackingJs), 3600});
  r.consolePage(
      {"tracking", "Tracking snippet", "Analytics", 10, "/analytics/console-tracking.js"});
  r.asset({"/analytics/console-dashboard.js", "text/javascript; charset=utf-8",
           std::string(kConsoleDashboardJs), 3600});
  r.consolePage({"analytics", "Dashboard", "Analytics", 0, "/analytics/console-dashboard.js"});
  r.asset({"/analytics/console-funnels.js", "text/javascript; charset=utf-8",
           std::string(kConsoleFunnelsJs), 3600});
  r.consolePage({"funnels", "Funnels", "Analytics", 5, "/analytics/console-funnels.js"});
  const std::string site_length = std::to_string(kMaxSiteIdBytes);
  const std::string url_length = std::to_string(kMaxUrlBytes);
  // What any event may say beyond its page (custom_event.h).
  const std::string details =
      R"("name": {"type": ["string", "null"], "minLength": 1, "maxLength": )" +
      std::to_string(kMaxEventNameChars) + R"(,
                 "description": "a custom event's name; absent or \"pageview\" for a pageview"},
        "props": {"type": ["object", "null"], "maxProperties": )" +
      std::to_string(kMaxProps) + R"(,
                  "propertyNames": {"minLength": 1, "maxLength": )" +
      std::to_string(kMaxPropKeyChars) + R"(},
                  "additionalProperties": {"type": ["string", "number", "boolean"],
                                           "maxLength": )" +
      std::to_string(kMaxPropValueChars) + R"(},
                  "description": "properties, kept as text"},
        "revenue": {"type": ["object", "null"], "required": ["currency", "amount"],
                    "properties": {
                      "currency": {"type": "string", "pattern": "^[A-Z]{3}$",
                                   "description": "ISO 4217"},
                      "amount": {"type": ["number", "string"],
                                 "description": "at most 6 decimals, between -10^9 and 10^9"}},
                    "description": "a custom event's only"},
        "interactive": {"type": ["boolean", "null"],
                        "description": "false for an event that is not the visitor's doing"},
        "hash": {"type": ["boolean", "null"],
                 "description": "true: hash routing, the url's fragment is part of the page"},
        "screen_width": {"type": ["integer", "null"], "minimum": 0, "maximum": )" +
      std::to_string(kMaxScreenWidth) + R"(,
                         "description": "the screen's width in CSS pixels: a pageview's device class: Mobile below 576, Tablet below 992, Laptop below 1440, else Desktop"},
        "referrer": {"type": ["string", "null"], "maxLength": )" +
      url_length + R"(},
        "time": {"type": ["string", "null"], "format": "date-time",
                 "description": "only where settings.analytics.trust_event_time is on"})";
  const std::string event = R"({"type": "object", "required": ["site", "url"],
      "properties": {
        "site": {"type": "string", "maxLength": )" +
                            site_length + R"(, "description": "the website's site_id"},
        "url": {"type": "string", "maxLength": )" +
                            url_length + R"(,
                "description": "the page, on a host of the website"},
        "webdriver": {"type": ["boolean", "null"],
                      "description": "navigator.webdriver; true is ignored"},
        )" + details + "}}";
  r.route("POST", "/analytics/collect",
          [collector](seo::sdk::RequestContext& ctx) { return collector->collect(ctx); })
      .publicAccess()
      .maxBodyBytes(kMaxEventBytes)
      .summary("Record a pageview or a custom event (the tracking script's call)",
               "No key: the site id names the website. Headless browsers and automation are "
               "answered but not counted; an AI bot's visit counts as bot traffic.")
      .body(event, "The event")
      .answers(200, doc::ref("RecordedEvent"), "What the event counted as")
      .bodyExample(examples::kPostAnalyticsCollectBody)
      .answerExample(200, examples::kPostAnalyticsCollect200);
  const std::string from_backend = R"({"type": "object", "required": ["url", "ip", "user_agent"],
      "properties": {
        "url": {"type": "string", "maxLength": )" +
                                   url_length + R"(,
                "description": "the page, on a host of the website"},
        "ip": {"type": "string", "description": "the visitor's IPv4 or IPv6 address"},
        "user_agent": {"type": "string", "maxLength": )" +
                                   std::to_string(kMaxUserAgentBytes) + R"(,
                       "description": "the visitor's User-Agent"},
        )" + details + "}}";
  r.route("POST", "/analytics/events",
          [collector](seo::sdk::RequestContext& ctx) { return collector->collectFromBackend(ctx); })
      .maxBodyBytes(kMaxEventBytes)
      .summary("Record an event from a backend (a server-side conversion)",
               "The website is the key's. The visitor's address and user agent make the same "
               "visitor as their browser's pageviews (never stored); automation and AI bots are "
               "answered but not counted, as on the collect endpoint.")
      .body(from_backend, "The event")
      .answers(200, doc::ref("RecordedEvent"), "What the event counted as")
      .bodyExample(examples::kPostAnalyticsEventsBody)
      .answerExample(200, examples::kPostAnalyticsEvents200);
  // Plausible's Events API, so that its script and tracker package record here unchanged.
  // Each field under its documented name or the script's letter.
  const std::string plausible = R"json({"type": "object",
      "allOf": [{"anyOf": [{"required": ["domain"]}, {"required": ["d"]}]},
                {"anyOf": [{"required": ["name"]}, {"required": ["n"]}]},
                {"anyOf": [{"required": ["url"]}, {"required": ["u"]}]}],
      "properties": {
        "domain": {"type": "string", "maxLength": )json" +
                                std::to_string(kMaxDomainBytes) + R"json(,
                   "description": "the website's domain"},
        "d": {"type": "string", "description": "domain"},
        "name": {"type": "string", "description": "\"pageview\" or a custom event's name"},
        "n": {"type": "string", "description": "name"},
        "url": {"type": "string", "maxLength": )json" +
                                url_length + R"json(, "description": "the page"},
        "u": {"type": "string", "description": "url"},
        "referrer": {"type": ["string", "null"]},
        "r": {"type": ["string", "null"], "description": "referrer"},
        "props": {"type": ["object", "null"],
                  "description": "as the collect endpoint's; null values left out"},
        "p": {"type": ["object", "null"], "description": "props"},
        "meta": {"type": ["object", "string", "null"],
                 "description": "an older script's props, or their JSON text"},
        "m": {"type": ["object", "string", "null"], "description": "meta"},
        "revenue": {"type": ["object", "null"], "description": "as the collect endpoint's"},
        "$": {"type": ["object", "null"], "description": "revenue"},
        "interactive": {"type": ["boolean", "null"]},
        "i": {"type": ["boolean", "null"], "description": "interactive"},
        "hash": {"type": ["integer", "boolean", "null"],
                 "description": "1 or true: hash routing, the fragment is part of the page"},
        "h": {"type": ["integer", "boolean", "null"], "description": "hash"},
        "screen_width": {"type": ["integer", "null"], "minimum": 0, "maximum": )json" +
                                std::to_string(kMaxScreenWidth) + R"json(},
        "w": {"type": ["integer", "null"], "description": "screen_width: an older script's window width"}}})json";
  r.route("POST", "/analytics/plausible-event",
          [collector](seo::sdk::RequestContext& ctx) { return collector->collectPlausible(ctx); })
      .publicAccess()
      .maxBodyBytes(kMaxEventBytes)
      .alsoAtRoot("/api/event")
      .summary("Record an event sent in Plausible's Events API format (also POST /api/event)",
               "Plausible's script and its tracker package, pointed at this server, record here "
               "unchanged: the domain names the website, the visitor's User-Agent header and "
               "address (or the first of X-Forwarded-For) make the same visitor as this "
               "server's tracker. Also served at /api/event on the server's root, Plausible's "
               "own path. Answers 202 as Plausible does; an engagement event is accepted and not "
               "counted.")
      .body(plausible, "The event, with Plausible's names or its script's one-letter keys")
      .answers(202, doc::ref("RecordedEvent"), "What the event counted as")
      .bodyExample(examples::kPostAnalyticsPlausibleEventBody)
      .answerExample(202, examples::kPostAnalyticsPlausibleEvent202);
  r.route("POST", "/track-bot",
          [collector](seo::sdk::RequestContext& ctx) { return collector->trackBot(ctx); })
      .publicAccess()
      .maxBodyBytes(kMaxEventBytes)
      .summary("Record an AI bot's visit (internal: the tracker and server-side middleware)")
      .body(R"({"type": "object", "required": ["site", "url"], "properties": {
                "site": {"type": "string", "maxLength": )" +
                site_length + R"(},
                "url": {"type": "string", "maxLength": )" +
                url_length + R"(},
                "user_agent": {"type": ["string", "null"], "maxLength": )" +
                std::to_string(kMaxUserAgentBytes) + R"(,
                               "description": "default: the request's User-Agent"}}})",
            "The visit")
      .answers(200, doc::ref("RecordedEvent"), "bot, or ignored when no known AI bot")
      .bodyExample(examples::kPostTrackBotBody)
      .answerExample(200, examples::kPostTrackBot200);
  r.route("GET", "/website/tracking",
          [collector](seo::sdk::RequestContext& ctx) { return collector->trackingCode(ctx); })
      .summary("The website's tracking snippet",
               "The script URL is built from settings.analytics.public_url, else from the "
               "request's Host.")
      .answers(200, doc::dataOf(doc::ref("TrackingCode")), "The site id and the snippet")
      .answerExample(200, examples::kGetWebsiteTracking200);
  r.job(kSaltCleanupJob, &onSaltCleanup);
  r.command("demo-traffic",
            "--website ID [--days 30] [--visits 150] [--seed 1]   fills a website without "
            "traffic with sample visits and AI bot hits, for trying the console",
            &onDemoTraffic);
  registerFilterRollups(r);
  registerTrafficReads(
      r, "/website/", [](seo::sdk::Handler h) { return h; },
      [](seo::sdk::RouteSpec& route) -> seo::sdk::RouteSpec& { return route; });
}

}  // namespace seo::plugins::analytics
