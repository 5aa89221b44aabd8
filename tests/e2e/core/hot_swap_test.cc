// Hot swap (DESIGN.md): a plugin replaced, removed and added back while the server serves. The
// `swap` test plugin comes in two releases that answer {"build": 1} and {"build": 2}.
#include <signal.h>
#include <sys/stat.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>
#include <vector>

#include <rapidjson/pointer.h>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/log_reader.h"
#include "tests/e2e/harness/response_checks.h"
#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

class HotSwapTest : public E2eTest {
 protected:
  // Writes release `from` (a file under seo::testing::testPluginDir(), e.g. "next/swap") over
  // the server's swap.so in place, as a deploy copying a new build would.
  void deploy(const std::string& from) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));  // a later modification time
    std::filesystem::copy_file(seo::testing::testPluginDir() + "/" + from + ".so",
                               dir_.file("plugins") + "/swap.so",
                               std::filesystem::copy_options::overwrite_existing);
  }

  // The build number GET /swap/version answers, 0 for anything but 200.
  int servedBuild() const {
    HttpResponse r = http().get(api("/swap/version"));
    if (r.status != 200) return 0;
    return r.json()["data"]["build"].GetInt();
  }

  // The copies of swap.so mapped into the server now (the loader names them swap-<pid>-<n>.so).
  std::set<std::string> mappedSwapCopies() {
    std::ifstream maps("/proc/" + std::to_string(server().pid()) + "/maps");
    std::set<std::string> copies;
    std::string line;
    while (std::getline(maps, line)) {
      std::size_t at = line.find('/');
      if (at == std::string::npos) continue;
      std::string path = line.substr(at);
      if (std::filesystem::path(path).filename().string().rfind("swap-", 0) == 0) {
        copies.insert(path);
      }
    }
    return copies;
  }

  // Waits up to 10 s for `done`.
  template <typename Predicate>
  static bool eventually(Predicate done) {
    for (int i = 0; i < 200; ++i) {
      if (done()) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return done();
  }

  CliResult reload(const std::string& name) {
    std::vector<std::string> args = {"plugins", "reload", "--socket", controlSocket()};
    if (!name.empty()) args.insert(args.end(), {"--name", name});
    return cli().run(args);
  }

  // The change `reload` reported for `plugin`, as {action, version, reason}.
  static std::vector<std::string> changeOf(const CliResult& result, const std::string& plugin) {
    if (!result.json.IsObject() || !result.json.HasMember("changes")) return {};
    for (const auto& c : result.json["changes"].GetArray()) {
      if (stringField(c, "plugin") == plugin) {
        return {stringField(c, "action"), stringField(c, "version"), stringField(c, "reason")};
      }
    }
    return {};
  }
};

