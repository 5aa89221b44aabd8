#include "core/host/website_cache.h"

#include <mutex>

namespace seo::core {

std::optional<seo::sdk::WebsiteInfo> WebsiteCache::find(const std::string& id,
                                                        Clock::time_point now) const {
  std::shared_lock lock(mutex_);
  auto it = sites_.find(id);
  if (it == sites_.end() || now - it->second.read_at >= kMaxAge) return std::nullopt;
  return it->second.site;
}

void WebsiteCache::keep(const seo::sdk::WebsiteInfo& site, Clock::time_point now) {
  std::unique_lock lock(mutex_);
  if (sites_.size() >= kMaxEntries && !sites_.contains(site.id)) sites_.clear();
  sites_.insert_or_assign(site.id, Entry{site, now});
}

}  // namespace seo::core
