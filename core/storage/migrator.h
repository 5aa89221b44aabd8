// Applies numbered schema migrations per component (core, and each plugin by name) and records
// them in schema_migrations, so each runs exactly once per database.
#pragma once

#include <string>
#include <vector>

#include "core/storage/database.h"
#include "seo/sdk/plugin.h"

namespace seo::core {

// Applies the migrations of `component` not yet recorded, in version order, each in its own
// transaction. Versions must be unique and >= 1. On failure nothing of the failing migration is
// kept and the error names the component and version. A database that records a version newer
// than any of `migrations` (a newer build migrated it) is refused with Conflict, changing nothing.
seo::sdk::Status applyMigrations(Database& db, const std::string& component,
                                 std::vector<seo::sdk::Migration> migrations);

// The highest version recorded for `component`, 0 when none.
seo::sdk::Result<int> appliedVersion(Database& db, const std::string& component);

}  // namespace seo::core
