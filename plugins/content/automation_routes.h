// Content automation (automation_settings.h), registered by registerAutomation: GET and PATCH
// /content/automation, and the planner, the durable job `content.plan`, one chain per website.
//
// Each planner run, for a website whose automation has a flag on:
//   1. auto_plan: tops the week up to articles_per_week articles planned by the automation,
//      from the keywords module's planning candidates (`keywords.planning_candidates`: the
//      best unplanned keywords by volume x (100 - difficulty) / 100), each linked to its
//      keyword, of the default type, without an outline (generation drafts it); with
//      auto_publish each gets the next free publishing slot (publish_days at publish_time in
//      time_zone, one article per day) as its schedule.
//   2. auto_generate: queues the generation of planned articles (automation_settings.h), when
//      ai_credits are left.
//   3. publishing needs no step: a completed article with a schedule publishes at its time.
//   Then it enqueues the next run an hour later and records what it did (GET's `last_run`).
// Saving settings with a flag on starts a run now (the chain's older job finds it is no longer
// its turn); saving them all off ends the chain at its next run.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

inline constexpr const char* kPlanJob = "content.plan";
inline constexpr int kPlannerIntervalSeconds = 3600;

void registerAutomation(seo::sdk::Registrar& r);

seo::sdk::Result<seo::sdk::Response> onGetAutomation(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onUpdateAutomation(seo::sdk::RequestContext& ctx);
seo::sdk::Result<std::string> onPlanJob(seo::sdk::JobContext& job);

}  // namespace seo::plugins::content
