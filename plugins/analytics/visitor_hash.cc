#include "plugins/analytics/visitor_hash.h"

#include <algorithm>

#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include "plugins/analytics/days.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

std::string hex(const unsigned char* data, std::size_t size) {
  static const char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(size * 2);
  for (std::size_t i = 0; i < size; ++i) {
    out.push_back(kDigits[data[i] >> 4]);
    out.push_back(kDigits[data[i] & 0xf]);
  }
  return out;
}

void deleteOldSalts(soci::session& sql) {
  std::string oldest_kept = formatDay(dayOfMs(nowMs()) - 1);
  sql << "DELETE FROM analytics_salts WHERE day < :d", soci::use(oldest_kept);
}

}  // namespace

std::string visitorHash(std::string_view salt, std::string_view website_id,
                        std::string_view client_ip, std::string_view user_agent) {
  std::string message;
  message.reserve(website_id.size() + client_ip.size() + user_agent.size() + 2);
  message.append(website_id).push_back('\0');
  message.append(client_ip).push_back('\0');
  message.append(user_agent);
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  HMAC(EVP_sha256(), salt.data(), static_cast<int>(salt.size()),
       reinterpret_cast<const unsigned char*>(message.data()), message.size(), digest, &length);
  return hex(digest, 16);
}

Result<std::string> DailySalts::forDay(seo::sdk::Host& host, std::int64_t day,
                                       const std::string& organization_id) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (day == cached_day_) return cached_salt_;
  unsigned char random[32];
  if (RAND_bytes(random, sizeof random) != 1) return Status::internal("no random bytes for a salt");
  std::string fresh = hex(random, sizeof random);
  std::string day_text = formatDay(day);
  std::string created_at = host.now();
  std::string salt;
  Status s = host.withTransaction([&](soci::session& sql) {
    soci::statement insert =
        (sql.prepare << "INSERT INTO analytics_salts (day, salt, created_at) VALUES (:d, :s, :t) "
                        "ON CONFLICT (day) DO NOTHING",
         soci::use(day_text), soci::use(fresh), soci::use(created_at));
    insert.execute(true);
    if (insert.get_affected_rows() == 1) {
      // This process created the day's salt: it also books its deletion, a minute after the
      // day's salt turns 48 hours old.
      std::int64_t due_ms = (day + 2) * 86400000LL + 60000;
      seo::sdk::JobRequest cleanup;
      cleanup.kind = kSaltCleanupJob;
      cleanup.organization_id = organization_id;
      cleanup.delay_seconds =
          static_cast<int>(std::max<std::int64_t>(0, (due_ms - nowMs() + 999) / 1000));
      Result<std::string> job = host.jobs().enqueue(sql, cleanup);
      if (!job.isOk()) return job.status();
    }
    deleteOldSalts(sql);
    sql << "SELECT salt FROM analytics_salts WHERE day = :d", soci::use(day_text),
        soci::into(salt);
    if (!sql.got_data()) return Status::invalidArgument("the day is too old to have a salt");
    return Status::ok();
  });
  if (!s.isOk()) return s;
  // Only today's salt is cached: events of other days (trusted replays) are rare.
  if (day == dayOfMs(nowMs())) {
    cached_day_ = day;
    cached_salt_ = salt;
  }
  return salt;
}

Result<std::string> onSaltCleanup(seo::sdk::JobContext& job) {
  long long left = 0;
  Status s = job.host->withTransaction([&](soci::session& sql) {
    deleteOldSalts(sql);
    sql << "SELECT COUNT(*) FROM analytics_salts", soci::into(left);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return std::string("{\"salts_kept\":") + std::to_string(left) + "}";
}

}  // namespace seo::plugins::analytics
