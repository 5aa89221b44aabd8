// From search results to prospects: each result's site (its host name, lower case, without a
// leading "www."), one prospect per site (its best-ranked result), and none for the campaign's
// own site or for mass platforms, where a link cannot be earned by outreach (social networks,
// video and Q&A sites, encyclopedias, marketplaces, blog hosts' front pages).
//
// A prospect's site names whom to write to; where its pages may be read is narrower: the origin
// (scheme, host and port) of the page the search found, the unit robots.txt speaks for.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seo::plugins::backlinks {

// A search result as the research sees it.
struct SearchHit {
  std::string url;
  std::string title;
  std::string snippet;
  std::string strategy;  // the footprint's that found it
  int rank = 0;          // 1 is the first result
};

// The site of an http(s) URL: its host name in lower case, without "www." and without a port;
// nullopt for anything else (another scheme, no host, an IP literal, a bare name).
std::optional<std::string> siteOf(std::string_view url);

// The origin of an http(s) URL (RFC 6454): lower-case scheme and host, then the port when it is
// not the scheme's default ("https://blog.example", "http://blog.example:8080"); nullopt for
// anything else (another scheme, no host, credentials, a port that is not one). Two URLs are
// of one site for the crawler only when their origins are equal: robots.txt speaks for one
// scheme, host and port (RFC 9309 2.3), so another port or scheme of a host is another site.
std::optional<std::string> originOf(std::string_view url);

// True when `site` is `domain` or one of its subdomains ("blog.example.com" is example.com's).
bool isSameSite(std::string_view site, std::string_view domain);

// True for the mass platforms no outreach reaches (facebook.com, youtube.com, wikipedia.org,
// amazon.*, pinterest.com, ..., and their subdomains).
bool isMassPlatform(std::string_view site);

// One hit per site, the best ranked (the earlier one on a tie), in the order of first
// appearance; hits without a site, of `target_domain`'s site or of a mass platform left out.
std::vector<SearchHit> prospectsOf(const std::vector<SearchHit>& hits,
                                   std::string_view target_domain);

}  // namespace seo::plugins::backlinks
