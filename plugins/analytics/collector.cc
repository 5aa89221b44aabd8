#include "plugins/analytics/collector.h"

#include <arpa/inet.h>

#include <cctype>
#include <string_view>

#include "plugins/analytics/ai_bots.h"
#include "plugins/analytics/automated_agents.h"
#include "plugins/analytics/bot_hits.h"
#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/page_url.h"
#include "plugins/analytics/plausible_event.h"
#include "plugins/analytics/public_base.h"
#include "plugins/analytics/stored_text.h"
#include "seo/sdk/util/ascii.h"

namespace seo::plugins::analytics {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

constexpr const char* kDefaultLocationDatabase = "/usr/share/libloc-location/location.db";
// Trusted senders may date events from the start of yesterday (the oldest kept salt) to a few
// minutes ahead of this server's clock.
constexpr std::int64_t kMaxFutureMs = 5 * 60 * 1000;
// The longest IPv6 text (with an embedded IPv4 address).
constexpr std::size_t kMaxIpBytes = INET6_ADDRSTRLEN - 1;

bool isIpAddress(const std::string& text) {
  unsigned char bytes[sizeof(struct in6_addr)];
  return inet_pton(AF_INET, text.c_str(), bytes) == 1 ||
         inet_pton(AF_INET6, text.c_str(), bytes) == 1;
}

Result<std::string> requiredText(const rapidjson::Value& body, const char* name,
                                 std::size_t max_bytes) {
  if (!body.HasMember(name) || body[name].IsNull()) return Status::missingField(name);
  const rapidjson::Value& v = body[name];
  if (!v.IsString() || v.GetStringLength() == 0 || v.GetStringLength() > max_bytes) {
    return Status::invalidField(
        name, "must be a non-empty string of at most " + std::to_string(max_bytes) + " bytes");
  }
  return std::string(v.GetString(), v.GetStringLength());
}

Result<std::optional<std::string>> optionalText(const rapidjson::Value& body, const char* name,
                                                std::size_t max_bytes) {
  if (!body.HasMember(name) || body[name].IsNull()) return std::optional<std::string>();
  Result<std::string> text = requiredText(body, name, max_bytes);
  if (!text.isOk()) return text.status();
  return std::optional<std::string>(std::move(text).value());
}


Response recorded(std::string_view what, const std::string& bot = "") {
  Response r = Response::success();
  auto& a = r.body.GetAllocator();
  r.body.AddMember("recorded", rapidjson::StringRef(what.data(), what.size()), a);
  if (!bot.empty()) r.body.AddMember("bot", string(bot, a), a);
  return r;
}

struct Target {
  Site site;
  PageUrl page;
};

// `found` (a NotFound is a 400 naming `field`: `unknown`) with `page`, which must be an http(s)
// address on its website.
Result<Target> onItsWebsite(Result<Site> found, const char* field, const char* unknown,
                            std::optional<PageUrl> page) {
  if (!page) return Status::invalidField("url", "must be an http or https address");
  if (!found.isOk()) {
    if (found.status().code() == seo::sdk::Code::NotFound) {
      return Status::invalidField(field, unknown);
    }
    return found.status();
  }
  if (!hostBelongsTo(page->host, found.value().domain)) {
    return Status::invalidField("url", "the page's host does not belong to the website");
  }
  return Target{std::move(found).value(), std::move(*page)};
}

// The body's site and page, checked: the site exists and the page is on its website.
Result<Target> targetOf(seo::sdk::RequestContext& ctx, SiteDirectory& sites) {
  if (ctx.raw_body.size() > kMaxEventBytes) {
    return Status::payloadTooLarge("An event is at most " + std::to_string(kMaxEventBytes) +
                                   " bytes");
  }
  Result<std::string> site_id = requiredText(ctx.json(), "site", kMaxSiteIdBytes);
  if (!site_id.isOk()) return site_id.status();
  Result<std::string> url = requiredText(ctx.json(), "url", kMaxUrlBytes);
  if (!url.isOk()) return url.status();
  return onItsWebsite(sites.find(*ctx.host, site_id.value()), "site",
                      "no website has this site identifier", parsePageUrl(url.value()));
}

// Queues a bot hit on the page (path and query: what a crawler fetched) and answers later.
Response queueBotHit(seo::sdk::RequestContext& ctx, Ingestor& ingestor, const Target& target,
                     std::int64_t at, const AiBot& bot, Response answer) {
  std::string path = target.page.path;
  if (!target.page.query.empty()) path += "?" + target.page.query;
  IngestItem item;
  item.bot_hits.push_back(BotHit{target.site.website_id, ctx.host->newId(), isoOfMs(at),
                                 formatDay(dayOfMs(at)), bot.name, path,
                                 std::string(kTrackerSource)});
  item.answer = std::move(answer);
  item.respond = ctx.defer();
  ingestor.submit(*ctx.host, std::move(item));
  return Response::later();
}

}  // namespace

