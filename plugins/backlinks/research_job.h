// A campaign's research, a durable job started when the campaign is created: search (the SERP
// provider, with the campaign's footprints), prospects (one per site; not the target's, not a
// mass platform), reading each prospect's page and contact pages (robots.txt respected), the
// offline assessment, then the LLM's review of every prospect and the campaign's general
// strategies. The campaign's `progress` follows each stage; the opportunities appear as they are
// found. A research that ends failed gives back the campaign's backlink_research credits, once.
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

std::string researchPayload(const std::string& campaign_id);
// The progress of a campaign whose research has not started: {"stage": "queued", ...}.
std::string queuedProgress();

seo::sdk::Result<std::string> onResearch(seo::sdk::JobContext& job);

}  // namespace seo::plugins::backlinks
