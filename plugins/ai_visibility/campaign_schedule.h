// A campaign's schedule: while it is active, a run every `frequency` days, the first at once.
// One schedule job carries each due time; only the job whose due time is still the campaign's
// next_run_at may start a run, so changing the frequency or pausing leaves older jobs with
// nothing to do, and two server processes never start the same run twice.
#pragma once

#include <soci/soci.h>

#include "plugins/ai_visibility/campaign.h"
#include "seo/sdk/host.h"
#include "seo/sdk/job.h"
#include "seo/sdk/plugin.h"

namespace seo::plugins::ai_visibility {

inline constexpr std::string_view kScheduleJob = "ai_visibility.schedule";

// Sets `c.next_run_at` and enqueues its job in `sql`'s transaction: none while paused; else
// at once when the campaign has never run, otherwise `frequency` days after its last run (or
// now, if that has passed). The caller then writes `c`.
seo::sdk::Status planSchedule(soci::session& sql, seo::sdk::Host& host, Campaign& c);

seo::sdk::Result<std::string> onScheduleJob(seo::sdk::JobContext& job);

// Registers the schedule job.
void registerSchedule(seo::sdk::Registrar& r);

}  // namespace seo::plugins::ai_visibility
