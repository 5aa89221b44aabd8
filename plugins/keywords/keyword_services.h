// What the keywords module answers other modules at once (service.h), so none reads its tables.
//
//   keywords.keyword              {"id": "<uuid>"}
//       -> {"id", "term", "volume" (int|null), "difficulty" (int|null), "status",
//           "article_id" (uuid|null)}; NotFound when the website has no such keyword.
//   keywords.planning_candidates  {"limit": 1..100}
//       -> {"data": [{"id", "term", "volume", "difficulty"}]}: the website's `active` keywords
//          linked to no article, best first by volume x (100 - difficulty) / 100 (an unknown
//          volume counts 0, an unknown difficulty 50), then oldest first. The content module's
//          automation plans articles from them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

inline constexpr const char* kKeywordService = "keywords.keyword";
inline constexpr const char* kPlanningCandidatesService = "keywords.planning_candidates";

// The `limit` of keywords.planning_candidates: when none is asked, and the most.
inline constexpr std::int64_t kDefaultPlanningCandidates = 10;
inline constexpr std::int64_t kMaxPlanningCandidates = 100;

seo::sdk::Result<std::string> answerKeyword(seo::sdk::Host& host, std::string_view website_id,
                                            std::string_view request);
seo::sdk::Result<std::string> answerPlanningCandidates(seo::sdk::Host& host,
                                                       std::string_view website_id,
                                                       std::string_view request);

// Registers both services.
void registerServices(seo::sdk::Registrar& r);

}  // namespace seo::plugins::keywords
