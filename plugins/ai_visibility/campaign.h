// A visibility campaign: a prompt asked of chosen models on a schedule. Brand Radar campaigns
// track named brands and competitors in the answers; Prompt Research campaigns look at which
// brands and domains the answers name, with the website itself tracked.
//
// Status: `active` (runs on its schedule) or `paused` (runs only on demand). `frequency` is the
// number of days between scheduled runs (1..365).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/util/choices.h"

namespace seo::plugins::ai_visibility {

inline constexpr std::string_view kBrandRadar = "brand_radar";
inline constexpr std::string_view kPromptResearch = "prompt_research";
inline constexpr std::string_view kActive = "active";
inline constexpr std::string_view kPaused = "paused";
inline constexpr seo::sdk::Choices kCampaignStatuses{kActive, kPaused};

// The limits of a campaign's fields (campaign_input.h reads them, the API description states
// them).
inline constexpr std::size_t kMaxPromptChars = 2000;  // prompt / custom_prompt
inline constexpr std::size_t kMaxBrandChars = 100;    // a brand's name
inline constexpr std::size_t kMaxDomainChars = 253;   // a brand's domain
inline constexpr std::size_t kMaxBrands = 10;         // Brand Radar: at least one
inline constexpr std::size_t kMaxCompetitors = 20;
inline constexpr std::size_t kMaxLanguages = 10;
inline constexpr std::size_t kMaxModels = 20;
inline constexpr std::int64_t kMaxFrequency = 365;  // days, at least 1
inline constexpr std::int64_t kDefaultFrequency = 7;
inline constexpr std::int64_t kMaxSamples = 10;  // at least 1
inline constexpr std::int64_t kDefaultSamples = 3;
// A run asks at most this many checks: models x languages x samples. Bounds what one run asks,
// spends and stores, and what a page of runs holds.
inline constexpr std::size_t kMaxChecksPerRun = 100;

// A brand as the campaign names it; `domain` lower case, may be empty.
struct Brand {
  std::string name;
  std::string domain;
};

// A model to ask: the operator's endpoint name (providers.llm_endpoints) and one of its models,
// written "endpoint/model" in the API.
struct ModelChoice {
  std::string endpoint;
  std::string model;
  std::string text() const { return endpoint + "/" + model; }
};

struct Campaign {
  std::string id;
  std::string website_id;
  std::string organization_id;
  std::string kind;    // kBrandRadar or kPromptResearch
  std::string prompt;  // Brand Radar's `prompt`, Prompt Research's `custom_prompt`
  std::vector<Brand> brands;
  std::vector<Brand> competitors;
  std::int64_t frequency = kDefaultFrequency;
  std::string status{kActive};
  std::vector<std::string> languages;
  std::vector<ModelChoice> models;
  std::int64_t samples = kDefaultSamples;
  std::optional<std::string> next_run_at;  // when the schedule runs it next; none while paused
  std::optional<std::string> last_run_at;
  std::string created_at;
  std::string updated_at;
};

// The route prefix of a kind: "/brand-radar" or "/prompt-research".
inline std::string_view kindPath(std::string_view kind) {
  return kind == kBrandRadar ? "/brand-radar" : "/prompt-research";
}

}  // namespace seo::plugins::ai_visibility
