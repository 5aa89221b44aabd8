// Turns an Authorization header into the key's record: its user, organization, bound website and
// plan. 401 for a missing or unknown key, 403 for an inactive one.
#pragma once

#include <string>
#include <string_view>

#include "core/storage/database.h"

namespace seo::core {

struct KeyRecord {
  std::string id;
  std::string user_id;
  std::string user_email;
  std::string organization_id;
  std::string website_id;  // the bound website; empty when the key is not bound
  std::string plan;
  bool api_access = false;
};

inline constexpr const char* kInvalidKeyMessage = "Invalid or missing API key";
inline constexpr const char* kNoApiAccessMessage = "Your plan does not include Public API access";

// Thread-safe.
class Authenticator {
 public:
  explicit Authenticator(Database& db) : db_(db) {}
  // `authorization`: the raw header value, "Bearer <key>".
  seo::sdk::Result<KeyRecord> authenticate(std::string_view authorization);

 private:
  Database& db_;
};

}  // namespace seo::core
