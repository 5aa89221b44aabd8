#include "core/storage/database.h"

#include <filesystem>

#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include "core/common/log.h"
#include "core/storage/dialect.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

constexpr const char* kSqlitePrefix = "sqlite://";

// Per-connection settings SQLite needs: WAL so readers never block the writer, foreign keys on,
// full sync so an acknowledged commit survives a crash, a busy timeout for concurrent writers,
// and a 32 MiB page cache per connection (the default 2 MiB made large tables' writes re-read
// their index pages from the file).
void configureSqlite(soci::session& sql) {
  sql << "PRAGMA journal_mode=WAL";
  sql << "PRAGMA foreign_keys=ON";
  sql << "PRAGMA synchronous=FULL";
  sql << "PRAGMA busy_timeout=10000";
  sql << "PRAGMA cache_size=-32768";
}

// SQLite counts every allocation under one process-wide mutex unless told not to: with several
// request threads reading at once, that mutex was a quarter of GET /me's time (perf, issue 17;
// docs/benchmarks.md). It can only be turned off before SQLite initializes, so first thing.
void stopSqliteMemoryStatistics() {
  // (SOCI declares SQLite's API in its namespace sqlite_api.)
  static const int kDone = sqlite_api::sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  (void)kDone;  // SQLITE_MISUSE when SQLite was initialized already: nothing to do then
}

}  // namespace

Status databaseError(const std::exception& e) {
  std::string what = e.what();
  logLine(Level::Error, "database error", {{"error", what}});
  if (what.find("database is locked") != std::string::npos ||
      what.find("busy") != std::string::npos ||
      what.find("connection") != std::string::npos) {
    return Status::unavailable("Database unavailable, try again");
  }
  return Status::internal("database error: " + what);
}

Result<std::unique_ptr<Database>> Database::open(const std::string& url, int pool_size) {
  if (pool_size < 1) pool_size = 1;
  try {
    if (url.rfind(kSqlitePrefix, 0) == 0) {
      std::string path = url.substr(std::string(kSqlitePrefix).size());
      if (path.empty()) return Status::invalidArgument("database URL has no file: " + url);
      std::filesystem::path parent = std::filesystem::path(path).parent_path();
      if (!parent.empty()) std::filesystem::create_directories(parent);
      stopSqliteMemoryStatistics();
      std::unique_ptr<Database> db(new Database(Dialect::Sqlite, pool_size));
      for (int i = 0; i < pool_size; ++i) {
        soci::session& sql = db->pool_.at(i);
        sql.open(soci::sqlite3, "db=\"" + path + "\" timeout=10");
        configureSqlite(sql);
      }
      return db;
    }
    if (url.rfind("postgresql://", 0) == 0 || url.rfind("postgres://", 0) == 0) {
      auto connect = postgresConnectString(url);
      if (!connect.isOk()) return connect.status();
      std::unique_ptr<Database> db(new Database(Dialect::Postgresql, pool_size));
      for (int i = 0; i < pool_size; ++i) {
        db->pool_.at(i).open(soci::postgresql, connect.value());
      }
      return db;
    }
  } catch (const std::exception& e) {
    return Status::unavailable(std::string("cannot open database: ") + e.what());
  }
  return Status::invalidArgument("unsupported database URL (use sqlite:// or postgresql://): " +
                                 url);
}

Status Database::withSession(const SessionFn& fn) {
  try {
    soci::session sql(pool_);
    return fn(sql);
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

Status Database::withTransaction(const SessionFn& fn) {
  std::unique_lock<std::recursive_mutex> writer;
  // Taken before a pooled session, so queued writers do not hold the sessions readers need.
  if (dialect_ == Dialect::Sqlite) writer = std::unique_lock<std::recursive_mutex>(sqlite_writer_);
  try {
    soci::session sql(pool_);
    beginWrite(sql, dialect_);
    Status status;
    try {
      status = fn(sql);
    } catch (...) {
      sql << "ROLLBACK";
      throw;
    }
    if (status.isOk()) {
      sql << "COMMIT";
    } else {
      sql << "ROLLBACK";
    }
    return status;
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

}  // namespace seo::core