TEST_F(HotSwapTest, SwapUnderLoadLosesNoRequestAndUnloadsTheOldBuild) {
  ASSERT_NO_FATAL_FAILURE(startServer(options({"swap"})));
  ASSERT_EQ(servedBuild(), 1);
  ASSERT_EQ(mappedSwapCopies().size(), 1u);
  std::string old_copy = *mappedSwapCopies().begin();

  // Clients keep calling from several threads; each records the builds it saw, in order.
  constexpr int kClients = 4;
  std::atomic<bool> stop{false};
  std::atomic<int> failures{0};
  std::vector<std::vector<int>> seen(kClients);
  std::vector<std::atomic<int>> last(kClients);  // each client's latest build, read while it runs
  std::vector<std::thread> clients;
  for (int c = 0; c < kClients; ++c) {
    clients.emplace_back([&, c] {
      while (!stop) {
        HttpResponse r = http().get(api("/swap/version"));
        if (r.status != 200) {
          ++failures;
          continue;
        }
        seen[c].push_back(r.json()["data"]["build"].GetInt());
        last[c] = seen[c].back();
      }
    });
  }
  // A request that is still running on release 1 when release 2 takes over (long enough that
  // the reload and the checks below finish first even on a machine busy with other tests).
  HttpResponse slow;
  std::thread slow_client([&] { slow = http().get(api("/swap/slow?ms=6000")); });
  std::this_thread::sleep_for(std::chrono::milliseconds(500));

  deploy("next/swap");
  CliResult reloaded = reload("swap");
  ASSERT_EQ(reloaded.exit_code, 0) << reloaded.describe();
  EXPECT_EQ(changeOf(reloaded, "swap"), (std::vector<std::string>{"reloaded", "2.0.0", ""}));
  // The slow request still holds release 1: both builds are mapped.
  EXPECT_EQ(mappedSwapCopies().size(), 2u);
  EXPECT_TRUE(mappedSwapCopies().count(old_copy));

  // Let every client get answers from release 2 before stopping them.
  EXPECT_TRUE(eventually([&] {
    return std::all_of(last.begin(), last.end(), [](const std::atomic<int>& b) { return b == 2; });
  }));
  stop = true;
  for (std::thread& t : clients) t.join();
  slow_client.join();

  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(slow.status, 200) << describe(slow);
  EXPECT_EQ(slow.json()["data"]["build"].GetInt(), 1) << "it finished on the code it started on";
  int switched = 0;
  for (const std::vector<int>& builds : seen) {
    ASSERT_FALSE(builds.empty());
    // Old answers, then new ones: never release 1 after release 2.
    EXPECT_TRUE(std::is_sorted(builds.begin(), builds.end()));
    EXPECT_EQ(builds.back(), 2) << builds.size() << " answers, " <<
        std::count(builds.begin(), builds.end(), 2) << " from release 2";
    if (builds.front() == 1) ++switched;
  }
  EXPECT_GT(switched, 0) << "no client saw both releases";

  // Once the slow request is done nothing holds release 1: it is unmapped and its copy deleted.
  EXPECT_TRUE(eventually([&] { return mappedSwapCopies().size() == 1; }));
  EXPECT_FALSE(mappedSwapCopies().count(old_copy));
  // The copy is deleted just after the unmapping (PluginLibrary's destructor, on the reaper's
  // thread), so a check that runs between the two sees it for a moment.
  EXPECT_TRUE(eventually([&] { return !std::filesystem::exists(old_copy); })) << old_copy;
  // The line is written just after the unmapping the check above saw.
  EXPECT_TRUE(eventually([&] {
    for (const auto& line : logLinesWithMessage(server().stderrText(), "plugin library closed")) {
      if (stringField(line, "plugin") == "swap" && stringField(line, "version") == "1.0.0") {
        return true;
      }
    }
    return false;
  })) << server().stderrText();

  // /healthz lists the plugins with their version and ABI.
  rapidjson::Document health = http().get("/healthz").json();
  bool listed = false;
  for (const auto& p : health["plugins"].GetArray()) {
    if (stringField(p, "name") != "swap") continue;
    listed = true;
    EXPECT_EQ(stringField(p, "version"), "2.0.0");
    EXPECT_EQ(stringField(p, "abi"), std::to_string(seo::sdk::kAbiMajor) + "." +
                                         std::to_string(seo::sdk::kAbiMinor));
  }
  EXPECT_TRUE(listed) << toJson(health);
}

TEST_F(HotSwapTest, SighupRemovesAddsAndReloadsPluginsFromTheConfiguration) {
  ServerOptions o = options({"swap"});
  o.plugins.clear();  // the configuration's list, so that SIGHUP re-reads it
  o.config_file = configEnabling({"account", "swap"});
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  ASSERT_EQ(servedBuild(), 1);

  // Removed from the list: its routes answer 404 and its library goes.
  configEnabling({"account"});
  ASSERT_EQ(::kill(server().pid(), SIGHUP), 0);
  EXPECT_TRUE(eventually([&] { return http().get(api("/swap/version")).status == 404; }));
  EXPECT_TRUE(isError(http().get(api("/swap/version")), 404, "Resource not found"));
  EXPECT_TRUE(eventually([&] { return mappedSwapCopies().empty(); }));
  EXPECT_EQ(http().get("/healthz").body.find("\"swap\""), std::string::npos);

  // Listed again: it serves again.
  configEnabling({"account", "swap"});
  ASSERT_EQ(::kill(server().pid(), SIGHUP), 0);
  EXPECT_TRUE(eventually([&] { return servedBuild() == 1; }));

  // A new file on disk: SIGHUP reloads it (and only it).
  deploy("next/swap");
  ASSERT_EQ(::kill(server().pid(), SIGHUP), 0);
  EXPECT_TRUE(eventually([&] { return servedBuild() == 2; }));

  // A configuration that cannot be read changes nothing.
  ASSERT_TRUE(writeFile(dir_.file("seo-server.jsonc"), "{ not json"));
  ASSERT_EQ(::kill(server().pid(), SIGHUP), 0);
  EXPECT_TRUE(eventually([&] {
    return !logLinesWithMessage(server().stderrText(),
                                "reload refused: the configuration cannot be read")
                .empty();
  }));
  EXPECT_EQ(servedBuild(), 2);

  // Each reload logged what changed and what serves, with versions and ABI.
  std::vector<rapidjson::Document> published =
      logLinesWithMessage(server().stderrText(), "plugins published");
  ASSERT_GE(published.size(), 4u);
  EXPECT_NE(stringField(published.back(), "serving").find("swap 2.0.0 (ABI "), std::string::npos)
      << toJson(published.back());
  EXPECT_EQ(logLinesWithMessage(server().stderrText(), "plugin unloaded").size(), 1u);
  EXPECT_EQ(logLinesWithMessage(server().stderrText(), "plugin reloaded").size(), 1u);
}

