// seoctl: --json answers parse and match what was created, the human output is readable, bad
// arguments exit 2 with a message, a missing record exits 1, and `migrate` readies a database
// for a server.
#include <map>
#include <set>
#include <string>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/log_reader.h"

namespace seo::tests {
namespace {

class CliTest : public E2eTest {};

TEST_F(CliTest, JsonOutputDescribesWhatWasCreated) {
  Tenant t;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "cliorg", "free", &t));

  CliResult orgs = cli().run({"org", "list"});
  ASSERT_EQ(orgs.exit_code, 0) << orgs.describe();
  ASSERT_TRUE(orgs.json.IsArray()) << orgs.describe();
  ASSERT_EQ(orgs.json.Size(), 1u);
  EXPECT_EQ(stringField(orgs.json[0], "id"), t.org_id);
  EXPECT_EQ(stringField(orgs.json[0], "name"), "cliorg");
  EXPECT_EQ(stringField(orgs.json[0], "plan"), "free");
  EXPECT_FALSE(orgs.json[0]["metered_billing"].GetBool());

  CliResult plans = cli().run({"plan", "list"});
  ASSERT_EQ(plans.exit_code, 0) << plans.describe();
  ASSERT_TRUE(plans.json.IsArray()) << plans.describe();
  std::map<std::string, bool> access;
  for (const auto& p : plans.json.GetArray())
    access[stringField(p, "name")] = p["api_access"].GetBool();
  EXPECT_EQ(access, (std::map<std::string, bool>{{"free", false}, {"pro", true}}));

  CliResult users = cli().run({"user", "list", "--org", t.org_id});
  ASSERT_EQ(users.exit_code, 0) << users.describe();
  ASSERT_EQ(users.json.Size(), 1u) << users.describe();
  EXPECT_EQ(stringField(users.json[0], "email"), t.email);
  EXPECT_EQ(stringField(users.json[0], "role"), "owner");

  // user create says the role the membership has: the one given, or the one a member keeps.
  CliResult ann = cli().run({"user", "create", "--org", t.org_id, "--email", "ann@cliorg.test"});
  ASSERT_EQ(ann.exit_code, 0) << ann.describe();
  EXPECT_EQ(stringField(ann.json, "role"), "member");
  CliResult again =
      cli().run({"user", "create", "--org", t.org_id, "--email", t.email, "--role", "member"});
  ASSERT_EQ(again.exit_code, 0) << again.describe();
  EXPECT_EQ(stringField(again.json, "id"), t.user_id);
  EXPECT_EQ(stringField(again.json, "role"), "owner");
  CliResult human = cli().run(
      {"user", "create", "--org", t.org_id, "--email", "bo@cliorg.test", "--role", "owner"}, false);
  ASSERT_EQ(human.exit_code, 0) << human.describe();
  EXPECT_NE(human.out.find("owner"), std::string::npos) << human.describe();
  CliResult everyone = cli().run({"user", "list"});
  ASSERT_EQ(everyone.exit_code, 0) << everyone.describe();
  for (const auto& u : everyone.json.GetArray()) EXPECT_FALSE(u.HasMember("role"));

  CliResult sites = cli().run({"website", "list", "--org", t.org_id});
  ASSERT_EQ(sites.exit_code, 0) << sites.describe();
  ASSERT_EQ(sites.json.Size(), 1u) << sites.describe();
  EXPECT_EQ(stringField(sites.json[0], "id"), t.website_id);
  EXPECT_EQ(stringField(sites.json[0], "domain"), "cliorg.example");

  CliResult keys = cli().run({"key", "list", "--org", t.org_id});
  ASSERT_EQ(keys.exit_code, 0) << keys.describe();
  ASSERT_EQ(keys.json.Size(), 1u) << keys.describe();
  EXPECT_EQ(stringField(keys.json[0], "id"), t.key_id);
  EXPECT_EQ(stringField(keys.json[0], "website_id"), t.website_id);
  EXPECT_TRUE(keys.json[0]["active"].GetBool());
  EXPECT_FALSE(keys.json[0].HasMember("key")) << "the secret is shown only at creation";
  EXPECT_EQ(keys.out.find(t.key), std::string::npos);
  EXPECT_EQ(t.key.rfind(stringField(keys.json[0], "prefix"), 0), 0u);
}

