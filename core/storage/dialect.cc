#include "core/storage/dialect.h"

namespace seo::core {

namespace {
// Any fixed number works; it only has to be the same in every process ("seo schema").
constexpr long long kSchemaLockKey = 0x5E05C4E4A;
}  // namespace

void beginWrite(soci::session& sql, Dialect dialect) {
  sql << (dialect == Dialect::Sqlite ? "BEGIN IMMEDIATE" : "BEGIN");
}

const char* forUpdate(Dialect dialect) {
  return dialect == Dialect::Postgresql ? " FOR UPDATE" : "";
}

const char* forUpdateSkipLocked(Dialect dialect) {
  return dialect == Dialect::Postgresql ? " FOR UPDATE SKIP LOCKED" : "";
}

void lockSchema(soci::session& sql, Dialect dialect) {
  if (dialect == Dialect::Postgresql) {
    long long key = kSchemaLockKey;
    sql << "SELECT pg_advisory_xact_lock(:k)", soci::use(key);
  }
}

}  // namespace seo::core
