#include "core/loader/plugin_manager.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/host/host_impl.h"
#include "tests/core/testing/temp_env.h"
#include "tests/testing/build_paths.h"

namespace seo::core {
namespace {

class PluginManagerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_);
    ASSERT_NE(db_, nullptr);
    testing::assemblePluginDir(dir_.path() / "plugins",
                               {"probe", "abi_mismatch", "no_entry", "bad_register",
                                "bad_migration", "bad_doc", "account", "cms_webhook"});
    manager_ = std::make_unique<PluginManager>(*db_, dir_.path() / "plugins", copies());
  }

  std::filesystem::path copies() const { return dir_.path() / "copies"; }

  static std::vector<std::string> pluginNames(const Catalog& catalog) {
    std::vector<std::string> names;
    for (const PluginInfo& p : catalog.plugins) names.push_back(p.name);
    return names;
  }

  // The plugin serving `method path` in `catalog`, or "" when no route matches.
  static std::string servedBy(const Catalog& catalog, const std::string& method,
                              const std::string& path) {
    Router::Match m = catalog.router.match(method, path);
    if (m.outcome != Router::Outcome::Matched) return "";
    return catalog.routes.at(m.route_index)->plugin;
  }

  static bool anyContains(const std::vector<std::string>& messages, const std::string& a,
                          const std::string& b) {
    return std::any_of(messages.begin(), messages.end(), [&](const std::string& m) {
      return m.find(a) != std::string::npos && m.find(b) != std::string::npos;
    });
  }

  // The library serving GET `path` in `catalog`, or null.
  static const PluginLibrary* libraryServing(const Catalog& catalog, const std::string& path) {
    Router::Match m = catalog.router.match("GET", path);
    if (m.outcome != Router::Outcome::Matched) return nullptr;
    return catalog.routes.at(m.route_index)->library.get();
  }

  // Writes test plugin `from` over plugins/<to>.so in place, as a deploy copying a build would.
  void overwrite(const std::string& from, const std::string& to) {
    std::filesystem::path source =
        std::filesystem::path(seo::testing::testPluginDir()) / (from + ".so");
    if (!std::filesystem::exists(source)) source = dir_.path() / "plugins" / (from + ".so");
    std::filesystem::path target = dir_.path() / "plugins" / (to + ".so");
    std::this_thread::sleep_for(std::chrono::milliseconds(5));  // a later modification time
    std::filesystem::copy_file(source, target, std::filesystem::copy_options::overwrite_existing);
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<PluginManager> manager_;
};

TEST_F(PluginManagerTest, CatalogIsEmptyBeforeTheFirstLoad) {
  std::shared_ptr<const Catalog> catalog = manager_->current();
  ASSERT_NE(catalog, nullptr);
  EXPECT_TRUE(catalog->routes.empty());
  EXPECT_TRUE(catalog->plugins.empty());
}

TEST_F(PluginManagerTest, RefusedPluginsAreLeftOutAndTheRestServe) {
  std::vector<std::string> refusals =
      manager_->load({"probe", "abi_mismatch", "no_entry", "account"}).refusals();
  ASSERT_EQ(refusals.size(), 2u);
  EXPECT_TRUE(anyContains(refusals, "abi_mismatch", "incompatible with host ABI"));
  EXPECT_TRUE(anyContains(refusals, "no_entry", "seo_plugin_entry"));

  std::shared_ptr<const Catalog> catalog = manager_->current();
  EXPECT_EQ(pluginNames(*catalog), (std::vector<std::string>{"probe", "account"}));
  EXPECT_EQ(servedBy(*catalog, "GET", "/probe/echo"), "probe");
  EXPECT_EQ(servedBy(*catalog, "GET", "/probe/items/42"), "probe");
  EXPECT_EQ(servedBy(*catalog, "GET", "/me"), "account");
  for (const PluginInfo& p : catalog->plugins) {
    EXPECT_EQ(p.abi,
              std::to_string(seo::sdk::kAbiMajor) + "." + std::to_string(seo::sdk::kAbiMinor));
  }
  // Every route entry holds its plugin's library.
  for (const auto& e : catalog->routes) {
    ASSERT_NE(e->library, nullptr);
    EXPECT_EQ(e->library->name(), e->plugin);
  }
  EXPECT_TRUE(testing::tableExists(*db_, "probe_spends"));
  EXPECT_EQ(testing::countFiles(copies()), 2);  // only the accepted plugins stay mapped
}

