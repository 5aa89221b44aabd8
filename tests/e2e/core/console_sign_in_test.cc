// Signing in to the console over real HTTP: the session cookie and its attributes, the same
// answer for a wrong password and an unknown account, the attempt limits, the CSRF token every
// change made with a session needs, the refusal of other origins, sessions listed and revoked,
// idle timeout, password change and single-use links (seoctl and the first start), and the
// session reaching the same /api/v1 routes as a key, scoped the same and without the plan's
// API-access check.
#include <chrono>
#include <regex>

#include "tests/e2e/harness/console_fixture.h"
#include "tests/e2e/harness/run_command.h"
#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

constexpr const char* kPassword = kConsolePassword;

class ConsoleSignInTest : public ConsoleTest {
 protected:
  // The TOTP code of the base32 `secret` `offset` seconds from now, by oathtool (RFC 6238's
  // reference tool, not the server's code).
  static std::string totpAt(const std::string& secret, long long offset = 0) {
    long long now = std::chrono::duration_cast<std::chrono::seconds>(
                        std::chrono::system_clock::now().time_since_epoch())
                        .count();
    CommandResult r = runCommand(
        {"/usr/bin/oathtool", "--totp", "-b", "--now", "@" + std::to_string(now + offset), secret});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return r.out.substr(0, r.out.find('\n'));
  }

  HttpResponse signInWith(const std::string& email, const std::string& extra) {
    HttpRequest request{
        "POST",
        api("/auth/sign-in"),
        std::nullopt,
        R"({"email": ")" + email + R"(", "password": ")" + kPassword + "\"" + extra + "}",
        {}};
    return contract_.checked(http(), "/auth/sign-in", request);
  }
};

TEST_F(ConsoleSignInTest, SignInSetsAStrictHttpOnlyCookieThatReachesTheApi) {
  ASSERT_NO_FATAL_FAILURE(start());
  HttpResponse r = signIn(a_.email, kPassword);
  ASSERT_EQ(r.status, 200) << describe(r);
  std::string set = r.header("set-cookie").value_or("");
  EXPECT_EQ(set.rfind("seo_session=", 0), 0u) << set;
  for (const char* attribute :
       {"; Path=/", "; HttpOnly", "; SameSite=Strict", "; Max-Age=2592000"}) {
    EXPECT_NE(set.find(attribute), std::string::npos) << attribute << " in " << set;
  }
  EXPECT_EQ(set.find("Secure"), std::string::npos) << "plain http: no Secure, no __Host-";
  rapidjson::Document body = r.json();
  EXPECT_EQ(stringField(body["data"]["user"], "email"), a_.email);
  EXPECT_EQ(stringField(body["data"], "organization_id"), a_.org_id);
  EXPECT_EQ(stringField(body["data"], "role"), "owner");

  Session s;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &s));
  // The database keeps a hash of the token, never the token.
  std::string kept;
  query("SELECT COUNT(*) FROM sessions WHERE token_hash = '" + s.token + "'", &kept);
  EXPECT_EQ(kept, "0");
  query("SELECT COUNT(*) FROM sessions WHERE user_id = '" + a_.user_id + "'", &kept);
  EXPECT_EQ(kept, "2");

  // GET /auth/session gives the same CSRF token back, for a page loaded later.
  HttpResponse current = withSession(s, "GET", "/auth/session", "/auth/session");
  ASSERT_EQ(current.status, 200) << describe(current);
  EXPECT_EQ(stringField(current.json()["data"], "csrf_token"), s.csrf);
  EXPECT_EQ(stringField(current.json()["data"], "user_agent"), "e2e-browser/1.0");

  // The same routes as a key: /me names the session's user. Alpha's plan has no API access,
  // which refuses its key but not its session ("the same action done in the application").
  HttpResponse me = withSession(s, "GET", "/me", "/me");
  ASSERT_EQ(me.status, 200) << describe(me);
  rapidjson::Document profile = me.json();
  EXPECT_EQ(stringField(profile["data"], "email"), a_.email);
  EXPECT_EQ(stringField(profile["data"]["organization"], "id"), a_.org_id);
  EXPECT_TRUE(profile["data"]["api_key"].IsNull()) << describe(me);
  const std::string groups_path = "/keywords/groups?website_id=" + a_.website_id;
  EXPECT_EQ(call("GET", "/keywords/groups", groups_path, a_.key).status, 403);
  HttpResponse groups = withSession(s, "GET", "/keywords/groups", groups_path);
  EXPECT_EQ(groups.status, 200) << describe(groups);
  // A key, when given, is the credential: the cookie beside it is not looked at.
  HttpResponse both = contract_.checked(
      http(), "/keywords/groups",
      HttpRequest{"GET", api(groups_path), a_.key, std::nullopt, {{"cookie", s.cookie}}});
  EXPECT_EQ(both.status, 403) << describe(both);
}