std::string Collector::countryOf(seo::sdk::Host& host, const std::string& ip) {
  std::call_once(location_opened_, [&] {
    std::string path =
        host.setting("analytics.location_database").value_or(kDefaultLocationDatabase);
    Result<std::unique_ptr<IpCountry>> opened = IpCountry::open(path);
    if (opened.isOk()) {
      location_ = std::move(opened).value();
    } else {
      host.log(
          seo::sdk::LogLevel::Warning,
          "analytics: no IP-location database, every country is ZZ: " + opened.status().message());
    }
  });
  return location_ ? location_->countryOf(ip) : std::string(kUnknownCountry);
}

Result<std::int64_t> Collector::eventTime(seo::sdk::RequestContext& ctx,
                                          const rapidjson::Value& body) {
  std::int64_t now = nowMs();
  if (!body.HasMember("time") || body["time"].IsNull()) return now;
  if (ctx.host->setting("analytics.trust_event_time").value_or("false") != "true") {
    return Status::invalidField("time", "this server does not accept event times from senders");
  }
  std::optional<std::int64_t> at;
  if (body["time"].IsString()) at = msOfIso(body["time"].GetString());
  if (!at) return Status::invalidField("time", "must be an ISO 8601 UTC time");
  std::int64_t earliest = (dayOfMs(now) - 1) * 86400000LL;
  if (*at < earliest || *at > now + kMaxFutureMs) {
    return Status::invalidField("time", "must be between the start of yesterday (UTC) and now");
  }
  return *at;
}

Result<Response> Collector::collect(seo::sdk::RequestContext& ctx) {
  Result<Target> target = targetOf(ctx, sites_);
  if (!target.isOk()) return target.status();
  Sender sender{ctx.client_ip,
                std::string(ctx.header("user-agent").value_or("").substr(0, kMaxUserAgentBytes))};
  if (ctx.json().HasMember("webdriver") && !ctx.json()["webdriver"].IsNull()) {
    if (!ctx.json()["webdriver"].IsBool()) {
      return Status::invalidField("webdriver", "must be a boolean");
    }
    sender.webdriver = ctx.json()["webdriver"].GetBool();
  }
  return record(ctx, ctx.json(), target.value().site, std::move(target.value().page), sender);
}

Result<Response> Collector::collectFromBackend(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(Site site, sites_.ensure(*ctx.host, ctx.caller.website_id));
  SEO_ASSIGN_OR_RETURN(std::string url, requiredText(ctx.json(), "url", kMaxUrlBytes));
  std::optional<PageUrl> page = parsePageUrl(url);
  if (!page) return Status::invalidField("url", "must be an http or https address");
  if (!hostBelongsTo(page->host, site.domain)) {
    return Status::invalidField("url", "the page's host does not belong to the website");
  }
  // The visitor's, not the backend's: their hash must be the one their browser's events have.
  SEO_ASSIGN_OR_RETURN(std::string ip, requiredText(ctx.json(), "ip", kMaxIpBytes));
  if (!isIpAddress(ip)) return Status::invalidField("ip", "must be an IPv4 or IPv6 address");
  SEO_ASSIGN_OR_RETURN(std::string user_agent,
                       requiredText(ctx.json(), "user_agent", kMaxUserAgentBytes));
  return record(ctx, ctx.json(), site, std::move(*page), Sender{ip, user_agent});
}

Result<Response> Collector::collectPlausible(seo::sdk::RequestContext& ctx) {
  if (ctx.raw_body.size() > kMaxEventBytes) {
    return Status::payloadTooLarge("An event is at most " + std::to_string(kMaxEventBytes) +
                                   " bytes");
  }
  SEO_ASSIGN_OR_RETURN(PlausibleEvent event, readPlausibleEvent(ctx.json()));
  const rapidjson::Value& url = event.body["url"];
  std::optional<PageUrl> page;
  if (url.GetStringLength() <= kMaxUrlBytes) {
    page = parsePageUrl(std::string_view(url.GetString(), url.GetStringLength()));
  }
  SEO_ASSIGN_OR_RETURN(Target target,
                       onItsWebsite(sites_.findByDomain(*ctx.host, event.domain), "domain",
                                    "no website has this domain", std::move(page)));
  const rapidjson::Value& name = event.body["name"];
  if (std::string_view(name.GetString(), name.GetStringLength()) == kEngagementName) {
    Response ignored = recorded(kRecordedIgnored);
    ignored.status = 202;
    return ignored;
  }
  // A backend sending for a visitor names them as Plausible documents it: the first address
  // of X-Forwarded-For.
  Sender sender{ctx.client_ip,
                std::string(ctx.header("user-agent").value_or("").substr(0, kMaxUserAgentBytes))};
  if (std::optional<std::string_view> forwarded = ctx.header("x-forwarded-for")) {
    std::string first(seo::sdk::ascii::trim(forwarded->substr(0, forwarded->find(','))));
    if (isIpAddress(first)) sender.ip = first;
  }
  return record(ctx, event.body, target.site, std::move(target.page), sender, 202);
}

