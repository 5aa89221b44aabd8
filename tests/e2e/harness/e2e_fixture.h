// The base of every end-to-end test: a private temp dir holding a plugin folder and the server's
// log; a fresh database (a SQLite file in that dir, or a PostgreSQL database when the suite runs
// on PostgreSQL); seoctl on that database; the real server on a free port, killed in TearDown
// whatever happened. Routes are called with call(), which checks every answer against the API
// description the server serves (openapi_contract.h). A module's tests derive from their
// module's fixture (<module>_fixture.h in this folder), which derives from this one.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tests/e2e/harness/admin_cli.h"
#include "tests/e2e/harness/http_client.h"
#include "tests/e2e/harness/openapi_contract.h"
#include "tests/e2e/harness/response_checks.h"
#include "tests/e2e/harness/server_process.h"
#include "tests/e2e/harness/temp_dir.h"
#include "tests/e2e/harness/tenant.h"
#include "tests/e2e/harness/test_database.h"

namespace seo::tests {

class E2eTest : public ::testing::Test {
 protected:
  void SetUp() override;
  void TearDown() override;

  // Whether the test needs a database no migration has touched (an earlier release's dump loaded
  // into it, the migrations themselves under test), rather than a copy of the migrated template
  // (test_database.h; PostgreSQL only, SQLite's are always empty).
  virtual bool needsEmptyDatabase() const { return false; }

  // sqlite:///tmp/.../seo.db or postgresql://.../seo_test_...
  std::string databaseUrl() const { return db_->url(); }

  // Options for a server on this test's database whose plugin folder holds the real plugins and
  // `test_plugins`, all of them enabled.
  ServerOptions options(const std::vector<std::string>& test_plugins = {"probe"});
  // Starts a server (replacing the previous one, which must be stopped) with its stderr in
  // `<temp dir>/<log_name>`, and points http() at it. Fatal on failure.
  void startServer(const ServerOptions& options, const std::string& log_name = "server.log");
  void startServer() { startServer(options()); }
  // Restarts the server with `o`: the running one is killed (the peers keep running).
  void restartServer(const ServerOptions& o);

  // Sends `method path` (under /api/v1; `path` may carry a query) with `key` and `body`, and
  // checks the answer against the served API description as the route `path_template` (e.g.
  // "/keywords/groups/{id}"): its status documented, its body valid against that answer's schema;
  // TearDown then checks each documented example against the real answers (openapi_contract.h).
  // The description is fetched once, by loadContract() or by the first call.
  HttpResponse call(const std::string& method, const std::string& path_template,
                    const std::string& path, const std::optional<std::string>& key,
                    const std::optional<std::string>& body = std::nullopt);
  // Sends like call() and checks nothing: only for an answer known to break the description,
  // with a comment at the call naming the route, the status and what breaks (a finding for the
  // module to fix, kept visible).
  HttpResponse callUnchecked(const std::string& method, const std::string& path,
                             const std::optional<std::string>& key,
                             const std::optional<std::string>& body = std::nullopt) const;
  // Fetches the API description from the running server; fatal on failure. Fixtures call it in
  // SetUp, once the server is up.
  void loadContract();

  // The file servers read the clock's offset from (SEO_CLOCK_FILE), in the test's directory: a
  // fixture that moves the clock sets it in its options and writes 0 to it before starting.
  std::string clockFile() const { return dir_.file("clock"); }
  // Moves every server's clock `seconds` further (cumulative), through clockFile().
  void advanceClock(long long seconds);

  // The credits of `resource` (e.g. "ai_credits") the tenant's organization has used this
  // period, read from its bucket; 0 when it has none.
  long long usedCredits(const Tenant& who, const std::string& resource) const;

  // The control socket of servers started with options(), in the test's directory.
  std::string controlSocket() const { return dir_.file("control.sock"); }
  // The secret key file of servers started with options(), and of cli(), in the test's directory.
  std::string secretKeyFile() const { return dir_.file("secret.key"); }

  const HttpClient& http() const { return *http_; }
  const AdminCli& cli() const { return *cli_; }
  ServerProcess& server() { return *server_; }

  // Runs `sql` on the test's database (TestDatabase::query: sqlite3, or libpq as psql prints) and
  // returns its rows, one per line, columns separated by '|', without the trailing newline. Fatal
  // on error. Keep `sql` portable: the same assertion runs on both backends.
  void query(const std::string& sql, std::string* out) const;
  // Polls until the jobs of `kind` not yet ended (pending or running) number `count`: a job that
  // came due has run. Fatal when they never do.
  void awaitJobsWaiting(const std::string& kind, int count) const;
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
  OpenApiContract contract_;
  bool contract_loaded_ = false;
  long long clock_offset_ = 0;  // what advanceClock() wrote last
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