TEST_F(PluginManagerTest, FailingMigrationRefusesThePluginAndKeepsEarlierMigrations) {
  std::vector<std::string> refusals = manager_->load({"bad_migration", "probe"}).refusals();
  ASSERT_EQ(refusals.size(), 1u);
  EXPECT_NE(refusals[0].find("bad_migration migration 2"), std::string::npos) << refusals[0];
  std::shared_ptr<const Catalog> catalog = manager_->current();
  EXPECT_EQ(pluginNames(*catalog), (std::vector<std::string>{"probe"}));
  EXPECT_EQ(servedBy(*catalog, "GET", "/bad-migration"), "");
  EXPECT_EQ(servedBy(*catalog, "GET", "/probe/echo"), "probe");
  auto version = appliedVersion(*db_, "bad_migration");
  ASSERT_TRUE(version.isOk());
  EXPECT_EQ(version.value(), 1);
  EXPECT_TRUE(testing::tableExists(*db_, "bad_migration_ok"));
  EXPECT_FALSE(testing::tableExists(*db_, "bad_migration_half"));
}

TEST_F(PluginManagerTest, ThrowingRegistrationIsRefusedWithItsMessage) {
  std::vector<std::string> refusals = manager_->load({"bad_register", "account"}).refusals();
  ASSERT_EQ(refusals.size(), 1u);
  EXPECT_NE(refusals[0].find("registration exploded on purpose"), std::string::npos) << refusals[0];
  EXPECT_EQ(pluginNames(*manager_->current()), (std::vector<std::string>{"account"}));
}

// The documentation is checked when the plugin loads (openapi_document.h): a reference to a
// schema nobody registered refuses the plugin, and the others load.
TEST_F(PluginManagerTest, DocumentationNamingAnUnknownSchemaIsRefused) {
  std::vector<std::string> refusals = manager_->load({"bad_doc", "account"}).refusals();
  ASSERT_EQ(refusals.size(), 1u);
  EXPECT_NE(refusals[0].find("plugin bad_doc: route GET /bad-doc/hello answer 200: $ref "
                             "#/components/schemas/Nowhere names no schema"),
            std::string::npos)
      << refusals[0];
  EXPECT_EQ(pluginNames(*manager_->current()), (std::vector<std::string>{"account"}));
  EXPECT_EQ(manager_->current()->openapi().text.find("bad-doc"), std::string::npos);
}

TEST_F(PluginManagerTest, MissingPluginFileIsRefused) {
  std::vector<std::string> refusals = manager_->load({"ghost", "account"}).refusals();
  ASSERT_EQ(refusals.size(), 1u);
  EXPECT_NE(refusals[0].find("ghost"), std::string::npos) << refusals[0];
  EXPECT_EQ(pluginNames(*manager_->current()), (std::vector<std::string>{"account"}));
}

TEST_F(PluginManagerTest, SamePluginTwiceInOneLoadIsRefusedOnce) {
  std::vector<std::string> refusals = manager_->load({"probe", "probe"}).refusals();
  ASSERT_EQ(refusals.size(), 1u);
  EXPECT_NE(refusals[0].find("listed twice"), std::string::npos) << refusals[0];
  EXPECT_EQ(pluginNames(*manager_->current()), (std::vector<std::string>{"probe"}));
  EXPECT_EQ(testing::countFiles(copies()), 1);
}

TEST_F(PluginManagerTest, ConnectorsAreCatalogedByType) {
  ASSERT_TRUE(manager_->load({"cms_webhook"}).refusals().empty());
  std::shared_ptr<const Catalog> catalog = manager_->current();
  auto it = catalog->connectors.find("webhook");
  ASSERT_NE(it, catalog->connectors.end());
  EXPECT_EQ(it->second->plugin, "cms_webhook");
  EXPECT_NE(it->second->connector, nullptr);
  EXPECT_NE(it->second->library, nullptr);
  EXPECT_TRUE(catalog->routes.empty());
}

