// The console's account area over real HTTP: members invited (a single-use link for someone new,
// none for someone with an account), given roles and removed, with the rules on who may and the
// organization's last owner; usage (buckets and the daily use the ledger recorded) and the
// organization, whose metered billing only an owner switches; a website's CMS connections; the
// profile; webhook endpoints changed by managers only. Each against another organization too,
// and with bad input named.
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <string>

#include "tests/e2e/harness/console_fixture.h"

namespace seo::tests {
namespace {

class ConsoleAccountTest : public ConsoleTest {
 protected:
  // Invites `email` into `by`'s organization with `role`; the answer.
  HttpResponse invite(const Session& by, const std::string& email, const std::string& role) {
    return withSession(by, "POST", "/members", "/members",
                       R"({"email": ")" + email + R"(", "role": ")" + role + R"("})");
  }
  HttpResponse setRole(const Session& by, const std::string& user_id, const std::string& role) {
    return withSession(by, "PATCH", "/members/{id}", "/members/" + user_id,
                       R"({"role": ")" + role + R"("})");
  }
  HttpResponse removeMember(const Session& by, const std::string& user_id) {
    return withSession(by, "DELETE", "/members/{id}", "/members/" + user_id);
  }

  // Invites `email` as `role` with an invitation link, sets `kConsolePassword` through the link
  // and signs them in; their user id.
  void inviteAndJoin(const Session& by, const std::string& email, const std::string& role,
                     Session* joined, std::string* user_id) {
    HttpResponse made = invite(by, email, role);
    ASSERT_EQ(made.status, 201) << describe(made);
    rapidjson::Document body = made.json();
    *user_id = stringField(body["data"]["member"], "user_id");
    std::string url = stringField(body["data"], "invite_url");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(url, m, std::regex("/console/#/set-password/([A-Za-z0-9_-]+)$")))
        << url;
    HttpResponse set =
        contract_.checked(http(), "/auth/password/set",
                          HttpRequest{"POST",
                                      api("/auth/password/set"),
                                      std::nullopt,
                                      R"({"token": ")" + m[1].str() + R"(", "new_password": ")" +
                                          kConsolePassword + R"("})",
                                      {}});
    ASSERT_EQ(set.status, 200) << describe(set);
    ASSERT_NO_FATAL_FAILURE(signInOk(email, joined));
  }

  // The member of `list` (GET /members' body) with `email`, as role|password_set; "" if absent.
  static std::string memberLine(const rapidjson::Document& list, const std::string& email) {
    for (const auto& m : list["data"].GetArray()) {
      if (stringField(m, "email") == email) {
        return stringField(m, "role") + "|" + (m["password_set"].GetBool() ? "set" : "unset");
      }
    }
    return "";
  }

  // Spends `amount` of `resource` on `who`'s website through the probe plugin, with its key.
  // (The probe plugin documents no answer: a test plugin, its calls go unchecked.)
  int spend(const Tenant& who, const std::string& resource, int amount) {
    return callUnchecked(
               "POST", "/probe/spend", who.key,
               R"({"resource": ")" + resource + R"(", "amount": )" + std::to_string(amount) + "}")
        .status;
  }
};

