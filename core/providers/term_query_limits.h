// What every provider of search-term figures accepts in a TermQuery: DataForSEO's limits, which
// the offline estimator holds to as well, so a plugin meets the same refusals offline as in
// production.
#pragma once

#include <cstddef>

#include "seo/sdk/term_metrics.h"

namespace seo::core {

// The most terms of one overview or search-volume call, and the most seeds of an ideas call.
inline constexpr std::size_t kMaxTermsPerQuery = 700;
inline constexpr std::size_t kMaxSeedsPerQuery = 200;
// The most suggestions one ideas call answers.
inline constexpr int kMaxIdeasLimit = 1000;

// The query's Google Ads location code (from its country), or InvalidArgument naming the field
// it breaks: terms (none, too many, or a blank one), language, limit (`ideas` only), country.
seo::sdk::Result<int> checkTermQuery(const seo::sdk::TermQuery& query, bool ideas);

}  // namespace seo::core