TEST_F(ConsoleSignInTest, WrongPasswordAndUnknownAccountGetTheSameAnswer) {
  ASSERT_NO_FATAL_FAILURE(start());
  HttpResponse wrong = signIn(a_.email, "not the password");
  HttpResponse unknown = signIn("nobody@alpha.test", kPassword);
  EXPECT_EQ(wrong.status, 401) << describe(wrong);
  EXPECT_EQ(unknown.status, 401) << describe(unknown);
  EXPECT_EQ(wrong.json()["error"], unknown.json()["error"]);
  EXPECT_EQ(stringField(wrong.json(), "error"), "Invalid email or password");
  EXPECT_FALSE(wrong.header("set-cookie"));
  // A user without a password yet cannot sign in either, with the same answer.
  CliResult ann = cli().run({"user", "create", "--org", a_.org_id, "--email", "ann@alpha.test"});
  ASSERT_EQ(ann.exit_code, 0) << ann.describe();
  EXPECT_EQ(signIn("ann@alpha.test", "").json()["error"], wrong.json()["error"]);
  // Emails are matched without case.
  EXPECT_EQ(signIn("OWNER@ALPHA.TEST", kPassword).status, 200);
  // Bad input is named.
  HttpResponse missing = contract_.checked(
      http(), "/auth/sign-in",
      HttpRequest{"POST", api("/auth/sign-in"), std::nullopt, R"({"email": "a@b.c"})", {}});
  EXPECT_EQ(missing.status, 400);
  EXPECT_NE(missing.body.find("password"), std::string::npos) << describe(missing);
  HttpResponse nul = contract_.checked(http(), "/auth/sign-in",
                                       HttpRequest{"POST",
                                                   api("/auth/sign-in"),
                                                   std::nullopt,
                                                   R"({"email": "a\u0000@b.c", "password": "x"})",
                                                   {}});
  EXPECT_EQ(nul.status, 400);
  EXPECT_NE(nul.body.find("email"), std::string::npos) << describe(nul);
  HttpResponse typed = contract_.checked(http(), "/auth/sign-in",
                                         HttpRequest{"POST",
                                                     api("/auth/sign-in"),
                                                     std::nullopt,
                                                     R"({"email": "a@b.c", "password": 12345678})",
                                                     {}});
  EXPECT_EQ(typed.status, 400);
  EXPECT_NE(typed.body.find("password"), std::string::npos) << describe(typed);
}

TEST_F(ConsoleSignInTest, AttemptsAreLimitedPerAccountAndPerAddress) {
  ASSERT_NO_FATAL_FAILURE(start(3));
  for (int i = 0; i < 3; ++i) EXPECT_EQ(signIn(a_.email, "wrong password").status, 401) << i;
  // The account is locked for the minute, the right password included.
  HttpResponse locked = signIn(a_.email, kPassword);
  EXPECT_EQ(locked.status, 429) << describe(locked);
  EXPECT_GT(std::stoi(locked.header("retry-after").value_or("0")), 0);
  EXPECT_NE(locked.body.find("Too many sign-in attempts"), std::string::npos);
  // The address spent its attempts too: another account from it waits as well.
  HttpResponse other = signIn(b_.email, kPassword);
  EXPECT_EQ(other.status, 429) << describe(other);
}

TEST_F(ConsoleSignInTest, ChangesNeedTheSessionsCsrfToken) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session s, other;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &s));
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &other));
  HttpResponse bare = withSession(s, "POST", "/auth/sign-out", "/auth/sign-out", std::nullopt,
                                  /*csrf=*/false);
  EXPECT_EQ(bare.status, 403) << describe(bare);
  EXPECT_NE(bare.body.find("X-CSRF-Token"), std::string::npos);
  Session foreign = s;
  foreign.csrf = other.csrf;  // another session's token is no token
  EXPECT_EQ(withSession(foreign, "POST", "/auth/sign-out", "/auth/sign-out").status, 403);
  ASSERT_TRUE(signedIn(s));

  HttpResponse out = withSession(s, "POST", "/auth/sign-out", "/auth/sign-out");
  ASSERT_EQ(out.status, 200) << describe(out);
  EXPECT_NE(out.header("set-cookie").value_or("").find("Max-Age=0"), std::string::npos);
  EXPECT_FALSE(signedIn(s));
  HttpResponse me = withSession(s, "GET", "/me", "/me");
  EXPECT_EQ(me.status, 401) << describe(me);
  EXPECT_TRUE(signedIn(other));
}