TEST_F(ConsoleAccountTest, AnInvitedPersonSetsAPasswordWithTheLinkAndActsInTheirRole) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session owner;
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &owner));
  HttpResponse made = invite(owner, "Val@Bravo.test", "viewer");
  ASSERT_EQ(made.status, 201) << describe(made);
  rapidjson::Document body = made.json();
  EXPECT_EQ(stringField(body["data"]["member"], "email"), "val@bravo.test") << "kept lower-cased";
  EXPECT_EQ(stringField(body["data"]["member"], "role"), "viewer");
  EXPECT_FALSE(body["data"]["member"]["password_set"].GetBool());
  EXPECT_FALSE(stringField(body["data"], "expires_at").empty());
  std::string url = stringField(body["data"], "invite_url");
  EXPECT_EQ(url.rfind(http().baseUrl() + "/console/#/set-password/", 0), 0u)
      << url << " starts with the address the inviter used";
  // The link is the only way in: no password yet, so no sign-in.
  EXPECT_EQ(signIn("val@bravo.test", kConsolePassword).status, 401);
  HttpResponse listed = withSession(owner, "GET", "/members", "/members");
  ASSERT_EQ(listed.status, 200) << describe(listed);
  EXPECT_EQ(memberLine(listed.json(), "val@bravo.test"), "viewer|unset");
  // Inviting again, in any case, while they have not come in yet: a new link, the role kept,
  // and the first link no longer opens.
  HttpResponse again = invite(owner, "VAL@bravo.test", "member");
  ASSERT_EQ(again.status, 200) << describe(again);
  EXPECT_EQ(stringField(again.json()["data"]["member"], "role"), "viewer");
  const std::string first_url = url;
  url = stringField(again.json()["data"], "invite_url");
  EXPECT_NE(url, first_url);
  std::smatch first;
  ASSERT_TRUE(std::regex_search(first_url, first, std::regex("set-password/(.+)$")));
  EXPECT_EQ(contract_
                .checked(http(), "/auth/password/set",
                         HttpRequest{"POST",
                                     api("/auth/password/set"),
                                     std::nullopt,
                                     R"({"token": ")" + first[1].str() +
                                         R"(", "new_password": "first password 1"})",
                                     {}})
                .status,
            404);

  // A second invitation of someone else, used through its link.
  Session ada;
  std::string ada_id;
  ASSERT_NO_FATAL_FAILURE(inviteAndJoin(owner, "ada@bravo.test", "admin", &ada, &ada_id));
  HttpResponse as_ada = withSession(ada, "GET", "/members", "/members");
  ASSERT_EQ(as_ada.status, 200);
  EXPECT_EQ(memberLine(as_ada.json(), "ada@bravo.test"), "admin|set");
  EXPECT_EQ(memberLine(as_ada.json(), b_.email), "owner|set");
  // The link works once.
  std::smatch m;
  ASSERT_TRUE(std::regex_search(url, m, std::regex("set-password/(.+)$")));
  HttpRequest set{"POST",
                  api("/auth/password/set"),
                  std::nullopt,
                  R"({"token": ")" + m[1].str() + R"(", "new_password": "first password 1"})",
                  {}};
  ASSERT_EQ(contract_.checked(http(), "/auth/password/set", set).status, 200);
  EXPECT_EQ(contract_.checked(http(), "/auth/password/set", set).status, 404);
  Session val;
  ASSERT_NO_FATAL_FAILURE(signInOk("val@bravo.test", &val, "first password 1"));
  // In now: inviting again is a conflict.
  EXPECT_TRUE(isError(invite(owner, "val@bravo.test", "member"), 409,
                      "Already a member of the organization: val@bravo.test"));
  // A viewer reads the members and changes none.
  EXPECT_EQ(withSession(val, "GET", "/members", "/members").status, 200);
  EXPECT_EQ(invite(val, "eve@bravo.test", "viewer").status, 403);
  EXPECT_EQ(removeMember(val, ada_id).status, 403);
}

// The CPU seconds process `pid` has used so far (user and system), from /proc.
double cpuSecondsOf(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // Fields after the command name (which may hold spaces), from the state (field 3) on.
  std::istringstream rest(text.substr(text.rfind(')') + 2));
  std::string field;
  unsigned long long utime = 0, stime = 0;
  for (int n = 3; rest >> field; ++n) {
    if (n == 14) utime = std::stoull(field);
    if (n == 15) {
      stime = std::stoull(field);
      break;
    }
  }
  return static_cast<double>(utime + stime) / static_cast<double>(::sysconf(_SC_CLK_TCK));
}

TEST_F(ConsoleAccountTest, AMadeUpLinkIsRefusedBeforeAnyPasswordIsHashed) {
  // Each of these would cost an Argon2id hash (about 0.15 s of a core) if the password were
  // hashed before the link is checked: 40 of them, 6 s of CPU; checked first, next to none.
  ASSERT_NO_FATAL_FAILURE(start());
  const double before = cpuSecondsOf(server().pid());
  for (int i = 0; i < 40; ++i) {
    std::string token(43, 'a');
    token.replace(0, std::to_string(i).size(), std::to_string(i));
    HttpResponse r = call("POST", "/auth/password/set", "/auth/password/set", std::nullopt,
                          R"({"token": ")" + token +
                              R"(", "new_password": "a long enough password"})");
    ASSERT_TRUE(isErrorContaining(r, 404, {"This link is not valid"})) << describe(r);
  }
  const double used = cpuSecondsOf(server().pid()) - before;
  std::printf("40 made-up set-password links cost the server %.3f s of CPU\n", used);
  EXPECT_LT(used, 1.5) << "the password was hashed before the link was checked";
}

