// The database: a pool of SOCI sessions on SQLite (embedded default) or PostgreSQL, chosen by one
// URL. Everything that differs between the two dialects lives here and in dialect.cc.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <soci/soci.h>

#include "core/storage/statement_cache.h"
#include "core/storage/storage_fault.h"
#include "seo/sdk/host.h"
#include "seo/sdk/status.h"

namespace seo::core {

using seo::sdk::Dialect;
using seo::sdk::SessionFn;

// What the server last learned of its database, for /healthz and for operators.
struct StorageHealth {
  bool reachable = true;  // false from a lost connection until one is re-opened
  StorageFault write_fault = StorageFault::None;  // Full or Unwritable until a write succeeds
};

// Thread-safe: sessions are leased from the pool, one per call. Connections beyond the first
// `open_now` are opened when first leased, so a pool costs the database only what its callers
// use at once.
//
// A database that goes away is an interruption: a call whose connection broke answers
// Unavailable ("Service temporarily unavailable"), the connection is discarded, and the next
// lease of it re-opens it, at most once per back-off step (250 ms doubling to 2 s) for the whole
// pool, so an outage costs each request one failed check rather than a connection attempt.
// Once a loss is seen, every other connection is checked (one round trip) before its next use.
// A full or unwritable storage answers writes Unavailable with its own sentence; reads go on.
// The file of a "sqlite://PATH[?option]" URL; "" for another backend.
std::string sqliteFileOf(const std::string& url);

class Database {
 public:
  // `url`: "sqlite://relative/file.db", "sqlite:///absolute/file.db" (optionally
  // "?max_page_count=N") or "postgresql://user:password@host:port/dbname". A pool of `pool_size`
  // connections, of which the first `open_now` (all by default, at least one) are opened here and
  // the others when first leased: a short-lived process (seoctl) that seldom needs a second one
  // then spends no connection on it (on PostgreSQL, a password exchange each).
  static seo::sdk::Result<std::unique_ptr<Database>> open(const std::string& url, int pool_size,
                                                          int open_now = -1);

  // One round trip (SELECT 1): OK while the database answers (/healthz, the systemd watchdog).
  seo::sdk::Status ping();

  Dialect dialect() const { return dialect_; }

  // Runs `fn` on a leased session in autocommit mode. SOCI errors become Internal; a lost
  // connection, a full or unwritable storage become Unavailable with a fixed sentence
  // (storage_fault.h), whether `fn` threw or returned the error.
  seo::sdk::Status withSession(const SessionFn& fn);
  // Runs `fn` in a write transaction; commits when it returns OK, rolls back otherwise.
  seo::sdk::Status withTransaction(const SessionFn& fn);
  // Host::databaseFailure: the answer to `error`, thrown by a statement on `sql` and caught by
  // a plugin's barrier before withSession or withTransaction could see it. A storage fault it
  // names is kept on `sql`'s connection for the call's settle(), which records it as if it had
  // been thrown here. Never throws.
  seo::sdk::Status failureOf(soci::session& sql, const std::exception& error) noexcept;

  // Host::leaseStatement and ::releaseStatement: `text` kept prepared on the pooled connection
  // `sql` (StatementCache); on a session of no pool, prepared for one use. Only the thread that
  // holds `sql` may call them.
  soci::statement* leaseStatement(soci::session& sql, std::string_view text);
  void releaseStatement(soci::session& sql, soci::statement* statement) noexcept;

  // What the last calls showed. When a write fault is recorded, first checks whether the storage
  // takes a write again (a page allocated and rolled back; on SQLite also free space on the
  // file's file system), so /healthz says `full` only while it is.
  StorageHealth health();

  // The pool's connections, those leased now and the callers waiting for one (/metrics).
  struct PoolUse {
    int size = 0;
    int in_use = 0;
    int waiting = 0;
  };
  PoolUse poolUse() const;

 private:
  class Lease;

  // A pooled connection's state; only the holder of its lease touches it.
  struct Slot {
    bool opened = false;          // false until its first lease when opened lazily
    bool broken = false;          // discarded: re-open before use
    std::uint64_t seen_loss = 0;  // the loss count when it was last known good
    StorageFault thrown = StorageFault::None;  // named by failureOf() during the current call
  };

  Database(Dialect dialect, int pool_size)
      : dialect_(dialect), pool_(pool_size), slots_(static_cast<std::size_t>(pool_size)) {}
  // The leased connection made usable: re-opened when broken, checked when a loss was seen on
  // another one since. Unavailable while the database cannot be reached.
  seo::sdk::Status ready(Lease& lease);
  seo::sdk::Status reopen(Lease& lease);
  // Opens the pool's connection at `position` with the URL's backend and settings; throws what
  // SOCI throws.
  void openConnection(std::size_t position);
  // The settings every new or re-opened connection gets (SQLite's PRAGMAs).
  void configureConnection(soci::session& sql);
  // The answer of a call on `lease` that failed with `status` (and `fault`, when an exception
  // named one): a storage fault replaces the caller's error and is recorded.
  seo::sdk::Status settle(Lease& lease, StorageFault fault, seo::sdk::Status status);
  // Whether the storage could write a page now (health()).
  bool storageTakesWrites();
  // A StatementCache for each of the pool's `pool_size` connections.
  void keepStatements(int pool_size);
  // The statements of `sql`, or null when it is no connection of the pool.
  StatementCache* cacheOf(soci::session& sql) const;

  Dialect dialect_;
  soci::connection_pool pool_;
  // Per connection of the pool, by its position; destroyed before the pool, so they go while
  // their connections are open. `cache_of_` is filled by open() and only read after.
  std::vector<std::unique_ptr<StatementCache>> caches_;
  std::vector<Slot> slots_;
  // What opens a connection: the backend and its connect string, kept for the lazy ones.
  const soci::backend_factory* backend_ = nullptr;
  std::string connect_string_;
  std::string sqlite_path_;  // the file, for its file system's free space
  long long sqlite_max_pages_ = 0;  // ?max_page_count=N, applied to every connection
  std::atomic<std::uint64_t> losses_{0};
  std::atomic<int> in_use_{0};
  std::atomic<int> waiting_{0};
  std::atomic<bool> reachable_{true};
  std::atomic<int> write_fault_{static_cast<int>(StorageFault::None)};
  // Re-opening: one attempt per step of the back-off, for the whole pool.
  std::mutex reopen_mutex_;
  std::chrono::steady_clock::time_point next_reopen_{};
  std::chrono::milliseconds reopen_delay_{250};
  std::unordered_map<const soci::session*, StatementCache*> cache_of_;
  // SQLite lets one writer in at a time, and a writer turned away sleeps in the busy handler
  // with growing pauses, so under load some commits wait far longer than others. Writers of
  // this process queue here instead (recursive: a nested transaction fails as before, by the
  // busy time-out, instead of hanging).
  std::recursive_mutex sqlite_writer_;
};

// Turns a caught database exception into a Status (Internal, the detail logged with bound
// values redacted; Unavailable for a storage fault).
seo::sdk::Status databaseError(const std::exception& e);

}  // namespace seo::core
