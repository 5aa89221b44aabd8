#include "core/admin/console_commands.h"

#include <termios.h>
#include <unistd.h>

#include <iostream>
#include <sstream>

#include "core/auth/password.h"
#include "core/auth/user_links.h"
#include "core/auth/user_passwords.h"
#include "core/console/console_component.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;
using Doc = rapidjson::Document;

namespace {

Result<PasswordAccount> accountOf(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string email, ctx.run.required("email"));
  SEO_ASSIGN_OR_RETURN(std::optional<PasswordAccount> account, findPasswordAccount(*ctx.db, email));
  if (!account) return Status::notFound("No user with email " + email);
  return std::move(*account);
}

// Standard input up to its end, without one final line break: a password piped by `echo` or
// typed and ended with Ctrl-D.
Result<std::string> readPassword(std::istream& in) {
  std::string text;
  char chunk[512];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    text.append(chunk, static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxPasswordBytes + 2) {
      return Status::invalidField("password", "must be at most 1024 bytes");
    }
  }
  if (!text.empty() && text.back() == '\n') text.pop_back();
  if (!text.empty() && text.back() == '\r') text.pop_back();
  return text;
}

// Turns the terminal's echo off while it lives, and back on however the reading ends.
class EchoOff {
 public:
  EchoOff() : on_(tcgetattr(STDIN_FILENO, &saved_) == 0) {
    if (!on_) return;
    termios quiet = saved_;
    quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
    on_ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet) == 0;
  }
  ~EchoOff() {
    if (on_) tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_);
  }
  EchoOff(const EchoOff&) = delete;
  EchoOff& operator=(const EchoOff&) = delete;

 private:
  termios saved_{};
  bool on_ = false;
};

// A person at a terminal: asked on stderr, one line read without echoing it (so it is not left
// on the screen or in a terminal's scrollback).
Result<std::string> askPassword() {
  std::string line;
  {
    EchoOff quiet;  // before the prompt: what is typed after it is never shown
    std::cerr << "New password (not shown): " << std::flush;
    std::getline(std::cin, line);
  }
  std::cerr << "\n";
  std::istringstream in(line);
  return readPassword(in);
}

}  // namespace

Result<Doc> userSetPassword(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(PasswordAccount account, accountOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::string password, ctx.in != nullptr        ? readPassword(*ctx.in)
                                             : ::isatty(STDIN_FILENO) ? askPassword()
                                                                      : readPassword(std::cin));
  SEO_RETURN_IF_ERROR(checkPasswordRules(password));
  SEO_ASSIGN_OR_RETURN(std::string hash, hashPassword(password));
  SEO_RETURN_IF_ERROR(ctx.db->withTransaction([&](soci::session& sql) {
    storePasswordHash(sql, account.user_id, hash, "");
    return Status::ok();
  }));
  return doneJson("password set for " + account.email + "; their console sessions ended");
}

Result<Doc> userResetLink(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(PasswordAccount account, accountOf(ctx));
  SEO_ASSIGN_OR_RETURN(NewUserLink link,
                       createUserLink(*ctx.db, account.user_id, kSetPasswordLink,
                                      std::chrono::hours(ctx.config.console.link_hours)));
  Doc d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  using seo::sdk::json::string;
  d.AddMember("email", string(account.email, a), a);
  d.AddMember(
      "link",
      string(setPasswordLink(consoleUrl(ctx.config.console, ctx.config.port), link.token), a), a);
  d.AddMember("expires_at", string(link.expires_at, a), a);
  return d;
}

Result<Doc> userResetTwoFactor(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(PasswordAccount account, accountOf(ctx));
  // The same rows TwoFactor::disable removes; no secret is opened, so no key is needed.
  SEO_RETURN_IF_ERROR(ctx.db->withTransaction([&](soci::session& sql) {
    sql << "DELETE FROM user_recovery_codes WHERE user_id = :u", soci::use(account.user_id);
    sql << "DELETE FROM user_totp WHERE user_id = :u", soci::use(account.user_id);
    return Status::ok();
  }));
  return doneJson("two-factor sign-in turned off for " + account.email +
                  "; they sign in with the password and may set it up again");
}

Result<Doc> orgSetTwoFactor(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string org, ctx.run.required("org"));
  SEO_ASSIGN_OR_RETURN(bool required, ctx.run.onOff("required"));
  int flag = required ? 1 : 0;
  long long changed = 0;
  SEO_RETURN_IF_ERROR(ctx.db->withSession([&](soci::session& sql) {
    soci::statement st = (sql.prepare << "UPDATE organizations SET require_two_factor = :r "
                                         "WHERE id = :o",
                          soci::use(flag), soci::use(org));
    st.execute(true);
    changed = st.get_affected_rows();
    return Status::ok();
  }));
  if (changed == 0) return Status::notFound("No organization " + org);
  return doneJson("organization " + org + ": two-factor sign-in " +
                  (required ? "required of its members" : "optional"));
}

}  // namespace seo::core
