// A keyword of a website: the record the `keywords` table holds (with its group's name and its
// linked article), its closed sets of values and its limits, each stated once for the handlers,
// the store and the API description alike.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "seo/sdk/util/choices.h"

namespace seo::plugins::keywords {

// A keyword's status (spec, "Keyword status"): linking an article makes it `planned`, unlinking
// it `active` again; only an explicit status update makes it `ignored`.
inline constexpr seo::sdk::Choices kKeywordStatuses{"active", "planned", "ignored"};
// The optional classifications a keyword may carry (null when unset).
inline constexpr seo::sdk::Choices kOpportunities{"High", "Medium", "Low"};
inline constexpr seo::sdk::Choices kFunnelStages{"awareness", "consideration", "decision"};

// Length limits, in characters.
inline constexpr std::size_t kMaxTermChars = 200;
inline constexpr std::size_t kMaxShortTextChars = 32;  // intent, language
// Difficulty is a score from 0 to this.
inline constexpr int kMaxDifficulty = 100;

// One keyword of a website, as read from (or written to) the `keywords` table.
struct KeywordRecord {
  std::string id;
  std::string term;
  std::optional<std::int64_t> volume;
  std::optional<int> difficulty;
  std::optional<double> cpc;
  std::optional<std::string> intent;
  std::optional<std::string> opportunity;
  std::string status = "active";
  bool is_starred = false;
  std::optional<std::string> funnel_stage;
  std::optional<std::string> language;
  std::optional<std::string> group_id;
  std::optional<std::string> group_name;  // of group_id, from keyword_groups
  // The article linked to the keyword (by the content module), as it last reported it.
  std::optional<std::string> article_id;
  std::optional<std::string> article_title;
  std::optional<std::string> article_status;
  std::string created_at;
  // Rank tracking (rank_store.h): whether the keyword is tracked and, once checked, its latest
  // reading: the best position (nullopt: not in the top 100), the change against the reading
  // a week before it (positive: moved up), the URL that ranked. All nullopt when untracked.
  bool is_tracked = false;
  std::optional<int> position;
  std::optional<int> position_change;
  std::optional<std::string> ranking_url;
  std::optional<std::string> position_checked_at;
};

}  // namespace seo::plugins::keywords
