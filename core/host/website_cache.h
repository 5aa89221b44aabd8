// The websites Host::findWebsite has read, by id, so that a request needing its website's
// domain or language (GET /me, most modules' reads) does not go back to the database for it.
//
// A website's row does not change once created: nothing updates or deletes one (seoctl only
// adds them), so an entry stays right. kMaxAge bounds what a hand edit in SQL could leave
// behind; kMaxEntries bounds the memory (beyond it the cache starts over). Unknown ids are never
// kept, so guesses cannot fill it. Thread-safe.
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>

#include "seo/sdk/host.h"

namespace seo::core {

class WebsiteCache {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr std::chrono::seconds kMaxAge{60};
  static constexpr std::size_t kMaxEntries = 100000;

  // The website `id` if it was kept less than kMaxAge before `now`.
  std::optional<seo::sdk::WebsiteInfo> find(const std::string& id, Clock::time_point now) const;
  // Keeps `site`, read from the database at `now`.
  void keep(const seo::sdk::WebsiteInfo& site, Clock::time_point now);

 private:
  struct Entry {
    seo::sdk::WebsiteInfo site;
    Clock::time_point read_at;
  };
  mutable std::shared_mutex mutex_;
  std::unordered_map<std::string, Entry> sites_;
};

}  // namespace seo::core
