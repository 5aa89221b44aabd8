// The routes of signing in to the console (under /api/v1/auth): sign in and out, the current
// session and its CSRF token, the user's sessions and their revocation, changing a password and
// setting one through a single-use link. Documented in the API description like every route.
#pragma once

#include <memory>

#include "core/auth/session_cookie.h"
#include "core/auth/session_store.h"
#include "core/console/sign_in.h"
#include "core/loader/registrations.h"
#include "core/storage/database.h"

namespace seo::core {

// What the handlers share; kept alive by them.
struct ConsoleAuth {
  ConsoleAuth(Database& database, SessionPolicy policy, SessionCookie session_cookie,
              int attempts_per_minute)
      : db(database),
        sessions(database, policy),
        cookie(std::move(session_cookie)),
        sign_in(database, sessions, cookie, attempts_per_minute),
        link_failures(attempts_per_minute / 60.0, attempts_per_minute) {}

  Database& db;
  SessionStore sessions;
  SessionCookie cookie;
  SignIn sign_in;
  // Links (set-password, invitations) that were not good, per client address: a guesser of
  // link tokens gets as many tries a minute as a guesser of passwords.
  RateLimiter link_failures;
};

void registerAuthRoutes(Registrations& r, const std::shared_ptr<ConsoleAuth>& auth);

}  // namespace seo::core