TEST_F(ConsoleSignInTest, OtherOriginsAndCrossSiteFormsAreRefused) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session s;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &s));
  std::string own = http().baseUrl();
  std::string host = own.substr(own.find("://") + 3);
  HttpResponse same =
      withSession(s, "GET", "/me", "/me", std::nullopt, false, {{"origin", own}, {"host", host}});
  EXPECT_EQ(same.status, 200) << describe(same);
  HttpResponse evil =
      withSession(s, "GET", "/me", "/me", std::nullopt, false, {{"origin", "http://evil.example"}});
  EXPECT_EQ(evil.status, 403) << describe(evil);
  // Nor may another origin's page sign the browser in to an account of its choosing.
  HttpResponse foreign_sign_in = signIn(a_.email, kPassword, {{"origin", "http://evil.example"}});
  EXPECT_EQ(foreign_sign_in.status, 403) << describe(foreign_sign_in);
  EXPECT_FALSE(foreign_sign_in.header("set-cookie"));
  EXPECT_EQ(signIn(a_.email, kPassword, {{"origin", own}, {"host", host}}).status, 200);
  // A form another site posts carries no CSRF header (and, from the browser, no cookie).
  HttpRequest form{"POST",
                   api("/auth/sign-out"),
                   std::nullopt,
                   "x=1",
                   {{"cookie", s.cookie},
                    {"origin", "http://evil.example"},
                    {"content-type", "application/x-www-form-urlencoded"}}};
  EXPECT_EQ(http().send(form).status, 403);
  form.headers[1].second = own;
  EXPECT_EQ(http().send(form).status, 403) << "no CSRF token, even from the own origin";
  EXPECT_TRUE(signedIn(s));
  // The CORS answer never lets a page of another origin read with credentials.
  HttpResponse preflight = http().send(
      {"OPTIONS", api("/me"), std::nullopt, std::nullopt, {{"origin", "http://evil.example"}}});
  EXPECT_EQ(preflight.header("access-control-allow-origin").value_or(""), "*");
  EXPECT_FALSE(preflight.header("access-control-allow-credentials"));
  EXPECT_EQ(preflight.header("access-control-allow-headers").value_or("").find("X-CSRF-Token"),
            std::string::npos);
}

TEST_F(ConsoleSignInTest, SessionsAreListedAndRevokedByTheirUserOnly) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session first, second, stranger;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &first));
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &second));
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &stranger));
  HttpResponse list = withSession(first, "GET", "/auth/sessions", "/auth/sessions");
  ASSERT_EQ(list.status, 200) << describe(list);
  rapidjson::Document listed = list.json();
  ASSERT_EQ(listed["data"].Size(), 2u) << describe(list);
  int current = 0;
  for (const auto& item : listed["data"].GetArray()) {
    EXPECT_FALSE(item.HasMember("csrf_token"));
    if (item["current"].GetBool()) {
      ++current;
      EXPECT_EQ(stringField(item, "id"), first.id);
    }
  }
  EXPECT_EQ(current, 1);
  // Another user's session is not found, and stays.
  EXPECT_EQ(
      withSession(first, "DELETE", "/auth/sessions/{id}", "/auth/sessions/" + stranger.id).status,
      404);
  EXPECT_TRUE(signedIn(stranger));
  HttpResponse ended =
      withSession(first, "DELETE", "/auth/sessions/{id}", "/auth/sessions/" + second.id);
  ASSERT_EQ(ended.status, 200) << describe(ended);
  EXPECT_FALSE(ended.header("set-cookie")) << "not the current session: its cookie stays";
  EXPECT_FALSE(signedIn(second));
  EXPECT_TRUE(signedIn(first));
  // A key lists the sessions of its user too, and ends them.
  HttpResponse by_key = call("GET", "/auth/sessions", "/auth/sessions", b_.key);
  ASSERT_EQ(by_key.status, 200) << describe(by_key);
  EXPECT_EQ(by_key.json()["data"].Size(), 1u);
  EXPECT_FALSE(by_key.json()["data"][0]["current"].GetBool());
  EXPECT_EQ(call("GET", "/auth/session", "/auth/session", b_.key).status, 404);
}

TEST_F(ConsoleSignInTest, IdleSessionsEndAndUseKeepsThemAlive) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session used, idle;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &used));
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &idle));
  advanceClock(10 * 86400);
  EXPECT_TRUE(signedIn(used));
  advanceClock(5 * 86400);  // 15 days after sign-in, 5 after the last use
  EXPECT_TRUE(signedIn(used));
  EXPECT_FALSE(signedIn(idle));
  advanceClock(16 * 86400);  // past the 30 days, however used
  EXPECT_FALSE(signedIn(used));
}

TEST_F(ConsoleSignInTest, PasswordChangeEndsTheOtherSessions) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session here, elsewhere;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &here));
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &elsewhere));
  HttpResponse wrong =
      withSession(here, "PUT", "/auth/password", "/auth/password",
                  R"({"current_password": "not it", "new_password": "a new pass phrase"})");
  EXPECT_EQ(wrong.status, 400);
  EXPECT_NE(wrong.body.find("current_password"), std::string::npos) << describe(wrong);
  HttpResponse short_one = withSession(
      here, "PUT", "/auth/password", "/auth/password",
      std::string(R"({"current_password": ")") + kPassword + R"(", "new_password": "short"})");
  EXPECT_EQ(short_one.status, 400);
  EXPECT_NE(short_one.body.find("new_password"), std::string::npos) << describe(short_one);
  EXPECT_TRUE(signedIn(elsewhere));

  HttpResponse changed = withSession(here, "PUT", "/auth/password", "/auth/password",
                                     std::string(R"({"current_password": ")") + kPassword +
                                         R"(", "new_password": "a new pass phrase"})");
  ASSERT_EQ(changed.status, 200) << describe(changed);
  EXPECT_TRUE(signedIn(here));
  EXPECT_FALSE(signedIn(elsewhere));
  EXPECT_EQ(signIn(a_.email, kPassword).status, 401);
  EXPECT_EQ(signIn(a_.email, "a new pass phrase").status, 200);
}

