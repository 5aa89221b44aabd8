// One check of a run as stored: a model's full answer (or why there is none) with what was
// found in it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "seo/sdk/util/choices.h"

namespace seo::plugins::ai_visibility {

inline constexpr seo::sdk::Choices kAnswerStatuses{"answered", "failed"};
// How the judge reads a tracked brand's mention; "unknown" when none judged it.
inline constexpr seo::sdk::Choices kSentiments{"positive", "neutral", "negative", "unknown"};

// One tracked brand in one answer.
struct Detection {
  std::string name;
  std::string role;  // "brand" or "competitor"
  bool mentioned = false;
  std::int64_t mentions = 0;
  std::int64_t position = 0;  // 1-based among the tracked brands named; 0 when not named
  bool cited = false;         // its domain among the answer's citations
  // "positive", "neutral" or "negative" from the judge; "unknown" when none judged it.
  std::string sentiment = "unknown";
};

struct Answer {
  std::string id;
  std::string run_id;
  std::string campaign_id;
  std::string endpoint;
  std::string model;
  std::string collection;  // "api" or "web_search": how the endpoint collects answers
  std::string language;
  std::int64_t sample = 0;  // 1..samples
  std::string status;       // one of kAnswerStatuses
  std::optional<std::string> error;
  std::optional<std::string> content;
  std::optional<std::string> answered_model;  // the model name the endpoint reported
  std::vector<std::string> citations;
  std::vector<std::string> cited_domains;
  std::vector<Detection> detections;
  // The judge's list of other brands named, in order; nullopt when no judge looked.
  std::optional<std::vector<std::string>> other_brands;
  std::int64_t tokens = 0;
  std::string created_at;
};

}  // namespace seo::plugins::ai_visibility
