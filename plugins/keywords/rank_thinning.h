// Thinning old readings: past settings.keywords.rank_retention_days (rank_server_settings.h), a
// keyword keeps the first reading of each week (weeks from Monday, UTC) in each place (device and
// country), so a history of years stays small while the recent one stays daily. Each website's
// pass starts a week before where the last one stopped (keyword_rank_thinning), so the rows a
// pass reads are the ones that grew old since, whatever the size of the history.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// Of one keyword's readings in time order (ISO times, each with its place), the indexes of those
// that are not the first of their week in their place: the ones thinning deletes.
struct ReadingTime {
  std::string checked_at, place;
};
std::vector<std::size_t> readingsToThin(const std::vector<ReadingTime>& readings);

// Thins `website_id`'s readings older than the retention, once a day at most; how many it
// deleted into `*deleted`.
seo::sdk::Status thinRankings(seo::sdk::Host& host, const std::string& website_id,
                              std::int64_t* deleted);

}  // namespace seo::plugins::keywords
