#include "core/storage/database.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string_view>

#include <sys/statvfs.h>

#include <libpq-fe.h>
#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include "core/common/log.h"
#include "core/metrics/server_metrics.h"
#include "core/storage/dialect.h"
#include "seo/sdk/util/status_macros.h"

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
  explicit Lease(Database& db) : db_(db), pool_(db.pool_), position_(take(db)) {}
  ~Lease() {
    pool_.give_back(position_);
    db_.in_use_.fetch_sub(1, std::memory_order_relaxed);
  }
  Lease(const Lease&) = delete;
  Lease& operator=(const Lease&) = delete;
  soci::session& session() { return pool_.at(position_); }
  std::size_t position() const { return position_; }

 private:
  static std::size_t take(Database& db) {
    db.waiting_.fetch_add(1, std::memory_order_relaxed);
    std::size_t position = db.pool_.lease();
    db.waiting_.fetch_sub(1, std::memory_order_relaxed);
    db.in_use_.fetch_add(1, std::memory_order_relaxed);
    return position;
  }

  Database& db_;
  soci::connection_pool& pool_;
  std::size_t position_;
};

Status databaseError(const std::exception& e) {
  StorageFault fault = faultOfException(e);
  logLine(Level::Error, fault == StorageFault::None ? "database error" : "database unavailable",
          {{"error", redactedDatabaseText(e.what())}});
  if (fault != StorageFault::None) return statusOf(fault);
  return Status::internal("database error: " + redactedDatabaseText(e.what()));
}

std::string sqliteFileOf(const std::string& url) {
  if (url.rfind(kSqlitePrefix, 0) != 0) return "";
  std::string path = url.substr(std::string(kSqlitePrefix).size());
  if (std::size_t query = path.find('?'); query != std::string::npos) path.resize(query);
  return path;
}

Status Database::ping() {
  return withSession([](soci::session& sql) {
    int one = 0;
    sql << "SELECT 1", soci::into(one);
    return Status::ok();
  });
}

Result<std::unique_ptr<Database>> Database::open(const std::string& url, int pool_size,
                                                 int open_now) {
  if (pool_size < 1) pool_size = 1;
  open_now = open_now < 1 ? pool_size : std::min(open_now, pool_size);
  std::unique_ptr<Database> db;
  if (url.rfind(kSqlitePrefix, 0) == 0) {
    std::string path = sqliteFileOf(url);
    // One option: ?max_page_count=N caps the file at N pages (PRAGMA max_page_count, 4 KiB
    // each), a full disk made on purpose (tests) or a size bound for a small install.
    long long max_pages = 0;
    if (std::size_t query = url.find('?'); query != std::string::npos) {
      std::string option = url.substr(query + 1);
      const std::string kMaxPages = "max_page_count=";
      char* end = nullptr;
      if (option.rfind(kMaxPages, 0) == 0) {
        max_pages = std::strtoll(option.c_str() + kMaxPages.size(), &end, 10);
      }
      if (end == nullptr || *end != '\0' || max_pages < 1) {
        return Status::invalidArgument("database URL: the only SQLite option is "
                                       "?max_page_count=N (N >= 1): " + url);
      }
    }
    if (path.empty()) return Status::invalidArgument("database URL has no file: " + url);
    std::error_code ec;
    std::filesystem::path parent = std::filesystem::path(path).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent, ec);
    if (ec) {
      return Status::unavailable("cannot open database: cannot create " + parent.string() + ": " +
                                 ec.message());
    }
    stopSqliteMemoryStatistics();
    db.reset(new Database(Dialect::Sqlite, pool_size));
    db->backend_ = &soci::sqlite3;
    db->connect_string_ = "db=\"" + path + "\" timeout=10";
    db->sqlite_path_ = path;
    db->sqlite_max_pages_ = max_pages;
  } else if (url.rfind("postgresql://", 0) == 0 || url.rfind("postgres://", 0) == 0) {
    auto connect = postgresConnectString(url);
    if (!connect.isOk()) return connect.status();
    db.reset(new Database(Dialect::Postgresql, pool_size));
    db->backend_ = &soci::postgresql;
    db->connect_string_ = connect.value();
  } else {
    return Status::invalidArgument("unsupported database URL (use sqlite:// or postgresql://): " +
                                   url);
  }
  try {
    for (int i = 0; i < open_now; ++i) db->openConnection(static_cast<std::size_t>(i));
  } catch (const std::exception& e) {
    return Status::unavailable(std::string("cannot open database: ") + e.what());
  }
  db->keepStatements(pool_size);
  return db;
}

void Database::openConnection(std::size_t position) {
  soci::session& sql = pool_.at(position);
  sql.open(*backend_, connect_string_);
  configureConnection(sql);
  slots_[position].opened = true;
}

namespace {

// libpq writes a server's notices (and the FATAL a server sends an idle connection as it shuts
// down) to stderr as raw text; here they become log lines like every other.
void logNotice(void*, const char* message) {
  std::string_view text(message == nullptr ? "" : message);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
  logLine(Level::Warning, "database notice", {{"notice", std::string(text)}});
}

}  // namespace

