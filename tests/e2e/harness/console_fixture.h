// The fixture of the console's tests: tenants alpha (free plan) and bravo (pro) whose owners
// have a password, a server whose sign-in limit leaves room for many sign-ins and whose clock
// can move, and calls made with a session (its cookie and CSRF token) checked against the API
// description like call()'s.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {

inline constexpr const char* kConsolePassword = "correct horse battery staple";

// A signed-in console session.
struct Session {
  std::string cookie;  // "seo_session=<token>"
  std::string token;
  std::string csrf;
  std::string id;
};

class ConsoleTest : public E2eTest {
 protected:
  void SetUp() override;

  ServerOptions consoleOptions(int attempts_per_minute = 1000);
  // Starts the server with consoleOptions() and loads the API description.
  void start(int attempts_per_minute = 1000);

  void setPassword(const std::string& email, const std::string& password);
  // POST /auth/sign-in, checked against the API description.
  HttpResponse signIn(const std::string& email, const std::string& password,
                      const std::vector<std::pair<std::string, std::string>>& headers = {});
  // Signs in (fatal unless 200) and keeps the cookie and CSRF token.
  void signInOk(const std::string& email, Session* out,
                const std::string& password = kConsolePassword);

  // `method path` with the session's cookie, its CSRF token unless `csrf` is false, and
  // `headers`; checked against the API description as `path_template`.
  HttpResponse withSession(const Session& s, const std::string& method,
                           const std::string& path_template, const std::string& path,
                           const std::optional<std::string>& body = std::nullopt, bool csrf = true,
                           std::vector<std::pair<std::string, std::string>> headers = {});
  bool signedIn(const Session& s);

  Tenant a_, b_;
};

}  // namespace seo::tests