TEST_F(ConsoleAccountTest, SomeoneWithAnAccountIsAddedWithoutALink) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session owner;
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &owner));
  // alpha's owner has a password: a link would let bravo's owner set it.
  HttpResponse made = invite(owner, a_.email, "member");
  ASSERT_EQ(made.status, 201) << describe(made);
  rapidjson::Document body = made.json();
  EXPECT_TRUE(body["data"]["invite_url"].IsNull()) << made.body;
  EXPECT_TRUE(body["data"]["expires_at"].IsNull());
  EXPECT_TRUE(body["data"]["member"]["password_set"].GetBool());
  std::string links;
  query("SELECT COUNT(*) FROM user_links WHERE user_id = '" + a_.user_id + "'", &links);
  EXPECT_EQ(links, "0");
  // They sign in to bravo with their own password.
  HttpResponse in = signIn(a_.email, kConsolePassword);
  ASSERT_EQ(in.status, 200);
  HttpResponse to_bravo = contract_.checked(
      http(), "/auth/sign-in",
      HttpRequest{"POST",
                  api("/auth/sign-in"),
                  std::nullopt,
                  R"({"email": ")" + a_.email + R"(", "password": ")" + kConsolePassword +
                      R"(", "organization_id": ")" + b_.org_id + R"("})",
                  {}});
  ASSERT_EQ(to_bravo.status, 200) << describe(to_bravo);
  EXPECT_EQ(stringField(to_bravo.json()["data"], "role"), "member");
}

TEST_F(ConsoleAccountTest, RolesFollowWhoMayGiveThemAndTheLastOwnerStays) {
  CliResult max = cli().run(
      {"user", "create", "--org", b_.org_id, "--email", "max@bravo.test", "--role", "member"});
  ASSERT_EQ(max.exit_code, 0) << max.describe();
  ASSERT_NO_FATAL_FAILURE(setPassword("max@bravo.test", kConsolePassword));
  ASSERT_NO_FATAL_FAILURE(start());
  Session owner, member, admin;
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &owner));
  ASSERT_NO_FATAL_FAILURE(signInOk("max@bravo.test", &member));
  std::string max_id = stringField(max.json, "id");
  std::string admin_id;
  ASSERT_NO_FATAL_FAILURE(inviteAndJoin(owner, "ada@bravo.test", "admin", &admin, &admin_id));

  // A member manages nobody.
  EXPECT_TRUE(isError(invite(member, "eve@bravo.test", "viewer"), 403,
                      "Only an owner or admin of the organization manages its members"));
  EXPECT_EQ(setRole(member, max_id, "admin").status, 403);
  // An admin manages members and admins, not owners, and makes none.
  HttpResponse changed = setRole(admin, max_id, "viewer");
  ASSERT_EQ(changed.status, 200) << describe(changed);
  EXPECT_EQ(stringField(changed.json()["data"], "role"), "viewer");
  // The new role holds at the member's next request.
  EXPECT_TRUE(withinAuthStaleness([&] {
    return withSession(member, "POST", "/api-keys", "/api-keys", R"({})").status == 403;
  }));
  EXPECT_TRUE(isError(setRole(admin, b_.user_id, "member"), 403,
                      "Only an owner gives or takes the owner role"));
  EXPECT_TRUE(
      isError(setRole(admin, max_id, "owner"), 403, "Only an owner gives or takes the owner role"));
  EXPECT_TRUE(isError(invite(admin, "eve@bravo.test", "owner"), 403,
                      "Only an owner gives or takes the owner role"));
  EXPECT_EQ(removeMember(admin, b_.user_id).status, 403);

  // The last owner keeps the role and stays.
  const std::string kLastOwner =
      "The organization's last owner cannot be removed or made another role: make someone "
      "else an owner first";
  EXPECT_TRUE(isError(setRole(owner, b_.user_id, "admin"), 409, kLastOwner));
  EXPECT_TRUE(isError(removeMember(owner, b_.user_id), 409, kLastOwner));
  // With a second owner, the first may step down.
  ASSERT_EQ(setRole(owner, admin_id, "owner").status, 200);
  HttpResponse stepped = setRole(owner, b_.user_id, "admin");
  ASSERT_EQ(stepped.status, 200) << describe(stepped);
  EXPECT_TRUE(
      isError(removeMember(owner, admin_id), 403, "Only an owner gives or takes the owner role"))
      << "an admin now";

  // Removed: the member's session and key stop working at once.
  std::string key_id, key;
  ASSERT_NO_FATAL_FAILURE(createKey(cli(), b_.org_id, max_id, b_.website_id, &key_id, &key));
  HttpResponse removed = removeMember(admin, max_id);
  ASSERT_EQ(removed.status, 200) << describe(removed);
  EXPECT_TRUE(withinAuthStaleness([&] {
    return withSession(member, "GET", "/members", "/members").status == 401 &&
           http().get(api("/me"), key).status != 200;
  }));
  HttpResponse listed = withSession(admin, "GET", "/members", "/members");
  EXPECT_EQ(memberLine(listed.json(), "max@bravo.test"), "");
  EXPECT_TRUE(
      isError(removeMember(admin, max_id), 404, "Not a member of the organization: " + max_id));
}

