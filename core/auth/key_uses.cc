#include "core/auth/key_uses.h"

#include <algorithm>
#include <functional>

#include "core/common/clock.h"

namespace seo::core {

void KeyUses::note(const std::string& key_id) {
  const Clock::time_point now = Clock::now();
  Shard& shard = shards_[std::hash<std::string>{}(key_id) % shards_.size()];
  {
    std::lock_guard<std::mutex> lock(shard.mu);
    auto found = shard.written.find(key_id);
    if (found != shard.written.end() && now - found->second < kEvery) return;
    if (shard.written.size() >= kShardEntries) {
      std::erase_if(shard.written, [&](const auto& entry) { return now - entry.second >= kEvery; });
      // Still full: thousands of keys used within the minute. Forget them all (each writes once
      // more) rather than grow.
      if (shard.written.size() >= kShardEntries) shard.written.clear();
    }
    shard.written[key_id] = now;
  }
  // A write that fails (the database away) is not retried before kEvery: a request never pays
  // for more than one attempt a minute.
  const std::string at = isoNow();
  (void)db_.withSession([&](soci::session& sql) {
    sql << "UPDATE api_keys SET last_used_at = :t WHERE id = :i", soci::use(at), soci::use(key_id);
    return seo::sdk::Status::ok();
  });
}

}  // namespace seo::core
