#include "core/auth/user_passwords.h"

#include "core/auth/password.h"
#include "core/auth/session_store.h"
#include "core/auth/user_links.h"
#include "core/common/clock.h"
#include "core/common/log.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Result<std::optional<PasswordAccount>> findPasswordAccount(Database& db, std::string_view email) {
  std::string lowered = seo::sdk::ascii::lower(email);
  std::optional<PasswordAccount> found;
  Status s = db.withSession([&](soci::session& sql) {
    PasswordAccount account;
    soci::indicator hash_ind = soci::i_null;
    sql << "SELECT u.id, u.email, u.name, p.password_hash FROM users u "
           "LEFT JOIN user_passwords p ON p.user_id = u.id WHERE LOWER(u.email) = :e "
           "ORDER BY u.created_at, u.id",
        soci::use(lowered), soci::into(account.user_id), soci::into(account.email),
        soci::into(account.name), soci::into(account.password_hash, hash_ind);
    if (!sql.got_data()) return Status::ok();
    if (hash_ind != soci::i_ok) account.password_hash.clear();
    found = std::move(account);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return found;
}

Result<std::string> storedPasswordHash(Database& db, const std::string& user_id) {
  std::string hash;
  Status s = db.withSession([&](soci::session& sql) {
    sql << "SELECT password_hash FROM user_passwords WHERE user_id = :u", soci::use(user_id),
        soci::into(hash);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return hash;
}

void storePasswordHash(soci::session& sql, const std::string& user_id, const std::string& hash,
                       const std::string& keep_session_id) {
  std::string now = isoNow();
  sql << "DELETE FROM user_passwords WHERE user_id = :u", soci::use(user_id);
  sql << "INSERT INTO user_passwords (user_id, password_hash, updated_at) VALUES (:u, :h, :t)",
      soci::use(user_id), soci::use(hash), soci::use(now);
  SessionStore::endAllOf(sql, user_id, keep_session_id);
  std::string purpose(kSetPasswordLink);
  sql << "DELETE FROM user_links WHERE user_id = :u AND purpose = :p AND used_at IS NULL",
      soci::use(user_id), soci::use(purpose);
}

void upgradePasswordHash(Database& db, const std::string& user_id, std::string_view password) {
  Result<std::string> hash = hashPassword(password);
  Status s = hash.status();
  if (hash.isOk()) {
    s = db.withSession([&](soci::session& sql) {
      std::string now = isoNow();
      sql << "UPDATE user_passwords SET password_hash = :h, updated_at = :t WHERE user_id = :u",
          soci::use(hash.value()), soci::use(now), soci::use(user_id);
      return Status::ok();
    });
  }
  if (!s.isOk()) {
    logLine(Level::Warning, "password hash not upgraded",
            {{"user_id", user_id}, {"error", s.message()}});
  }
}

}  // namespace seo::core
