// The LLM's part of a campaign's research: one chat that scores every prospect's relevance
// (0 to 100, with its reasons) and proposes the campaign's general strategies. What the sites
// said reaches the model only as data (prompt_data.h). Without a configured model, or when it
// fails or answers nonsense, the research keeps the documented heuristic scores
// (opportunity_assessment.h) and the offline strategies below, and says so.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

struct ProspectBrief {
  std::string id;  // the opportunity's
  std::string url;
  std::string title;
  std::string snippet;
  std::string strategy;
};

struct ResearchBrief {
  std::string keyword;
  std::string niche;
  std::string language;
  std::string target_domain;
  std::vector<ProspectBrief> prospects;  // at most kMaxReviewedProspects are shown
};

inline constexpr std::size_t kMaxReviewedProspects = 40;
inline constexpr std::size_t kMaxStrategies = 8;

struct ProspectReview {
  int relevance_score = 0;
  std::string reasoning;
};

struct ResearchReview {
  std::map<std::string, ProspectReview> by_id;  // the prospects the model scored
  std::string strategies_json;                  // a JSON array of {title, description, source}
  std::string model;                            // "" when no model was used
  std::int64_t total_tokens = 0;
  std::string skipped;  // why no model output was used, else ""
};

seo::sdk::ChatRequest reviewChat(const ResearchBrief& brief);
// The model's answer `content`, kept to the prospects of `brief`; BadGateway naming what is
// wrong when it is not usable.
seo::sdk::Result<ResearchReview> readReview(std::string_view content, const ResearchBrief& brief);
// The offline general strategies for a keyword and niche: a fixed, documented set, each marked
// `"source": "offline"`, so nobody mistakes them for the model's.
std::string offlineStrategies(std::string_view keyword, std::string_view niche);

// Asks the host's LLM for `organization_id` (spending its ai_credits) and reads the answer;
// never fails: without a model, out of credits, or on a bad answer, the review holds the offline
// strategies, no scores, and the reason in `skipped`.
ResearchReview reviewResearch(seo::sdk::Host& host, const std::string& organization_id,
                              const ResearchBrief& brief);

}  // namespace seo::plugins::backlinks
