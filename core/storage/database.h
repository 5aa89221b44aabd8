// The database: a pool of SOCI sessions on SQLite (embedded default) or PostgreSQL, chosen by one
// URL. Everything that differs between the two dialects lives here and in dialect.cc.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <soci/soci.h>

#include "core/storage/statement_cache.h"
#include "seo/sdk/host.h"
#include "seo/sdk/status.h"

namespace seo::core {

using seo::sdk::Dialect;
using seo::sdk::SessionFn;

// Thread-safe: sessions are leased from the pool, one per call.
class Database {
 public:
  // `url`: "sqlite://relative/file.db", "sqlite:///absolute/file.db" or
  // "postgresql://user:password@host:port/dbname". Opens `pool_size` connections.
  static seo::sdk::Result<std::unique_ptr<Database>> open(const std::string& url, int pool_size);

  Dialect dialect() const { return dialect_; }

  // Runs `fn` on a leased session in autocommit mode. SOCI errors become Internal (Unavailable
  // when the database is busy or gone).
  seo::sdk::Status withSession(const SessionFn& fn);
  // Runs `fn` in a write transaction; commits when it returns OK, rolls back otherwise.
  seo::sdk::Status withTransaction(const SessionFn& fn);

  // Host::leaseStatement and ::releaseStatement: `text` kept prepared on the pooled connection
  // `sql` (StatementCache); on a session of no pool, prepared for one use. Only the thread that
  // holds `sql` may call them.
  soci::statement* leaseStatement(soci::session& sql, std::string_view text);
  void releaseStatement(soci::session& sql, soci::statement* statement) noexcept;

 private:
  class Lease;

  Database(Dialect dialect, int pool_size) : dialect_(dialect), pool_(pool_size) {}
  // A StatementCache for each of the pool's `pool_size` connections.
  void keepStatements(int pool_size);
  // The statements of `sql`, or null when it is no connection of the pool.
  StatementCache* cacheOf(soci::session& sql) const;

  Dialect dialect_;
  soci::connection_pool pool_;
  // Per connection of the pool, by its position; destroyed before the pool, so they go while
  // their connections are open. `cache_of_` is filled by open() and only read after.
  std::vector<std::unique_ptr<StatementCache>> caches_;
  std::unordered_map<const soci::session*, StatementCache*> cache_of_;
  // SQLite lets one writer in at a time, and a writer turned away sleeps in the busy handler
  // with growing pauses, so under load some commits wait far longer than others. Writers of
  // this process queue here instead (recursive: a nested transaction fails as before, by the
  // busy time-out, instead of hanging).
  std::recursive_mutex sqlite_writer_;
};

// Turns a caught database exception into a Status, logging the detail.
seo::sdk::Status databaseError(const std::exception& e);

}  // namespace seo::core
