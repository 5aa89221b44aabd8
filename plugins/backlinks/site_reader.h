// Fetches candidate pages the way a polite crawler does: through the host's outbound client
// (its time-outs, size cap and address policy), only where the site's robots.txt lets the
// product token "seo-server" in (fetched once per origin, that is per scheme, host and port as
// RFC 9309 scopes it, and kept for the research; checked again for every redirect's target),
// following at most three redirects and only within the same origin (prospects.h, originOf),
// and reading only HTML.
//
//   SiteReader reader(*job.host);
//   Result<std::string> html = reader.fetch("https://blog.example/write-for-us");
#pragma once

#include <map>
#include <mutex>
#include <string>

#include "plugins/backlinks/robots_txt.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

inline constexpr const char* kCrawlerToken = "seo-server";
inline constexpr int kFetchTimeoutMs = 8000;

// The parts of an http(s) URL the reader needs; nullopt for anything else.
struct UrlParts {
  std::string origin;          // as originOf: "https://blog.example:8443", "http://blog.example"
  std::string path_and_query;  // "/write-for-us?x=1", "/" when empty; no fragment
};
std::optional<UrlParts> splitUrl(std::string_view url);

// Thread-safe: the research reads several sites at once through one reader.
class SiteReader {
 public:
  explicit SiteReader(seo::sdk::Host& host) : host_(host) {}

  // The HTML of `url`: PermissionDenied when robots.txt disallows it, FailedPrecondition when
  // the answer is not a 200 HTML page, Unavailable or InvalidArgument (a refused address) as
  // the outbound client says.
  seo::sdk::Result<std::string> fetch(const std::string& url);
  // How many HTTP requests the reader made (robots.txt files included).
  int requests() const;

 private:
  // GET `url`, following same-site redirects, each hop checked against its robots.txt when
  // `obey_robots`; the final answer.
  seo::sdk::Result<seo::sdk::OutboundResponse> get(const std::string& url, bool obey_robots);
  // The robots.txt of `origin`, fetched on first use; the outbound client's refusal when the
  // site may not be called at all (a private address, a bad URL).
  seo::sdk::Result<const RobotsTxt*> robotsOf(const std::string& origin);

  seo::sdk::Host& host_;
  mutable std::mutex mutex_;
  std::map<std::string, RobotsTxt> robots_;  // by origin; nodes never move
  int requests_ = 0;
};

}  // namespace seo::plugins::backlinks