Result<Response> Collector::record(seo::sdk::RequestContext& ctx, const rapidjson::Value& body,
                                   const Site& site, PageUrl page, const Sender& sender,
                                   int status) {
  Result<std::optional<std::string>> referrer = optionalText(body, "referrer", kMaxUrlBytes);
  if (!referrer.isOk()) return referrer.status();
  Result<std::int64_t> at = eventTime(ctx, body);
  if (!at.isOk()) return at.status();
  SEO_ASSIGN_OR_RETURN(EventDetails details, readEventDetails(body));
  SEO_ASSIGN_OR_RETURN(std::int64_t screen_width,
                       seo::sdk::bodyInt(body, "screen_width", 0, 0, kMaxScreenWidth));
  if (body.HasMember("hash") && !body["hash"].IsNull()) {
    if (!body["hash"].IsBool()) return Status::invalidField("hash", "must be a boolean");
    // Hash routing: each fragment is a page of its own.
    if (body["hash"].GetBool() && !page.fragment.empty()) page.path += "#" + page.fragment;
  }
  page.path = storedText(page.path, kMaxStoredPathBytes);  // stored_text.h
  auto answer = [status](std::string_view what, const std::string& bot = "") {
    Response r = recorded(what, bot);
    r.status = status;
    return r;
  };

  if (const AiBot* bot = AiBotList::builtIn().match(sender.user_agent)) {
    // An AI crawler that runs scripts: a bot hit, never a visitor (nor a conversion).
    if (!details.isPageview()) return answer(kRecordedIgnored);
    return queueBotHit(ctx, ingestor_, Target{site, std::move(page)}, at.value(), *bot,
                       answer(kRecordedBot, bot->name));
  }
  if (sender.webdriver || looksAutomated(sender.user_agent)) return answer(kRecordedIgnored);

  Result<std::string> salt = salts_.forDay(*ctx.host, dayOfMs(at.value()), site.organization_id);
  if (!salt.isOk()) return salt.status();
  std::string visitor = visitorHash(salt.value(), site.website_id, sender.ip, sender.user_agent);
  std::string referrer_host;
  if (referrer.value()) {
    std::optional<PageUrl> from = parsePageUrl(*referrer.value());
    // A referrer on the website itself is navigation, not a source.
    if (from && !hostBelongsTo(from->host, site.domain)) {
      referrer_host = storedText(from->host, kMaxStoredHostBytes);
    }
  }
  std::string country = countryOf(*ctx.host, sender.ip);
  IngestItem item;
  if (details.isPageview()) {
    // What its visit will be known by, should it start one: read by the writer (off the request
    // thread, in the order events came), then dropped.
    item.pageviews.push_back(Pageview{
        site.website_id,
        std::move(visitor),
        at.value(),
        std::move(page.path),
        std::move(referrer_host),
        std::move(country),
        std::move(details.props),
        {},
        VisitSignals{std::move(page.query), sender.user_agent, static_cast<int>(screen_width)}});
    item.answer = answer(kRecordedPageview);
  } else {
    item.custom_events.push_back(CustomEvent{site.website_id, std::move(visitor), at.value(),
                                             std::move(page.path), std::move(referrer_host),
                                             std::move(country), std::move(details)});
    item.answer = answer(kRecordedEvent);
  }
  item.respond = ctx.defer();
  ingestor_.submit(*ctx.host, std::move(item));
  return Response::later();
}

Result<Response> Collector::trackBot(seo::sdk::RequestContext& ctx) {
  Result<Target> target = targetOf(ctx, sites_);
  if (!target.isOk()) return target.status();
  Result<std::optional<std::string>> given =
      optionalText(ctx.json(), "user_agent", kMaxUserAgentBytes);
  if (!given.isOk()) return given.status();
  Result<std::int64_t> at = eventTime(ctx, ctx.json());
  if (!at.isOk()) return at.status();
  // A server-side sender (an edge worker, a proxy) names the crawler's user agent; the tracker
  // itself sends its own.
  std::string user_agent = given.value().value_or(
      std::string(ctx.header("user-agent").value_or("").substr(0, kMaxUserAgentBytes)));
  const AiBot* bot = AiBotList::builtIn().match(user_agent);
  if (bot == nullptr) return recorded(kRecordedIgnored);
  return queueBotHit(ctx, ingestor_, target.value(), at.value(), *bot,
                     recorded(kRecordedBot, bot->name));
}

Result<Response> Collector::trackingCode(seo::sdk::RequestContext& ctx) {
  Result<Site> site = sites_.ensure(*ctx.host, ctx.caller.website_id);
  if (!site.isOk()) return site.status();
  SEO_ASSIGN_OR_RETURN(std::string base, publicBase(ctx));
  std::string script_url = base + "/api/v1/analytics/tracker.js";
  std::string snippet = "<script defer src=\"" + seo::sdk::html::escape(script_url) +
                        "\" data-site=\"" + seo::sdk::html::escape(site.value().site_id) +
                        "\"></script>";
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("site_id", string(site.value().site_id, a), a);
  data.AddMember("script_url", string(script_url, a), a);
  data.AddMember("snippet", string(snippet, a), a);
  return Response::data(std::move(data));
}

}  // namespace seo::plugins::analytics
