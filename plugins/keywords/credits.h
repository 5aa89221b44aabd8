// What the keywords module spends (spec, "Limits"): `keyword_research` credits per research job
// and per enrichment call, and `crawl_credits` per term an enrichment looks up.
#pragma once

#include <cstdint>

namespace seo::plugins::keywords {

inline constexpr const char* kKeywordResearchCredits = "keyword_research";
inline constexpr std::int64_t kResearchCost = 10;  // one POST /keywords/research
inline constexpr std::int64_t kEnrichCost = 10;    // one POST /keywords with enrich: true
inline constexpr const char* kCrawlCredits = "crawl_credits";
inline constexpr std::int64_t kCrawlCostPerTerm = 1;  // per term an enrichment looks up

}  // namespace seo::plugins::keywords
