#include "plugins/backlinks/prospects.h"

#include <map>

#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/domain_name.h"

namespace seo::plugins::backlinks {

namespace {

// Sites whose pages are user profiles, posts or listings: a link there is bought or spammed,
// never earned by an editor. Matched with their subdomains.
constexpr std::string_view kMassPlatforms[] = {
    "facebook.com",    "twitter.com",       "x.com",
    "instagram.com",   "linkedin.com",      "youtube.com",
    "tiktok.com",      "pinterest.com",     "reddit.com",
    "quora.com",       "wikipedia.org",     "wikimedia.org",
    "medium.com",      "tumblr.com",        "amazon.com",
    "ebay.com",        "etsy.com",          "yelp.com",
    "tripadvisor.com", "google.com",        "apple.com",
    "github.com",      "stackoverflow.com", "blogspot.com",
    "wordpress.com",
};

// Amazon and eBay answer under many country domains.
constexpr std::string_view kMassPlatformNames[] = {"amazon", "ebay"};

}  // namespace

std::optional<std::string> siteOf(std::string_view url) {
  std::string_view rest;
  if (seo::sdk::ascii::startsWithIgnoreCase(url, "https://")) {
    rest = url.substr(8);
  } else if (seo::sdk::ascii::startsWithIgnoreCase(url, "http://")) {
    rest = url.substr(7);
  } else {
    return std::nullopt;
  }
  std::string_view authority = rest.substr(0, rest.find_first_of("/?#"));
  if (authority.find('@') != std::string_view::npos) return std::nullopt;  // credentials
  std::string host = seo::sdk::ascii::lower(authority.substr(0, authority.find(':')));
  if (host.size() > 4 && host.compare(0, 4, "www.") == 0) host.erase(0, 4);
  if (!host.empty() && host.back() == '.') host.pop_back();
  // No IPv4 literal passes (the last label is all digits), nor an IPv6 one (brackets).
  if (!seo::sdk::isDomainName(host)) return std::nullopt;
  return host;
}

std::optional<std::string> originOf(std::string_view url) {
  std::string_view scheme, default_port;
  if (seo::sdk::ascii::startsWithIgnoreCase(url, "https://")) {
    scheme = "https://";
    default_port = "443";
  } else if (seo::sdk::ascii::startsWithIgnoreCase(url, "http://")) {
    scheme = "http://";
    default_port = "80";
  } else {
    return std::nullopt;
  }
  std::string_view rest = url.substr(scheme.size());
  std::string_view authority = rest.substr(0, rest.find_first_of("/?#"));
  if (authority.find_first_of("@ \t\r\n\\") != std::string_view::npos) return std::nullopt;
  // The port follows the last colon, past an IPv6 literal's brackets.
  std::size_t bracket = authority.rfind(']');
  std::size_t colon = authority.rfind(':');
  if (colon != std::string_view::npos && bracket != std::string_view::npos && colon < bracket) {
    colon = std::string_view::npos;
  }
  std::string_view host = authority.substr(0, colon);
  std::string_view port = colon == std::string_view::npos ? "" : authority.substr(colon + 1);
  while (port.size() > 1 && port.front() == '0') port.remove_prefix(1);
  if (host.empty() || port.size() > 5 || port == "0") return std::nullopt;
  for (char c : port) {
    if (!seo::sdk::ascii::isDigit(c)) return std::nullopt;
  }
  if (!port.empty() && std::stoi(std::string(port)) > 65535) return std::nullopt;
  // RFC 3986 3.2.3: an empty port, or the scheme's own, is the default.
  std::string origin = std::string(scheme) + seo::sdk::ascii::lower(host);
  if (!port.empty() && port != default_port) origin += ":" + std::string(port);
  return origin;
}

bool isSameSite(std::string_view site, std::string_view domain) {
  if (domain.size() > 4 && domain.substr(0, 4) == "www.") domain.remove_prefix(4);
  if (site.size() < domain.size()) return false;
  if (!seo::sdk::ascii::equalsIgnoreCase(site.substr(site.size() - domain.size()), domain)) {
    return false;
  }
  return site.size() == domain.size() || site[site.size() - domain.size() - 1] == '.';
}

bool isMassPlatform(std::string_view site) {
  for (std::string_view platform : kMassPlatforms) {
    if (isSameSite(site, platform)) return true;
  }
  // amazon.de, www.amazon.co.uk, ebay.fr: the platform's name as the registered label.
  for (std::string_view name : kMassPlatformNames) {
    std::size_t at = 0;
    while ((at = site.find(name, at)) != std::string_view::npos) {
      bool starts = at == 0 || site[at - 1] == '.';
      bool ends = at + name.size() < site.size() && site[at + name.size()] == '.';
      if (starts && ends) return true;
      at += name.size();
    }
  }
  return false;
}

std::vector<SearchHit> prospectsOf(const std::vector<SearchHit>& hits,
                                   std::string_view target_domain) {
  std::vector<SearchHit> out;
  std::map<std::string, std::size_t> by_site;  // site -> index in `out`
  for (const SearchHit& hit : hits) {
    std::optional<std::string> site = siteOf(hit.url);
    if (!site || isSameSite(*site, target_domain) || isMassPlatform(*site)) continue;
    auto [at, added] = by_site.emplace(*site, out.size());
    if (added) {
      out.push_back(hit);
    } else if (hit.rank < out[at->second].rank) {
      out[at->second] = hit;
    }
  }
  return out;
}

}  // namespace seo::plugins::backlinks
