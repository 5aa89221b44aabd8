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

// A connection of the pool, held for one call and given back however the call ends. The
// session is the pool's own (not a wrapper), so its statements can be found by its address.
class Database::Lease {
 public:
  explicit Lease(soci::connection_pool& pool) : pool_(pool), position_(pool.lease()) {}
  ~Lease() { pool_.give_back(position_); }
  Lease(const Lease&) = delete;
  Lease& operator=(const Lease&) = delete;
  soci::session& session() { return pool_.at(position_); }

 private:
  soci::connection_pool& pool_;
  std::size_t position_;
};

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
      db->keepStatements(pool_size);
      return db;
    }
    if (url.rfind("postgresql://", 0) == 0 || url.rfind("postgres://", 0) == 0) {
      auto connect = postgresConnectString(url);
      if (!connect.isOk()) return connect.status();
      std::unique_ptr<Database> db(new Database(Dialect::Postgresql, pool_size));
      for (int i = 0; i < pool_size; ++i) {
        db->pool_.at(i).open(soci::postgresql, connect.value());
      }
      db->keepStatements(pool_size);
      return db;
    }
  } catch (const std::exception& e) {
    return Status::unavailable(std::string("cannot open database: ") + e.what());
  }
  return Status::invalidArgument("unsupported database URL (use sqlite:// or postgresql://): " +
                                 url);
}

void Database::keepStatements(int pool_size) {
  for (int i = 0; i < pool_size; ++i) {
    soci::session& sql = pool_.at(i);
    caches_.push_back(std::make_unique<StatementCache>(sql, dialect_));
    cache_of_.emplace(&sql, caches_.back().get());
  }
}

StatementCache* Database::cacheOf(soci::session& sql) const {
  auto found = cache_of_.find(&sql);
  return found == cache_of_.end() ? nullptr : found->second;
}

soci::statement* Database::leaseStatement(soci::session& sql, std::string_view text) {
  if (StatementCache* cache = cacheOf(sql)) return cache->lease(text);
  return prepareOnce(sql, text).release();
}

void Database::releaseStatement(soci::session& sql, soci::statement* statement) noexcept {
  if (StatementCache* cache = cacheOf(sql)) return cache->release(statement);
  delete statement;
}

Status Database::withSession(const SessionFn& fn) {
  try {
    Lease lease(pool_);
    return fn(lease.session());
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

Status Database::withTransaction(const SessionFn& fn) {
  std::unique_lock<std::recursive_mutex> writer;
  // Taken before a pooled session, so queued writers do not hold the sessions readers need.
  if (dialect_ == Dialect::Sqlite) writer = std::unique_lock<std::recursive_mutex>(sqlite_writer_);
  try {
    Lease lease(pool_);
    soci::session& sql = lease.session();
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
