#include "tests/e2e/harness/test_database.h"

#include <algorithm>
#include <sstream>

#include "tests/e2e/harness/run_command.h"
#include "tests/testing/build_paths.h"
#include "tests/testing/database_url.h"
#include "tests/testing/postgres_admin.h"

namespace seo::tests {
namespace {

using seo::testing::withDatabaseName;

void chompNewlines(std::string* text) {
  while (!text->empty() && (text->back() == '\n' || text->back() == '\r')) text->pop_back();
}

}  // namespace

TestDatabase::TestDatabase(const std::string& sqlite_file, bool empty)
    : sqlite_file_(sqlite_file), admin_url_(seo::testing::postgresAdminUrl()) {
  if (admin_url_.empty()) {
    url_ = "sqlite://" + sqlite_file_;
    return;
  }
  // Without the template (a test run on its own, on a cluster no ctest run prepared), the server
  // migrates the empty database as it would a new install's.
  std::string template_name = seo::testing::postgresTemplateDatabase();
  if (empty || !seo::testing::databaseExists(admin_url_, template_name)) template_name.clear();
  std::string error;
  if (!seo::testing::createScratchDatabase(admin_url_, template_name, &name_, &error)) {
    error_ = error;
    return;
  }
  url_ = withDatabaseName(admin_url_, name_);
}

TestDatabase::~TestDatabase() {
  if (!name_.empty()) seo::testing::dropDatabase(admin_url_, name_);
}

bool TestDatabase::query(const std::string& sql, std::string* out) const {
  if (onPostgresql()) {
    std::string error;
    if (!seo::testing::queryRows(url_, sql, out, &error)) {
      *out = "exit 1: " + error;
      return false;
    }
    chompNewlines(out);
    return true;
  }
  // SQLite: wait for a server's write transaction (a job finishing) rather than fail busy.
  CommandResult r =
      runCommand({seo::testing::sqlite3Bin(), "-cmd", ".timeout 10000", sqlite_file_, sql});
  if (r.exit_code != 0) {
    *out = "exit " + std::to_string(r.exit_code) + ": " + r.err;
    return false;
  }
  *out = r.out;
  chompNewlines(out);
  return true;
}

bool TestDatabase::load(const std::string& path, std::string* error) const {
  CommandResult r =
      onPostgresql()
          ? runCommand({seo::testing::psqlBin(), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url_,
                        "-f", path},
                       {}, 300)
          : runCommand({seo::testing::sqlite3Bin(), "-bail", sqlite_file_, ".read '" + path + "'"},
                       {}, 300);
  if (r.exit_code != 0) {
    *error = "exit " + std::to_string(r.exit_code) + ": " + r.err;
    return false;
  }
  return true;
}

bool TestDatabase::tablesStartingWith(const std::string& prefix, std::vector<std::string>* names,
                                      std::string* error) const {
  // Each backend lists its tables in its own catalog. substr rather than LIKE, whose '_' would
  // match any character; sorted here, since the backends' collations may order differently.
  std::string catalog = onPostgresql() ? "SELECT table_name AS name FROM information_schema.tables "
                                         "WHERE table_schema = current_schema()"
                                       : "SELECT name FROM sqlite_master WHERE type = 'table'";
  std::string sql = "SELECT name FROM (" + catalog + ") AS t WHERE substr(name, 1, " +
                    std::to_string(prefix.size()) + ") = '" + prefix + "'";
  std::string out;
  if (!query(sql, &out)) {
    *error = out;
    return false;
  }
  names->clear();
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    if (!line.empty()) names->push_back(line);
  }
  std::sort(names->begin(), names->end());
  return true;
}

}  // namespace seo::tests