TEST_F(HotSwapTest, RefusedReplacementLeavesTheOldBuildServingAndSaysWhy) {
  ASSERT_NO_FATAL_FAILURE(startServer(options({"swap"})));
  deploy("abi_mismatch");
  CliResult refused = reload("swap");
  EXPECT_EQ(refused.exit_code, 1) << refused.describe();
  std::vector<std::string> change = changeOf(refused, "swap");
  ASSERT_EQ(change.size(), 3u) << refused.describe();
  EXPECT_EQ(change[0], "kept");
  EXPECT_EQ(change[1], "1.0.0");
  EXPECT_NE(change[2].find("incompatible with host ABI"), std::string::npos) << change[2];
  EXPECT_EQ(servedBuild(), 1);

  deploy("no_entry");
  refused = reload("swap");
  EXPECT_EQ(refused.exit_code, 1) << refused.describe();
  EXPECT_NE(changeOf(refused, "swap").at(2).find("seo_plugin_entry"), std::string::npos);
  EXPECT_EQ(servedBuild(), 1);

  // Unknown plugin, and people's output without --json.
  CliResult unknown = cli().run({"plugins", "reload", "--name", "nope", "--socket",
                                 controlSocket()}, false);
  EXPECT_EQ(unknown.exit_code, 1);
  EXPECT_NE(unknown.out.find("plugin nope is not loaded"), std::string::npos) << unknown.describe();

  deploy("next/swap");
  CliResult fixed = reload("swap");
  EXPECT_EQ(fixed.exit_code, 0) << fixed.describe();
  EXPECT_EQ(servedBuild(), 2);
  EXPECT_TRUE(eventually([&] { return mappedSwapCopies().size() == 1; }));
}

// GET /api/v1/openapi.json describes the plugins serving now: a new release's documentation
// replaces the old one's, with a new ETag.
TEST_F(HotSwapTest, ASwapChangesTheApiDescription) {
  ASSERT_NO_FATAL_FAILURE(startServer(options({"swap"})));
  auto summary = [this](std::string* etag) {
    HttpResponse r = http().get(api("/openapi.json"));
    *etag = r.header("etag").value_or("");
    rapidjson::Document doc = r.json();
    const rapidjson::Value* op = rapidjson::Pointer("/paths/~1swap~1version/get/summary").Get(doc);
    return op != nullptr && op->IsString() ? std::string(op->GetString()) : describe(r);
  };
  std::string before, after;
  EXPECT_EQ(summary(&before), "The release's build number (release 1.0.0)");
  deploy("next/swap");
  CliResult reloaded = reload("swap");
  ASSERT_EQ(reloaded.exit_code, 0) << reloaded.describe();
  EXPECT_EQ(summary(&after), "The release's build number (release 2.0.0)");
  EXPECT_FALSE(before.empty());
  EXPECT_NE(before, after);
}

TEST_F(HotSwapTest, ControlSocketIsTheOwnersOnlyAndListsPlugins) {
  ASSERT_NO_FATAL_FAILURE(startServer(options({"swap"})));
  struct stat st {};
  ASSERT_EQ(::stat(controlSocket().c_str(), &st), 0);
  EXPECT_TRUE(S_ISSOCK(st.st_mode));
  EXPECT_EQ(st.st_mode & 0777, 0600u);

  CliResult list = cli().run({"plugins", "list", "--socket", controlSocket()});
  ASSERT_EQ(list.exit_code, 0) << list.describe();
  std::set<std::string> names;
  for (const auto& p : list.json["plugins"].GetArray()) names.insert(stringField(p, "name"));
  EXPECT_EQ(names, (std::set<std::string>{"account", "ai_visibility", "analytics", "backlinks", "billing_stripe", "cms_ghost",
                                          "cms_webhook", "cms_wordpress", "content", "keywords",
                                          "swap"}));

  // No server there: a clear error, exit 1.
  CliResult none = cli().run({"plugins", "list", "--socket", dir_.file("nothing.sock")});
  EXPECT_EQ(none.exit_code, 1);
  EXPECT_NE(none.err.find("cannot reach the server"), std::string::npos) << none.describe();

  // The socket goes with the server.
  ASSERT_EQ(server().stop(), std::optional<int>(0));
  EXPECT_FALSE(std::filesystem::exists(controlSocket()));
}

}  // namespace
}  // namespace seo::tests
