// Public site identifiers: the id a tracking snippet names its website by, so no API key or
// website id ever reaches a browser. One per website, created on first ask; looked up on every
// collected event, so found ones are cached for a minute.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

struct Site {
  std::string site_id;
  std::string website_id;
  std::string organization_id;  // the website's owner
  std::string domain;           // the website's host name, lower case
};

// True when `host` is `domain` or one of its subdomains (www.example.com for example.com).
// Both are compared without case and without a trailing dot.
bool hostBelongsTo(std::string_view host, std::string_view domain);

// Thread-safe.
class SiteDirectory {
 public:
  // The site named `site_id`; NotFound when there is none.
  seo::sdk::Result<Site> find(seo::sdk::Host& host, const std::string& site_id);
  // The website whose domain is `domain` (Plausible's events name theirs so), without a site id
  // (site_id ""); NotFound when there is none. Cached as find() is.
  seo::sdk::Result<Site> findByDomain(seo::sdk::Host& host, std::string_view domain);
  // The site of `website_id`, created when it has none yet.
  seo::sdk::Result<Site> ensure(seo::sdk::Host& host, const std::string& website_id);

 private:
  struct Cached {
    Site site;
    std::chrono::steady_clock::time_point until;
  };
  std::mutex mutex_;
  std::unordered_map<std::string, Cached> by_site_id_;
  std::unordered_map<std::string, Cached> by_domain_;  // bounded: see findByDomain
};

}  // namespace seo::plugins::analytics
