#include "core/auth/authenticator.h"

#include <cctype>

#include "core/auth/api_key.h"
#include "seo/sdk/ascii.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Result<KeyRecord> Authenticator::authenticate(std::string_view authorization) {
  // The scheme is case-insensitive (RFC 7235); the key itself is not.
  constexpr std::string_view kScheme = "bearer ";
  if (authorization.size() <= kScheme.size() ||
      !seo::sdk::ascii::startsWithIgnoreCase(authorization, kScheme)) {
    return Status::unauthenticated(kInvalidKeyMessage);
  }
  std::string_view secret = authorization.substr(kScheme.size());
  while (!secret.empty() && secret.back() == ' ') secret.remove_suffix(1);
  if (!looksLikeApiKey(secret)) return Status::unauthenticated(kInvalidKeyMessage);

  std::string hash = hashApiKey(secret);
  KeyRecord key;
  int active = 0;
  int api_access = 0;
  bool found = false;
  Status s = db_.withSession([&](soci::session& sql) {
    soci::indicator website_ind;
    sql << "SELECT k.id, k.user_id, u.email, k.organization_id, k.website_id, k.active, "
           "p.name, p.api_access "
           "FROM api_keys k "
           "JOIN users u ON u.id = k.user_id "
           "JOIN memberships m ON m.user_id = k.user_id AND m.organization_id = k.organization_id "
           "JOIN organizations o ON o.id = k.organization_id "
           "JOIN plans p ON p.id = o.plan_id "
           "WHERE k.key_hash = :h",
        soci::use(hash), soci::into(key.id), soci::into(key.user_id), soci::into(key.user_email),
        soci::into(key.organization_id), soci::into(key.website_id, website_ind),
        soci::into(active), soci::into(key.plan), soci::into(api_access);
    found = sql.got_data();
    if (website_ind != soci::i_ok) key.website_id.clear();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (!found) return Status::unauthenticated(kInvalidKeyMessage);
  if (active == 0) return Status::permissionDenied("API key is inactive");
  key.api_access = api_access != 0;
  return key;
}

}  // namespace seo::core
