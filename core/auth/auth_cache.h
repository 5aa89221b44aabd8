// Authentication's answers kept between requests: each API key's record (by the key's hash) and
// each (user, website) pair's access, so that a request is authenticated and scoped without a
// database round trip.
//
// Staleness is bounded: entries stand only while the auth epoch (auth_epoch.h) stays put. The
// cache rereads the epoch at most every kRecheckInterval (and at once after a change committed
// by this process), and drops everything when it moved; so a key deactivated, a membership
// removed or a plan changed anywhere (another server process, seoctl) takes effect here within
// kRecheckInterval plus one read. Whatever changes the tables without moving the epoch (a hand
// edit in SQL) takes effect within kMaxAge, when everything is dropped regardless.
//
//   std::uint64_t generation = cache.begin();
//   if (auto hit = cache.key(hash)) return *hit;
//   ... load from the database ...
//   cache.keepKey(generation, hash, loaded);  // dropped if the cache was emptied meanwhile
//
// Thread-safe.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "core/auth/key_record.h"
#include "core/auth/website_scope.h"
#include "core/storage/database.h"

namespace seo::core {

class AuthCache {
 public:
  static constexpr std::chrono::milliseconds kRecheckInterval{500};
  static constexpr std::chrono::seconds kMaxAge{60};
  // Per map; beyond it the map is emptied (a bound on memory, not a working set: real servers
  // have far fewer keys).
  static constexpr std::size_t kMaxEntries = 100000;

  explicit AuthCache(Database& db) : db_(db) {}

  // Call before a lookup: rereads the epoch when due (emptying the cache when it moved) and
  // returns the generation a load starting now is kept under.
  std::uint64_t begin();

  std::optional<KeyRecord> key(const std::string& hash) const;
  void keepKey(std::uint64_t generation, const std::string& hash, const KeyRecord& record);

  // Hashes of keys that are no key at all, so a client repeating a wrong key (an old one in a
  // configuration) costs one lookup, not one per request. Random keys never come back: they only
  // churn this bounded set. Safe across processes: keys are random, so a hash that names no key
  // never becomes one.
  bool unknown(const std::string& hash) const;
  void keepUnknown(std::uint64_t generation, const std::string& hash);
  static constexpr std::size_t kMaxUnknown = 4096;

  std::optional<WebsiteAccess> website(const std::string& user_id,
                                       const std::string& website_id) const;
  void keepWebsite(std::uint64_t generation, const std::string& user_id,
                   const std::string& website_id, const WebsiteAccess& access);

 private:
  using Clock = std::chrono::steady_clock;
  // Empties both maps and starts a new generation; `mutex_` held.
  void clearLocked();
  static std::string websiteKey(const std::string& user_id, const std::string& website_id);

  Database& db_;
  std::atomic<Clock::rep> next_check_{0};
  std::atomic<std::uint64_t> seen_local_changes_{0};
  std::atomic<bool> checking_{false};

  mutable std::shared_mutex mutex_;
  std::int64_t epoch_ = -1;  // -1: not read yet
  std::uint64_t generation_ = 0;
  Clock::time_point filled_since_ = Clock::now();
  std::unordered_map<std::string, KeyRecord> keys_;
  std::unordered_set<std::string> unknown_;
  std::unordered_map<std::string, WebsiteAccess> websites_;
};

}  // namespace seo::core
