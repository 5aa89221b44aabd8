// Where SQLite and PostgreSQL differ, in one place. Everything else is portable SQL.
#pragma once

#include <soci/soci.h>

#include <string>

#include "seo/sdk/host.h"

namespace seo::core {

using seo::sdk::Dialect;

// Opens a write transaction. SQLite: BEGIN IMMEDIATE takes the write lock up front, since two
// deferred transactions that both read and then write would deadlock on upgrade, which the busy
// timeout cannot resolve. PostgreSQL: BEGIN (row locks do the rest).
void beginWrite(soci::session& sql, Dialect dialect);

// Suffix for a SELECT inside a write transaction that must lock the rows it reads: " FOR UPDATE"
// on PostgreSQL; "" on SQLite, whose write transaction already excludes other writers.
const char* forUpdate(Dialect dialect);

// Suffix for a SELECT that claims work: " FOR UPDATE SKIP LOCKED" on PostgreSQL, so concurrent
// claimers in several processes each get a different row without waiting; "" on SQLite.
const char* forUpdateSkipLocked(Dialect dialect);

// Serializes schema migrations across processes sharing one database, for the rest of the
// current transaction: a transaction-scoped advisory lock on PostgreSQL; nothing on SQLite, where
// the write transaction already does it.
void lockSchema(soci::session& sql, Dialect dialect);

// Ends the use of a statement that stays prepared, its bindings already cleaned up: SQLite resets
// it (a statement stopped before its last row would hold its read transaction open) and clears
// its parameters; PostgreSQL frees its last result and forgets the caller's parameter buffers.
void finishStatement(soci::statement& statement, Dialect dialect);

// libpq's "key=value" connection string for a postgresql:// URL (SOCI 4.0 does not hand URLs to
// libpq intact): host, port, dbname, user and password (percent-decoded), and query parameters
// as further keys. Values are quoted with \\ and \' escaped. Unless the URL sets `options`,
// NOTICEs are turned off, since libpq would print them on stderr amid the JSON log lines.
seo::sdk::Result<std::string> postgresConnectString(const std::string& url);

}  // namespace seo::core
