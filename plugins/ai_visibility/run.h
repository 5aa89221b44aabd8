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
#include "seo/sdk/util/choices.h"

namespace seo::plugins::ai_visibility {

inline constexpr std::string_view kRunJob = "ai_visibility.run";
inline constexpr int kRunAttempts = 3;

inline constexpr seo::sdk::Choices kRunStatuses{"queued", "running", "completed", "partial",
                                                "failed"};
// The statuses a run ends with (the completion event's `status`).
inline constexpr seo::sdk::Choices kRunEndings{"completed", "partial", "failed"};

// What started a run: a call to POST .../runs, or the campaign's schedule.
inline constexpr std::string_view kManualTrigger = "manual";
inline constexpr std::string_view kScheduleTrigger = "schedule";
inline constexpr seo::sdk::Choices kRunTriggers{kManualTrigger, kScheduleTrigger};

// A page of a campaign's runs: `limit` by default and at most (each run holds its answers).
inline constexpr std::int64_t kDefaultRunsLimit = 10;
inline constexpr std::int64_t kMaxRunsLimit = 20;

// A brand a run looks for: the campaign's brands (role "brand") and competitors (role
// "competitor"); a Prompt Research run tracks the website itself as its brand.
inline constexpr seo::sdk::Choices kTrackedRoles{"brand", "competitor"};
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
  std::string trigger;  // one of kRunTriggers
  std::string status;   // one of kRunStatuses
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
