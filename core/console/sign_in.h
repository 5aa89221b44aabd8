// Signing in to the console with an email, a password and, when the account has it on, a TOTP
// or recovery code, done as the careful anchors do it:
// attempts are limited per client address and per account (a token bucket each: N a minute,
// in memory per process), and an unknown account, or one without a password, costs the same
// Argon2id work as a wrong password, so neither the answer nor its time tells whether an address
// has an account.
#pragma once

#include <string>

#include "core/auth/session_store.h"
#include "core/http/rate_limiter.h"
#include "core/storage/database.h"
#include "seo/sdk/host.h"

namespace seo::core {

inline constexpr const char* kBadCredentials = "Invalid email or password";

struct SignInAttempt {
  std::string email;
  std::string password;
  std::string totp_code;        // for an account with two-factor sign-in on
  std::string recovery_code;    // in place of a TOTP code, once
  std::string organization_id;  // "" for the user's first membership
  std::string user_agent;
  std::string ip;
};

struct SignInOutcome {
  seo::sdk::Status status;  // OK, or the refusal
  int retry_after = 0;      // for TooManyRequests
  StartedSession session;   // when OK
};

// Thread-safe. Slow by design (Argon2id): call it off the request threads.
class SignIn {
 public:
  SignIn(Database& db, SessionStore& sessions, int attempts_per_minute)
      : db_(db),
        sessions_(sessions),
        per_address_(attempts_per_minute / 60.0, attempts_per_minute),
        per_account_(attempts_per_minute / 60.0, attempts_per_minute) {}

  // 429 past either limit (nothing checked then), 401 kBadCredentials, 401 kTwoFactorRequired
  // (two_factor.h) when the account has two-factor sign-in on and no code came, 401 for a code
  // that is not good, 403 when the user belongs to no organization (or not to
  // `organization_id`), else a new session. `host` opens the sealed TOTP secret.
  SignInOutcome attempt(const SignInAttempt& attempt, seo::sdk::Host& host);

  // Spends an attempt of `ip` and of the account `email` (a password checked elsewhere: a
  // password change's current password): TooManyRequests, with `*retry_after`, past a limit.
  seo::sdk::Status admit(const std::string& ip, const std::string& email, int* retry_after);

 private:
  Database& db_;
  SessionStore& sessions_;
  RateLimiter per_address_;
  RateLimiter per_account_;
};

}  // namespace seo::core
