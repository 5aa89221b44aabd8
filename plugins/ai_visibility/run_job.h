// The run job: asks every check of a run, stores each full answer with what was found in it
// and adds it to the daily figures, then ends the run with its stability figures. Safe to run
// again: a check already stored is not asked again, and a run ends once.
#pragma once

#include <cstdint>

#include "plugins/ai_visibility/run.h"
#include "seo/sdk/job.h"

namespace seo::plugins::ai_visibility {

// The webhook event a run's end emits (once, in the transaction that ends it), whatever its
// status: completed, partial or failed.
inline constexpr const char* kRunCompletedEvent = "ai_visibility.run.completed";
inline constexpr const char* kRunCompletedEventSchema = R"j({"type": "object",
  "required": ["run_id", "campaign_id", "status", "checks_planned", "checks_answered"],
  "properties": {
    "run_id": {"type": "string", "format": "uuid"},
    "campaign_id": {"type": "string", "format": "uuid"},
    "status": {"type": "string", "enum": ["completed", "partial", "failed"]},
    "checks_planned": {"type": "integer"}, "checks_answered": {"type": "integer"},
    "checks_failed": {"type": "integer"},
    "error": {"type": ["string", "null"], "description": "why checks failed or were not asked"}}})j";

// What a run is priced at when it is started: every check it plans, each judged when
// `judged`. Reserved from ai_credits under the run's id (run_start.h) and settled when it ends.
std::int64_t runEstimate(const Run& run, bool judged);

seo::sdk::Result<std::string> onRunJob(seo::sdk::JobContext& job);

}  // namespace seo::plugins::ai_visibility
