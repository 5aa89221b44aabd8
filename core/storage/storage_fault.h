// What a failed database call says about the database itself, as opposed to the statement: the
// connection is gone (PostgreSQL restarted), the storage is full, or it cannot be written. Read
// from the driver's error class and the connection's own state, never from message text, and
// after a plugin's call as well, whose exceptions the SDK barrier has already turned into a
// Status (the connection still tells what happened).
#pragma once

#include <exception>
#include <string>
#include <string_view>

#include <soci/soci.h>

#include "seo/sdk/host.h"
#include "seo/sdk/status.h"

namespace seo::core {

enum class StorageFault {
  None,            // the statement failed, not the database: the caller's error stands
  ConnectionLost,  // the connection is broken: discard it and re-open (PostgreSQL)
  Full,            // no space for what a write needs (SQLITE_FULL, SQLSTATE 53100)
  Unwritable,      // the storage refuses writes (read-only file system, I/O error)
};

// The fault `e` names by its class (SOCI's error category, SQLite's result code, PostgreSQL's
// SQLSTATE); None for errors of the statement.
StorageFault faultOfException(const std::exception& e) noexcept;

// The fault `sql`'s own state shows after a call failed: a PostgreSQL connection whose status
// is bad; SQLite's last result code on the connection. Costs no round trip. Call it before
// anything else runs on `sql` (a ROLLBACK would clear SQLite's code).
StorageFault faultOfConnection(soci::session& sql, seo::sdk::Dialect dialect) noexcept;

// Whether `sql` can still reach its database: PostgreSQL sends an empty command (one round
// trip); SQLite always can. Never throws.
bool connectionAlive(soci::session& sql, seo::sdk::Dialect dialect) noexcept;

// The answer for a fault, a fixed sentence with no detail: every client sees the same 503.
seo::sdk::Status statusOf(StorageFault fault);

// `text` (a driver's message) with the values bound to its statement blanked: SOCI appends
// `with :name="value"` to a failed statement's message, and a value may be a key's hash or a
// token. What is left (the statement and the driver's words) is for the log, never for a client.
std::string redactedDatabaseText(std::string_view text);

}  // namespace seo::core
