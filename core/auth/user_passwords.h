// Where users' password hashes live (table user_passwords) and the changes that go with a new
// password: every session of the user ends but the one making the change, and an unused
// set-password link stops working.
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <string_view>

#include "core/storage/database.h"
#include "seo/sdk/status.h"

namespace seo::core {

// A user found by email for signing in, with the stored hash ("" when no password is set).
struct PasswordAccount {
  std::string user_id;
  std::string email;
  std::string name;
  std::string password_hash;
};

// The user whose email is `email` (compared without ASCII case), or nullopt.
seo::sdk::Result<std::optional<PasswordAccount>> findPasswordAccount(Database& db,
                                                                     std::string_view email);

// The stored hash of `user_id` ("" when none).
seo::sdk::Result<std::string> storedPasswordHash(Database& db, const std::string& user_id);

// Stores `hash` (from hashPassword) as `user_id`'s password in `sql`'s transaction, ends the
// user's sessions but `keep_session_id` ("" for none) and their unused set-password links.
void storePasswordHash(soci::session& sql, const std::string& user_id, const std::string& hash,
                       const std::string& keep_session_id);

// Replaces a stored hash that is weaker than today's (passwordNeedsRehash) after a sign-in with
// the password; sessions are left alone. A failure is only logged: the sign-in stands.
void upgradePasswordHash(Database& db, const std::string& user_id, std::string_view password);

}  // namespace seo::core
