// Usage and billing in the account area: GET /api/v1/usage answers each credit bucket of the
// organization (used, quota, when it resets) and the daily use the usage ledger recorded, for
// the console's chart; GET and PATCH /organization read the organization and let its owner turn
// metered billing on and off (the spec: "metered billing, enabled in the account billing usage
// area, allows overage").
#pragma once

#include "core/loader/registrations.h"
#include "core/storage/database.h"

namespace seo::core {

void registerUsageRoutes(Registrations& r, Database& db);
void registerOrganizationRoutes(Registrations& r, Database& db);

}  // namespace seo::core
