// First start on an empty database provisions a demo account and prints its key once; later
// starts, and starts with --no-demo, print none.
#include <filesystem>
#include <set>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/plugin_dir.h"

namespace seo::tests {
namespace {

class DemoTest : public E2eTest {
 protected:
  void orgCount(std::size_t* out) {
    rapidjson::Document orgs;
    ASSERT_NO_FATAL_FAILURE(runCliOk(cli(), {"org", "list"}, &orgs));
    ASSERT_TRUE(orgs.IsArray());
    *out = orgs.Size();
  }
};

TEST_F(DemoTest, FirstStartPrintsAWorkingKeyOnce) {
  ServerOptions o = options();
  o.provision_demo = true;
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  std::string key = server().demoKey();
  std::string website_id = server().demoWebsiteId();
  ASSERT_EQ(key.rfind("seo_", 0), 0u) << server().startupOutput();
  ASSERT_FALSE(website_id.empty()) << server().startupOutput();

  HttpResponse me = http().get(api("/me"), key);
  ASSERT_EQ(me.status, 200) << describe(me);
  rapidjson::Document body = me.json();
  EXPECT_EQ(stringField(body["data"], "email"), "demo@example.com");
  EXPECT_EQ(stringField(body["data"]["plan"], "name"), "pro");
  EXPECT_EQ(stringField(body["data"]["website"], "id"), website_id);
  EXPECT_EQ(stringField(body["data"]["website"], "domain"), "example.com");
  // The demo key has API access on its website.
  HttpResponse echo = http().get(api("/probe/echo"), key);
  ASSERT_EQ(echo.status, 200) << describe(echo);
  EXPECT_EQ(stringField(echo.json()["data"], "website_id"), website_id);

  ASSERT_TRUE(server().stop().has_value());
  ASSERT_NO_FATAL_FAILURE(startServer(o, "second.log"));
  EXPECT_EQ(server().demoKey(), "");
  EXPECT_EQ(server().startupOutput().find("API key"), std::string::npos)
      << server().startupOutput();
  EXPECT_EQ(server().startupOutput().find("seo_"), std::string::npos);
  EXPECT_EQ(http().get(api("/me"), key).status, 200) << "the first key still works";
  std::size_t orgs = 0;
  ASSERT_NO_FATAL_FAILURE(orgCount(&orgs));
  EXPECT_EQ(orgs, 1u);
}

TEST_F(DemoTest, NoDemoFlagProvisionsNothing) {
  ASSERT_NO_FATAL_FAILURE(startServer());  // --no-demo
  EXPECT_EQ(server().demoKey(), "");
  EXPECT_EQ(server().startupOutput().find("API key"), std::string::npos);
  std::size_t orgs = 0;
  ASSERT_NO_FATAL_FAILURE(orgCount(&orgs));
  EXPECT_EQ(orgs, 0u);
}

TEST_F(DemoTest, EnvironmentCanTurnTheDemoOff) {
  ServerOptions o = options();
  o.provision_demo = true;
  o.env["SEO_PROVISION_DEMO"] = "0";
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  EXPECT_EQ(server().demoKey(), "");
  std::size_t orgs = 0;
  ASSERT_NO_FATAL_FAILURE(orgCount(&orgs));
  EXPECT_EQ(orgs, 0u);
}

TEST_F(DemoTest, ADatabaseWithAnOrganizationGetsNoDemo) {
  Tenant tenant;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "existing", "pro", &tenant));
  ServerOptions o = options();
  o.provision_demo = true;
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  EXPECT_EQ(server().demoKey(), "");
  std::size_t orgs = 0;
  ASSERT_NO_FATAL_FAILURE(orgCount(&orgs));
  EXPECT_EQ(orgs, 1u);
}

// A newcomer's first run: seo-server started from a folder outside the repository, with no
// configuration file and no flags but a port, serves every plugin beside the binary, on an
// SQLite file it creates, with a demo key that works (the shipped configuration's credit buckets,
// compiled in), on 127.0.0.1.
TEST_F(DemoTest, FirstRunWithoutConfigurationServesEveryPlugin) {
  std::string home = dir_.file("newcomer");
  ASSERT_TRUE(std::filesystem::create_directories(home));
  ServerOptions o;
  o.defaults_only = true;
  o.working_dir = home;
  o.provision_demo = true;
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  EXPECT_TRUE(std::filesystem::exists(home + "/data/seo.db"));

  HttpResponse health = http().get("/healthz");
  ASSERT_EQ(health.status, 200) << describe(health);
  std::set<std::string> names;
  rapidjson::Document body = health.json();
  for (const auto& p : body["plugins"].GetArray()) names.insert(stringField(p, "name"));
  for (const std::string& name : kRealPlugins) EXPECT_EQ(names.count(name), 1u) << health.body;

  std::string key = server().demoKey();
  ASSERT_FALSE(key.empty()) << server().startupOutput();
  EXPECT_EQ(http().get(api("/me"), key).status, 200);
  HttpResponse keywords = http().get(api("/keywords"), key);
  EXPECT_EQ(keywords.status, 200) << describe(keywords);
  HttpResponse summary = http().get(api("/website/summary"), key);
  EXPECT_EQ(summary.status, 200) << describe(summary);
  EXPECT_EQ(http().get(api("/analytics/tracker.js")).status, 200);

  // The walk-through's first call: the shipped configuration's credit buckets are the demo
  // organization's too, so enrichment is not refused with 402.
  HttpResponse enriched = http().post(
      api("/keywords"), key, R"({"keywords":[{"term":"first run keyword"}],"enrich":true})");
  EXPECT_EQ(enriched.status, 201) << describe(enriched);
  // It listens on loopback only, and says how to listen on every interface.
  EXPECT_NE(server().startupOutput().find("listening on http://127.0.0.1:"), std::string::npos)
      << server().startupOutput();
}

}  // namespace
}  // namespace seo::tests
