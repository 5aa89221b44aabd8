#include "core/storage/migrator.h"

#include <algorithm>

#include "core/common/clock.h"
#include "core/common/log.h"
#include "core/storage/dialect.h"

namespace seo::core {
namespace {

using seo::sdk::Migration;
using seo::sdk::Result;
using seo::sdk::Status;

Status ensureTable(Database& db) {
  return db.withTransaction([&db](soci::session& sql) {
    lockSchema(sql, db.dialect());  // two processes creating it at once would collide
    sql << "CREATE TABLE IF NOT EXISTS schema_migrations ("
           "component TEXT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL, "
           "applied_at TEXT NOT NULL, PRIMARY KEY (component, version))";
    return Status::ok();
  });
}

}  // namespace

Result<int> appliedVersion(Database& db, const std::string& component) {
  if (Status s = ensureTable(db); !s.isOk()) return s;
  int version = 0;
  Status s = db.withSession([&](soci::session& sql) {
    soci::indicator ind;
    sql << "SELECT MAX(version) FROM schema_migrations WHERE component = :c",
        soci::use(component), soci::into(version, ind);
    if (ind != soci::i_ok) version = 0;
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return version;
}

Status applyMigrations(Database& db, const std::string& component,
                       std::vector<Migration> migrations) {
  std::sort(migrations.begin(), migrations.end(),
            [](const Migration& a, const Migration& b) { return a.version < b.version; });
  for (std::size_t i = 0; i < migrations.size(); ++i) {
    if (migrations[i].version < 1 || (i > 0 && migrations[i].version == migrations[i - 1].version)) {
      return Status::invalidArgument(component + ": migration versions must be unique and >= 1");
    }
  }
  if (Status s = ensureTable(db); !s.isOk()) return s;
  // A database a newer build migrated holds tables this build does not know how to keep right:
  // refused rather than half understood (CHANGELOG.md: upgrades go forwards only).
  const int known = migrations.empty() ? 0 : migrations.back().version;
  Result<int> recorded = appliedVersion(db, component);
  if (!recorded.isOk()) return recorded.status();
  if (recorded.value() > known) {
    return Status::conflict(component + ": the database is at migration " +
                            std::to_string(recorded.value()) + ", newer than this build's " +
                            std::to_string(known) +
                            " (a newer build upgraded it); downgrades are not supported: run "
                            "that build, or restore the backup taken before the upgrade");
  }
  for (const Migration& m : migrations) {
    bool applied_now = false;
    Status s = db.withTransaction([&](soci::session& sql) {
      // Several processes may start at once on one database: take the schema lock, then look
      // again whether another process applied this version meanwhile.
      lockSchema(sql, db.dialect());
      int done = 0;
      int version = m.version;
      sql << "SELECT COUNT(*) FROM schema_migrations WHERE component = :c AND version = :v",
          soci::use(component), soci::use(version), soci::into(done);
      if (done > 0) return Status::ok();
      applied_now = true;
      for (const std::string& statement : m.statements) {
        sql << statement;
      }
      std::string now = isoNow();
      sql << "INSERT INTO schema_migrations (component, version, name, applied_at) "
             "VALUES (:c, :v, :n, :a)",
          soci::use(component), soci::use(version), soci::use(m.name), soci::use(now);
      return Status::ok();
    });
    if (!s.isOk()) {
      return Status::internal(component + " migration " + std::to_string(m.version) + " (" +
                              m.name + ") failed: " + s.message());
    }
    if (!applied_now) continue;
    logLine(Level::Info, "migration applied",
            {{"component", component}, {"version", m.version}, {"name", m.name}});
  }
  return Status::ok();
}

}  // namespace seo::core