// A person typing the password at a terminal is asked for it, and it is not echoed.
TEST_F(ConsoleSignInTest, SeoctlAsksForThePasswordAtATerminalWithoutShowingIt) {
  ASSERT_NO_FATAL_FAILURE(start());
  const std::string typed = "typed at a keyboard 42";
  CommandResult ran = runCommand(
      {"/usr/bin/python3", seo::testing::atTerminalScript(), "New password (not shown): ", typed,
       "--", seo::testing::seoctlBin(), "--database", databaseUrl(), "--config",
       seo::testing::configFile(), "user", "set-password", "--email", a_.email},
      {{"SEO_SECRET_KEY_FILE", secretKeyFile()}});
  EXPECT_EQ(ran.exit_code, 0) << ran.out << ran.err;
  EXPECT_NE(ran.out.find("New password (not shown): "), std::string::npos) << ran.out;
  EXPECT_EQ(ran.out.find(typed), std::string::npos) << "echoed:\n" << ran.out;
  EXPECT_NE(ran.out.find("password set for " + a_.email), std::string::npos) << ran.out;
  Session s;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &s, typed));
}

TEST_F(ConsoleSignInTest, SeoctlSetsPasswordsFromStdinAndMakesSingleUseLinks) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session before;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &before));
  CliResult short_one =
      cli().run({"user", "set-password", "--email", a_.email}, true, {}, "short\n");
  EXPECT_EQ(short_one.exit_code, 2) << short_one.describe();  // a usage error
  EXPECT_NE(short_one.err.find("password"), std::string::npos) << short_one.describe();
  CliResult nobody =
      cli().run({"user", "set-password", "--email", "nobody@x.test"}, true, {}, "long enough\n");
  EXPECT_EQ(nobody.exit_code, 1) << nobody.describe();

  CliResult link = cli().run({"user", "reset-link", "--email", a_.email});
  ASSERT_EQ(link.exit_code, 0) << link.describe();
  std::string url = stringField(link.json, "link");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(url, m, std::regex("/console/#/set-password/([A-Za-z0-9]+)$")))
      << url;
  std::string token = m[1];
  // A newer link replaces it.
  CliResult newer = cli().run({"user", "reset-link", "--email", a_.email});
  ASSERT_EQ(newer.exit_code, 0) << newer.describe();
  auto set = [&](const std::string& t, const std::string& password) {
    return contract_.checked(
        http(), "/auth/password/set",
        HttpRequest{"POST",
                    api("/auth/password/set"),
                    std::nullopt,
                    R"({"token": ")" + t + R"(", "new_password": ")" + password + R"("})",
                    {}});
  };
  EXPECT_EQ(set(token, "from the old link").status, 404);
  std::string newer_url = stringField(newer.json, "link");
  std::string newer_token = newer_url.substr(newer_url.rfind('/') + 1);
  EXPECT_EQ(set(newer_token, "short").status, 400);
  HttpResponse done = set(newer_token, "set by the link");
  ASSERT_EQ(done.status, 200) << describe(done);
  EXPECT_EQ(set(newer_token, "set by the link again").status, 404) << "single use";
  EXPECT_FALSE(signedIn(before)) << "a new password ends the sessions";
  EXPECT_EQ(signIn(a_.email, "set by the link").status, 200);

  CliResult piped =
      cli().run({"user", "set-password", "--email", a_.email}, false, {}, "piped  with spaces \n");
  ASSERT_EQ(piped.exit_code, 0) << piped.describe();
  EXPECT_NE(piped.out.find(a_.email), std::string::npos);
  EXPECT_EQ(signIn(a_.email, "piped  with spaces ").status, 200) << "only the line break is cut";
}

TEST_F(ConsoleSignInTest, FirstStartPrintsAOneTimeLinkForTheDemoUser) {
  // The demo is provisioned on an empty database only: another one than SetUp's tenants'.
  TestDatabase empty(dir_.file("demo.db"));
  ASSERT_TRUE(empty.error().empty()) << empty.error();
  ServerOptions o = consoleOptions();
  o.database_url = empty.url();
  o.provision_demo = true;
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  ASSERT_NO_FATAL_FAILURE(loadContract());
  std::smatch m;
  const std::string& printed = server().startupOutput();
  ASSERT_TRUE(std::regex_search(printed, m,
                                std::regex("http://localhost:[0-9]+/console/#/set-password/"
                                           "([A-Za-z0-9]+)")))
      << printed;
  std::string token = m[1];
  HttpResponse set = contract_.checked(
      http(), "/auth/password/set",
      HttpRequest{"POST",
                  api("/auth/password/set"),
                  std::nullopt,
                  R"({"token": ")" + token + R"(", "new_password": "demo pass phrase"})",
                  {}});
  ASSERT_EQ(set.status, 200) << describe(set);
  Session demo;
  ASSERT_NO_FATAL_FAILURE(signInOk("demo@example.com", &demo, "demo pass phrase"));
  // A restart provisions nothing and prints no link.
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  EXPECT_EQ(server().startupOutput().find("set-password"), std::string::npos);
}

