// File: sql_dialect.h
// The few SQL spellings that differ between SQLite and PostgreSQL and that modules need, in one
// place (Host::dialect() says which one a session speaks). Header-only.
#pragma once

#include "seo/sdk/host.h"

namespace seo::sdk {
inline namespace v2 {

// Suffix for a SELECT whose rows the transaction then updates, or whose values it must keep
// until it commits: " FOR UPDATE" on PostgreSQL; SQLite's write transaction already excludes
// other writers.
inline const char* forUpdate(Dialect dialect) {
  return dialect == Dialect::Postgresql ? " FOR UPDATE" : "";
}

// Suffix for an ORDER BY tie-break on text: byte order on both backends (PostgreSQL would
// otherwise follow the database's locale, and the two must answer the same order).
inline const char* byteOrder(Dialect dialect) {
  return dialect == Dialect::Postgresql ? " COLLATE \"C\"" : "";
}

}  // namespace v2
}  // namespace seo::sdk