TEST_F(ConsoleAccountTest, MembersAreRefusedBadInputNamingTheField) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session owner;
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &owner));
  auto post = [&](const std::string& body) {
    return withSession(owner, "POST", "/members", "/members", body);
  };
  EXPECT_TRUE(isError(post(R"({"role": "viewer"})"), 400, "Missing required field: email"));
  EXPECT_TRUE(isError(post(R"({"email": "no-at-sign"})"), 400,
                      "Invalid field: email: must be an email address"));
  EXPECT_TRUE(isErrorContaining(post(R"({"email": "a\u0000@b.test"})"), 400, {"email"}));
  EXPECT_TRUE(isError(post(R"({"email": "x@b.test", "role": "boss"})"), 400,
                      "Invalid field: role: owner, admin, member or viewer"));
  EXPECT_TRUE(isError(post(R"({"email": "x@b.test", "role": 3})"), 400,
                      "Invalid field: role: owner, admin, member or viewer"));
  EXPECT_EQ(post(R"({"email": "x@b.test", "password": "x"})").status, 400);
  EXPECT_EQ(post(R"({"email": "x@b.test", "name": "two\nlines"})").status, 400);
  EXPECT_EQ(
      withSession(owner, "PATCH", "/members/{id}", "/members/not-a-uuid", R"({"role": "viewer"})")
          .status,
      404)
      << "a path that names no member, as for every route with an id";
  EXPECT_TRUE(isError(withSession(owner, "PATCH", "/members/{id}", "/members/" + b_.user_id, "{}"),
                      400, "Missing required field: role"));
  EXPECT_EQ(withSession(owner, "PATCH", "/members/{id}", "/members/" + b_.user_id,
                        R"({"role": "owner", "email": "x@y.z"})")
                .status,
            400);
  // Nothing was made.
  std::string users;
  query("SELECT COUNT(*) FROM users WHERE email LIKE '%@b.test'", &users);
  EXPECT_EQ(users, "0");
}

TEST_F(ConsoleAccountTest, AnotherOrganizationsMembersAreOutOfReach) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session alpha, bravo;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &alpha));
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &bravo));
  HttpResponse listed = withSession(alpha, "GET", "/members", "/members");
  ASSERT_EQ(listed.status, 200);
  EXPECT_EQ(listed.json()["data"].Size(), 1u) << listed.body;
  EXPECT_EQ(memberLine(listed.json(), b_.email), "");
  const std::string foreign = "Not a member of the organization: " + b_.user_id;
  EXPECT_TRUE(isError(setRole(alpha, b_.user_id, "viewer"), 404, foreign));
  EXPECT_TRUE(isError(removeMember(alpha, b_.user_id), 404, foreign));
  // A key reaches the same routes, scoped the same (alpha's plan has no API access; bravo's has).
  HttpResponse by_key = call("GET", "/members", "/members", b_.key);
  ASSERT_EQ(by_key.status, 200) << describe(by_key);
  EXPECT_EQ(memberLine(by_key.json(), a_.email), "");
  EXPECT_EQ(
      stringField(withSession(bravo, "GET", "/organization", "/organization").json()["data"], "id"),
      b_.org_id);
}

