#include "core/console/sign_in.h"

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

}  // namespace

Status SignIn::admit(const std::string& ip, const std::string& email, int* retry_after) {
  if (!per_address_.take(ip, retry_after)) {
    return Status::tooManyRequests("Too many sign-in attempts from your address; retry in " +
                                   std::to_string(*retry_after) + " s");
  }
  if (!per_account_.take(seo::sdk::ascii::lower(email), retry_after)) {
    return Status::tooManyRequests("Too many sign-in attempts for this account; retry in " +
                                   std::to_string(*retry_after) + " s");
  }
  return Status::ok();
}

SignInOutcome SignIn::attempt(const SignInAttempt& a, seo::sdk::Host& host) {
  int retry_after = 0;
  if (Status s = admit(a.ip, a.email, &retry_after); !s.isOk()) return refused(s, retry_after);
  Result<std::optional<PasswordAccount>> found = findPasswordAccount(db_, a.email);
  if (!found.isOk()) return refused(found.status());
  const std::optional<PasswordAccount>& account = found.value();
  if (!account || account->password_hash.empty()) {
    verifyAgainstNoAccount(a.password);
    return refused(Status::unauthenticated(kBadCredentials));
  }
  if (!verifyPassword(account->password_hash, a.password)) {
    return refused(Status::unauthenticated(kBadCredentials));
  }
  TwoFactor two_factor(db_, host);
  Result<bool> second_factor = two_factor.enabled(account->user_id);
  if (!second_factor.isOk()) return refused(second_factor.status());
  if (second_factor.value()) {
    if (a.totp_code.empty() && a.recovery_code.empty()) {
      return refused(Status::unauthenticated(kTwoFactorRequired));
    }
    if (Status s = two_factor.verify(account->user_id, a.totp_code, a.recovery_code); !s.isOk()) {
      return refused(s);
    }
  }
  if (passwordNeedsRehash(account->password_hash)) {
    upgradePasswordHash(db_, account->user_id, a.password);
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