void Database::configureConnection(soci::session& sql) {
  if (dialect_ == Dialect::Postgresql) {
    auto* backend = static_cast<soci::postgresql_session_backend*>(sql.get_backend());
    if (backend != nullptr && backend->conn_ != nullptr) {
      PQsetNoticeProcessor(backend->conn_, &logNotice, nullptr);
    }
  }
  if (dialect_ != Dialect::Sqlite) return;
  configureSqlite(sql);
  if (sqlite_max_pages_ > 0) sql << "PRAGMA max_page_count=" + std::to_string(sqlite_max_pages_);
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
  Lease lease(*this);
  SEO_RETURN_IF_ERROR(ready(lease));
  StorageFault fault = StorageFault::None;
  Status status;
  try {
    status = fn(lease.session());
  } catch (const std::exception& e) {
    fault = faultOfException(e);
    status = databaseError(e);
  }
  return settle(lease, fault, std::move(status));
}

Status Database::withTransaction(const SessionFn& fn) {
  std::unique_lock<std::recursive_mutex> writer;
  // Taken before a pooled session, so queued writers do not hold the sessions readers need.
  if (dialect_ == Dialect::Sqlite) writer = std::unique_lock<std::recursive_mutex>(sqlite_writer_);
  Lease lease(*this);
  SEO_RETURN_IF_ERROR(ready(lease));
  soci::session& sql = lease.session();
  StorageFault fault = StorageFault::None;
  Status status;
  bool open = false;  // a transaction to roll back
  try {
    beginWrite(sql, dialect_);
    open = true;
    try {
      status = fn(sql);
    } catch (const std::exception& e) {
      fault = faultOfException(e);
      status = databaseError(e);
    }
    if (status.isOk()) {
      sql << "COMMIT";
      open = false;
    } else {
      // Before the ROLLBACK, which would clear what the connection says of the failure. Only
      // an unexplained failure can be the database's (settle()).
      if (fault == StorageFault::None && status.code() == seo::sdk::Code::Internal) {
        fault = faultOfConnection(sql, dialect_);
      }
      sql << "ROLLBACK";
      open = false;
    }
  } catch (const std::exception& e) {  // BEGIN, COMMIT or ROLLBACK failed
    if (fault == StorageFault::None) fault = faultOfException(e);
    if (fault == StorageFault::None) fault = faultOfConnection(sql, dialect_);
    if (status.isOk()) status = databaseError(e);
    if (open) {
      try {
        sql << "ROLLBACK";
      } catch (...) {  // the connection is gone, or SQLite ended the transaction itself
      }
    }
  }
  // A write fault is cleared by health()'s probe, not by a write that happened to fit in a
  // page with room while the disk is still full.
  return settle(lease, fault, std::move(status));
}

Status Database::ready(Lease& lease) {
  Slot& slot = slots_[lease.position()];
  if (!slot.opened) {
    // Opened on its first lease (open()'s open_now): at once while the database answers; while
    // it does not, at the pace of the re-opening back-off, as a lost connection is.
    if (!reachable_.load(std::memory_order_relaxed)) return reopen(lease);
    try {
      openConnection(lease.position());
    } catch (const std::exception& e) {
      reachable_.store(false, std::memory_order_relaxed);
      logLine(Level::Warning, "database unreachable", {{"error", redactedDatabaseText(e.what())}});
      return statusOf(StorageFault::ConnectionLost);
    }
    slot.seen_loss = losses_.load(std::memory_order_acquire);
    return Status::ok();
  }
  std::uint64_t losses = losses_.load(std::memory_order_acquire);
  if (!slot.broken && slot.seen_loss == losses) return Status::ok();
  if (!slot.broken) {
    // Another connection was lost since this one was last known good: the server may have
    // restarted under all of them.
    if (connectionAlive(lease.session(), dialect_)) {
      slot.seen_loss = losses;
      return Status::ok();
    }
    slot.broken = true;
  }
  return reopen(lease);
}