TEST_F(CliTest, UsageShowsTheConfiguredDefaultQuotas) {
  Tenant t;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "quotas", "pro", &t));
  ASSERT_NO_FATAL_FAILURE(setQuota(cli(), t.org_id, "crawl_credits", 7));
  CliResult usage = cli().run({"usage", "show", "--org", t.org_id});
  ASSERT_EQ(usage.exit_code, 0) << usage.describe();
  ASSERT_TRUE(usage.json.IsArray()) << usage.describe();
  std::map<std::string, long long> quotas;
  for (const auto& b : usage.json.GetArray()) {
    quotas[stringField(b, "resource")] = b["quota"].GetInt64();
    EXPECT_EQ(b["used"].GetInt64(), 0);
    EXPECT_EQ(b["remaining"].GetInt64(), b["quota"].GetInt64());
    EXPECT_EQ(b["overage"].GetInt64(), 0);
    EXPECT_LT(stringField(b, "period_start"), stringField(b, "period_end"));
  }
  // The configuration's default_quotas, with the one set above.
  EXPECT_EQ(quotas, (std::map<std::string, long long>{{"ai_credits", 100000},
                                                      {"backlink_research", 100},
                                                      {"crawl_credits", 7},
                                                      {"keyword_research", 100}}));
}

// A plan's quotas reach the organizations on it now, those created on it, and those moved to it;
// the buckets it does not name keep theirs.
TEST_F(CliTest, APlansQuotasApplyToItsOrganizations) {
  Tenant before;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "before", "free", &before));
  Tenant moved;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "moved", "pro", &moved));
  rapidjson::Document out;
  ASSERT_NO_FATAL_FAILURE(runCliOk(
      cli(), {"plan", "set-quota", "--plan", "free", "--resource", "ai_credits", "--quota", "250"},
      &out));
  Tenant after;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "after", "free", &after));
  ASSERT_NO_FATAL_FAILURE(
      runCliOk(cli(), {"org", "set-plan", "--org", moved.org_id, "--plan", "free"}, &out));
  for (const Tenant* t : {&before, &after, &moved}) {
    rapidjson::Document ai;
    ASSERT_NO_FATAL_FAILURE(usageOf(cli(), t->org_id, "ai_credits", &ai));
    EXPECT_EQ(ai["quota"].GetInt64(), 250) << t->email;
    rapidjson::Document crawl;
    ASSERT_NO_FATAL_FAILURE(usageOf(cli(), t->org_id, "crawl_credits", &crawl));
    EXPECT_EQ(crawl["quota"].GetInt64(), 1000) << t->email;  // the default, not named
  }
  CliResult plans = cli().run({"plan", "list"});
  ASSERT_EQ(plans.exit_code, 0) << plans.describe();
  for (const auto& p : plans.json.GetArray()) {
    if (stringField(p, "name") != "free") continue;
    EXPECT_EQ(p["quotas"]["ai_credits"].GetInt64(), 250);
  }
  CliResult bad = cli().run(
      {"plan", "set-quota", "--plan", "free", "--resource", "ai_credits", "--quota", "-1"});
  EXPECT_NE(bad.exit_code, 0);
  EXPECT_NE(bad.describe().find("quota"), std::string::npos) << bad.describe();
  CliResult unknown = cli().run(
      {"plan", "set-quota", "--plan", "gold", "--resource", "ai_credits", "--quota", "5"});
  EXPECT_NE(unknown.exit_code, 0);
}