TEST_F(ConsoleSignInTest, SessionsAreScopedToTheirOrganizationAndMembership) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session s;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &s));
  HttpResponse foreign =
      withSession(s, "GET", "/keywords/groups", "/keywords/groups?website_id=" + b_.website_id);
  EXPECT_EQ(foreign.status, 403) << describe(foreign);
  // Signing in to an organization the user is not a member of is refused.
  HttpResponse elsewhere = contract_.checked(
      http(), "/auth/sign-in",
      HttpRequest{"POST",
                  api("/auth/sign-in"),
                  std::nullopt,
                  R"({"email": ")" + a_.email + R"(", "password": ")" + kPassword +
                      R"(", "organization_id": ")" + b_.org_id + R"("})",
                  {}});
  EXPECT_EQ(elsewhere.status, 403) << describe(elsewhere);
  // Ending the membership ends what the session may do.
  CliResult removed = cli().run({"user", "remove", "--org", a_.org_id, "--user", a_.user_id});
  ASSERT_EQ(removed.exit_code, 0) << removed.describe();
  HttpResponse gone = withSession(s, "GET", "/me", "/me");
  EXPECT_EQ(gone.status, 401) << describe(gone);
}

TEST_F(ConsoleSignInTest, TwoFactorSignInAsksForACodeGoodOnce) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session s;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &s));
  HttpResponse off = withSession(s, "GET", "/auth/totp", "/auth/totp");
  ASSERT_EQ(off.status, 200) << describe(off);
  EXPECT_FALSE(off.json()["data"]["enabled"].GetBool());

  EXPECT_EQ(withSession(s, "POST", "/auth/totp/setup", "/auth/totp/setup", R"({})").status, 400);
  HttpResponse wrong =
      withSession(s, "POST", "/auth/totp/setup", "/auth/totp/setup", R"({"password": "not it"})");
  EXPECT_EQ(wrong.status, 400);
  EXPECT_NE(wrong.body.find("password"), std::string::npos) << describe(wrong);
  HttpResponse setup = withSession(s, "POST", "/auth/totp/setup", "/auth/totp/setup",
                                   std::string(R"({"password": ")") + kPassword + R"("})");
  ASSERT_EQ(setup.status, 200) << describe(setup);
  std::string secret = stringField(setup.json()["data"], "secret");
  EXPECT_NE(stringField(setup.json()["data"], "otpauth_url").find("secret=" + secret),
            std::string::npos);
  // The secret is sealed at rest.
  std::string stored;
  query("SELECT secret FROM user_totp WHERE user_id = '" + a_.user_id + "'", &stored);
  EXPECT_EQ(stored.rfind("sealed:v1:", 0), 0u) << stored;
  EXPECT_EQ(stored.find(secret), std::string::npos);

  std::string code = totpAt(secret);
  std::string not_it = code == "000000" ? "111111" : "000000";
  HttpResponse bad = withSession(s, "POST", "/auth/totp/enable", "/auth/totp/enable",
                                 R"({"code": ")" + not_it + R"("})");
  EXPECT_EQ(bad.status, 400) << describe(bad);
  HttpResponse on = withSession(s, "POST", "/auth/totp/enable", "/auth/totp/enable",
                                R"({"code": ")" + code + R"("})");
  ASSERT_EQ(on.status, 200) << describe(on);
  rapidjson::Document codes = on.json();
  ASSERT_EQ(codes["data"]["recovery_codes"].Size(), 10u);
  std::string recovery = codes["data"]["recovery_codes"][0].GetString();
  EXPECT_TRUE(
      withSession(s, "GET", "/auth/totp", "/auth/totp").json()["data"]["enabled"].GetBool());

  // Signing in now takes a code: none, a wrong one, the next step's (good once).
  HttpResponse none = signIn(a_.email, kPassword);
  EXPECT_EQ(none.status, 401);
  EXPECT_EQ(stringField(none.json(), "error").rfind("Two-factor code required", 0), 0u)
      << describe(none);
  EXPECT_FALSE(none.header("set-cookie"));
  EXPECT_EQ(signInWith(a_.email, R"(, "totp_code": ")" + not_it + R"(")").status, 401);
  std::string next = totpAt(secret, 30);  // the enabling code's step is spent
  HttpResponse good = signInWith(a_.email, R"(, "totp_code": ")" + next + R"(")");
  EXPECT_EQ(good.status, 200) << describe(good);
  HttpResponse replay = signInWith(a_.email, R"(, "totp_code": ")" + next + R"(")");
  EXPECT_EQ(replay.status, 401) << "a code signs in once";
  // A recovery code in its place, once; typed in capitals with a space, it is the same code.
  std::string typed = recovery;
  for (char& c : typed) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  typed[5] = ' ';
  EXPECT_EQ(signInWith(a_.email, R"(, "recovery_code": ")" + typed + R"(")").status, 200);
  EXPECT_EQ(signInWith(a_.email, R"(, "recovery_code": ")" + recovery + R"(")").status, 401);

  // Turning it off takes the password; then the password alone signs in again.
  EXPECT_EQ(withSession(s, "POST", "/auth/totp/disable", "/auth/totp/disable",
                        R"({"password": "not it"})")
                .status,
            400);
  HttpResponse disabled = withSession(s, "POST", "/auth/totp/disable", "/auth/totp/disable",
                                      std::string(R"({"password": ")") + kPassword + R"("})");
  ASSERT_EQ(disabled.status, 200) << describe(disabled);
  EXPECT_EQ(signIn(a_.email, kPassword).status, 200);
}

TEST_F(ConsoleSignInTest, AnOrganizationRequiringTwoFactorLetsSessionsOnlySetItUp) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session s;
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &s));
  const std::string groups = "/keywords/groups?website_id=" + b_.website_id;
  EXPECT_EQ(withSession(s, "GET", "/keywords/groups", groups).status, 200);
  CliResult required = cli().run({"org", "set-two-factor", "--org", b_.org_id, "--required", "on"});
  ASSERT_EQ(required.exit_code, 0) << required.describe();
  HttpResponse refused = withSession(s, "GET", "/keywords/groups", groups);
  EXPECT_EQ(refused.status, 403) << describe(refused);
  EXPECT_NE(refused.body.find("requires two-factor sign-in"), std::string::npos);
  // The console's navigation stays readable: it draws the page that sets it up.
  HttpResponse pages = withSession(s, "GET", "/console/pages", "/console/pages");
  ASSERT_EQ(pages.status, 200) << describe(pages);
  bool security = false;
  for (const auto& page : pages.json()["data"].GetArray()) {
    security = security || stringField(page, "id") == "security";
  }
  EXPECT_TRUE(security) << describe(pages);
  EXPECT_EQ(withSession(s, "GET", "/websites", "/websites").status, 403);
  // Keys are not sessions: the organization's key still works.
  EXPECT_EQ(call("GET", "/keywords/groups", groups, b_.key).status, 200);
  HttpResponse state = withSession(s, "GET", "/auth/totp", "/auth/totp");
  ASSERT_EQ(state.status, 200) << describe(state);
  EXPECT_TRUE(state.json()["data"]["required"].GetBool());

  HttpResponse setup = withSession(s, "POST", "/auth/totp/setup", "/auth/totp/setup",
                                   std::string(R"({"password": ")") + kPassword + R"("})");
  ASSERT_EQ(setup.status, 200) << describe(setup);
  std::string secret = stringField(setup.json()["data"], "secret");
  HttpResponse on = withSession(s, "POST", "/auth/totp/enable", "/auth/totp/enable",
                                R"({"code": ")" + totpAt(secret) + R"("})");
  ASSERT_EQ(on.status, 200) << describe(on);
  EXPECT_EQ(withSession(s, "GET", "/keywords/groups", groups).status, 200);
  HttpResponse keep = withSession(s, "POST", "/auth/totp/disable", "/auth/totp/disable",
                                  std::string(R"({"password": ")") + kPassword + R"("})");
  EXPECT_EQ(keep.status, 409) << describe(keep);

  // An operator turns it off for a user who lost the authenticator.
  CliResult reset = cli().run({"user", "reset-two-factor", "--email", b_.email});
  ASSERT_EQ(reset.exit_code, 0) << reset.describe();
  EXPECT_EQ(signIn(b_.email, kPassword).status, 200);
}

// A session spends its organization's credits as a key does: the bucket falls, the ledger keeps
// the spend (with no key), and a foreign website or an empty bucket stops it first.
TEST_F(ConsoleSignInTest, SessionsAreMeteredLikeKeys) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), a_.org_id, "ai_credits", 10));
  ASSERT_NO_FATAL_FAILURE(start());
  Session s;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &s));
  auto spend = [&](const std::string& website, int amount) {
    return http().send(HttpRequest{"POST",
                                   api("/probe/spend"),
                                   std::nullopt,
                                   R"({"website_id": ")" + website +
                                       R"(", "resource": "ai_credits", "amount": )" +
                                       std::to_string(amount) + "}",
                                   {{"cookie", s.cookie}, {"x-csrf-token", s.csrf}}});
  };
  HttpResponse spent = spend(a_.website_id, 4);
  ASSERT_EQ(spent.status, 201) << describe(spent);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), 4);
  std::string ledger;
  query("SELECT amount, COALESCE(api_key_id, 'none') FROM usage_ledger WHERE organization_id = '" +
            a_.org_id + "'",
        &ledger);
  EXPECT_EQ(ledger, "4|none");
  EXPECT_EQ(spend(b_.website_id, 1).status, 403);
  EXPECT_EQ(usedCredits(b_, "ai_credits"), 0);
  HttpResponse over = spend(a_.website_id, 7);
  EXPECT_EQ(over.status, 402) << describe(over);
  EXPECT_EQ(usedCredits(a_, "ai_credits"), 4);
}

