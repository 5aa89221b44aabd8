// The auth epoch: a count in the database (table auth_epoch, one row) moved on by every change to
// what authentication reads (a key's state, a membership, a plan's API access, an organization's
// plan), in the change's own transaction. Every process's AuthCache watches it.
#pragma once

#include <cstdint>

#include "core/storage/database.h"

namespace seo::core {

// Counts the epoch up; call inside the transaction that makes the change.
void bumpAuthEpoch(soci::session& sql);

// The current epoch.
seo::sdk::Result<std::int64_t> readAuthEpoch(Database& db);

// How many changes this process has committed since it started: a cache in this process rereads
// the epoch as soon as this moves, rather than at its next interval. Call after the commit.
std::uint64_t localAuthChanges();
void noteLocalAuthChange();

}  // namespace seo::core
