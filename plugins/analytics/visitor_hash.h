// Unique visitors without cookies or stored addresses: a visitor is a keyed hash of the day's
// random salt, the website, the client's address and its user agent. The salt changes every UTC
// day and old ones are deleted, so nobody (the operator included) can link a hash back to an
// address, nor one day's visitor to the next day's.
#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// HMAC-SHA256(salt, website_id NUL client_ip NUL user_agent), first 16 bytes as hex.
std::string visitorHash(std::string_view salt, std::string_view website_id,
                        std::string_view client_ip, std::string_view user_agent);

inline constexpr char kSaltCleanupJob[] = "analytics.salt_cleanup";

// The salt of each UTC day: random, created by whichever process needs it first, the same for
// every server process on the database. Creating one deletes those of days before yesterday and
// schedules a cleanup job for 48 hours after its day began, so no salt outlives 48 hours even
// when no event comes to trigger the next deletion. Thread-safe.
class DailySalts {
 public:
  // The salt of day number `day` (days.h). `organization_id` owns the cleanup job, should this
  // call create the salt.
  seo::sdk::Result<std::string> forDay(seo::sdk::Host& host, std::int64_t day,
                                       const std::string& organization_id);

 private:
  std::mutex mutex_;
  std::int64_t cached_day_ = -1;
  std::string cached_salt_;
};

// The job `analytics.salt_cleanup`: deletes the salts of days before yesterday.
seo::sdk::Result<std::string> onSaltCleanup(seo::sdk::JobContext& job);

}  // namespace seo::plugins::analytics
