#include "plugins/backlinks/site_reader.h"

#include "plugins/backlinks/prospects.h"
#include "seo/sdk/util/peer_failure.h"

namespace seo::plugins::backlinks {

using seo::sdk::OutboundResponse;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr int kMaxRedirects = 3;

std::string headerOf(const OutboundResponse& r, std::string_view name) {
  for (const auto& [k, v] : r.headers) {
    if (k == name) return v;
  }
  return "";
}

// `location` (absolute, or absolute-path) resolved against `origin`; "" for anything else.
std::string resolveLocation(const std::string& origin, const std::string& location) {
  if (seo::sdk::ascii::startsWithIgnoreCase(location, "http://") ||
      seo::sdk::ascii::startsWithIgnoreCase(location, "https://")) {
    return location;
  }
  if (!location.empty() && location[0] == '/' && (location.size() < 2 || location[1] != '/')) {
    return origin + location;
  }
  return "";
}

}  // namespace

std::optional<UrlParts> splitUrl(std::string_view url) {
  std::optional<std::string> origin = originOf(url);
  if (!origin) return std::nullopt;
  UrlParts parts;
  parts.origin = std::move(*origin);
  std::string_view rest = url.substr(url.find("://") + 3);
  std::size_t end = rest.find_first_of("/?#");
  std::string_view tail = end == std::string_view::npos ? "" : rest.substr(end);
  tail = tail.substr(0, tail.find('#'));
  parts.path_and_query =
      tail.empty() || tail[0] != '/' ? "/" + std::string(tail) : std::string(tail);
  return parts;
}

int SiteReader::requests() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return requests_;
}

Result<OutboundResponse> SiteReader::get(const std::string& url, bool obey_robots) {
  std::string current = url;
  std::optional<std::string> origin = originOf(url);
  for (int hop = 0;; ++hop) {
    // Every hop is a page of its own: a redirect into a disallowed path is not followed.
    if (obey_robots) {
      std::optional<UrlParts> parts = splitUrl(current);
      if (!parts) return Status::invalidArgument("not an http(s) URL: " + current);
      Result<const RobotsTxt*> robots = robotsOf(parts->origin);
      if (!robots.isOk()) return robots.status();
      if (!robots.value()->allows(kCrawlerToken, parts->path_and_query)) {
        return Status::permissionDenied("robots.txt disallows " + parts->path_and_query);
      }
    }
    seo::sdk::OutboundRequest request;
    request.url = current;
    request.timeout_ms = kFetchTimeoutMs;
    request.headers = {{"User-Agent", std::string(kCrawlerToken) + "/1.0 (backlink research)"},
                       {"Accept", "text/html,text/plain;q=0.9,*/*;q=0.1"}};
    {
      std::lock_guard<std::mutex> lock(mutex_);
      ++requests_;
    }
    Result<OutboundResponse> answer = host_.http().send(request);
    if (!answer.isOk()) return seo::sdk::peerFailure(answer.status(), "The site");
    int status = answer.value().status;
    if (status < 300 || status > 399 || status == 304) return answer;
    std::optional<UrlParts> parts = splitUrl(current);
    std::string next =
        parts ? resolveLocation(parts->origin, headerOf(answer.value(), "location")) : "";
    // Within the origin only: another host ("www." added or dropped), scheme or port is another
    // site with a robots.txt of its own, another prospect, or a trap (a port the site never
    // meant crawlers to reach).
    if (hop >= kMaxRedirects || !origin || originOf(next) != origin) return answer;
    current = next;
  }
}

Result<const RobotsTxt*> SiteReader::robotsOf(const std::string& origin) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = robots_.find(origin);
    if (it != robots_.end()) return &it->second;
  }
  // RFC 9309 2.3.1: a file that is not there (4xx) allows everything; one that cannot be read
  // (5xx, no answer) allows nothing. A site the client refuses to call is refused outright.
  RobotsTxt robots;
  Result<OutboundResponse> answer = get(origin + "/robots.txt", /*obey_robots=*/false);
  if (!answer.isOk() && answer.status().code() == seo::sdk::Code::InvalidArgument) {
    return answer.status();
  }
  if (!answer.isOk() || answer.value().status >= 500) {
    robots = RobotsTxt::parse("User-agent: *\nDisallow: /\n");
  } else if (answer.value().status >= 200 && answer.value().status < 300) {
    robots = RobotsTxt::parse(answer.value().body);
  }
  std::lock_guard<std::mutex> lock(mutex_);
  return &robots_.emplace(origin, std::move(robots)).first->second;
}

Result<std::string> SiteReader::fetch(const std::string& url) {
  Result<OutboundResponse> answer = get(url, /*obey_robots=*/true);
  if (!answer.isOk()) return answer.status();
  if (answer.value().status != 200) {
    return Status::badGateway("HTTP " + std::to_string(answer.value().status));
  }
  std::string type = seo::sdk::ascii::lower(headerOf(answer.value(), "content-type"));
  if (!type.empty() && type.find("html") == std::string::npos) {
    return Status::badGateway("not an HTML page (" + type + ")");
  }
  return std::move(answer.value().body);
}

}  // namespace seo::plugins::backlinks