TEST_F(ConsoleAccountTest, UsageShowsEachBucketAndTheDailyUseOfTheLedger) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), b_.org_id, "ai_credits", 10));
  ASSERT_NO_FATAL_FAILURE(start());
  Session owner;
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &owner));
  HttpResponse before = withSession(owner, "GET", "/usage", "/usage");
  ASSERT_EQ(before.status, 200) << describe(before);
  rapidjson::Document body = before.json();
  EXPECT_EQ(body["data"]["daily"].Size(), 0u) << before.body;
  auto bucket = [](const rapidjson::Document& d, const std::string& resource) {
    for (const auto& b : d["data"]["credits"].GetArray()) {
      if (stringField(b, "resource") == resource) {
        return std::to_string(b["used"].GetInt64()) + "/" + std::to_string(b["quota"].GetInt64()) +
               " left " + std::to_string(b["remaining"].GetInt64());
      }
    }
    return std::string("none");
  };
  EXPECT_EQ(bucket(body, "ai_credits"), "0/10 left 10");

  ASSERT_EQ(spend(b_, "ai_credits", 4), 201);
  ASSERT_EQ(spend(b_, "ai_credits", 3), 201);
  ASSERT_EQ(spend(a_, "ai_credits", 1), 403) << "alpha's plan has no API access";
  HttpResponse after = withSession(owner, "GET", "/usage", "/usage?days=7");
  ASSERT_EQ(after.status, 200) << describe(after);
  body = after.json();
  EXPECT_EQ(bucket(body, "ai_credits"), "7/10 left 3");
  ASSERT_EQ(body["data"]["daily"].Size(), 1u) << after.body;
  const auto& today = body["data"]["daily"][0];
  EXPECT_EQ(stringField(today, "resource"), "ai_credits");
  EXPECT_EQ(today["credits"].GetInt64(), 7);
  EXPECT_EQ(today["overage"].GetInt64(), 0);
  EXPECT_EQ(stringField(today, "date").size(), 10u);
  EXPECT_EQ(stringField(body["data"], "since").size(), 10u);

  // Days go by: yesterday's use is in a window of two days, not of one.
  advanceClock(86400);
  ASSERT_EQ(spend(b_, "ai_credits", 2), 201);
  body = withSession(owner, "GET", "/usage", "/usage?days=2").json();
  ASSERT_EQ(body["data"]["daily"].Size(), 2u);
  EXPECT_EQ(body["data"]["daily"][1]["credits"].GetInt64(), 2);
  body = withSession(owner, "GET", "/usage", "/usage?days=1").json();
  ASSERT_EQ(body["data"]["daily"].Size(), 1u);
  EXPECT_EQ(body["data"]["daily"][0]["credits"].GetInt64(), 2);

  // Another organization sees none of it.
  Session alpha;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &alpha));
  EXPECT_EQ(withSession(alpha, "GET", "/usage", "/usage").json()["data"]["daily"].Size(), 0u);

  for (const char* bad : {"0", "367", "x", "-1"}) {
    EXPECT_TRUE(isErrorContaining(
        withSession(owner, "GET", "/usage", std::string("/usage?days=") + bad), 400, {"days"}))
        << bad;
  }
}

