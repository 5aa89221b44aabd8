// Keeps the stored CMS connection settings sealed under the current key: seals the ones stored
// in plain text before secrets were sealed, and re-seals those of an older key after a rotation.
#pragma once

#include "core/secrets/sealer.h"
#include "core/storage/database.h"

namespace seo::core {

// How many connections were (re)sealed. Each row is rewritten in its own short transaction, only
// if it still holds what was read, so a connect running meanwhile is never overwritten.
seo::sdk::Result<int> resealConnections(Database& db, const Sealer& sealer);

}  // namespace seo::core