// A viewer reads, with a session or a key, and changes nothing but its own sign-in.
TEST_F(ConsoleSignInTest, ViewersReadAndChangeOnlyTheirOwnSignIn) {
  CliResult made = cli().run(
      {"user", "create", "--org", b_.org_id, "--email", "vera@bravo.test", "--role", "viewer"});
  ASSERT_EQ(made.exit_code, 0) << made.describe();
  EXPECT_EQ(stringField(made.json, "role"), "viewer");
  std::string vera_id = stringField(made.json, "id");
  ASSERT_NO_FATAL_FAILURE(setPassword("vera@bravo.test", kPassword));
  std::string key_id, key;
  ASSERT_NO_FATAL_FAILURE(createKey(cli(), b_.org_id, vera_id, b_.website_id, &key_id, &key));
  ASSERT_NO_FATAL_FAILURE(start());
  Session s;
  ASSERT_NO_FATAL_FAILURE(signInOk("vera@bravo.test", &s));
  EXPECT_EQ(
      stringField(withSession(s, "GET", "/auth/session", "/auth/session").json()["data"], "role"),
      "viewer");
  const std::string groups = "/keywords/groups?website_id=" + b_.website_id;
  EXPECT_EQ(withSession(s, "GET", "/keywords/groups", groups).status, 200);
  EXPECT_EQ(call("GET", "/keywords/groups", groups, key).status, 200);
  const std::string group = R"({"website_id": ")" + b_.website_id + R"(", "name": "Mine"})";
  HttpResponse by_session = withSession(s, "POST", "/keywords/groups", "/keywords/groups", group);
  EXPECT_EQ(by_session.status, 403) << describe(by_session);
  EXPECT_NE(by_session.body.find("(viewer) only reads"), std::string::npos);
  HttpResponse by_key = call("POST", "/keywords/groups", "/keywords/groups", key, group);
  EXPECT_EQ(by_key.status, 403) << describe(by_key);
  // The owner's key does what the viewer's may not.
  EXPECT_EQ(call("POST", "/keywords/groups", "/keywords/groups", b_.key, group).status, 201);
  // Its own password and sessions are the viewer's to change.
  HttpResponse changed = withSession(s, "PUT", "/auth/password", "/auth/password",
                                     std::string(R"({"current_password": ")") + kPassword +
                                         R"(", "new_password": "vera's own phrase"})");
  EXPECT_EQ(changed.status, 200) << describe(changed);
  EXPECT_EQ(withSession(s, "POST", "/auth/sign-out", "/auth/sign-out").status, 200);
}

