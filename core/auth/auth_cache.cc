#include "core/auth/auth_cache.h"

#include <mutex>

#include "core/auth/auth_epoch.h"

namespace seo::core {

std::uint64_t AuthCache::begin() {
  Clock::time_point now = Clock::now();
  std::uint64_t local = localAuthChanges();
  bool due = now.time_since_epoch().count() >= next_check_.load(std::memory_order_acquire) ||
             local != seen_local_changes_.load(std::memory_order_acquire);
  // One thread rereads; the others go on with what the cache holds meanwhile (one read longer).
  if (due && !checking_.exchange(true, std::memory_order_acq_rel)) {
    // Noted before the read: a change committed after it is seen by the next begin().
    seen_local_changes_.store(local, std::memory_order_release);
    seo::sdk::Result<std::int64_t> epoch = readAuthEpoch(db_);
    {
      std::unique_lock lock(mutex_);
      // An epoch that cannot be read proves nothing: drop everything, the loads will tell.
      if (!epoch.isOk() || epoch.value() != epoch_ || now - filled_since_ >= kMaxAge) {
        clearLocked();
        epoch_ = epoch.isOk() ? epoch.value() : -1;
        filled_since_ = now;
      }
    }
    next_check_.store((now + kRecheckInterval).time_since_epoch().count(),
                      std::memory_order_release);
    checking_.store(false, std::memory_order_release);
  }
  std::shared_lock lock(mutex_);
  return generation_;
}

std::optional<KeyRecord> AuthCache::key(const std::string& hash) const {
  std::shared_lock lock(mutex_);
  auto it = keys_.find(hash);
  if (it == keys_.end()) return std::nullopt;
  return it->second;
}

void AuthCache::keepKey(std::uint64_t generation, const std::string& hash,
                        const KeyRecord& record) {
  std::unique_lock lock(mutex_);
  // Emptied since the load began: what was loaded may predate the change that emptied it.
  if (generation != generation_) return;
  if (keys_.size() >= kMaxEntries) keys_.clear();
  keys_.insert_or_assign(hash, record);
}

bool AuthCache::unknown(const std::string& hash) const {
  std::shared_lock lock(mutex_);
  return unknown_.count(hash) != 0;
}

void AuthCache::keepUnknown(std::uint64_t generation, const std::string& hash) {
  std::unique_lock lock(mutex_);
  if (generation != generation_) return;
  if (unknown_.size() >= kMaxUnknown) unknown_.clear();
  unknown_.insert(hash);
}

std::optional<WebsiteAccess> AuthCache::website(const std::string& user_id,
                                                const std::string& website_id) const {
  std::shared_lock lock(mutex_);
  auto it = websites_.find(websiteKey(user_id, website_id));
  if (it == websites_.end()) return std::nullopt;
  return it->second;
}

void AuthCache::keepWebsite(std::uint64_t generation, const std::string& user_id,
                            const std::string& website_id, const WebsiteAccess& access) {
  std::unique_lock lock(mutex_);
  if (generation != generation_) return;
  if (websites_.size() >= kMaxEntries) websites_.clear();
  websites_.insert_or_assign(websiteKey(user_id, website_id), access);
}

void AuthCache::clearLocked() {
  keys_.clear();
  unknown_.clear();
  websites_.clear();
  ++generation_;
}

std::string AuthCache::websiteKey(const std::string& user_id, const std::string& website_id) {
  return user_id + '\x1f' + website_id;
}

}  // namespace seo::core
