// The analytics module's two SQL differences between SQLite and PostgreSQL, in one place.
#pragma once

#include "seo/sdk/host.h"

namespace seo::plugins::analytics {

// Suffix for an ORDER BY tie-break on text: byte order on both backends (PostgreSQL would
// otherwise follow the database's locale, and the two must answer the same order).
inline const char* byteOrder(seo::sdk::Dialect dialect) {
  return dialect == seo::sdk::Dialect::Postgresql ? " COLLATE \"C\"" : "";
}

// Suffix for a SELECT whose rows the transaction then updates: " FOR UPDATE" on PostgreSQL;
// SQLite's write transaction already excludes other writers.
inline const char* forUpdate(seo::sdk::Dialect dialect) {
  return dialect == seo::sdk::Dialect::Postgresql ? " FOR UPDATE" : "";
}

}  // namespace seo::plugins::analytics
