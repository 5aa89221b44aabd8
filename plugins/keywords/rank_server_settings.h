// The operator's settings of rank tracking (settings.keywords.* in the server's configuration),
// each read with its default and bounds; a value out of bounds is logged and the default used.
#pragma once

#include <cstdint>

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// settings.keywords.rank_poll_seconds (60, 1 to 3600): how soon a run follows one that left
// checks pending.
int rankPollSeconds(seo::sdk::Host& host);

// settings.keywords.rank_retention_days (365, 30 to 3650): readings older than this many days are
// thinned to one a week (rank_thinning.h).
inline constexpr std::int64_t kDefaultRankRetentionDays = 365;
std::int64_t rankRetentionDays(seo::sdk::Host& host);

}  // namespace seo::plugins::keywords
