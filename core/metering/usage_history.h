// What the usage ledger says an organization spent, day by day (UTC), for the account area's
// chart: credits net of refunds and the part past the quota that metered billing recorded.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/storage/database.h"
#include "seo/sdk/status.h"

namespace seo::core {

struct DailyUsage {
  std::string date;  // YYYY-MM-DD
  std::string resource;
  std::int64_t credits = 0;  // spent less refunded that day
  std::int64_t overage = 0;  // of which past the quota, recorded under metered billing
};

// The organization's usage from day `since` (YYYY-MM-DD) on, by day then resource; days
// without a ledger row are absent.
seo::sdk::Result<std::vector<DailyUsage>> dailyUsage(Database& db,
                                                     const std::string& organization_id,
                                                     const std::string& since);

}  // namespace seo::core