TEST_F(CliTest, KeyDeactivationShowsInTheList) {
  Tenant t;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "keys", "pro", &t));
  CliResult off = cli().run({"key", "deactivate", "--key", t.key_id});
  ASSERT_EQ(off.exit_code, 0) << off.describe();
  EXPECT_TRUE(off.json.IsObject() && off.json["ok"].GetBool()) << off.describe();
  CliResult keys = cli().run({"key", "list"});
  ASSERT_EQ(keys.exit_code, 0) << keys.describe();
  ASSERT_EQ(keys.json.Size(), 1u);
  EXPECT_FALSE(keys.json[0]["active"].GetBool());
}

TEST_F(CliTest, HumanOutputIsATable) {
  Tenant t;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "humans", "pro", &t));
  CliResult list = cli().run({"org", "list"}, /*json=*/false);
  ASSERT_EQ(list.exit_code, 0) << list.describe();
  EXPECT_TRUE(list.json.HasParseError()) << "expected text, got JSON: " << list.out;
  std::string header = list.out.substr(0, list.out.find('\n'));
  EXPECT_NE(header.find("ID"), std::string::npos) << list.out;
  EXPECT_NE(header.find("NAME"), std::string::npos) << list.out;
  EXPECT_NE(list.out.find(t.org_id), std::string::npos) << list.out;
  EXPECT_NE(list.out.find("humans"), std::string::npos) << list.out;

  CliResult set = cli().run(
      {"credits", "set", "--org", t.org_id, "--resource", "ai_credits", "--quota", "55"}, false);
  ASSERT_EQ(set.exit_code, 0) << set.describe();
  EXPECT_NE(set.out.find("ai_credits"), std::string::npos) << set.out;
  EXPECT_NE(set.out.find("55"), std::string::npos) << set.out;

  CliResult empty =
      cli().run({"website", "list", "--org", "0b1c2d3e-4f50-4a1b-8c2d-3e4f5a6b7c8d"}, false);
  ASSERT_EQ(empty.exit_code, 0) << empty.describe();
  EXPECT_EQ(empty.out, "(none)\n");
}

TEST_F(CliTest, BadArgumentsExit2WithAMessage) {
  Tenant t;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "strict", "pro", &t));
  struct Case {
    std::vector<std::string> args;
    std::string message;
  };
  std::vector<Case> cases = {
      {{}, "usage: seoctl"},
      {{"org", "explode"}, "unknown command"},
      {{"org", "create"}, "missing --name"},
      {{"org", "create", "--name"}, "needs a value"},
      {{"user", "create", "--org", t.org_id, "--email", "not-an-email"}, "email"},
      {{"user", "create", "--org", t.org_id, "--email", "x@y.test", "--role", "king"}, "role"},
      {{"credits", "set", "--org", t.org_id, "--resource", "ai_credits", "--quota", "lots"},
       "whole number"},
      {{"org", "set-metered", "--org", t.org_id, "--enabled", "maybe"}, "on or off"},
      {{"website", "create", "--org", "not-a-uuid", "--domain", "x.example"}, "org"},
      {{"key", "create", "--org", t.org_id, "--user", t.user_id, "--website", "nope"}, "website"},
  };
  for (const Case& c : cases) {
    CliResult r = cli().run(c.args);
    std::string shown;
    for (const std::string& a : c.args) shown += a + " ";
    EXPECT_EQ(r.exit_code, 2) << shown << r.describe();
    EXPECT_NE(r.err.find(c.message), std::string::npos) << shown << r.describe();
    EXPECT_TRUE(r.out.empty()) << shown << r.describe();
  }
}

TEST_F(CliTest, MissingRecordsExit1) {
  const std::string absent = "0b1c2d3e-4f50-4a1b-8c2d-3e4f5a6b7c8d";
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"usage", "show", "--org", absent},
        std::vector<std::string>{"org", "set-plan", "--org", absent, "--plan", "pro"},
        std::vector<std::string>{"key", "deactivate", "--key", absent}}) {
    CliResult r = cli().run(args);
    EXPECT_EQ(r.exit_code, 1) << args[0] << " " << args[1] << " " << r.describe();
    EXPECT_NE(r.err.find("not found"), std::string::npos) << r.describe();
  }
  Tenant t;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "plans", "pro", &t));
  CliResult r = cli().run({"org", "set-plan", "--org", t.org_id, "--plan", "platinum"});
  EXPECT_NE(r.exit_code, 0) << r.describe();
  EXPECT_NE(r.err.find("platinum"), std::string::npos) << r.describe();
}

