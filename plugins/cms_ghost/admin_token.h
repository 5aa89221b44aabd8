// The token of Ghost's Admin API (PROVIDERS.md): a JWT signed HS256 by libjwt with the secret
// half of the Admin API key, hex-decoded, header {"alg": "HS256", "kid": <key id>, "typ":
// "JWT"}, payload {"iat", "exp" (5 minutes later, Ghost's limit), "aud": "/admin/"}.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "seo/sdk/status.h"

namespace seo::plugins::cms_ghost {

struct AdminKey {
  std::string id;      // 24 hex digits
  std::string secret;  // the decoded bytes of the 64 hex digits
};

// "<id>:<secret>" as Ghost shows an integration's Admin API key; InvalidArgument naming
// `admin_api_key` when it is not one.
seo::sdk::Result<AdminKey> parseAdminKey(std::string_view text);

// The token for a request at `now_seconds` (Unix time), valid for 300 seconds.
seo::sdk::Result<std::string> adminToken(const AdminKey& key, std::int64_t now_seconds);

}  // namespace seo::plugins::cms_ghost