// The account area's API keys: made by the user (shown once), used with the API, turned off
// (then refused everywhere), seen and changed by owners for the whole organization and by
// members for their own only, never across organizations.
TEST_F(ConsoleSignInTest, ApiKeysAreMadeUsedAndTurnedOffFromTheConsole) {
  CliResult member = cli().run(
      {"user", "create", "--org", b_.org_id, "--email", "max@bravo.test", "--role", "member"});
  ASSERT_EQ(member.exit_code, 0) << member.describe();
  ASSERT_NO_FATAL_FAILURE(setPassword("max@bravo.test", kPassword));
  ASSERT_NO_FATAL_FAILURE(start());
  Session owner, max;
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &owner));
  ASSERT_NO_FATAL_FAILURE(signInOk("max@bravo.test", &max));

  HttpResponse made =
      withSession(owner, "POST", "/api-keys", "/api-keys",
                  R"({"name": "Reporting", "website_id": ")" + b_.website_id + R"("})");
  ASSERT_EQ(made.status, 201) << describe(made);
  rapidjson::Document created = made.json();
  std::string key = stringField(created["data"], "key");
  std::string key_id = stringField(created["data"], "id");
  EXPECT_EQ(key.rfind("seo_", 0), 0u);
  EXPECT_EQ(stringField(created["data"], "website_id"), b_.website_id);
  // The key works at once, on its bound website.
  EXPECT_EQ(call("GET", "/keywords/groups", "/keywords/groups", key).status, 200);
  // It is never shown again; the list says when each key was last used.
  HttpResponse listed = withSession(owner, "GET", "/api-keys", "/api-keys");
  ASSERT_EQ(listed.status, 200) << describe(listed);
  EXPECT_EQ(listed.body.find(key), std::string::npos);
  EXPECT_EQ(listed.json()["data"].Size(), 2u) << "the tenant's own key and the new one";
  rapidjson::Document keys = listed.json();
  for (const auto& k : keys["data"].GetArray()) {
    if (stringField(k, "id") != key_id) continue;
    EXPECT_EQ(stringField(k, "last_used_at").size(), 24u) << listed.body;
  }
  EXPECT_TRUE(created["data"]["last_used_at"].IsNull()) << made.body;

  // A member sees only their own keys and cannot change the owner's.
  HttpResponse theirs = withSession(max, "GET", "/api-keys", "/api-keys");
  ASSERT_EQ(theirs.status, 200);
  EXPECT_EQ(theirs.json()["data"].Size(), 0u);
  EXPECT_EQ(
      withSession(max, "PATCH", "/api-keys/{id}", "/api-keys/" + key_id, R"({"active": false})")
          .status,
      404);
  // Nor does an owner of another organization reach it; nor bind one to a foreign website.
  Session alpha;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &alpha));
  EXPECT_EQ(
      withSession(alpha, "PATCH", "/api-keys/{id}", "/api-keys/" + key_id, R"({"active": false})")
          .status,
      404);
  HttpResponse foreign = withSession(owner, "PATCH", "/api-keys/{id}", "/api-keys/" + key_id,
                                     R"({"website_id": ")" + a_.website_id + R"("})");
  EXPECT_EQ(foreign.status, 400);
  EXPECT_NE(foreign.body.find("website_id"), std::string::npos) << describe(foreign);
  EXPECT_EQ(
      withSession(owner, "PATCH", "/api-keys/{id}", "/api-keys/" + key_id, R"({"secret": "x"})")
          .status,
      400);

  HttpResponse off = withSession(owner, "PATCH", "/api-keys/{id}", "/api-keys/" + key_id,
                                 R"({"active": false, "name": "Old reporting"})");
  ASSERT_EQ(off.status, 200) << describe(off);
  EXPECT_FALSE(off.json()["data"]["active"].GetBool());
  EXPECT_EQ(stringField(off.json()["data"], "name"), "Old reporting");
  EXPECT_TRUE(
      withinAuthStaleness([&] { return http().get(api("/keywords/groups"), key).status == 403; }));
  HttpResponse refused = http().get(api("/keywords/groups"), key);
  EXPECT_NE(refused.body.find("API key is inactive"), std::string::npos) << describe(refused);

  // A member makes keys of their own.
  HttpResponse own = withSession(max, "POST", "/api-keys", "/api-keys", R"({})");
  ASSERT_EQ(own.status, 201) << describe(own);
  EXPECT_EQ(stringField(own.json()["data"], "name"), "API key");
  EXPECT_TRUE(own.json()["data"]["website_id"].IsNull());
  EXPECT_EQ(withSession(max, "GET", "/api-keys", "/api-keys").json()["data"].Size(), 1u);
}

