// When each API key was last used (api_keys.last_used_at, shown in the console's key list).
// Written at most once a minute per key and process, so nearly every request pays a map lookup
// rather than a write, as console sessions do for their own last use.
#pragma once

#include <array>
#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

#include "core/storage/database.h"

namespace seo::core {

// Thread-safe.
class KeyUses {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr std::chrono::seconds kEvery{60};

  explicit KeyUses(Database& db) : db_(db) {}

  // Records that key `key_id` was used now, writing it when this process has not for kEvery.
  // The request goes on whether the write succeeds or not.
  void note(const std::string& key_id);

 private:
  // Keys written in the last kEvery, at most this many a shard: older entries are dropped when
  // a shard is full, and all of them if none is older.
  static constexpr std::size_t kShardEntries = 4096;
  struct Shard {
    std::mutex mu;
    std::unordered_map<std::string, Clock::time_point> written;
  };

  Database& db_;
  std::array<Shard, 8> shards_;
};

}  // namespace seo::core