TEST_F(ConsoleAccountTest, OnlyAnOwnerSwitchesMeteredBillingWhichThenRecordsOverage) {
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), b_.org_id, "ai_credits", 5));
  ASSERT_NO_FATAL_FAILURE(start());
  Session owner, admin;
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &owner));
  std::string admin_id;
  HttpResponse made = invite(owner, "ada@bravo.test", "admin");
  ASSERT_EQ(made.status, 201);
  std::string url = stringField(made.json()["data"], "invite_url");
  std::string token = url.substr(url.rfind('/') + 1);
  ASSERT_EQ(contract_
                .checked(http(), "/auth/password/set",
                         HttpRequest{"POST",
                                     api("/auth/password/set"),
                                     std::nullopt,
                                     R"({"token": ")" + token + R"(", "new_password": ")" +
                                         kConsolePassword + R"("})",
                                     {}})
                .status,
            200);
  ASSERT_NO_FATAL_FAILURE(signInOk("ada@bravo.test", &admin));

  HttpResponse org = withSession(owner, "GET", "/organization", "/organization");
  ASSERT_EQ(org.status, 200) << describe(org);
  EXPECT_FALSE(org.json()["data"]["metered_billing"].GetBool());
  EXPECT_EQ(stringField(org.json()["data"], "plan"), "pro");
  ASSERT_EQ(spend(b_, "ai_credits", 5), 201);
  EXPECT_EQ(spend(b_, "ai_credits", 1), 402);

  EXPECT_TRUE(isError(
      withSession(admin, "PATCH", "/organization", "/organization", R"({"metered_billing": true})"),
      403, "Only an owner turns metered billing on or off"));
  HttpResponse renamed =
      withSession(admin, "PATCH", "/organization", "/organization", R"({"name": "Bravo Inc."})");
  ASSERT_EQ(renamed.status, 200) << describe(renamed);
  EXPECT_EQ(stringField(renamed.json()["data"], "name"), "Bravo Inc.");
  EXPECT_TRUE(isError(withSession(owner, "PATCH", "/organization", "/organization",
                                  R"({"metered_billing": "yes"})"),
                      400, "Invalid field: metered_billing: must be a boolean"));
  EXPECT_EQ(
      withSession(owner, "PATCH", "/organization", "/organization", R"({"plan": "pro"})").status,
      400);
  EXPECT_EQ(withSession(owner, "PATCH", "/organization", "/organization", R"({"name": ""})").status,
            400);

  HttpResponse on =
      withSession(owner, "PATCH", "/organization", "/organization", R"({"metered_billing": true})");
  ASSERT_EQ(on.status, 200) << describe(on);
  EXPECT_TRUE(on.json()["data"]["metered_billing"].GetBool());
  // Past the quota now: spent, and the part over it recorded as overage.
  EXPECT_EQ(spend(b_, "ai_credits", 3), 201);
  rapidjson::Document usage = withSession(owner, "GET", "/usage", "/usage").json();
  ASSERT_EQ(usage["data"]["daily"].Size(), 1u);
  EXPECT_EQ(usage["data"]["daily"][0]["credits"].GetInt64(), 8);
  EXPECT_EQ(usage["data"]["daily"][0]["overage"].GetInt64(), 3);
  // Another organization's owner changes nothing here.
  Session alpha;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &alpha));
  HttpResponse theirs = withSession(alpha, "PATCH", "/organization", "/organization",
                                    R"({"metered_billing": false})");
  ASSERT_EQ(theirs.status, 200);
  EXPECT_EQ(stringField(theirs.json()["data"], "id"), a_.org_id);
  EXPECT_TRUE(withSession(owner, "GET", "/organization", "/organization")
                  .json()["data"]["metered_billing"]
                  .GetBool());
}