TEST_F(PluginManagerTest, ServicesAreCatalogedByNameAndAnswerBehindTheBarrier) {
  ASSERT_TRUE(manager_->load({"probe", "account"}).refusals().empty());
  std::shared_ptr<const Catalog> catalog = manager_->current();
  ASSERT_EQ(catalog->services.size(), 1u);
  const ServiceEntry& entry = *catalog->services.at("probe.echo");
  EXPECT_EQ(entry.plugin, "probe");
  EXPECT_NE(entry.library, nullptr);
  HostImpl host(*db_, *manager_, OutboundConfig{});
  auto answer = entry.handler(host, "w-1", "hello");
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value(), R"({"website_id":"w-1","request":"hello"})");
  auto thrown = entry.handler(host, "w-1", "throw");
  EXPECT_EQ(thrown.status().code(), seo::sdk::Code::Internal);
}

TEST_F(PluginManagerTest, PinnedCatalogKeepsItsHandlersCallableAfterANewLoad) {
  ASSERT_TRUE(manager_->load({"probe"}).refusals().empty());
  std::shared_ptr<const Catalog> pinned = manager_->current();
  Router::Match m = pinned->router.match("GET", "/probe/items/abc");
  ASSERT_EQ(m.outcome, Router::Outcome::Matched);
  const RouteEntry& entry = *pinned->routes[m.route_index];
  const PluginLibrary* old_library = entry.library.get();

  // A reload without probe publishes a catalog that no longer serves it...
  ASSERT_TRUE(manager_->load({"account"}).refusals().empty());
  std::shared_ptr<const Catalog> fresh = manager_->current();
  EXPECT_NE(fresh.get(), pinned.get());
  EXPECT_EQ(servedBy(*fresh, "GET", "/probe/items/abc"), "");
  EXPECT_EQ(servedBy(*fresh, "GET", "/me"), "account");
  // ...while the pinned one still holds probe's library and its handler answers.
  EXPECT_EQ(testing::countFiles(copies()), 2);
  {
    seo::sdk::RequestContext ctx;
    ctx.path_params = m.params;
    auto answer = entry.route.handler(ctx);
    ASSERT_TRUE(answer.isOk()) << answer.status().message();
    EXPECT_STREQ(answer.value().body["data"]["id"].GetString(), "abc");
  }
  EXPECT_EQ(entry.library.get(), old_library);
  pinned.reset();
  ASSERT_TRUE(manager_->awaitReleased(std::chrono::seconds(10)));
  EXPECT_EQ(testing::countFiles(copies()), 1);  // probe's copy went with the last reference
}

TEST_F(PluginManagerTest, ReloadLoadsANewBuildFromANewCopy) {
  ASSERT_TRUE(manager_->load({"probe", "account"}).refusals().empty());
  std::shared_ptr<const Catalog> before = manager_->current();
  LoadReport report = manager_->reload("probe");
  ASSERT_EQ(report.changes.size(), 2u);
  EXPECT_EQ(report.changes[0].plugin, "probe");
  EXPECT_EQ(report.changes[0].action, PluginChange::Action::Reloaded);
  EXPECT_EQ(report.changes[0].version, "0.1.0");
  EXPECT_EQ(report.changes[1].action, PluginChange::Action::Unchanged);
  std::shared_ptr<const Catalog> after = manager_->current();
  EXPECT_NE(libraryServing(*before, "/probe/echo"), libraryServing(*after, "/probe/echo"));
  EXPECT_EQ(libraryServing(*before, "/me"), libraryServing(*after, "/me"));
  EXPECT_EQ(testing::countFiles(copies()), 3);
  before.reset();
  ASSERT_TRUE(manager_->awaitReleased(std::chrono::seconds(10)));
  EXPECT_EQ(testing::countFiles(copies()), 2);
  // The migrations ran once, the second load found them recorded.
  auto version = appliedVersion(*db_, "probe");
  ASSERT_TRUE(version.isOk());
  EXPECT_EQ(version.value(), 3);
  EXPECT_EQ(testing::queryInt(*db_, "SELECT COUNT(*) FROM schema_migrations "
                                    "WHERE component = 'probe'"),
            3);
}

