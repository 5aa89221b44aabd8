// The database of one end-to-end test, on whichever backend the suite runs: a fresh SQLite file
// in the test's temp dir by default, or a fresh PostgreSQL database when SEO_TEST_POSTGRES_URL
// holds the admin URL of a server (scripts/test sets it for its PostgreSQL run). On PostgreSQL it
// is a copy of a template that `seoctl migrate` migrated once for the whole run (the ctest fixture
// e2e_database_template): migrating every test's database anew took a third of a second of each
// server's start. Tests read it with sqlite3's CLI or through libpq in psql's format, so one
// assertion runs on both.
#pragma once

#include <string>
#include <vector>

namespace seo::tests {

class TestDatabase {
 public:
  // On SQLite: the file `sqlite_file` (not created here; the server creates it). On PostgreSQL:
  // creates `seo_test_<random hex>` through the admin URL, a copy of the migrated template
  // (seo::testing::postgresTemplateDatabase()) when there is one and `empty` is false, else an
  // empty database; error() says why when that fails.
  explicit TestDatabase(const std::string& sqlite_file, bool empty = false);
  // On PostgreSQL, drops the database WITH (FORCE), so a server left running cannot keep it.
  ~TestDatabase();
  TestDatabase(const TestDatabase&) = delete;
  TestDatabase& operator=(const TestDatabase&) = delete;

  // The URL for --database: "sqlite:///tmp/.../seo.db" or "postgresql://.../seo_test_...".
  const std::string& url() const { return url_; }
  bool onPostgresql() const { return !admin_url_.empty(); }
  // Empty when the database is ready.
  const std::string& error() const { return error_; }

  // Runs `sql` with sqlite3, or through libpq as psql -A -t would. Rows come one per line, columns
  // separated by '|', NULL as an empty string, the last newline removed. False with the CLI's
  // message in `*out` on error.
  bool query(const std::string& sql, std::string* out) const;
  // Runs the SQL script `path` (a dump) with sqlite3 or psql, stopping at its first error. False
  // with the CLI's message in `*error` on error.
  bool load(const std::string& path, std::string* error) const;
  // The names of the tables whose names start with `prefix`, sorted (each backend lists its
  // tables in its own catalog). False with the message in `*out` on error.
  bool tablesStartingWith(const std::string& prefix, std::vector<std::string>* names,
                          std::string* error) const;

 private:
  std::string sqlite_file_;
  std::string admin_url_;  // empty on SQLite
  std::string name_;       // the PostgreSQL database, empty on SQLite
  std::string url_;
  std::string error_;
};

}  // namespace seo::tests