TEST_F(CliTest, HelpExits0) {
  CliResult r = cli().run({"--help"}, false);
  EXPECT_EQ(r.exit_code, 0) << r.describe();
  EXPECT_NE(r.out.find("usage: seoctl"), std::string::npos);
  EXPECT_NE(r.out.find("key deactivate"), std::string::npos);
}

// Commands plugins add run as `seoctl <plugin> <command>`, on the server's plugin folder and
// configuration (here: the test's folder, with the probe plugin).
TEST_F(CliTest, PluginCommandsRunAndAreListed) {
  ServerOptions o = options();
  std::string plugins;
  for (const std::string& p : o.plugins) plugins += (plugins.empty() ? "" : ",") + p;
  std::map<std::string, std::string> env = {{"SEO_PLUGIN_DIR", o.plugin_dir},
                                            {"SEO_PLUGINS", plugins}};
  CliResult echo = cli().run({"probe", "echo", "--text", "hello there"}, true, env);
  ASSERT_EQ(echo.exit_code, 0) << echo.describe();
  EXPECT_EQ(stringField(echo.json, "text"), "hello there");

  CliResult failed = cli().run({"probe", "echo"}, true, env);
  EXPECT_EQ(failed.exit_code, 2) << failed.describe();
  EXPECT_NE(failed.err.find("missing --text"), std::string::npos) << failed.describe();

  CliResult unknown = cli().run({"probe", "nothing"}, true, env);
  EXPECT_EQ(unknown.exit_code, 2) << unknown.describe();
  EXPECT_NE(unknown.err.find("unknown command: probe nothing"), std::string::npos);

  CliResult listed = cli().run({"commands"}, true, env);
  ASSERT_EQ(listed.exit_code, 0) << listed.describe();
  EXPECT_NE(listed.out.find("seoctl probe echo"), std::string::npos) << listed.out;
  EXPECT_NE(listed.out.find("seoctl analytics import-access-log"), std::string::npos) << listed.out;
}

// A customer's start in one command: the organization, its owner, first website and a key bound
// to it, which then works; a refused part leaves nothing behind.
TEST_F(CliTest, OrgCreateWithAnOwnerMakesEverythingInOneStepOrNothing) {
  CliResult made = cli().run({"org", "create", "--name", "Acme", "--owner", "ann@acme.test",
                              "--owner-name", "Ann", "--website", "acme.example",
                              "--website-name", "Acme shop", "--key", "deploy"});
  ASSERT_EQ(made.exit_code, 0) << made.describe();
  EXPECT_EQ(stringField(made.json, "plan"), "pro");
  EXPECT_EQ(stringField(made.json["owner"], "email"), "ann@acme.test");
  EXPECT_EQ(stringField(made.json["owner"], "role"), "owner");
  EXPECT_EQ(stringField(made.json["website"], "name"), "Acme shop");
  EXPECT_EQ(stringField(made.json["key"], "name"), "deploy");
  EXPECT_EQ(stringField(made.json["key"], "website_id"), stringField(made.json["website"], "id"));
  ASSERT_NO_FATAL_FAILURE(startServer());
  HttpResponse me = http().get(api("/me"), stringField(made.json["key"], "key"));
  ASSERT_EQ(me.status, 200) << describe(me);
  EXPECT_EQ(stringField(me.json()["data"], "name"), "Ann");
  EXPECT_EQ(stringField(me.json()["data"]["organization"], "name"), "Acme");
  EXPECT_EQ(stringField(me.json()["data"]["website"], "domain"), "acme.example");

  auto orgCount = [&] {
    CliResult orgs = cli().run({"org", "list"});
    EXPECT_EQ(orgs.exit_code, 0) << orgs.describe();
    return orgs.json.IsArray() ? orgs.json.Size() : 0u;
  };
  CliResult bad_domain = cli().run({"org", "create", "--name", "Bolt", "--owner", "bo@bolt.test",
                                    "--website", "not a domain", "--key", "k"});
  EXPECT_EQ(bad_domain.exit_code, 2) << bad_domain.describe();
  EXPECT_NE(bad_domain.err.find("domain"), std::string::npos) << bad_domain.describe();
  CliResult no_plan = cli().run({"org", "create", "--name", "Bolt", "--plan", "platinum",
                                 "--owner", "bo@bolt.test", "--website", "bolt.example"});
  EXPECT_EQ(no_plan.exit_code, 1) << no_plan.describe();
  CliResult no_owner = cli().run({"org", "create", "--name", "Bolt", "--website", "bolt.example"});
  EXPECT_EQ(no_owner.exit_code, 2) << no_owner.describe();
  EXPECT_NE(no_owner.err.find("--website needs --owner"), std::string::npos)
      << no_owner.describe();
  EXPECT_EQ(orgCount(), 1u);
  CliResult users = cli().run({"user", "list"});
  ASSERT_EQ(users.exit_code, 0) << users.describe();
  EXPECT_EQ(users.json.Size(), 1u) << users.describe();
}

