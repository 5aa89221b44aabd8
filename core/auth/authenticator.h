// Turns an Authorization header into the key's record (its user, organization, bound website and
// plan) and checks a user's access to a website: 401 for a missing or unknown key, 403 for an
// inactive one or a website of no organization of the user's. Both answers come from the
// AuthCache when it has them (auth_cache.h: stale by at most about half a second), else from the
// database.
#pragma once

#include <string>
#include <string_view>

#include "core/auth/auth_cache.h"
#include "core/auth/key_record.h"
#include "core/auth/key_uses.h"
#include "core/auth/website_scope.h"
#include "core/storage/database.h"

namespace seo::core {

inline constexpr const char* kInvalidKeyMessage = "Invalid or missing API key";
inline constexpr const char* kNoApiAccessMessage = "Your plan does not include Public API access";

// Thread-safe.
class Authenticator {
 public:
  explicit Authenticator(Database& db) : db_(db), cache_(db), uses_(db) {}
  // `authorization`: the raw header value, "Bearer <key>". With `known_only`, a key the cache
  // does not hold is not looked up: 401 as if it were unknown. An active key's use is recorded
  // (key_uses.h).
  seo::sdk::Result<KeyRecord> authenticate(std::string_view authorization,
                                           bool known_only = false);
  // resolveWebsite(), through the cache.
  seo::sdk::Result<WebsiteAccess> website(const std::string& user_id,
                                          const std::string& website_id);

 private:
  // The key whose hash is `hash`, active or not; nullopt when there is none.
  seo::sdk::Result<std::optional<KeyRecord>> loadKey(const std::string& hash);

  Database& db_;
  AuthCache cache_;
  KeyUses uses_;
};

}  // namespace seo::core
