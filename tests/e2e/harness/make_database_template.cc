// The ctest fixture e2e_database_template: on PostgreSQL, (re)makes the database every end-to-end
// test's database is copied from (test_database.h), migrated by `seoctl migrate` with what the
// tests' servers load (the real plugins and the probe), so that no test's server migrates a
// database anew. Nothing to do on SQLite. Exits non-zero, leaving no template, when the
// migrations fail: the tests that need it are then not run, and the output says why.
#include <iostream>
#include <string>
#include <vector>

#include "tests/e2e/harness/plugin_dir.h"
#include "tests/e2e/harness/run_command.h"
#include "tests/e2e/harness/temp_dir.h"
#include "tests/testing/build_paths.h"
#include "tests/testing/database_url.h"
#include "tests/testing/postgres_admin.h"

int main() {
  using namespace seo;
  const std::string admin = testing::postgresAdminUrl();
  if (admin.empty()) {
    std::cout << "SQLite: each test's database is a new file; no template to make\n";
    return 0;
  }
  const std::string name = testing::postgresTemplateDatabase();
  testing::dropDatabase(admin, name);
  std::string error;
  if (!testing::adminStatement(admin, "CREATE DATABASE " + name, &error)) {
    std::cerr << "CREATE DATABASE " << name << " failed: " << error;
    return 1;
  }

  tests::TempDir dir;
  const std::string plugin_dir = dir.file("plugins");
  std::vector<std::string> plugins = tests::kRealPlugins;
  plugins.emplace_back("probe");
  if (!tests::makePluginDir(plugin_dir, {"probe"}, &error)) {
    std::cerr << error << "\n";
    testing::dropDatabase(admin, name);
    return 1;
  }
  std::string list;
  for (const std::string& p : plugins) list += (list.empty() ? "" : ",") + p;
  tests::CommandResult migrated = tests::runCommand(
      {testing::seoctlBin(), "--database", testing::withDatabaseName(admin, name), "--config",
       testing::configFile(), "--json", "migrate"},
      {{"SEO_PLUGIN_DIR", plugin_dir},
       {"SEO_PLUGINS", list},
       {"SEO_SECRET_KEY_FILE", dir.file("secret.key")},
       {"TMPDIR", dir.path()}},
      300);
  std::cout << migrated.out;
  if (migrated.exit_code != 0) {
    std::cerr << "seoctl migrate exited " << migrated.exit_code << ":\n" << migrated.err;
    testing::dropDatabase(admin, name);
    return 1;
  }
  std::cout << "the template " << name << " is migrated\n";
  return 0;
}
