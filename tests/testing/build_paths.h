// Where this build keeps what the tests run and read: the server and seoctl, the plugin folders,
// files of the source tree, and the programs found when the build was configured.
//
// They are defined in a source file that CMake writes into the build folder (tests/CMakeLists.txt,
// build_paths.cc), never passed as -D flags: no compile command then carries a clone's absolute
// path, so ccache serves a clone in another folder (CI's) from what an earlier clone compiled,
// and only that one small file is compiled again.
//
//   ServerOptions o;  // o.config_file = seo::testing::configFile()
//   runCommand({seo::testing::seoctlBin(), "--help"});
#pragma once

#include <string>

namespace seo::testing {

// The source tree's root (CMAKE_SOURCE_DIR).
std::string sourceDir();
// The configuration the server ships, config/seo-server.jsonc.
std::string configFile();
// The fake peers of tests/peers/.
std::string peersDir();
// scripts/.
std::string scriptsDir();
// The databases of earlier releases, tests/upgrade/.
std::string upgradeFixturesDir();
// tests/e2e/harness/at_terminal.py: runs a program at a terminal and answers its prompt.
std::string atTerminalScript();
// The AI bot list the analytics plugin embeds, plugins/analytics/ai_bots.tsv.
std::string aiBotsFile();

// The server and the admin CLI this build made.
std::string serverBin();
std::string seoctlBin();
// The real plugins' folder, and the test plugins' (tests/plugins/; the next release of `swap`
// in its next/).
std::string pluginDir();
std::string testPluginDir();
// The frozen ABI 2.0 plugin (tests/abi/).
std::string abiFrozenPlugin();
// Where sdk_example_builds_out_of_tree builds the example plugin against the SDK alone.
std::string sdkExamplePluginDir();

// The PostgreSQL database the end-to-end tests' databases are copied from: migrated once per
// ctest run by the fixture e2e_database_template (tests/e2e/harness/test_database.h), named after
// this build's folder so that two builds on one server never share one.
std::string postgresTemplateDatabase();

// Programs found at configure time.
std::string python3Bin();
std::string sqlite3Bin();
// PostgreSQL's own psql, not Debian's wrapper script in /usr/bin (a Perl start per call).
std::string psqlBin();
// Prometheus's linter (scripts/setup unpacks it into .tools/).
std::string promtoolBin();
// wrk, the HTTP load generator (scripts/setup installs it).
std::string wrkBin();

}  // namespace seo::testing