// `seoctl migrate` on a database no migration has touched.
class CliMigrateTest : public E2eTest {
 protected:
  bool needsEmptyDatabase() const override { return true; }

  // The environment that gives seoctl the server's plugin folder and list (`plugins`).
  std::map<std::string, std::string> pluginsOf(const ServerOptions& o,
                                               const std::vector<std::string>& plugins) {
    std::string list;
    for (const std::string& p : plugins) list += (list.empty() ? "" : ",") + p;
    return {{"SEO_PLUGIN_DIR", o.plugin_dir}, {"SEO_PLUGINS", list}};
  }
};

// Everything a server would migrate, migrated before any server starts: the one that then starts
// applies nothing.
TEST_F(CliMigrateTest, MigrateAppliesWhatTheServerWouldSoItsStartAppliesNothing) {
  ServerOptions o = options();
  CliResult migrated = cli().run({"migrate"}, true, pluginsOf(o, o.plugins));
  ASSERT_EQ(migrated.exit_code, 0) << migrated.describe();
  ASSERT_TRUE(migrated.json.IsObject() && migrated.json.HasMember("plugins"))
      << migrated.describe();
  std::vector<std::string> listed;
  for (const auto& p : migrated.json["plugins"].GetArray()) listed.push_back(p.GetString());
  EXPECT_EQ(listed, o.plugins);
  std::string tables;
  ASSERT_NO_FATAL_FAILURE(tablesStartingWith("probe_spends", &tables));
  EXPECT_EQ(tables, "probe_spends");

  ASSERT_NO_FATAL_FAILURE(startServer(o));
  EXPECT_TRUE(logLinesWithMessage(server().stderrText(), "migration applied").empty())
      << server().stderrText();
  Tenant t;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "migrated", "pro", &t));
  EXPECT_EQ(http().get(api("/probe/spends"), t.key).status, 200);
}

TEST_F(CliMigrateTest, MigrateFailsNamingAPluginThatDidNotLoad) {
  ServerOptions o = options({"probe", "bad_migration"});
  CliResult failed =
      cli().run({"migrate"}, true, pluginsOf(o, {"account", "bad_migration", "not_there"}));
  EXPECT_NE(failed.exit_code, 0) << failed.describe();
  EXPECT_NE(failed.err.find("bad_migration, not_there did not load"), std::string::npos)
      << failed.describe();
  // What loaded was migrated all the same.
  std::string tables;
  ASSERT_NO_FATAL_FAILURE(tablesStartingWith("bad_migration", &tables));
  EXPECT_EQ(tables, "bad_migration_ok");
}

}  // namespace
}  // namespace seo::tests
