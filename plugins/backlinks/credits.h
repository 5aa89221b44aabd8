// What the backlinks module spends (spec, "Limits"): `backlink_research` credits per campaign
// (its research), and `ai_credits` by tokens for the LLM's work (the host meters those itself).
#pragma once

#include <cstdint>

namespace seo::plugins::backlinks {

inline constexpr const char* kBacklinkResearchCredits = "backlink_research";
inline constexpr std::int64_t kResearchCost = 20;  // one POST /campaigns

}  // namespace seo::plugins::backlinks