TEST_F(PluginManagerTest, LoadKeepsUnchangedBuildsAndReloadsChangedFiles) {
  ASSERT_TRUE(manager_->load({"probe", "account"}).refusals().empty());
  std::shared_ptr<const Catalog> before = manager_->current();
  // Same list, nothing changed on disk: the same builds serve on.
  LoadReport same = manager_->load({"probe", "account"});
  for (const PluginChange& c : same.changes) {
    EXPECT_EQ(c.action, PluginChange::Action::Unchanged) << c.plugin;
  }
  EXPECT_EQ(libraryServing(*before, "/probe/echo"),
            libraryServing(*manager_->current(), "/probe/echo"));
  // A deploy writes a new probe.so over the old one.
  overwrite("probe", "probe");
  LoadReport changed = manager_->load({"probe", "account"});
  ASSERT_EQ(changed.changes.size(), 2u);
  EXPECT_EQ(changed.changes[0].action, PluginChange::Action::Reloaded);
  EXPECT_EQ(changed.changes[1].action, PluginChange::Action::Unchanged);
  EXPECT_NE(libraryServing(*before, "/probe/echo"),
            libraryServing(*manager_->current(), "/probe/echo"));
  EXPECT_EQ(libraryServing(*before, "/me"), libraryServing(*manager_->current(), "/me"));
}

TEST_F(PluginManagerTest, PluginsLeftOutOfTheListAreUnloadedAndCanComeBack) {
  ASSERT_TRUE(manager_->load({"probe", "account"}).refusals().empty());
  LoadReport removed = manager_->load({"account"});
  ASSERT_EQ(removed.changes.size(), 2u);
  EXPECT_EQ(removed.changes[1].plugin, "probe");
  EXPECT_EQ(removed.changes[1].action, PluginChange::Action::Unloaded);
  EXPECT_EQ(servedBy(*manager_->current(), "GET", "/probe/echo"), "");
  EXPECT_EQ(pluginNames(*manager_->current()), (std::vector<std::string>{"account"}));
  ASSERT_TRUE(manager_->awaitReleased(std::chrono::seconds(10)));
  EXPECT_EQ(testing::countFiles(copies()), 1);

  LoadReport added = manager_->load({"account", "probe"});
  EXPECT_EQ(added.changes[1].action, PluginChange::Action::Loaded);
  EXPECT_EQ(servedBy(*manager_->current(), "GET", "/probe/echo"), "probe");
}

TEST_F(PluginManagerTest, RefusedReplacementLeavesTheOldBuildServing) {
  ASSERT_TRUE(manager_->load({"probe", "account"}).refusals().empty());
  const PluginLibrary* serving = libraryServing(*manager_->current(), "/probe/echo");
  struct Case {
    const char* file;
    const char* reason;
  };
  for (const Case& c : {Case{"abi_mismatch", "incompatible with host ABI"},
                        Case{"no_entry", "seo_plugin_entry"},
                        Case{"bad_migration", "bad_migration migration 2"},
                        Case{"account", "loaded twice"}}) {
    overwrite(c.file, "probe");
    LoadReport report = manager_->reload("probe");
    ASSERT_FALSE(report.changes.empty());
    EXPECT_EQ(report.changes[0].action, PluginChange::Action::Kept) << c.file;
    EXPECT_EQ(report.changes[0].version, "0.1.0") << c.file;
    EXPECT_NE(report.changes[0].reason.find(c.reason), std::string::npos)
        << c.file << ": " << report.changes[0].reason;
    EXPECT_EQ(libraryServing(*manager_->current(), "/probe/echo"), serving) << c.file;
    EXPECT_EQ(servedBy(*manager_->current(), "GET", "/me"), "account") << c.file;
  }
  ASSERT_TRUE(manager_->awaitReleased(std::chrono::seconds(10)));
  EXPECT_EQ(testing::countFiles(copies()), 2);  // no refused build stays mapped
}

TEST_F(PluginManagerTest, ReloadOfAPluginNotLoadedIsRefused) {
  ASSERT_TRUE(manager_->load({"account"}).refusals().empty());
  LoadReport report = manager_->reload("probe");
  ASSERT_EQ(report.changes.size(), 1u);
  EXPECT_EQ(report.changes[0].action, PluginChange::Action::Refused);
  EXPECT_NE(report.changes[0].reason.find("not loaded"), std::string::npos);
  EXPECT_EQ(pluginNames(*manager_->current()), (std::vector<std::string>{"account"}));
}

TEST_F(PluginManagerTest, UnloadAllWaitsForTheLastHolder) {
  ASSERT_TRUE(manager_->load({"probe"}).refusals().empty());
  std::shared_ptr<const Catalog> held = manager_->current();
  std::thread holder([&held] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    held.reset();  // on another thread, as a late responder would
  });
  EXPECT_TRUE(manager_->unloadAll(std::chrono::seconds(10)));
  EXPECT_EQ(testing::countFiles(copies()), 0);
  holder.join();
}

}  // namespace
}  // namespace seo::core
