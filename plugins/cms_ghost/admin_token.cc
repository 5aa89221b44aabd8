#include "plugins/cms_ghost/admin_token.h"

#include <jwt.h>

#include <cstdlib>
#include <memory>

namespace seo::plugins::cms_ghost {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::int64_t kLifetimeSeconds = 300;

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool allHex(std::string_view text) {
  for (char c : text) {
    if (hexValue(c) < 0) return false;
  }
  return !text.empty();
}

struct JwtFree {
  void operator()(jwt_t* jwt) const { jwt_free(jwt); }
};

}  // namespace

Result<AdminKey> parseAdminKey(std::string_view text) {
  std::size_t colon = text.find(':');
  std::string_view id = text.substr(0, colon);
  std::string_view secret = colon == std::string_view::npos ? "" : text.substr(colon + 1);
  if (colon == std::string_view::npos || id.size() != 24 || secret.size() != 64 || !allHex(id) ||
      !allHex(secret)) {
    return Status::invalidField("admin_api_key",
                                "must be Ghost's Admin API key: <24 hex digits>:<64 hex digits>");
  }
  AdminKey key;
  key.id = std::string(id);
  for (std::size_t i = 0; i < secret.size(); i += 2) {
    key.secret += static_cast<char>(hexValue(secret[i]) * 16 + hexValue(secret[i + 1]));
  }
  return key;
}

Result<std::string> adminToken(const AdminKey& key, std::int64_t now_seconds) {
  jwt_t* raw = nullptr;
  if (jwt_new(&raw) != 0) return Status::internal("libjwt could not make a token");
  std::unique_ptr<jwt_t, JwtFree> jwt(raw);
  const auto* secret = reinterpret_cast<const unsigned char*>(key.secret.data());
  if (jwt_set_alg(jwt.get(), JWT_ALG_HS256, secret, static_cast<int>(key.secret.size())) != 0 ||
      jwt_add_header(jwt.get(), "kid", key.id.c_str()) != 0 ||
      jwt_add_grant_int(jwt.get(), "iat", static_cast<long>(now_seconds)) != 0 ||
      jwt_add_grant_int(jwt.get(), "exp", static_cast<long>(now_seconds + kLifetimeSeconds)) != 0 ||
      jwt_add_grant(jwt.get(), "aud", "/admin/") != 0) {
    return Status::internal("libjwt could not build the Ghost token");
  }
  char* token = jwt_encode_str(jwt.get());
  if (token == nullptr) return Status::internal("libjwt could not sign the Ghost token");
  std::string out(token);
  std::free(token);  // libjwt 1.10 returns malloc'd text (jwt_free_str came in 1.12)
  return out;
}

}  // namespace seo::plugins::cms_ghost
