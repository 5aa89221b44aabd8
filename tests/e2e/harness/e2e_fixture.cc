#include "tests/e2e/harness/e2e_fixture.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <regex>
#include <thread>
#include <vector>

#include "tests/e2e/harness/plugin_dir.h"
#include "tests/testing/build_paths.h"

namespace seo::tests {

void E2eTest::SetUp() {
  ASSERT_FALSE(dir_.path().empty()) << "mkdtemp failed";
  db_ = std::make_unique<TestDatabase>(dir_.file("seo.db"), needsEmptyDatabase());
  ASSERT_EQ(db_->error(), "");
  cli_ = std::make_unique<AdminCli>(databaseUrl(), seo::testing::configFile(), secretKeyFile());
}

void E2eTest::TearDown() {
  contract_.expectExamplesMatched();
  if (server_) server_->kill();
  db_.reset();  // dropped now that nothing uses it
}

ServerOptions E2eTest::options(const std::vector<std::string>& test_plugins) {
  ServerOptions o;
  o.database_url = databaseUrl();
  o.plugin_dir = dir_.file("plugins");
  std::string error;
  EXPECT_TRUE(makePluginDir(o.plugin_dir, test_plugins, &error)) << error;
  // The server copies each plugin under $TMPDIR before loading it; keeping that inside the test's
  // directory removes the copies even when TearDown has to SIGKILL the server.
  std::string tmp = dir_.file("tmp");
  std::error_code ec;
  std::filesystem::create_directories(tmp, ec);
  o.env["TMPDIR"] = tmp;
  o.env["SEO_CONTROL_SOCKET"] = controlSocket();
  o.env["SEO_SECRET_KEY_FILE"] = secretKeyFile();
  // Tests send bursts from one address and key; the rate-limit tests turn them back on.
  o.env["SEO_RATE_LIMITS"] = "0";
  o.plugins = kRealPlugins;
  o.plugins.insert(o.plugins.end(), test_plugins.begin(), test_plugins.end());
  return o;
}

void E2eTest::startServer(const ServerOptions& options, const std::string& log_name) {
  if (server_) server_->kill();
  server_ = std::make_unique<ServerProcess>(options, dir_.file(log_name));
  std::string error;
  ASSERT_TRUE(server_->start(&error)) << error;
  http_ = std::make_unique<HttpClient>(server_->baseUrl());
}

void E2eTest::restartServer(const ServerOptions& o) {
  server().kill();
  ASSERT_NO_FATAL_FAILURE(startServer(o));
}

void E2eTest::loadContract() {
  ASSERT_NO_FATAL_FAILURE(contract_.load(http()));
  contract_loaded_ = true;
}

HttpResponse E2eTest::call(const std::string& method, const std::string& path_template,
                           const std::string& path, const std::optional<std::string>& key,
                           const std::optional<std::string>& body) {
  if (!contract_loaded_) loadContract();
  if (!contract_loaded_) return callUnchecked(method, path, key, body);  // the failure is reported
  return contract_.call(http(), method, path_template, path, key, body);
}

HttpResponse E2eTest::callUnchecked(const std::string& method, const std::string& path,
                                    const std::optional<std::string>& key,
                                    const std::optional<std::string>& body) const {
  return http().send({method, api(path), key, body, {}});
}

void E2eTest::advanceClock(long long seconds) {
  clock_offset_ += seconds;
  // Written aside and renamed over: a server reading while the file is rewritten in place could
  // find it empty and step back to the machine's clock for that read.
  const std::string next = clockFile() + ".next";
  std::ofstream(next) << clock_offset_;
  std::filesystem::rename(next, clockFile());
}

long long E2eTest::usedCredits(const Tenant& who, const std::string& resource) const {
  std::string out;
  query("SELECT used FROM credit_buckets WHERE organization_id = '" + who.org_id +
            "' AND resource = '" + resource + "'",
        &out);
  return out.empty() ? 0 : std::stoll(out);
}

void E2eTest::query(const std::string& sql, std::string* out) const {
  ASSERT_TRUE(db_->query(sql, out)) << sql << "\n" << *out;
}

void E2eTest::awaitJobsWaiting(const std::string& kind, int count) const {
  const std::string sql = "SELECT COUNT(*) FROM jobs WHERE kind = '" + kind +
                          "' AND status IN ('pending', 'running')";
  std::string waiting;
  ASSERT_TRUE(eventuallyTrue(
      [&] { return db_->query(sql, &waiting) && waiting == std::to_string(count); }))
      << kind << ": " << waiting << " jobs waiting, not " << count;
}

void E2eTest::tablesStartingWith(const std::string& prefix, std::string* out) const {
  std::vector<std::string> names;
  std::string error;
  ASSERT_TRUE(db_->tablesStartingWith(prefix, &names, &error)) << prefix << "\n" << error;
  out->clear();
  for (const std::string& name : names) *out += (out->empty() ? "" : ",") + name;
}

std::string E2eTest::configWith(const std::string& from, const std::string& to) const {
  std::string text = readFile(seo::testing::configFile());
  std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << "the configuration has no \"" << from << "\"";
  if (at != std::string::npos) text.replace(at, from.size(), to);
  std::string path = dir_.file("seo-server.jsonc");
  EXPECT_TRUE(writeFile(path, text));
  return path;
}

std::string E2eTest::configEnabling(const std::vector<std::string>& plugins) const {
  std::string list;
  for (const std::string& p : plugins) list += (list.empty() ? "\"" : ", \"") + p + "\"";
  // Whatever the shipped list holds, so adding a module to it never breaks these tests.
  static const std::regex kEnabled(R"("enabled":\s*\[[^\]]*\])");
  std::string text = readFile(seo::testing::configFile());
  EXPECT_TRUE(std::regex_search(text, kEnabled)) << "the configuration has no plugins.enabled";
  text = std::regex_replace(text, kEnabled, "\"enabled\": [" + list + "]",
                            std::regex_constants::format_first_only);
  std::string path = dir_.file("seo-server.jsonc");
  EXPECT_TRUE(writeFile(path, text));
  return path;
}

namespace {

// Calls `check` every `interval` until it holds or `timeout` has passed; its last value.
bool pollUntil(const std::function<bool()>& check, std::chrono::milliseconds timeout,
               std::chrono::milliseconds interval) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    if (check()) return true;
    std::this_thread::sleep_for(interval);
  }
  return check();
}

}  // namespace

bool eventuallyTrue(const std::function<bool()>& check) {
  return pollUntil(check, std::chrono::seconds(15), std::chrono::milliseconds(50));
}

bool withinAuthStaleness(const std::function<bool()>& check) {
  return pollUntil(check, std::chrono::seconds(2), std::chrono::milliseconds(20));
}

}  // namespace seo::tests
