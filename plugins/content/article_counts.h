// How many articles a website has per status, kept in the table `article_counts` by every write
// of article_store.h that adds or removes an article or changes its status, in the write's own
// transaction, so that GET /articles answers `meta.total` from a handful of rows however many
// articles there are (a filter on the day still counts rows).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <soci/soci.h>

#include "seo/sdk/host.h"

namespace seo::plugins::content {

// Adds `delta` to the count of (`website_id`, `status`).
void addToCount(soci::session& sql, const std::string& website_id, const std::string& status,
                long long delta);

// The website's articles with `status` (absent: any).
std::int64_t countedArticles(seo::sdk::Host& host, soci::session& sql,
                             const std::string& website_id,
                             const std::optional<std::string>& status);

}  // namespace seo::plugins::content
