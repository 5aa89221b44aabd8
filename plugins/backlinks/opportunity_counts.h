// How many opportunities a campaign has per (status, strategy), kept in the table
// `backlink_opportunity_counts` by every write that adds opportunities or changes their status,
// in the write's own transaction, so that a campaign's list answers `meta.total` from a handful
// of rows whatever the number of opportunities (a filter on relevance still counts rows).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <soci/soci.h>

#include "seo/sdk/host.h"

namespace seo::plugins::backlinks {

// Adds `delta` to the count of (`campaign_id`, `status`, `strategy`).
void addToCount(soci::session& sql, const std::string& campaign_id, const std::string& status,
                const std::string& strategy, long long delta);

// The campaign's opportunities with `status` and `strategy` (either may be absent: any).
std::int64_t countedOpportunities(seo::sdk::Host& host, soci::session& sql,
                                  const std::string& campaign_id,
                                  const std::optional<std::string>& status,
                                  const std::optional<std::string>& strategy);

}  // namespace seo::plugins::backlinks
