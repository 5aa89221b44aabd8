#include "tests/plugins/analytics/suite_database.h"

#include <gtest/gtest.h>
#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include "core/storage/dialect.h"
#include "plugins/analytics/schema.h"

namespace seo::plugins::analytics {

class SuiteDatabase::DialectHost : public CountingHost {
 public:
  DialectHost(soci::session& sql, seo::sdk::Dialect dialect)
      : CountingHost(sql), dialect_(dialect) {}
  seo::sdk::Dialect dialect() const override { return dialect_; }

 private:
  seo::sdk::Dialect dialect_;
};

SuiteDatabase::SuiteDatabase(std::initializer_list<const char*> websites) {
  seo::sdk::Dialect dialect = seo::sdk::Dialect::Sqlite;
  if (seo::core::testing::onPostgresql()) {
    scratch_ = std::make_unique<seo::core::testing::ScratchDatabase>("");
    EXPECT_FALSE(scratch_->url().empty());
    seo::sdk::Result<std::string> connect = seo::core::postgresConnectString(scratch_->url());
    EXPECT_TRUE(connect.isOk()) << connect.status().message();
    sql_.open(soci::postgresql, connect.value());
    dialect = seo::sdk::Dialect::Postgresql;
  } else {
    sql_.open(soci::sqlite3, ":memory:");
  }
  sql_ << "CREATE TABLE websites (id TEXT PRIMARY KEY)";
  for (const char* id : websites) {
    std::string website(id);
    sql_ << "INSERT INTO websites (id) VALUES (:i)", soci::use(website);
  }
  for (const seo::sdk::Migration& m : migrations()) {
    for (const std::string& statement : m.statements) sql_ << statement;
  }
  host_ = std::make_unique<DialectHost>(sql_, dialect);
}

SuiteDatabase::~SuiteDatabase() {
  host_.reset();
  sql_.close();  // before the scratch database is dropped
}

}  // namespace seo::plugins::analytics
