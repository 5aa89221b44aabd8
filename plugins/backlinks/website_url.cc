#include "plugins/backlinks/website_url.h"

namespace seo::plugins::backlinks {

seo::sdk::Result<std::string> websiteUrl(seo::sdk::Host& host, const std::string& website_id) {
  seo::sdk::Result<seo::sdk::WebsiteInfo> website = host.findWebsite(website_id);
  if (!website.isOk()) return website.status();
  return "https://" + website.value().domain;
}

}  // namespace seo::plugins::backlinks
