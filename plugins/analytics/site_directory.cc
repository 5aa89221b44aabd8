#include "plugins/analytics/site_directory.h"

#include <cctype>
#include "seo/sdk/util/ascii.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// Long enough to spare the database on every event, short enough that a deleted website or a
// changed domain takes effect soon.
constexpr std::chrono::seconds kCacheFor{60};

std::string folded(std::string_view text) {
  std::string out = seo::sdk::ascii::lower(text);
  while (!out.empty() && out.back() == '.') out.pop_back();
  return out;
}

}  // namespace

bool hostBelongsTo(std::string_view host, std::string_view domain) {
  std::string h = folded(host);
  std::string d = folded(domain);
  if (d.empty() || h.empty()) return false;
  if (h == d) return true;
  return h.size() > d.size() && h.compare(h.size() - d.size(), d.size(), d) == 0 &&
         h[h.size() - d.size() - 1] == '.';
}

Result<Site> SiteDirectory::find(seo::sdk::Host& host, const std::string& site_id) {
  auto now = std::chrono::steady_clock::now();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = by_site_id_.find(site_id);
    if (it != by_site_id_.end() && it->second.until > now) return it->second.site;
  }
  Site site;
  Status s = host.withSession([&](soci::session& sql) {
    sql << "SELECT website_id FROM analytics_sites WHERE site_id = :s", soci::use(site_id),
        soci::into(site.website_id);
    if (!sql.got_data()) return Status::notFound("Resource not found");
    return Status::ok();
  });
  if (!s.isOk()) return s;
  Result<seo::sdk::WebsiteInfo> website = host.findWebsite(site.website_id);
  if (!website.isOk()) return website.status();
  site.site_id = site_id;
  site.organization_id = website.value().organization_id;
  site.domain = folded(website.value().domain);
  std::lock_guard<std::mutex> lock(mutex_);
  by_site_id_[site_id] = Cached{site, now + kCacheFor};
  return site;
}

Result<Site> SiteDirectory::findByDomain(seo::sdk::Host& host, std::string_view domain) {
  // Anyone may send any domain: the cache keeps only domains that name a website, and at most
  // this many (emptied when full, then refilled by the domains in use).
  constexpr std::size_t kMaxDomains = 10000;
  std::string key = folded(domain);
  auto now = std::chrono::steady_clock::now();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = by_domain_.find(key);
    if (it != by_domain_.end() && it->second.until > now) return it->second.site;
  }
  Result<seo::sdk::WebsiteInfo> website = host.findWebsiteByDomain(key);
  if (!website.isOk()) return website.status();
  Site site{"", website.value().id, website.value().organization_id,
            folded(website.value().domain)};
  std::lock_guard<std::mutex> lock(mutex_);
  if (by_domain_.size() >= kMaxDomains) by_domain_.clear();
  by_domain_[key] = Cached{site, now + kCacheFor};
  return site;
}

Result<Site> SiteDirectory::ensure(seo::sdk::Host& host, const std::string& website_id) {
  Result<seo::sdk::WebsiteInfo> website = host.findWebsite(website_id);
  if (!website.isOk()) return website.status();
  Site site{"", website_id, website.value().organization_id, folded(website.value().domain)};
  std::string fresh = host.newId();
  std::string created_at = host.now();
  Status s = host.withTransaction([&](soci::session& sql) {
    // Two first asks at once both insert; the primary key keeps the first, both read it back.
    sql << "INSERT INTO analytics_sites (website_id, site_id, created_at) VALUES (:w, :s, :t) "
           "ON CONFLICT (website_id) DO NOTHING",
        soci::use(website_id), soci::use(fresh), soci::use(created_at);
    sql << "SELECT site_id FROM analytics_sites WHERE website_id = :w", soci::use(website_id),
        soci::into(site.site_id);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return site;
}

}  // namespace seo::plugins::analytics
