#include "core/storage/database.h"

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::Status;

class DatabaseTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_, 2, /*core_schema=*/false);
    ASSERT_NE(db_, nullptr);
    Status s = db_->withSession([](soci::session& sql) {
      sql << "CREATE TABLE parent (id TEXT PRIMARY KEY)";
      sql << "CREATE TABLE child (id TEXT PRIMARY KEY, parent_id TEXT NOT NULL "
             "REFERENCES parent(id))";
      return Status::ok();
    });
    ASSERT_TRUE(s.isOk()) << s.message();
  }

  long long rows(const std::string& table) {
    return testing::queryInt(*db_, "SELECT COUNT(*) FROM " + table);
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
};

TEST_F(DatabaseTest, UnsupportedSchemeIsRefused) {
  for (const char* url : {"mysql://user@host/db", "sqlite:/missing-slash.db", "file:///x.db", ""}) {
    auto r = Database::open(url, 1);
    ASSERT_FALSE(r.isOk()) << url;
    EXPECT_EQ(r.status().code(), Code::InvalidArgument) << url;
    EXPECT_NE(r.status().message().find("unsupported database URL"), std::string::npos)
        << r.status().message();
  }
}

TEST_F(DatabaseTest, SqliteUrlWithoutFileIsRefused) {
  auto r = Database::open("sqlite://", 1);
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::InvalidArgument);
  EXPECT_NE(r.status().message().find("no file"), std::string::npos) << r.status().message();
}

TEST_F(DatabaseTest, UnreachablePostgresqlIsUnavailable) {
  auto r = Database::open("postgresql://nobody@127.0.0.1:1/none?connect_timeout=2", 1);
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::Unavailable) << r.status().message();
}

TEST_F(DatabaseTest, PostgresqlUrlOpensTheDatabaseItNames) {
  if (!testing::onPostgresql()) {
    GTEST_SKIP() << "needs a PostgreSQL server (SEO_TEST_POSTGRES_URL, set by scripts/test)";
  }
  // postgresql://user:password@host:port/seo_test_<hex>, and the same with postgres://.
  std::string url = dir_.databaseUrl();
  ASSERT_EQ(url.rfind("postgresql://", 0), 0u) << url;
  std::string short_scheme = "postgres://" + url.substr(std::string("postgresql://").size());
  for (const std::string& variant : {url, short_scheme}) {
    auto r = Database::open(variant, 1);
    ASSERT_TRUE(r.isOk()) << variant << ": " << r.status().message();
    EXPECT_EQ(r.value()->dialect(), seo::sdk::Dialect::Postgresql);
    std::string name;
    Status s = r.value()->withSession([&](soci::session& sql) {
      sql << "SELECT current_database()", soci::into(name);
      return Status::ok();
    });
    ASSERT_TRUE(s.isOk()) << s.message();
    EXPECT_EQ(name.rfind("seo_test_", 0), 0u) << name;
    EXPECT_NE(url.find("/" + name), std::string::npos) << url << " opened " << name;
  }
}

TEST_F(DatabaseTest, SqliteCreatesMissingParentFolders) {
  std::string url = "sqlite://" + (dir_.path() / "a" / "b" / "nested.db").string();
  auto r = Database::open(url, 1);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r.value()->dialect(), seo::sdk::Dialect::Sqlite);
  EXPECT_TRUE(std::filesystem::exists(dir_.path() / "a" / "b" / "nested.db"));
}

TEST_F(DatabaseTest, EveryPooledConnectionHasWalAndForeignKeys) {
  if (testing::onPostgresql()) {
    GTEST_SKIP() << "WAL, foreign_keys and synchronous are SQLite PRAGMAs; PostgreSQL has them "
                    "always on";
  }
  // The outer session holds one connection, so the inner one must lease the other.
  int checked = 0;
  auto check = [&](soci::session& sql) {
    std::string mode;
    int fk = -1;
    int sync = -1;
    sql << "PRAGMA journal_mode", soci::into(mode);
    sql << "PRAGMA foreign_keys", soci::into(fk);
    sql << "PRAGMA synchronous", soci::into(sync);
    EXPECT_EQ(mode, "wal");
    EXPECT_EQ(fk, 1);
    EXPECT_EQ(sync, 2);  // FULL
    ++checked;
  };
  Status s = db_->withSession([&](soci::session& outer) {
    check(outer);
    return db_->withSession([&](soci::session& inner) {
      EXPECT_NE(&inner, &outer);
      check(inner);
      return Status::ok();
    });
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  EXPECT_EQ(checked, 2);
}

TEST_F(DatabaseTest, ForeignKeysAreEnforced) {
  Status s = db_->withSession([](soci::session& sql) {
    sql << "INSERT INTO child (id, parent_id) VALUES ('c', 'no-such-parent')";
    return Status::ok();
  });
  EXPECT_EQ(s.code(), Code::Internal) << s.message();
  EXPECT_EQ(rows("child"), 0);
}

TEST_F(DatabaseTest, TransactionCommitsWhenOk) {
  Status s = db_->withTransaction([](soci::session& sql) {
    sql << "INSERT INTO parent (id) VALUES ('p1')";
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  EXPECT_EQ(rows("parent"), 1);
}

TEST_F(DatabaseTest, TransactionRollsBackOnErrorStatus) {
  Status s = db_->withTransaction([](soci::session& sql) {
    sql << "INSERT INTO parent (id) VALUES ('p1')";
    return Status::conflict("changed my mind");
  });
  EXPECT_EQ(s.code(), Code::Conflict);
  EXPECT_EQ(s.message(), "changed my mind");
  EXPECT_EQ(rows("parent"), 0);
}

TEST_F(DatabaseTest, TransactionRollsBackOnThrow) {
  Status s = db_->withTransaction([](soci::session& sql) -> Status {
    sql << "INSERT INTO parent (id) VALUES ('p1')";
    throw std::runtime_error("boom in the middle");
  });
  EXPECT_EQ(s.code(), Code::Internal);
  EXPECT_NE(s.message().find("boom in the middle"), std::string::npos) << s.message();
  EXPECT_EQ(rows("parent"), 0);
  // The connection went back to the pool usable, with no transaction left open.
  for (int i = 0; i < 3; ++i) {
    Status again = db_->withTransaction([i](soci::session& sql) {
      std::string id = "after-" + std::to_string(i);
      sql << "INSERT INTO parent (id) VALUES (:i)", soci::use(id);
      return Status::ok();
    });
    ASSERT_TRUE(again.isOk()) << again.message();
  }
  EXPECT_EQ(rows("parent"), 3);
}

TEST_F(DatabaseTest, TransactionRollsBackOnSqlError) {
  Status s = db_->withTransaction([](soci::session& sql) {
    sql << "INSERT INTO parent (id) VALUES ('p1')";
    sql << "INSERT INTO parent (id) VALUES ('p1')";  // duplicate key
    return Status::ok();
  });
  EXPECT_FALSE(s.isOk());
  EXPECT_EQ(rows("parent"), 0);
}

TEST_F(DatabaseTest, CommittedDataIsSeenByAnotherConnection) {
  ASSERT_TRUE(db_->withTransaction([](soci::session& sql) {
                   sql << "INSERT INTO parent (id) VALUES ('shared')";
                   return Status::ok();
                 })
                  .isOk());
  auto other = Database::open(dir_.databaseUrl(), 1);
  ASSERT_TRUE(other.isOk()) << other.status().message();
  EXPECT_EQ(testing::queryInt(*other.value(), "SELECT COUNT(*) FROM parent WHERE id = 'shared'"),
            1);
}

}  // namespace
}  // namespace seo::core
