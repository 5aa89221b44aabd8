// The loader refuses broken plugins (ABI mismatch, no entry point, a throwing registration, a
// failing migration, a missing file) with one log line each, and serves the good ones.
#include <set>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/log_reader.h"

namespace seo::tests {
namespace {

const std::vector<std::string> kBadPlugins = {"abi_mismatch", "no_entry", "bad_register",
                                              "bad_migration"};

class PluginLoadingTest : public E2eTest {
 protected:
  // The first start applies every migration, the second none.
  bool needsEmptyDatabase() const override { return true; }

  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "loader", "pro", &tenant_));
  }
  void startWithBadPlugins() {
    std::vector<std::string> test_plugins = {"probe"};
    test_plugins.insert(test_plugins.end(), kBadPlugins.begin(), kBadPlugins.end());
    ASSERT_NO_FATAL_FAILURE(startServer(options(test_plugins)));
  }
  Tenant tenant_;
};

TEST_F(PluginLoadingTest, GoodPluginsServeBesideRefusedOnes) {
  ASSERT_NO_FATAL_FAILURE(startWithBadPlugins());
  EXPECT_EQ(http().get(api("/probe/public")).status, 200);
  EXPECT_EQ(http().get(api("/probe/echo"), tenant_.key).status, 200);
  EXPECT_EQ(http().get(api("/me"), tenant_.key).status, 200);
  EXPECT_TRUE(isError(http().get(api("/bad-migration"), tenant_.key), 404, "Resource not found"));

  HttpResponse health = http().get("/healthz");
  ASSERT_EQ(health.status, 200) << describe(health);
  std::set<std::string> names;
  rapidjson::Document body = health.json();
  ASSERT_TRUE(body.IsObject() && body.HasMember("plugins") && body["plugins"].IsArray())
      << health.body;
  for (const auto& p : body["plugins"].GetArray()) names.insert(stringField(p, "name"));
  EXPECT_EQ(names,
            (std::set<std::string>{"account", "ai_visibility", "analytics", "backlinks", "billing_stripe", "cms_ghost", "cms_webhook",
                                   "cms_wordpress", "content", "keywords", "probe"}));
}

TEST_F(PluginLoadingTest, EachRefusalIsOneLogLineNamingThePlugin) {
  ASSERT_NO_FATAL_FAILURE(startWithBadPlugins());
  std::vector<rapidjson::Document> refused =
      logLinesWithMessage(server().stderrText(), "plugin refused");
  EXPECT_EQ(refused.size(), kBadPlugins.size()) << server().stderrText();
  for (const std::string& name : kBadPlugins) {
    int lines = 0;
    for (const rapidjson::Document& line : refused) {
      if (stringField(line, "plugin") != name) continue;
      ++lines;
      EXPECT_EQ(stringField(line, "level"), "error");
      std::string reason = stringField(line, "reason");
      EXPECT_NE(reason.find(name), std::string::npos) << reason;
      if (name == "abi_mismatch") {
        EXPECT_NE(reason.find(std::to_string(seo::sdk::kAbiMajor + 1) + ".0"), std::string::npos)
            << reason;
        EXPECT_NE(reason.find(kHostAbi), std::string::npos) << reason;
      }
    }
    EXPECT_EQ(lines, 1) << name;
  }
  std::set<std::string> loaded;
  for (const auto& line : logLinesWithMessage(server().stderrText(), "plugin loaded")) {
    loaded.insert(stringField(line, "plugin"));
  }
  EXPECT_EQ(loaded,
            (std::set<std::string>{"account", "ai_visibility", "analytics", "backlinks", "billing_stripe", "cms_ghost", "cms_webhook",
                                   "cms_wordpress", "content", "keywords", "probe"}));
}

TEST_F(PluginLoadingTest, FailedMigrationKeepsEarlierOnesAndNothingOfItself) {
  ASSERT_NO_FATAL_FAILURE(startWithBadPlugins());
  std::string tables;
  ASSERT_NO_FATAL_FAILURE(tablesStartingWith("bad_migration", &tables));
  EXPECT_EQ(tables, "bad_migration_ok");
  std::string probe_table;
  ASSERT_NO_FATAL_FAILURE(tablesStartingWith("probe_spends", &probe_table));
  EXPECT_EQ(probe_table, "probe_spends");
}

TEST_F(PluginLoadingTest, MissingPluginFileIsRefusedAndTheServerStarts) {
  ServerOptions o = options({"probe"});
  o.plugins.push_back("not_there");
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  EXPECT_EQ(http().get(api("/probe/echo"), tenant_.key).status, 200);
  std::vector<rapidjson::Document> refused =
      logLinesWithMessage(server().stderrText(), "plugin refused");
  ASSERT_EQ(refused.size(), 1u) << server().stderrText();
  EXPECT_EQ(stringField(refused[0], "plugin"), "not_there");
}

TEST_F(PluginLoadingTest, RestartWithTheSamePluginsReappliesNothing) {
  ASSERT_NO_FATAL_FAILURE(startServer(options({"probe"})));
  ASSERT_EQ(http().post(api("/probe/spend"), tenant_.key,
                        R"({"resource":"crawl_credits","amount":2})")
                .status,
            201);
  ASSERT_TRUE(server().stop().has_value());
  ASSERT_NO_FATAL_FAILURE(startServer(options({"probe"}), "second.log"));
  EXPECT_TRUE(logLinesWithMessage(server().stderrText(), "migration applied").empty())
      << server().stderrText();
  HttpResponse r = http().get(api("/probe/spends"), tenant_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(r.json()["data"].Size(), 1u) << "the probe's data survived the restart";
}

}  // namespace
}  // namespace seo::tests
