// The run job: asks every check of a run, stores each full answer with what was found in it
// and adds it to the daily figures, then ends the run with its stability figures. Safe to run
// again: a check already stored is not asked again, and a run ends once.
#pragma once

#include <cstdint>
#include <string>

#include "plugins/ai_visibility/run.h"
#include "seo/sdk/job.h"

namespace seo::plugins::ai_visibility {

// The webhook event a run's end emits (once, in the transaction that ends it), whatever its
// status: completed, partial or failed.
inline constexpr const char* kRunCompletedEvent = "ai_visibility.run.completed";
// Its `data` as JSON Schema.
std::string runCompletedEventSchema();

// What a run is priced at when it is started: every check it plans, each judged when
// `judged`. Reserved from ai_credits under the run's id (run_start.h) and settled when it ends.
std::int64_t runEstimate(const Run& run, bool judged);

seo::sdk::Result<std::string> onRunJob(seo::sdk::JobContext& job);

}  // namespace seo::plugins::ai_visibility
