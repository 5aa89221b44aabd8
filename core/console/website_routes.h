// The organization's websites, as the console lists them for its website picker and account
// area (GET /api/v1/websites), and a new one added by an owner or admin (POST). The host's own
// table, for a key's organization or a session's alike.
#pragma once

#include "core/loader/registrations.h"
#include "core/storage/database.h"

namespace seo::core {

void registerWebsiteRoutes(Registrations& r, Database& db);

}  // namespace seo::core
