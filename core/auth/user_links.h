// Single-use links for a user: set a password (seoctl user reset-link, the first start), and
// later the console's invitations. The link carries a random token; the table keeps its SHA-256,
// when it ends and whether it was used, so a link works once, before it ends, and a leaked table
// opens nothing.
#pragma once

#include <soci/soci.h>

#include <chrono>
#include <string>
#include <string_view>

#include "core/storage/database.h"
#include "seo/sdk/status.h"

namespace seo::core {

inline constexpr std::string_view kSetPasswordLink = "set_password";

struct NewUserLink {
  std::string token;  // goes into the link; never stored
  std::string expires_at;
};

// A link of `purpose` for `user_id`, standing for `ttl`. Earlier unused links of the same
// purpose for the user stop working: only the newest one opens.
seo::sdk::Result<NewUserLink> createUserLink(Database& db, const std::string& user_id,
                                             std::string_view purpose, std::chrono::seconds ttl);

// OK when the link `token` of `purpose` would open now (unused, not ended); NotFound as
// useUserLink says otherwise. Costs one read: what a caller checks before any costly work the
// link is for (hashing a new password), so a made-up token costs nothing more.
seo::sdk::Status checkUserLink(Database& db, std::string_view token, std::string_view purpose);

// Uses the link whose token is `token`, in `sql`'s transaction (so it stays unused if what it
// was used for fails): the user's id. NotFound ("This link is not valid: it was used, replaced
// or has ended") otherwise.
seo::sdk::Result<std::string> useUserLink(soci::session& sql, std::string_view token,
                                          std::string_view purpose);

// Deletes up to `batch` links whose time has passed, used or not; the number deleted. The
// retention pruner's step (console_component.cc).
seo::sdk::Result<long long> pruneEndedUserLinks(Database& db, int batch);

}  // namespace seo::core