TEST_F(ConsoleAccountTest, AWebsitesCmsConnectionsAreListedWithoutSettingsAndDisconnected) {
  ASSERT_NO_FATAL_FAILURE(start());
  Session alpha, bravo;
  ASSERT_NO_FATAL_FAILURE(signInOk(a_.email, &alpha));
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &bravo));
  const std::string at_b = "?website_id=" + b_.website_id;
  const std::string at_a = "?website_id=" + a_.website_id;
  // What POST /connect stores (sealed settings), for bravo's website: one of a loaded connector,
  // one of a connector no loaded plugin brings any more.
  std::string ignored;
  for (const char* type : {"webhook", "retired-cms"}) {
    query(std::string("INSERT INTO connections (website_id, type, settings, created_at, "
                      "updated_at) VALUES ('") +
              b_.website_id + "', '" + type +
              "', 'sealed-secret-text', '2026-11-28T07:00:00.000Z', '2026-11-28T07:05:00.000Z')",
          &ignored);
  }
  auto lines = [](const HttpResponse& r) {
    std::string out;
    rapidjson::Document d = r.json();
    for (const auto& c : d["data"].GetArray()) {
      out += stringField(c, "type") + (c["available"].GetBool() ? " available" : " gone") +
             (c["connected"].GetBool() ? " connected " + stringField(c, "updated_at") : "") + ";";
    }
    return out;
  };
  HttpResponse listed = withSession(bravo, "GET", "/connections", "/connections" + at_b);
  ASSERT_EQ(listed.status, 200) << describe(listed);
  EXPECT_EQ(listed.body.find("sealed-secret-text"), std::string::npos) << "never the settings";
  EXPECT_NE(lines(listed).find("webhook available connected 2026-11-28T07:05:00.000Z;"),
            std::string::npos)
      << listed.body;
  EXPECT_NE(lines(listed).find("retired-cms gone connected"), std::string::npos) << listed.body;
  EXPECT_NE(lines(listed).find("wordpress available;"), std::string::npos) << listed.body;
  // With bravo's key, on its bound website: the same.
  EXPECT_EQ(lines(call("GET", "/connections", "/connections", b_.key)), lines(listed));

  // Alpha's website has none; bravo's is out of alpha's reach.
  HttpResponse theirs = withSession(alpha, "GET", "/connections", "/connections" + at_a);
  ASSERT_EQ(theirs.status, 200);
  EXPECT_EQ(lines(theirs).find("connected"), std::string::npos) << theirs.body;
  EXPECT_EQ(withSession(alpha, "GET", "/connections", "/connections" + at_b).status, 403);
  EXPECT_EQ(
      withSession(alpha, "DELETE", "/connections/{type}", "/connections/webhook" + at_b).status,
      403);
  EXPECT_TRUE(
      isError(withSession(alpha, "DELETE", "/connections/{type}", "/connections/webhook" + at_a),
              404, "The website has no webhook connection"));

  HttpResponse gone =
      withSession(bravo, "DELETE", "/connections/{type}", "/connections/webhook" + at_b);
  ASSERT_EQ(gone.status, 200) << describe(gone);
  std::string left;
  query("SELECT type FROM connections WHERE website_id = '" + b_.website_id + "'", &left);
  EXPECT_EQ(left, "retired-cms");
  EXPECT_EQ(
      withSession(bravo, "DELETE", "/connections/{type}", "/connections/webhook" + at_b).status,
      404);
}

TEST_F(ConsoleAccountTest, EachPersonChangesTheirOwnNameAndNoOneElses) {
  CliResult vera = cli().run(
      {"user", "create", "--org", b_.org_id, "--email", "vera@bravo.test", "--role", "viewer"});
  ASSERT_EQ(vera.exit_code, 0) << vera.describe();
  ASSERT_NO_FATAL_FAILURE(setPassword("vera@bravo.test", kConsolePassword));
  ASSERT_NO_FATAL_FAILURE(start());
  Session owner, viewer;
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &owner));
  ASSERT_NO_FATAL_FAILURE(signInOk("vera@bravo.test", &viewer));
  HttpResponse mine = withSession(viewer, "GET", "/auth/profile", "/auth/profile");
  ASSERT_EQ(mine.status, 200) << describe(mine);
  EXPECT_EQ(stringField(mine.json()["data"], "email"), "vera@bravo.test");
  // A viewer only reads, but for its own sign-in and profile.
  HttpResponse named = withSession(viewer, "PATCH", "/auth/profile", "/auth/profile",
                                   R"({"name": "  Vera Viewer "})");
  ASSERT_EQ(named.status, 200) << describe(named);
  EXPECT_EQ(stringField(named.json()["data"], "name"), "Vera Viewer");
  rapidjson::Document members = withSession(owner, "GET", "/members", "/members").json();
  for (const auto& m : members["data"].GetArray()) {
    if (stringField(m, "email") == "vera@bravo.test") {
      EXPECT_EQ(stringField(m, "name"), "Vera Viewer");
    }
    if (stringField(m, "email") == b_.email) {
      EXPECT_NE(stringField(m, "name"), "Vera Viewer");
    }
  }
  EXPECT_EQ(
      withSession(viewer, "PATCH", "/auth/profile", "/auth/profile", R"({"name": ""})").status,
      400);
  EXPECT_TRUE(isErrorContaining(
      withSession(viewer, "PATCH", "/auth/profile", "/auth/profile", R"({"name": "two\nlines"})"),
      400, {"name"}));
  EXPECT_TRUE(isErrorContaining(withSession(viewer, "PATCH", "/auth/profile", "/auth/profile",
                                            R"({"email": "me@elsewhere.test"})"),
                                400, {"email"}));
  // With a key: the key's user.
  HttpResponse by_key = call("GET", "/auth/profile", "/auth/profile", b_.key);
  ASSERT_EQ(by_key.status, 200) << describe(by_key);
  EXPECT_EQ(stringField(by_key.json()["data"], "email"), b_.email);
}

