// The background work of AI keyword research (job kind `keywords.research`): related terms for
// the seeds from the search-term provider, more suggested by the LLM (when one is configured),
// figures for all of them, ranked by volume. The job's result:
//
//   {"seed_keywords": [...], "language": "en", "country": "US", "count": 2,
//    "source": "dataforseo", "estimate": false,
//    "ai": {"model": "gpt-4o-mini", "total_tokens": 812} | {"skipped": "<why>"},
//    "keywords": [{"term", "volume", "difficulty", "cpc", "intent",
//                  "source": "dataforseo", "suggested_by": "provider" | "llm"}, ...]}
//
// A failure that ends the job (a permanent error, or the last attempt) gives back the
// keyword_research credits POST /keywords/research spent, once.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/sdk.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::keywords {

inline constexpr const char* kResearchJob = "keywords.research";
inline constexpr int kResearchAttempts = 3;

// How many keywords a research answers (its `limit`): when none is asked, and the most.
inline constexpr int kDefaultResearchLimit = 50;
inline constexpr int kMaxResearchLimit = 200;

// A research job's status, as the host keeps it (job.h).
inline constexpr std::string_view kJobPending = "pending";
inline constexpr std::string_view kJobProcessing = "processing";
inline constexpr std::string_view kJobCompleted = "completed";
inline constexpr std::string_view kJobFailed = "failed";
inline constexpr seo::sdk::Choices kResearchJobStatuses{kJobPending, kJobProcessing, kJobCompleted,
                                                        kJobFailed};
// A research that has ended, with its keywords or its error.
inline bool researchEnded(std::string_view status) {
  return status == kJobCompleted || status == kJobFailed;
}
// Who suggested a researched keyword: the search-term provider, or the LLM.
inline constexpr std::string_view kByProvider = "provider";
inline constexpr std::string_view kByLlm = "llm";
inline constexpr seo::sdk::Choices kSuggestedBy{kByProvider, kByLlm};

// What POST /keywords/research asked for: the job's payload.
struct ResearchRequest {
  std::vector<std::string> seed_keywords;
  std::string language;
  std::string country;
  int limit = kDefaultResearchLimit;
};

std::string researchPayload(const ResearchRequest& request);

seo::sdk::Result<std::string> onResearch(seo::sdk::JobContext& job);

}  // namespace seo::plugins::keywords
