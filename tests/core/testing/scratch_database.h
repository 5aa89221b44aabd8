// A fresh, empty database for one test, on whichever backend the suite runs: a SQLite file by
// default, or a new PostgreSQL database when SEO_TEST_POSTGRES_URL holds the admin URL of a
// server (scripts/test sets it for its PostgreSQL run; scripts/pg makes such a server).
//
//   ScratchDatabase db(dir / "test.db");
//   auto opened = Database::open(db.url(), 4);   // sqlite:///... or postgresql://.../seo_test_...
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "tests/testing/database_url.h"
#include "tests/testing/postgres_admin.h"

namespace seo::core::testing {

// The PostgreSQL admin URL the suite runs on, or "" when it runs on SQLite.
inline std::string postgresAdminUrl() { return seo::testing::postgresAdminUrl(); }

inline bool onPostgresql() { return !postgresAdminUrl().empty(); }

using seo::testing::withDatabaseName;

// Owns one test database. On SQLite it is the file `sqlite_file` (removed with the test's
// directory); on PostgreSQL it is `seo_test_<random hex>`, created by the constructor through the
// admin URL and dropped WITH (FORCE) by the destructor, so connections a test left open (a pool,
// a killed server) cannot keep it alive. It talks to the server through libpq directly
// (tests/testing/postgres_admin.h), so the connection code under test (Database::open) plays no
// part in it. Not copyable; one per test, so tests run in parallel.
class ScratchDatabase {
 public:
  explicit ScratchDatabase(const std::filesystem::path& sqlite_file)
      : admin_url_(postgresAdminUrl()) {
    if (admin_url_.empty()) {
      url_ = "sqlite://" + sqlite_file.string();
      return;
    }
    std::string error;
    if (seo::testing::createScratchDatabase(admin_url_, "", &name_, &error)) {
      url_ = withDatabaseName(admin_url_, name_);
    } else {
      ADD_FAILURE() << error << " (on " << admin_url_ << ")";
    }
  }
  ~ScratchDatabase() {
    if (!name_.empty()) seo::testing::dropDatabase(admin_url_, name_);
  }
  ScratchDatabase(const ScratchDatabase&) = delete;
  ScratchDatabase& operator=(const ScratchDatabase&) = delete;

  // "sqlite:///abs/file.db" or "postgresql://user:pass@host:port/seo_test_..."; empty (after a
  // test failure) when the PostgreSQL database could not be created.
  const std::string& url() const { return url_; }

 private:
  std::string admin_url_;
  std::string name_;
  std::string url_;
};

}  // namespace seo::core::testing
