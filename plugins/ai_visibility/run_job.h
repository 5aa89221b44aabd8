// The run job: asks every check of a run, stores each full answer with what was found in it
// and adds it to the daily figures, then ends the run with its stability figures. Safe to run
// again: a check already stored is not asked again, and a run ends once.
#pragma once

#include "seo/sdk/job.h"

namespace seo::plugins::ai_visibility {

seo::sdk::Result<std::string> onRunJob(seo::sdk::JobContext& job);

}  // namespace seo::plugins::ai_visibility