Status Database::reopen(Lease& lease) {
  {
    std::lock_guard<std::mutex> lock(reopen_mutex_);
    auto now = std::chrono::steady_clock::now();
    if (now < next_reopen_) return statusOf(StorageFault::ConnectionLost);
    next_reopen_ = now + reopen_delay_;  // the others wait while this one tries
  }
  soci::session& sql = lease.session();
  try {
    if (!slots_[lease.position()].opened) {
      openConnection(lease.position());  // never opened yet (open()'s open_now)
    } else {
      // Its statements belong to the connection being closed: they go first.
      if (StatementCache* cache = cacheOf(sql)) cache->clear();
      sql.reconnect();
      configureConnection(sql);
    }
  } catch (const std::exception& e) {
    {
      std::lock_guard<std::mutex> lock(reopen_mutex_);
      reopen_delay_ = std::min<std::chrono::milliseconds>(reopen_delay_ * 2,
                                                          std::chrono::milliseconds(2000));
    }
    reachable_.store(false, std::memory_order_relaxed);
    logLine(Level::Warning, "database unreachable", {{"error", redactedDatabaseText(e.what())}});
    return statusOf(StorageFault::ConnectionLost);
  }
  {
    std::lock_guard<std::mutex> lock(reopen_mutex_);
    reopen_delay_ = std::chrono::milliseconds(250);
    next_reopen_ = std::chrono::steady_clock::now();  // the other broken ones may go at once
  }
  Slot& slot = slots_[lease.position()];
  slot.broken = false;
  slot.seen_loss = losses_.load(std::memory_order_acquire);
  if (!reachable_.exchange(true)) logLine(Level::Warning, "database reachable again");
  return Status::ok();
}

Status Database::failureOf(soci::session& sql, const std::exception& error) noexcept {
  try {
    if (StorageFault fault = faultOfException(error); fault != StorageFault::None) {
      for (std::size_t i = 0; i < slots_.size(); ++i) {
        if (&pool_.at(i) == &sql) {
          slots_[i].thrown = fault;  // the lease's holder is the caller: no one else touches it
          break;
        }
      }
    }
    return databaseError(error);
  } catch (...) {
    return Status::internal("database error");
  }
}

Status Database::settle(Lease& lease, StorageFault fault, Status status) {
  const StorageFault thrown = std::exchange(slots_[lease.position()].thrown, StorageFault::None);
  if (status.isOk()) return status;
  if (fault == StorageFault::None) fault = thrown;
  // Only an unexplained failure can be the database's: a 404 or a 402 is the caller's answer.
  if (fault == StorageFault::None && status.code() == seo::sdk::Code::Internal) {
    fault = faultOfConnection(lease.session(), dialect_);
  }
  if (fault != StorageFault::None || status.code() == seo::sdk::Code::Internal) {
    serverMetrics().databaseError(fault == StorageFault::None             ? "error"
                                 : fault == StorageFault::ConnectionLost ? "connection_lost"
                                 : fault == StorageFault::Full           ? "full"
                                                                         : "unwritable");
  }
  switch (fault) {
    case StorageFault::None:
      return status;
    case StorageFault::ConnectionLost:
      slots_[lease.position()].broken = true;
      losses_.fetch_add(1, std::memory_order_acq_rel);
      if (reachable_.exchange(false)) {
        logLine(Level::Warning, "database connection lost; re-opening with back-off");
      }
      break;
    case StorageFault::Full:
    case StorageFault::Unwritable:
    default:
      if (write_fault_.exchange(static_cast<int>(fault)) != static_cast<int>(fault)) {
        logLine(Level::Error, fault == StorageFault::Full ? "storage full: writes are refused"
                                                          : "storage cannot be written");
      }
      break;
  }
  return statusOf(fault);
}

Database::PoolUse Database::poolUse() const {
  return {static_cast<int>(slots_.size()), in_use_.load(std::memory_order_relaxed),
          waiting_.load(std::memory_order_relaxed)};
}

StorageHealth Database::health() {
  StorageHealth health;
  health.reachable = reachable_.load(std::memory_order_relaxed);
  health.write_fault = static_cast<StorageFault>(write_fault_.load(std::memory_order_relaxed));
  if (health.write_fault != StorageFault::None && storageTakesWrites()) {
    write_fault_.store(static_cast<int>(StorageFault::None), std::memory_order_relaxed);
    logLine(Level::Warning, "storage takes writes again");
    health.write_fault = StorageFault::None;
  }
  return health;
}

bool Database::storageTakesWrites() {
  const bool sqlite = dialect_ == Dialect::Sqlite;
  if (sqlite) {
    // Space on the file system for the WAL to grow by more than a write's worth.
    struct statvfs fs {};
    std::filesystem::path folder = std::filesystem::path(sqlite_path_).parent_path();
    if (folder.empty()) folder = ".";
    if (::statvfs(folder.c_str(), &fs) != 0) return false;
    if (static_cast<unsigned long long>(fs.f_bavail) * fs.f_frsize < 1024ULL * 1024ULL) {
      return false;
    }
  }
  // And room in the database for a page (SQLite's PRAGMA max_page_count; PostgreSQL extends a
  // new table's file by a page): allocated, then rolled back.
  Status probe = withTransaction([sqlite](soci::session& sql) {
    sql << (sqlite ? "CREATE TABLE storage_probe (filler BLOB)"
                   : "CREATE TABLE storage_probe (filler bytea)");
    sql << (sqlite ? "INSERT INTO storage_probe (filler) VALUES (zeroblob(8192))"
                   : "INSERT INTO storage_probe (filler) VALUES ('\\x00'::bytea)");
    return Status::internal("rolled back on purpose");
  });
  return probe.code() == seo::sdk::Code::Internal;
}

}  // namespace seo::core
