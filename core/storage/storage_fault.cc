#include "core/storage/storage_fault.h"

#include <cctype>
#include <cstring>

#include <libpq-fe.h>
#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>

namespace seo::core {
namespace {

using seo::sdk::Dialect;
using seo::sdk::Status;

StorageFault faultOfSqliteCode(int code) {
  switch (code & 0xff) {  // the primary code of an extended one
    case SQLITE_FULL: return StorageFault::Full;
    case SQLITE_READONLY:
    case SQLITE_IOERR:
    case SQLITE_CANTOPEN: return StorageFault::Unwritable;
    default: return StorageFault::None;
  }
}

StorageFault faultOfSqlState(const std::string& state) {
  if (state == "53100") return StorageFault::Full;  // disk_full
  if (state == "25006") return StorageFault::Unwritable;  // read_only_sql_transaction
  // Connection exceptions, and the server going down under the session: admin_shutdown,
  // crash_shutdown, cannot_connect_now.
  if (state.rfind("08", 0) == 0 || state == "57P01" || state == "57P02" || state == "57P03") {
    return StorageFault::ConnectionLost;
  }
  return StorageFault::None;
}

}  // namespace

StorageFault faultOfException(const std::exception& e) noexcept {
  if (const auto* pg = dynamic_cast<const soci::postgresql_soci_error*>(&e)) {
    try {
      StorageFault fault = faultOfSqlState(pg->sqlstate());
      if (fault != StorageFault::None) return fault;
    } catch (...) {
    }
    return pg->get_error_category() == soci::soci_error::connection_error
               ? StorageFault::ConnectionLost
               : StorageFault::None;
  }
  if (const auto* lite = dynamic_cast<const soci::sqlite3_soci_error*>(&e)) {
    return faultOfSqliteCode(lite->result());
  }
  return StorageFault::None;
}

StorageFault faultOfConnection(soci::session& sql, Dialect dialect) noexcept {
  soci::details::session_backend* backend = sql.get_backend();
  if (backend == nullptr) return StorageFault::ConnectionLost;  // a re-open that failed
  if (dialect == Dialect::Postgresql) {
    PGconn* conn = static_cast<soci::postgresql_session_backend*>(backend)->conn_;
    return conn == nullptr || PQstatus(conn) != CONNECTION_OK ? StorageFault::ConnectionLost
                                                              : StorageFault::None;
  }
  sqlite_api::sqlite3* conn = static_cast<soci::sqlite3_session_backend*>(backend)->conn_;
  return conn == nullptr ? StorageFault::Unwritable
                         : faultOfSqliteCode(sqlite_api::sqlite3_extended_errcode(conn));
}

bool connectionAlive(soci::session& sql, Dialect dialect) noexcept {
  if (dialect != Dialect::Postgresql) return true;
  try {
    return sql.get_backend() != nullptr && sql.is_connected();
  } catch (...) {
    return false;
  }
}

Status statusOf(StorageFault fault) {
  switch (fault) {
    case StorageFault::Full:
      return Status::unavailable(
          "Storage is full: the server cannot save changes until space is freed");
    case StorageFault::Unwritable:
      return Status::unavailable("Storage cannot be written: the server cannot save changes");
    case StorageFault::ConnectionLost:
    case StorageFault::None:
    default: return Status::unavailable("Service temporarily unavailable");
  }
}

std::string redactedDatabaseText(std::string_view text) {
  // SOCI writes each bound value as :name="value" (its quotes unescaped), after " with ".
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t eq = text.find("=\"", i);
    if (eq == std::string_view::npos) break;
    // Only a placeholder's value: ":name" right before the '='.
    std::size_t name = eq;
    while (name > i && (std::isalnum(static_cast<unsigned char>(text[name - 1])) ||
                        text[name - 1] == '_')) {
      --name;
    }
    if (name == eq || name == i || text[name - 1] != ':') {
      out.append(text.substr(i, eq + 2 - i));
      i = eq + 2;
      continue;
    }
    out.append(text.substr(i, eq + 1 - i));
    out.append("<redacted>");
    // The value ends at the quote that precedes ", :next=" or the end of the list.
    std::size_t end = text.find("\", :", eq + 2);
    if (end == std::string_view::npos) {
      end = text.rfind('"');
      if (end == std::string_view::npos || end < eq + 2) end = text.size();
    }
    i = end + 1;
  }
  if (i < text.size()) out.append(text.substr(i));
  return out;
}

}  // namespace seo::core
