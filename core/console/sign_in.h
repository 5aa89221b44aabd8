// Signing in to the console with an email, a password and, when the account has it on, a TOTP
// or recovery code, done as OWASP's authentication guidance has it: wrong passwords slow the
// guesser without locking the real user out.
//
// - Every attempt spends one of its client address's attempts and one of the account's from that
//   address (token buckets, N a minute each, in memory per process): one address guesses
//   slowly, whatever the accounts it tries.
// - A failed attempt from a stranger (neither a device that signed in to the account before, by
//   its device cookie, nor an address with a session of the account) also spends one of the
//   account's stranger attempts: many addresses together guess one account slowly too, while the
//   user's own browser and address are never held back by them.
// - The password is hashed in PasswordWork's pool for known callers or for strangers, so a flood
//   of strangers' attempts never stands in front of a real user's.
// An unknown account, or one without a password, costs the same Argon2id work as a wrong
// password, so neither the answer nor its time tells whether an address has an account.
#pragma once

#include <optional>
#include <string>

#include "core/auth/password_work.h"
#include "core/auth/session_cookie.h"
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
  std::optional<std::string> cookies;  // the request's Cookie header: its device cookie
};

struct SignInOutcome {
  seo::sdk::Status status;  // OK, or the refusal
  int retry_after = 0;      // for TooManyRequests
  StartedSession session;   // when OK
};

// Thread-safe. Slow by design (Argon2id): call it off the request threads.
class SignIn {
 public:
  SignIn(Database& db, SessionStore& sessions, const SessionCookie& cookie,
         int attempts_per_minute);

  // 429 past a limit or when the password pool is full (nothing checked then), 401
  // kBadCredentials, 401 kTwoFactorRequired (two_factor.h) when the account has two-factor
  // sign-in on and no code came, 401 for a code that is not good, 403 when the user belongs to no
  // organization (or not to `organization_id`), else a new session. `host` opens the sealed TOTP
  // secret and the device cookie.
  SignInOutcome attempt(const SignInAttempt& attempt, seo::sdk::Host& host);

  // Spends an attempt of `ip` and of the account `email` from it (a password checked elsewhere:
  // a password change's current password): TooManyRequests, with `*retry_after`, past a limit.
  seo::sdk::Status admit(const std::string& ip, const std::string& email, int* retry_after);

  // Where passwords are hashed: every route that hashes one takes its place here.
  PasswordWork& passwordWork() { return work_; }

 private:
  // True when the attempt comes from a device or an address the account signed in from before.
  bool knownCaller(const SignInAttempt& a, const std::string& user_id, seo::sdk::Host& host);

  Database& db_;
  SessionStore& sessions_;
  const SessionCookie& cookie_;
  RateLimiter per_address_;
  RateLimiter per_account_address_;
  RateLimiter strangers_per_account_;
  PasswordWork work_;
};

// 429 with a Retry-After of one second: every password pool's place is taken.
seo::sdk::Status passwordWorkBusy(int* retry_after);

}  // namespace seo::core
