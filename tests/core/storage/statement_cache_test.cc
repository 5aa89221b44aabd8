#include "core/storage/statement_cache.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "core/storage/database.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Status;

// Runs the statements of these tests through the Database, on its pooled connections, as
// Statements::lease does; both backends (SEO_TEST_POSTGRES_URL).
class StatementCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_, 2, /*core_schema=*/false);
    ASSERT_NE(db_, nullptr);
    Status s = db_->withSession([](soci::session& sql) {
      sql << "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)";
      for (int i = 1; i <= 5; ++i) sql << "INSERT INTO t (id, name) VALUES (:i, 'n')", soci::use(i);
      return Status::ok();
    });
    ASSERT_TRUE(s.isOk()) << s.message();
  }

  // The name of row `id` read with a leased statement, or "" when there is none; `*leased`
  // gets the statement it used.
  std::string nameOf(soci::session& sql, int id, soci::statement** leased = nullptr) {
    std::string name;
    soci::statement* st = db_->leaseStatement(sql, "SELECT name FROM t WHERE id = :i");
    st->exchange(soci::into(name));
    st->exchange(soci::use(id));
    st->define_and_bind();
    bool found = st->execute(true);
    db_->releaseStatement(sql, st);
    if (leased != nullptr) *leased = st;
    return found ? name : "";
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
};

