#include "core/storage/database.h"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>

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

// seoctl's pool: one connection opened at once, the others when a call first needs them, each
// with the settings of an eager one.
TEST_F(DatabaseTest, ConnectionsOpenedLaterAreOpenedOnFirstLeaseWithTheSameSettings) {
  auto opened = Database::open(dir_.databaseUrl(), 3, 1);
  ASSERT_TRUE(opened.isOk()) << opened.status().message();
  Database& lazy = *opened.value();
  // The connections open to this database now (PostgreSQL's view of them; SQLite has no server).
  auto connections = [&](soci::session& sql) {
    int count = -1;
    sql << "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database()",
        soci::into(count);
    return count;
  };
  auto settingsHold = [&](soci::session& sql) {
    if (testing::onPostgresql()) return;
    int fk = -1;
    std::string mode;
    sql << "PRAGMA foreign_keys", soci::into(fk);
    sql << "PRAGMA journal_mode", soci::into(mode);
    EXPECT_EQ(fk, 1);
    EXPECT_EQ(mode, "wal");
  };
  std::set<soci::session*> used;
  bool innermost = false;
  Status s = lazy.withSession([&](soci::session& first) {
    used.insert(&first);
    settingsHold(first);
    // db_ (the fixture's) holds two connections of its own on PostgreSQL.
    int before = testing::onPostgresql() ? connections(first) : 0;
    return lazy.withSession([&](soci::session& second) {
      used.insert(&second);
      settingsHold(second);
      return lazy.withSession([&](soci::session& third) {
        used.insert(&third);
        settingsHold(third);
        if (testing::onPostgresql()) {
          EXPECT_EQ(connections(third), before + 2);
        }
        innermost = true;
        return Status::ok();
      });
    });
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  EXPECT_TRUE(innermost);
  EXPECT_EQ(used.size(), 3u);
}

// A connection first needed while the database refuses new ones: Unavailable with the fixed
// sentence and the database unreachable, then opened within the back-off once it takes them.
TEST_F(DatabaseTest, AConnectionFirstNeededDuringAnOutageIsOpenedWhenItEnds) {
  if (!testing::onPostgresql()) GTEST_SKIP() << "a PostgreSQL database that refuses connections";
  auto opened = Database::open(dir_.databaseUrl(), 2, 1);
  ASSERT_TRUE(opened.isOk()) << opened.status().message();
  Database& lazy = *opened.value();
  std::string name;
  Status named = db_->withSession([&](soci::session& sql) {
    sql << "SELECT current_database()", soci::into(name);
    return Status::ok();
  });
  ASSERT_TRUE(named.isOk()) << named.message();
  // From the admin database: a database cannot close itself to connections.
  auto allowConnections = [&](bool allow) {
    std::string error;
    ASSERT_TRUE(seo::testing::adminStatement(
        testing::postgresAdminUrl(),
        "ALTER DATABASE " + name + " WITH ALLOW_CONNECTIONS " + (allow ? "true" : "false"),
        &error))
        << error;
  };
  ASSERT_NO_FATAL_FAILURE(allowConnections(false));
  // The first connection holds; the second, never opened, cannot be.
  Status refused = lazy.withSession([&](soci::session&) {
    return lazy.withSession([](soci::session&) { return Status::ok(); });
  });
  EXPECT_EQ(refused.code(), Code::Unavailable) << refused.message();
  EXPECT_EQ(refused.message(), "Service temporarily unavailable");
  EXPECT_FALSE(lazy.health().reachable);

  ASSERT_NO_FATAL_FAILURE(allowConnections(true));
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  Status later = Status::unavailable("not tried");
  while (!later.isOk() && std::chrono::steady_clock::now() < deadline) {
    later = lazy.withSession([&](soci::session&) {
      return lazy.withSession([](soci::session& sql) {
        int one = 0;
        sql << "SELECT 1", soci::into(one);
        return one == 1 ? Status::ok() : Status::internal("not one");
      });
    });
    if (!later.isOk()) {
      EXPECT_EQ(later.code(), Code::Unavailable) << later.message();
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }
  EXPECT_TRUE(later.isOk()) << later.message();
  EXPECT_TRUE(lazy.health().reachable);
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

// A connection the server ends (a restart, an administrator) is discarded and re-opened: the
// call that finds it broken answers Unavailable with the fixed sentence, with no SQL or bound
// value in it, and the pool is whole again within the back-off, without a restart.
TEST_F(DatabaseTest, ALostConnectionIsReopenedWithoutARestart) {
  if (!testing::onPostgresql()) GTEST_SKIP() << "a PostgreSQL connection to lose";
  auto backendsOf = [this] {
    return testing::queryInt(*db_, "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = "
                                   "current_database()");
  };
  // Both pooled connections in use once, with a statement kept prepared on them.
  for (int i = 0; i < 4; ++i) {
    Status s = db_->withSession([&](soci::session& sql) {
      soci::statement* st = db_->leaseStatement(sql, "SELECT COUNT(*) FROM parent");
      db_->releaseStatement(sql, st);
      return Status::ok();
    });
    ASSERT_TRUE(s.isOk()) << s.message();
  }
  ASSERT_EQ(backendsOf(), 2);
  // Another session ends every connection of the pool, as a fast shutdown would.
  auto admin = Database::open(dir_.databaseUrl(), 1);
  ASSERT_TRUE(admin.isOk()) << admin.status().message();
  Status ended = admin.value()->withSession([](soci::session& sql) {
    sql << "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity "
           "WHERE datname = current_database() AND pid <> pg_backend_pid()";
    return Status::ok();
  });
  ASSERT_TRUE(ended.isOk()) << ended.message();

  // The first call on a broken connection: Unavailable, nothing of the statement in it.
  std::string secret = "90a6f00dfeedbeef90a6f00dfeedbeef";
  Status first = db_->withSession([&](soci::session& sql) {
    int n = 0;
    sql << "SELECT COUNT(*) FROM parent WHERE id = :h", soci::use(secret), soci::into(n);
    return Status::ok();
  });
  EXPECT_EQ(first.code(), Code::Unavailable) << first.message();
  EXPECT_EQ(first.message(), "Service temporarily unavailable");
  EXPECT_FALSE(db_->health().reachable);

  // Then calls succeed again within the back-off, writes included, on re-opened connections.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  Status later = Status::unavailable("not tried");
  while (!later.isOk() && std::chrono::steady_clock::now() < deadline) {
    later = db_->withTransaction([](soci::session& sql) {
      sql << "INSERT INTO parent (id) VALUES ('after')";
      return Status::ok();
    });
    if (!later.isOk()) {
      EXPECT_EQ(later.code(), Code::Unavailable) << later.message();
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }
  ASSERT_TRUE(later.isOk()) << later.message();
  for (int i = 0; i < 4; ++i) {
    Status s = db_->withSession([&](soci::session& sql) {
      soci::statement* st = db_->leaseStatement(sql, "SELECT COUNT(*) FROM parent");
      long long n = 0;
      st->exchange(soci::into(n));
      st->define_and_bind();
      st->execute(true);
      db_->releaseStatement(sql, st);
      return n == 1 ? Status::ok() : Status::internal("wrong count");
    });
    EXPECT_TRUE(s.isOk()) << s.message();
  }
  EXPECT_TRUE(db_->health().reachable);
  EXPECT_EQ(rows("parent"), 1);
}

// An error of the caller's own (a constraint, a 404) is not the database's: it stands as it was.
TEST_F(DatabaseTest, AStatementsOwnErrorIsNoStorageFault) {
  Status s = db_->withTransaction([](soci::session& sql) {
    sql << "INSERT INTO child (id, parent_id) VALUES ('c', 'missing')";
    return Status::ok();
  });
  EXPECT_EQ(s.code(), Code::Internal) << s.message();
  Status mine = db_->withSession([](soci::session&) { return Status::notFound(); });
  EXPECT_EQ(mine.code(), Code::NotFound);
  EXPECT_TRUE(db_->health().reachable);
  EXPECT_EQ(db_->health().write_fault, StorageFault::None);
}

// SQLite capped by ?max_page_count: a write that needs a page more answers the storage's own
// sentence, reads go on, and health() finds the room again once pages are freed.
TEST_F(DatabaseTest, AFullSqliteFileRefusesWritesUntilSpaceReturns) {
  if (testing::onPostgresql()) GTEST_SKIP() << "PRAGMA max_page_count is SQLite's";
  std::string file = (dir_.path() / "capped.db").string();
  auto made = Database::open("sqlite://" + file, 1);
  ASSERT_TRUE(made.isOk()) << made.status().message();
  long long pages = 0;
  Status s = made.value()->withTransaction([&](soci::session& sql) {
    sql << "CREATE TABLE filler (data BLOB)";
    sql << "INSERT INTO filler VALUES (zeroblob(200000))";
    sql << "CREATE TABLE item (id INTEGER PRIMARY KEY, data BLOB)";
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  s = made.value()->withSession([&](soci::session& sql) {
    sql << "PRAGMA wal_checkpoint(TRUNCATE)";
    sql << "PRAGMA page_count", soci::into(pages);
    return Status::ok();
  });
  ASSERT_TRUE(s.isOk()) << s.message();
  made = Status::internal("closed");

  auto opened = Database::open("sqlite://" + file + "?max_page_count=" + std::to_string(pages),
                               2);
  ASSERT_TRUE(opened.isOk()) << opened.status().message();
  Database& db = *opened.value();
  Status full = db.withTransaction([](soci::session& sql) {
    sql << "INSERT INTO item (data) VALUES (zeroblob(20000))";
    return Status::ok();
  });
  EXPECT_EQ(full.code(), Code::Unavailable) << full.message();
  EXPECT_NE(full.message().find("Storage is full"), std::string::npos) << full.message();
  EXPECT_EQ(db.health().write_fault, StorageFault::Full);
  EXPECT_EQ(testing::queryInt(db, "SELECT COUNT(*) FROM filler"), 1);  // reads go on
  // A plugin's call, whose exception the SDK barrier made an Internal status: the same answer.
  Status through_barrier = db.withTransaction([](soci::session& sql) {
    try {
      sql << "INSERT INTO item (data) VALUES (zeroblob(20000))";
    } catch (const std::exception& e) {
      return Status::internal(std::string("uncaught exception: ") + e.what());
    }
    return Status::ok();
  });
  EXPECT_EQ(through_barrier.code(), Code::Unavailable) << through_barrier.message();
  // Today's barrier (SDK 2.19) hands the exception to the host, which names the fault.
  Status handed_over = db.withTransaction([&db](soci::session& sql) {
    try {
      sql << "INSERT INTO item (data) VALUES (zeroblob(20000))";
    } catch (const soci::soci_error& e) {
      Status answer = db.failureOf(sql, e);
      EXPECT_EQ(answer.code(), Code::Unavailable) << answer.message();
      return answer;
    }
    return Status::ok();
  });
  EXPECT_EQ(handed_over.code(), Code::Unavailable) << handed_over.message();
  EXPECT_NE(handed_over.message().find("Storage is full"), std::string::npos);

  // Pages freed by another connection: health() sees room, and the write goes through.
  Status freed = db.withTransaction([](soci::session& sql) {
    sql << "DELETE FROM filler";
    return Status::ok();
  });
  ASSERT_TRUE(freed.isOk()) << freed.message();
  EXPECT_EQ(db.health().write_fault, StorageFault::None);
  Status written = db.withTransaction([](soci::session& sql) {
    sql << "INSERT INTO item (data) VALUES (zeroblob(20000))";
    return Status::ok();
  });
  EXPECT_TRUE(written.isOk()) << written.message();
}

TEST_F(DatabaseTest, AnUnknownSqliteOptionIsRefused) {
  for (const char* option : {"?max_page_count=", "?max_page_count=0", "?cache=shared",
                             "?max_page_count=5x"}) {
    auto r = Database::open("sqlite://" + (dir_.path() / "x.db").string() + option, 1);
    ASSERT_FALSE(r.isOk()) << option;
    EXPECT_EQ(r.status().code(), Code::InvalidArgument) << option;
  }
}

}  // namespace
}  // namespace seo::core