// Owners and admins add websites to their organization; members do not; the new website is the
// organization's alone.
TEST_F(ConsoleSignInTest, OwnersAddWebsitesToTheirOrganization) {
  CliResult member = cli().run(
      {"user", "create", "--org", a_.org_id, "--email", "mia@alpha.test", "--role", "member"});
  ASSERT_EQ(member.exit_code, 0) << member.describe();
  ASSERT_NO_FATAL_FAILURE(setPassword("mia@alpha.test", kPassword));
  ASSERT_NO_FATAL_FAILURE(start());
  Session owner, mia;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &owner));
  ASSERT_NO_FATAL_FAILURE(signInOk("mia@alpha.test", &mia));
  HttpResponse added = withSession(owner, "POST", "/websites", "/websites",
                                   R"({"domain": "Shop.Alpha.Example", "language": "pt-BR"})");
  ASSERT_EQ(added.status, 201) << describe(added);
  rapidjson::Document site = added.json();
  std::string site_id = stringField(site["data"], "id");
  EXPECT_EQ(stringField(site["data"], "domain"), "shop.alpha.example");
  EXPECT_EQ(stringField(site["data"], "name"), "shop.alpha.example");
  EXPECT_EQ(stringField(site["data"], "language"), "pt-BR");
  EXPECT_EQ(stringField(site["data"], "organization_id"), a_.org_id);
  HttpResponse listed = withSession(mia, "GET", "/websites", "/websites");
  ASSERT_EQ(listed.status, 200);
  EXPECT_NE(listed.body.find(site_id), std::string::npos);
  EXPECT_EQ(
      withSession(mia, "POST", "/websites", "/websites", R"({"domain": "mine.example"})").status,
      403);
  HttpResponse bad_language = withSession(owner, "POST", "/websites", "/websites",
                                          R"({"domain": "x.example", "language": "english"})");
  EXPECT_EQ(bad_language.status, 400);
  EXPECT_NE(bad_language.body.find("language"), std::string::npos) << describe(bad_language);
  HttpResponse bad_domain =
      withSession(owner, "POST", "/websites", "/websites", R"({"domain": "not a host"})");
  EXPECT_EQ(bad_domain.status, 400);
  EXPECT_NE(bad_domain.body.find("domain"), std::string::npos) << describe(bad_domain);
  // Another organization neither lists it nor reaches it.
  EXPECT_EQ(call("GET", "/websites", "/websites", b_.key).body.find(site_id), std::string::npos);
  EXPECT_EQ(
      call("GET", "/keywords/groups", "/keywords/groups?website_id=" + site_id, b_.key).status,
      403);
}

}  // namespace
}  // namespace seo::tests
