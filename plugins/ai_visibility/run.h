// A run of a campaign: every model asked the prompt in every language, `samples` times each.
//
// Status: `queued` -> `running` -> `completed` (every check answered), `partial` (some checks
// failed: the model errored, or the credits ran out midway) or `failed` (no check answered).
// Failed checks leave every denominator (PROVIDERS.md: one check = one prompt x one model x
// one run).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "plugins/ai_visibility/campaign.h"

namespace seo::plugins::ai_visibility {

inline constexpr std::string_view kRunJob = "ai_visibility.run";
inline constexpr int kRunAttempts = 3;

// A brand a run looks for: the campaign's brands (role "brand") and competitors (role
// "competitor"); a Prompt Research run tracks the website itself as its brand.
struct TrackedEntry {
  std::string name;
  std::string domain;
  std::string role;  // "brand" or "competitor"
};

struct Run {
  std::string id;
  std::string campaign_id;
  std::string website_id;
  std::string organization_id;
  std::string trigger;  // "manual" or "schedule"
  std::string status;
  std::optional<std::string> job_id;
  std::string prompt;
  std::vector<TrackedEntry> tracked;
  std::vector<std::string> languages;
  std::vector<ModelChoice> models;
  std::int64_t samples = 0;
  std::string day;  // the UTC day the run counts for
  std::int64_t checks_planned = 0;
  std::int64_t checks_answered = 0;
  std::int64_t checks_failed = 0;
  std::int64_t tokens = 0;
  std::optional<std::string> judge;  // "endpoint/model" of the sentiment judge, if any
  std::optional<std::string> error;
  std::string created_at;
  std::optional<std::string> started_at;
  std::optional<std::string> finished_at;
};

}  // namespace seo::plugins::ai_visibility
