#include "core/auth/authenticator.h"

#include "core/auth/api_key.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Result<KeyRecord> Authenticator::authenticate(std::string_view authorization, bool known_only) {
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
  std::uint64_t generation = cache_.begin();
  std::optional<KeyRecord> key = cache_.key(hash);
  if (!key) {
    if (known_only || cache_.unknown(hash)) return Status::unauthenticated(kInvalidKeyMessage);
    Result<std::optional<KeyRecord>> loaded = loadKey(hash);
    if (!loaded.isOk()) return loaded.status();
    key = std::move(loaded).value();
    if (!key) {
      cache_.keepUnknown(generation, hash);
      return Status::unauthenticated(kInvalidKeyMessage);
    }
    cache_.keepKey(generation, hash, *key);
  }
  if (!key->active) return Status::permissionDenied("API key is inactive");
  uses_.note(key->id);
  return std::move(*key);
}

Result<WebsiteAccess> Authenticator::website(const std::string& user_id,
                                             const std::string& website_id) {
  std::uint64_t generation = cache_.begin();
  if (std::optional<WebsiteAccess> hit = cache_.website(user_id, website_id)) return *hit;
  Result<WebsiteAccess> access = resolveWebsite(db_, user_id, website_id);
  // Refusals are not kept, for the same reason as unknown keys.
  if (access.isOk()) cache_.keepWebsite(generation, user_id, website_id, access.value());
  return access;
}

Result<std::optional<KeyRecord>> Authenticator::loadKey(const std::string& hash) {
  KeyRecord key;
  int active = 0;
  int api_access = 0;
  bool found = false;
  Status s = db_.withSession([&](soci::session& sql) {
    soci::indicator website_ind;
    sql << "SELECT k.id, k.user_id, u.email, k.organization_id, k.website_id, k.active, "
           "p.name, p.api_access, m.role "
           "FROM api_keys k "
           "JOIN users u ON u.id = k.user_id "
           "JOIN memberships m ON m.user_id = k.user_id AND m.organization_id = k.organization_id "
           "JOIN organizations o ON o.id = k.organization_id "
           "JOIN plans p ON p.id = o.plan_id "
           "WHERE k.key_hash = :h",
        soci::use(hash), soci::into(key.id), soci::into(key.user_id), soci::into(key.user_email),
        soci::into(key.organization_id), soci::into(key.website_id, website_ind),
        soci::into(active), soci::into(key.plan), soci::into(api_access), soci::into(key.role);
    found = sql.got_data();
    if (website_ind != soci::i_ok) key.website_id.clear();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (!found) return std::optional<KeyRecord>();
  key.active = active != 0;
  key.api_access = api_access != 0;
  return std::optional<KeyRecord>(std::move(key));
}

}  // namespace seo::core
