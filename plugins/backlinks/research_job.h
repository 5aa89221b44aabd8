// A campaign's research, a durable job started when the campaign is created: search (the SERP
// provider, with the campaign's footprints), prospects (one per site; not the target's, not a
// mass platform), reading each prospect's page and contact pages (robots.txt respected), the
// offline assessment, then the LLM's review of every prospect and the campaign's general
// strategies. It runs in slices, each its own job of this kind handing the rest to the next
// (research_state.h), and the campaign's research_job_id names the one at work. The campaign's
// `progress` follows each stage; the opportunities appear as they are found. A research that
// ends failed gives back the campaign's backlink_research credits, once.
#pragma once

#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

inline constexpr const char* kResearchJob = "backlinks.research";
inline constexpr int kResearchAttempts = 3;
// The most prospects one research reads and keeps.
inline constexpr std::size_t kMaxProspects = 40;
// Results asked for per footprint query.
inline constexpr int kResultsPerQuery = 20;

seo::sdk::Result<std::string> onResearch(seo::sdk::JobContext& job);

}  // namespace seo::plugins::backlinks
