#include "tests/e2e/harness/console_fixture.h"

namespace seo::tests {

void ConsoleTest::SetUp() {
  ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "free", &a_));
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "bravo", "pro", &b_));
  ASSERT_NO_FATAL_FAILURE(setPassword(a_.email, kConsolePassword));
  ASSERT_NO_FATAL_FAILURE(setPassword(b_.email, kConsolePassword));
}

ServerOptions ConsoleTest::consoleOptions(int attempts_per_minute) {
  ServerOptions o = options();
  o.env["SEO_SIGN_IN_ATTEMPTS_PER_MINUTE"] = std::to_string(attempts_per_minute);
  o.env["SEO_CLOCK_FILE"] = clockFile();
  return o;
}

void ConsoleTest::start(int attempts_per_minute) {
  advanceClock(0);
  ASSERT_NO_FATAL_FAILURE(startServer(consoleOptions(attempts_per_minute)));
  ASSERT_NO_FATAL_FAILURE(loadContract());
}

void ConsoleTest::setPassword(const std::string& email, const std::string& password) {
  CliResult set = cli().run({"user", "set-password", "--email", email}, true, {}, password + "\n");
  ASSERT_EQ(set.exit_code, 0) << set.describe();
}

HttpResponse ConsoleTest::signIn(const std::string& email, const std::string& password,
                                 const std::vector<std::pair<std::string, std::string>>& headers) {
  HttpRequest request{"POST", api("/auth/sign-in"), std::nullopt,
                      R"({"email": ")" + email + R"(", "password": ")" + password + R"("})",
                      headers};
  return contract_.checked(http(), "/auth/sign-in", request);
}

void ConsoleTest::signInOk(const std::string& email, Session* out, const std::string& password) {
  HttpResponse r = signIn(email, password, {{"user-agent", "e2e-browser/1.0"}});
  ASSERT_EQ(r.status, 200) << describe(r);
  std::optional<std::string> set = r.header("set-cookie");
  ASSERT_TRUE(set) << describe(r);
  out->cookie = set->substr(0, set->find(';'));
  out->token = out->cookie.substr(out->cookie.find('=') + 1);
  rapidjson::Document body = r.json();
  out->csrf = stringField(body["data"], "csrf_token");
  out->id = stringField(body["data"], "id");
  ASSERT_FALSE(out->csrf.empty());
}

HttpResponse ConsoleTest::withSession(const Session& s, const std::string& method,
                                      const std::string& path_template, const std::string& path,
                                      const std::optional<std::string>& body, bool csrf,
                                      std::vector<std::pair<std::string, std::string>> headers) {
  headers.emplace_back("cookie", s.cookie);
  if (csrf) headers.emplace_back("x-csrf-token", s.csrf);
  HttpRequest request{method, api(path), std::nullopt, body, headers};
  return contract_.checked(http(), path_template, request);
}

bool ConsoleTest::signedIn(const Session& s) {
  return withSession(s, "GET", "/auth/session", "/auth/session").status == 200;
}

}  // namespace seo::tests
