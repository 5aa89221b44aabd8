// One set of rules for tenancy's records, whichever door a value comes through: the same bad
// values sent through the API (the console's routes) and through seoctl are refused with the
// same message naming the field, and the same untidy good values are stored in the same one
// spelling (core/tenancy/tenant_rules.h, on the SDK's validators).
#include <string>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {
namespace {

class TenancyDoorsTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &a_));
    ASSERT_NO_FATAL_FAILURE(startServer());
    ASSERT_NO_FATAL_FAILURE(loadContract());
  }

  // The API's refusal of `body` at `path` (POST, or `method`): its error, or "" unless 400.
  std::string apiRefusal(const std::string& path, const std::string& body,
                         const std::string& method = "POST") {
    HttpRequest request{method, api(path), a_.key, body, {}};
    HttpResponse r = contract_.checked(http(), path, request);
    EXPECT_EQ(r.status, 400) << path << " " << body << ": " << describe(r);
    return r.status == 400 ? stringField(r.json(), "error") : "";
  }
  // seoctl's refusal of `args`: the error it printed, or "" unless it exited 2.
  std::string cliRefusal(const std::vector<std::string>& args) {
    CliResult r = cli().run(args);
    EXPECT_EQ(r.exit_code, 2) << r.describe();
    return r.exit_code == 2 ? r.err : "";
  }
  static std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
      if (c == '\n') {
        out += "\\n";
      } else if (c == '\t') {
        out += "\\t";
      } else {
        out += c;
      }
    }
    return out + "\"";
  }

  std::string count(const std::string& table) const {
    std::string out;
    query("SELECT COUNT(*) FROM " + table, &out);
    return out;
  }

  Tenant a_;
};

// Both doors refused it, and said the same: the API's error is in seoctl's message.
void expectSameRefusal(const std::string& api, const std::string& cli, const std::string& field,
                       const std::string& value) {
  EXPECT_EQ(api.rfind("Invalid field: " + field + ": ", 0), 0u) << value << ": " << api;
  EXPECT_NE(cli.find(api), std::string::npos)
      << value << ": the API said «" << api << "», seoctl «" << cli << "»";
}

TEST_F(TenancyDoorsTest, BadWebsitesAreRefusedAlikeByTheApiAndSeoctl) {
  const std::vector<std::string> domains = {"not a host",   "localhost",        "127.0.0.1",
                                            "exa_mple.com", "example.com:8080", "-bad.example",
                                            "example.com."};
  for (const std::string& domain : domains) {
    expectSameRefusal(apiRefusal("/websites", R"({"domain": )" + quoted(domain) + "}"),
                      cliRefusal({"website", "create", "--org", a_.org_id, "--domain", domain}),
                      "domain", domain);
  }
  for (std::string language : {"english", "e", "en_US", "pt-BRA", "12"}) {
    expectSameRefusal(
        apiRefusal("/websites", R"({"domain": "x.example", "language": )" + quoted(language) + "}"),
        cliRefusal({"website", "create", "--org", a_.org_id, "--domain", "x.example", "--language",
                    language}),
        "language", language);
  }
  for (const std::string& name : {std::string(201, 'n'), std::string("two\nlines")}) {
    expectSameRefusal(
        apiRefusal("/websites", R"({"domain": "x.example", "name": )" + quoted(name) + "}"),
        cliRefusal(
            {"website", "create", "--org", a_.org_id, "--domain", "x.example", "--name", name}),
        "name", name);
    // The first start and `seoctl org create --website` take the same rules.
    std::string cli = cliRefusal({"org", "create", "--name", "Org", "--owner", "o@org.example",
                                  "--website", "org.example", "--website-name", name});
    EXPECT_NE(cli.find("Invalid field: name: "), std::string::npos) << cli;
  }
  EXPECT_EQ(count("websites"), "1") << "nothing written";
}

TEST_F(TenancyDoorsTest, UntidyGoodWebsitesAreStoredInOneSpellingByEitherDoor) {
  HttpRequest request{"POST",
                      api("/websites"),
                      a_.key,
                      R"({"domain": " Shop.Example.COM ", "language": "PT-br"})",
                      {}};
  HttpResponse made = contract_.checked(http(), "/websites", request);
  ASSERT_EQ(made.status, 201) << describe(made);
  rapidjson::Document site = made.json();
  EXPECT_EQ(stringField(site["data"], "domain"), "shop.example.com");
  EXPECT_EQ(stringField(site["data"], "language"), "pt-BR");
  CliResult by_cli = cli().run({"website", "create", "--org", a_.org_id, "--domain",
                                " Shop.Example.COM ", "--language", "PT-br"});
  ASSERT_EQ(by_cli.exit_code, 0) << by_cli.describe();
  EXPECT_EQ(stringField(by_cli.json, "domain"), "shop.example.com");
  EXPECT_EQ(stringField(by_cli.json, "language"), "pt-BR");
}

TEST_F(TenancyDoorsTest, BadPeopleKeysAndOrganizationsAreRefusedAlike) {
  for (std::string email :
       {"nobody", "a@b", "a b@c.example", "x@localhost", "two@@at.example", "dot.@x.example"}) {
    expectSameRefusal(
        apiRefusal("/members", R"({"role": "member", "email": )" + quoted(email) + "}"),
        cliRefusal({"user", "create", "--org", a_.org_id, "--email", email}), "email", email);
    std::string owner = cliRefusal({"org", "create", "--name", "Org", "--owner", email});
    EXPECT_NE(owner.find("Invalid field: email: must be an email address"), std::string::npos)
        << email << ": " << owner;
  }
  const std::vector<std::string> names = {std::string(201, 'n'), "line\nbreak", "tab\there"};
  for (const std::string& name : names) {
    expectSameRefusal(
        apiRefusal("/members", R"({"role": "member", "email": "new@alpha.example", "name": )" +
                                   quoted(name) + "}"),
        cliRefusal(
            {"user", "create", "--org", a_.org_id, "--email", "new@alpha.example", "--name", name}),
        "name", name);
    expectSameRefusal(
        apiRefusal("/api-keys", R"({"name": )" + quoted(name) + "}"),
        cliRefusal({"key", "create", "--org", a_.org_id, "--user", a_.user_id, "--name", name}),
        "name", name);
    expectSameRefusal(apiRefusal("/organization", R"({"name": )" + quoted(name) + "}", "PATCH"),
                      cliRefusal({"org", "create", "--name", name}), "name", name);
  }
  EXPECT_EQ(count("users"), "1") << "nothing written";
  EXPECT_EQ(count("organizations"), "1");
  // The same address, however spelled, is one account by either door.
  CliResult added =
      cli().run({"user", "create", "--org", a_.org_id, "--email", " Bo@Alpha.Example "});
  ASSERT_EQ(added.exit_code, 0) << added.describe();
  EXPECT_EQ(stringField(added.json, "email"), "bo@alpha.example");
  HttpRequest invite{
      "POST", api("/members"), a_.key, R"({"role": "member", "email": "BO@alpha.example"})", {}};
  HttpResponse again = contract_.checked(http(), "/members", invite);
  // 200: the member invited again (a new account would be 201).
  ASSERT_EQ(again.status, 200) << describe(again);
  EXPECT_EQ(stringField(again.json()["data"]["member"], "user_id"), stringField(added.json, "id"));
  EXPECT_EQ(count("users"), "2");
}

}  // namespace
}  // namespace seo::tests