TEST_F(ConsoleAccountTest, OnlyManagersChangeWebhookEndpointsMembersReadThem) {
  CliResult mia = cli().run(
      {"user", "create", "--org", b_.org_id, "--email", "mia@bravo.test", "--role", "member"});
  ASSERT_EQ(mia.exit_code, 0) << mia.describe();
  ASSERT_NO_FATAL_FAILURE(setPassword("mia@bravo.test", kConsolePassword));
  ASSERT_NO_FATAL_FAILURE(start());
  Session owner, member;
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &owner));
  ASSERT_NO_FATAL_FAILURE(signInOk("mia@bravo.test", &member));
  const std::string body = R"({"url": "https://hooks.bravo.example/seo", "event_types": ["*"]})";
  const std::string refusal =
      "Only an owner or admin of the organization changes its webhook endpoints";
  EXPECT_TRUE(
      isError(withSession(member, "POST", "/webhooks/endpoints", "/webhooks/endpoints", body), 403,
              refusal));
  HttpResponse made =
      withSession(owner, "POST", "/webhooks/endpoints", "/webhooks/endpoints", body);
  ASSERT_EQ(made.status, 201) << describe(made);
  const std::string id = stringField(made.json()["data"], "id");
  const std::string path = "/webhooks/endpoints/" + id;
  EXPECT_TRUE(isError(
      withSession(member, "PATCH", "/webhooks/endpoints/{id}", path, R"({"active": false})"), 403,
      refusal));
  EXPECT_TRUE(isError(withSession(member, "POST", "/webhooks/endpoints/{id}/rotate-secret",
                                  path + "/rotate-secret"),
                      403, refusal));
  EXPECT_TRUE(
      isError(withSession(member, "DELETE", "/webhooks/endpoints/{id}", path), 403, refusal));
  // A member reads them and their log.
  HttpResponse listed = withSession(member, "GET", "/webhooks/endpoints", "/webhooks/endpoints");
  ASSERT_EQ(listed.status, 200) << describe(listed);
  EXPECT_EQ(listed.json()["data"].Size(), 1u);
  EXPECT_EQ(withSession(member, "GET", "/webhooks/endpoints/{id}/deliveries", path + "/deliveries")
                .status,
            200);
  EXPECT_EQ(withSession(owner, "DELETE", "/webhooks/endpoints/{id}", path).status, 200);
}

TEST_F(ConsoleAccountTest, OnlyAnOwnerInvitesAgainAnOwnerWhoHasNotComeIn) {
  CliResult otto = cli().run(
      {"user", "create", "--org", b_.org_id, "--email", "otto@bravo.test", "--role", "owner"});
  ASSERT_EQ(otto.exit_code, 0) << otto.describe();
  ASSERT_NO_FATAL_FAILURE(start());
  Session owner, admin;
  ASSERT_NO_FATAL_FAILURE(signInOk(b_.email, &owner));
  std::string admin_id;
  ASSERT_NO_FATAL_FAILURE(inviteAndJoin(owner, "ada@bravo.test", "admin", &admin, &admin_id));
  // Otto has no password: a new link for him would open an owner's account.
  EXPECT_TRUE(isError(invite(admin, "otto@bravo.test", "member"), 403,
                      "Only an owner gives or takes the owner role"));
  std::string links;
  query("SELECT COUNT(*) FROM user_links WHERE user_id = '" + stringField(otto.json, "id") + "'",
        &links);
  EXPECT_EQ(links, "0");
  HttpResponse again = invite(owner, "otto@bravo.test", "member");
  ASSERT_EQ(again.status, 200) << describe(again);
  EXPECT_EQ(stringField(again.json()["data"]["member"], "role"), "owner") << "the role kept";
  EXPECT_FALSE(stringField(again.json()["data"], "invite_url").empty());
}

}  // namespace
}  // namespace seo::tests
