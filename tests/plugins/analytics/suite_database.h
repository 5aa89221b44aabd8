// An analytics test's database on the suite's backend: a scratch PostgreSQL database when
// SEO_TEST_POSTGRES_URL is set, else an in-memory SQLite one; a `websites` table holding the ids
// given, the module's real migrations, and a CountingHost that says which backend it speaks.
// Shared by the tests that must behave alike on both (retention, the dashboard's rollups).
#pragma once

#include <initializer_list>
#include <memory>
#include <string>

#include <soci/soci.h>

#include "tests/core/testing/scratch_database.h"
#include "tests/plugins/analytics/bot_test_database.h"

namespace seo::plugins::analytics {

class SuiteDatabase {
 public:
  // Fails the calling test (gtest) when the database cannot be made.
  explicit SuiteDatabase(std::initializer_list<const char*> websites);
  ~SuiteDatabase();  // the session first, then the scratch database

  soci::session& sql() { return sql_; }
  CountingHost& host() { return *host_; }

 private:
  class DialectHost;
  std::unique_ptr<seo::core::testing::ScratchDatabase> scratch_;
  soci::session sql_;
  std::unique_ptr<CountingHost> host_;
};

}  // namespace seo::plugins::analytics