TEST_F(StatementCacheTest, ASecondLeaseOfATextIsTheSameStatementBoundAnew) {
  Status s = db_->withSession([&](soci::session& sql) {
    sql << "UPDATE t SET name = 'five' WHERE id = 5";
    soci::statement* first = nullptr;
    soci::statement* second = nullptr;
    EXPECT_EQ(nameOf(sql, 1, &first), "n");
    EXPECT_EQ(nameOf(sql, 5, &second), "five");
    EXPECT_EQ(first, second);
    EXPECT_EQ(nameOf(sql, 9), "");  // no row: the intos keep nothing of the last call
    EXPECT_EQ(nameOf(sql, 5), "five");
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
}

TEST_F(StatementCacheTest, ATextLeasedAlreadyGetsAStatementOfItsOwn) {
  Status s = db_->withSession([&](soci::session& sql) {
    // The outer statement walks the rows; for each, the same text reads another row.
    const char* text = "SELECT id FROM t WHERE id >= :from ORDER BY id";
    int id = 0, from = 1, inner_id = 0, inner_from = 0;
    soci::statement* outer = db_->leaseStatement(sql, text);
    outer->exchange(soci::into(id));
    outer->exchange(soci::use(from));
    outer->define_and_bind();
    outer->execute();
    int rows = 0;
    while (outer->fetch()) {
      ++rows;
      soci::statement* inner = db_->leaseStatement(sql, text);
      EXPECT_NE(inner, outer);
      inner_from = id + 1;
      inner->exchange(soci::into(inner_id));
      inner->exchange(soci::use(inner_from));
      inner->define_and_bind();
      bool found = inner->execute(true);
      EXPECT_EQ(found, id < 5);
      if (found) {
        EXPECT_EQ(inner_id, id + 1);
      }
      db_->releaseStatement(sql, inner);
    }
    db_->releaseStatement(sql, outer);
    EXPECT_EQ(rows, 5);
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
}

TEST_F(StatementCacheTest, AStatementStoppedBeforeItsLastRowHoldsNoSnapshot) {
  Status s = db_->withSession([&](soci::session& sql) {
    int id = 0, from = 1;
    soci::statement* st = db_->leaseStatement(sql, "SELECT id FROM t WHERE id >= :from");
    st->exchange(soci::into(id));
    st->exchange(soci::use(from));
    st->define_and_bind();
    EXPECT_TRUE(st->execute(true));  // one row of five read, then given back
    db_->releaseStatement(sql, st);
    // Another connection adds a row; this one sees it (on SQLite a statement left stepping
    // would have kept this connection's read transaction, and its snapshot, open).
    EXPECT_TRUE(db_->withSession([](soci::session& other) {
                     other << "INSERT INTO t (id, name) VALUES (6, 'six')";
                     return Status::ok();
                   }).isOk());
    long long rows = 0;
    sql << "SELECT COUNT(*) FROM t", soci::into(rows);
    EXPECT_EQ(rows, 6);
    // And it can write: a read snapshot left open would make SQLite refuse the upgrade.
    sql << "INSERT INTO t (id, name) VALUES (7, 'seven')";
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
}

TEST_F(StatementCacheTest, AStatementThatFailedIsReadyAgain) {
  Status s = db_->withSession([&](soci::session& sql) {
    const char* text = "INSERT INTO t (id, name) VALUES (:i, :n)";
    std::string name = "again";
    int id = 1;  // taken: the primary key refuses it
    soci::statement* st = db_->leaseStatement(sql, text);
    st->exchange(soci::use(id));
    st->exchange(soci::use(name));
    st->define_and_bind();
    EXPECT_THROW(st->execute(true), soci::soci_error);
    db_->releaseStatement(sql, st);
    id = 8;
    soci::statement* again = db_->leaseStatement(sql, text);
    EXPECT_EQ(again, st);
    again->exchange(soci::use(id));
    again->exchange(soci::use(name));
    again->define_and_bind();
    again->execute(true);
    db_->releaseStatement(sql, again);
    EXPECT_EQ(nameOf(sql, 8), "again");
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
}

TEST_F(StatementCacheTest, ATextThatDoesNotPrepareIsNotKept) {
  Status s = db_->withSession([&](soci::session& sql) {
    EXPECT_THROW(db_->leaseStatement(sql, "SELEKT name FROM t"), soci::soci_error);
    EXPECT_THROW(db_->leaseStatement(sql, "SELECT name FROM no_such_table"), soci::soci_error);
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  s = db_->withSession([&](soci::session& sql) {
    EXPECT_EQ(nameOf(sql, 2), "n");  // the connection still serves
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
}

TEST_F(StatementCacheTest, TheLeastRecentlyLeasedTextGoesFirst) {
  Status s = db_->withSession([&](soci::session& sql) {
    StatementCache cache(sql, db_->dialect());
    auto use = [&](int n) {
      int value = 0;
      soci::statement* st = cache.lease("SELECT " + std::to_string(n) + " + 0");
      st->exchange(soci::into(value));
      st->define_and_bind();
      st->execute(true);
      cache.release(st);
      return value;
    };
    for (int n = 0; n < static_cast<int>(StatementCache::kCapacity); ++n) EXPECT_EQ(use(n), n);
    EXPECT_EQ(use(0), 0);  // 0 is now the most recent, 1 the least
    EXPECT_EQ(use(1000), 1000);
    EXPECT_EQ(cache.size(), StatementCache::kCapacity);
    EXPECT_TRUE(cache.keeps("SELECT 0 + 0"));
    EXPECT_FALSE(cache.keeps("SELECT 1 + 0"));
    EXPECT_TRUE(cache.keeps("SELECT 2 + 0"));
    if (db_->dialect() == seo::sdk::Dialect::Postgresql) {
      // The one that went was deallocated on the server too.
      long long prepared = 0;
      sql << "SELECT COUNT(*) FROM pg_prepared_statements", soci::into(prepared);
      EXPECT_EQ(prepared, static_cast<long long>(StatementCache::kCapacity));
    }
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
}

TEST_F(StatementCacheTest, ASessionOfNoPoolGetsAStatementForOneUse) {
  if (db_->dialect() != seo::sdk::Dialect::Sqlite) GTEST_SKIP() << "opens the SQLite file itself";
  std::string url = dir_.databaseUrl();
  soci::session own("sqlite3", "db=" + url.substr(std::string("sqlite://").size()));
  EXPECT_EQ(nameOf(own, 3), "n");
  EXPECT_EQ(nameOf(own, 4), "n");
}

}  // namespace
}  // namespace seo::core
