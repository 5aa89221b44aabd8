#include "core/console/sign_in.h"

#include "core/auth/device_cookie.h"
#include "core/auth/password.h"
#include "core/auth/two_factor.h"
#include "core/auth/user_passwords.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

SignInOutcome refused(Status status, int retry_after = 0) {
  return SignInOutcome{std::move(status), retry_after, {}};
}

std::string accountFrom(const std::string& email, const std::string& ip) {
  return seo::sdk::ascii::lower(email) + "\n" + ip;
}

}  // namespace

SignIn::SignIn(Database& db, SessionStore& sessions, const SessionCookie& cookie,
               int attempts_per_minute)
    : db_(db),
      sessions_(sessions),
      cookie_(cookie),
      per_address_(attempts_per_minute / 60.0, attempts_per_minute),
      per_account_address_(attempts_per_minute / 60.0, attempts_per_minute),
      strangers_per_account_(attempts_per_minute / 60.0, attempts_per_minute) {}

Status passwordWorkBusy(int* retry_after) {
  *retry_after = 1;
  return Status::tooManyRequests("The server is checking too many passwords at once; retry in 1 s");
}

Status SignIn::admit(const std::string& ip, const std::string& email, int* retry_after) {
  if (!per_address_.take(ip, retry_after)) {
    return Status::tooManyRequests("Too many sign-in attempts from your address; retry in " +
                                   std::to_string(*retry_after) + " s");
  }
  if (!per_account_address_.take(accountFrom(email, ip), retry_after)) {
    return Status::tooManyRequests("Too many sign-in attempts for this account; retry in " +
                                   std::to_string(*retry_after) + " s");
  }
  return Status::ok();
}

bool SignIn::knownCaller(const SignInAttempt& a, const std::string& user_id, seo::sdk::Host& host) {
  if (isDeviceOf(host, cookie_, a.cookies, user_id)) return true;
  int sessions = 0;
  Status s = db_.withSession([&](soci::session& sql) {
    sql << "SELECT COUNT(*) FROM sessions WHERE user_id = :u AND ip = :ip", soci::use(user_id),
        soci::use(a.ip), soci::into(sessions);
    return Status::ok();
  });
  return s.isOk() && sessions > 0;
}

SignInOutcome SignIn::attempt(const SignInAttempt& a, seo::sdk::Host& host) {
  int retry_after = 0;
  if (Status s = admit(a.ip, a.email, &retry_after); !s.isOk()) return refused(s, retry_after);
  Result<std::optional<PasswordAccount>> found = findPasswordAccount(db_, a.email);
  if (!found.isOk()) return refused(found.status());
  const std::optional<PasswordAccount>& account = found.value();
  const bool known = account && knownCaller(a, account->user_id, host);
  const std::string stranger_key = seo::sdk::ascii::lower(a.email);
  if (!known && !strangers_per_account_.hasToken(stranger_key, &retry_after)) {
    return refused(
        Status::tooManyRequests(
            "Too many failed sign-ins to this account from devices it has not used; "
            "retry in " +
            std::to_string(retry_after) + " s, or from a browser that signed in to it before"),
        retry_after);
  }
  // A failure from a stranger spends one of the account's stranger attempts.
  auto failed = [&](Status status) {
    int ignored = 0;
    if (!known) strangers_per_account_.take(stranger_key, &ignored);
    return refused(std::move(status));
  };
  std::optional<PasswordWork::Slot> slot =
      work_.enter(known ? PasswordCaller::Known : PasswordCaller::Stranger);
  if (!slot) return refused(passwordWorkBusy(&retry_after), retry_after);
  if (!account || account->password_hash.empty()) {
    verifyAgainstNoAccount(a.password);
    return failed(Status::unauthenticated(kBadCredentials));
  }
  if (!verifyPassword(account->password_hash, a.password)) {
    return failed(Status::unauthenticated(kBadCredentials));
  }
  slot.reset();  // the rest hashes nothing, but the rehash below
  TwoFactor two_factor(db_, host);
  Result<bool> second_factor = two_factor.enabled(account->user_id);
  if (!second_factor.isOk()) return refused(second_factor.status());
  if (second_factor.value()) {
    if (a.totp_code.empty() && a.recovery_code.empty()) {
      return refused(Status::unauthenticated(kTwoFactorRequired));
    }
    if (Status s = two_factor.verify(account->user_id, a.totp_code, a.recovery_code); !s.isOk()) {
      return failed(s);
    }
  }
  if (passwordNeedsRehash(account->password_hash)) {
    if (std::optional<PasswordWork::Slot> rehashing = work_.enter(PasswordCaller::Known)) {
      upgradePasswordHash(db_, account->user_id, a.password);
    }  // else at the next sign-in
  }
  std::string organization_id = a.organization_id;
  if (organization_id.empty()) {
    Status s = db_.withSession([&](soci::session& sql) {
      sql << "SELECT organization_id FROM memberships WHERE user_id = :u "
             "ORDER BY created_at, organization_id",
          soci::use(account->user_id), soci::into(organization_id);
      return Status::ok();
    });
    if (!s.isOk()) return refused(s);
  }
  if (organization_id.empty()) {
    return refused(Status::permissionDenied("This account belongs to no organization"));
  }
  Result<StartedSession> started =
      sessions_.start(account->user_id, organization_id, a.user_agent, a.ip);
  if (!started.isOk()) {
    if (started.status().code() == seo::sdk::Code::NotFound) {
      return refused(Status::permissionDenied("This account is not a member of organization " +
                                              organization_id));
    }
    return refused(started.status());
  }
  return SignInOutcome{Status::ok(), 0, std::move(started).value()};
}

}  // namespace seo::core
