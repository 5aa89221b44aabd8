// A fresh, empty database for one test, on whichever backend the suite runs: a SQLite file by
// default, or a new PostgreSQL database when SEO_TEST_POSTGRES_URL holds the admin URL of a
// server (scripts/test sets it for its PostgreSQL run; scripts/pg makes such a server).
//
//   ScratchDatabase db(dir / "test.db");
//   auto opened = Database::open(db.url(), 4);   // sqlite:///... or postgresql://.../seo_test_...
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>

#include <libpq-fe.h>

#include "tests/testing/database_url.h"

namespace seo::core::testing {

// The PostgreSQL admin URL the suite runs on, or "" when it runs on SQLite.
inline std::string postgresAdminUrl() {
  const char* url = std::getenv("SEO_TEST_POSTGRES_URL");
  return url == nullptr ? "" : url;
}

inline bool onPostgresql() { return !postgresAdminUrl().empty(); }

using seo::testing::withDatabaseName;

// Owns one test database. On SQLite it is the file `sqlite_file` (removed with the test's
// directory); on PostgreSQL it is `seo_test_<random hex>`, created by the constructor through the
// admin URL and dropped WITH (FORCE) by the destructor, so connections a test left open (a pool,
// a killed server) cannot keep it alive. It talks to the server through libpq directly, so the
// connection code under test (Database::open) plays no part in it. Not copyable; one per test, so
// tests run in parallel.
class ScratchDatabase {
 public:
  explicit ScratchDatabase(const std::filesystem::path& sqlite_file)
      : admin_url_(postgresAdminUrl()) {
    if (admin_url_.empty()) {
      url_ = "sqlite://" + sqlite_file.string();
      return;
    }
    std::random_device random;
    std::uniform_int_distribution<int> digit(0, 15);
    name_ = "seo_test_";
    for (int i = 0; i < 16; ++i) name_ += "0123456789abcdef"[digit(random)];
    if (adminStatement("CREATE DATABASE " + name_)) {
      url_ = withDatabaseName(admin_url_, name_);
    } else {
      name_.clear();
    }
  }
  ~ScratchDatabase() {
    if (!name_.empty()) adminStatement("DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)");
  }
  ScratchDatabase(const ScratchDatabase&) = delete;
  ScratchDatabase& operator=(const ScratchDatabase&) = delete;

  // "sqlite:///abs/file.db" or "postgresql://user:pass@host:port/seo_test_..."; empty (after a
  // test failure) when the PostgreSQL database could not be created.
  const std::string& url() const { return url_; }

 private:
  // Runs one statement on the admin database; false (and a test failure) when it fails.
  bool adminStatement(const std::string& statement) const {
    PGconn* conn = PQconnectdb(admin_url_.c_str());
    std::string error;
    if (PQstatus(conn) != CONNECTION_OK) {
      error = PQerrorMessage(conn);
    } else {
      PGresult* result = PQexec(conn, statement.c_str());
      if (PQresultStatus(result) != PGRES_COMMAND_OK) error = PQresultErrorMessage(result);
      PQclear(result);
    }
    PQfinish(conn);
    if (!error.empty()) ADD_FAILURE() << statement << " on " << admin_url_ << ": " << error;
    return error.empty();
  }

  std::string admin_url_;
  std::string name_;
  std::string url_;
};

}  // namespace seo::core::testing
