// The base of every end-to-end test: a private temp dir holding a plugin folder and the server's
// log; a fresh database (a SQLite file in that dir, or a PostgreSQL database when the suite runs
// on PostgreSQL); seoctl on that database; the real server on a free port, killed in TearDown
// whatever happened.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "tests/e2e/admin_cli.h"
#include "tests/e2e/http_client.h"
#include "tests/e2e/response_checks.h"
#include "tests/e2e/server_process.h"
#include "tests/e2e/temp_dir.h"
#include "tests/e2e/tenant.h"
#include "tests/e2e/test_database.h"

namespace seo::tests {

class E2eTest : public ::testing::Test {
 protected:
  void SetUp() override;
  void TearDown() override;

  // sqlite:///tmp/.../seo.db or postgresql://.../seo_test_...
  std::string databaseUrl() const { return db_->url(); }

  // Options for a server on this test's database whose plugin folder holds the real plugins and
  // `test_plugins`, all of them enabled.
  ServerOptions options(const std::vector<std::string>& test_plugins = {"probe"});
  // Starts a server (replacing the previous one, which must be stopped) with its stderr in
  // `<temp dir>/<log_name>`, and points http() at it. Fatal on failure.
  void startServer(const ServerOptions& options, const std::string& log_name = "server.log");
  void startServer() { startServer(options()); }

  // The control socket of servers started with options(), in the test's directory.
  std::string controlSocket() const { return dir_.file("control.sock"); }
  // The secret key file of servers started with options(), and of cli(), in the test's directory.
  std::string secretKeyFile() const { return dir_.file("secret.key"); }

  const HttpClient& http() const { return *http_; }
  const AdminCli& cli() const { return *cli_; }
  ServerProcess& server() { return *server_; }

  // Runs `sql` on the test's database with the backend's CLI (sqlite3 or psql) and returns its
  // rows, one per line, columns separated by '|', without the trailing newline. Fatal on error.
  // Keep `sql` portable: the same assertion runs on both backends.
  void query(const std::string& sql, std::string* out) const;
  // The names of the tables starting with `prefix`, sorted and joined with ','. Fatal on error.
  void tablesStartingWith(const std::string& prefix, std::string* out) const;

  // A config file copy whose text has `from` replaced by `to` (e.g. a smaller max_body_bytes).
  std::string configWith(const std::string& from, const std::string& to) const;
  // A config file copy whose plugins.enabled lists exactly `plugins` (the same path each call,
  // so a SIGHUP re-reads it).
  std::string configEnabling(const std::vector<std::string>& plugins) const;

  TempDir dir_;
  std::unique_ptr<TestDatabase> db_;
  std::unique_ptr<AdminCli> cli_;
  std::unique_ptr<ServerProcess> server_;
  std::unique_ptr<HttpClient> http_;
};

// "/api/v1" + path.
inline std::string api(const std::string& path) { return "/api/v1" + path; }

// Polls `check` every 50 ms until it holds or 15 s pass; its last value.
bool eventuallyTrue(const std::function<bool()>& check);

// Polls `check` every 20 ms until it holds or the auth cache's staleness bound has passed with
// room to spare (core/auth/auth_cache.h: a change made by another process, seoctl included,
// takes effect within half a second plus one read; 2 s here for a loaded machine).
bool withinAuthStaleness(const std::function<bool()>& check);

}  // namespace seo::tests
