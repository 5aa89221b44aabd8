// AI keyword research (spec, Keywords): registerResearch registers its routes with their
// documentation, the research job (research_job.h) and the job's webhook events.
//   POST /keywords/research
//     {seed_keywords, language?, country?, limit?, sync?, sync_timeout_seconds?}
//     spends keyword_research credits and enqueues a durable job (research_job.h), in one
//     transaction; 202 {data: {job_id, status: "pending", poll_url}}. With `sync: true` it waits
//     up to sync_timeout_seconds (default 10, at most 30) and answers 200 with the finished job,
//     or 202 with the pending handle when the wait runs out.
//   GET /keywords/research/{jobId}
//     {data: {job_id, status, poll_url, created_at, updated_at, result? | error?}}; a job of
//     another website (or organization) is 404.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

void registerResearch(seo::sdk::Registrar& r);

}  // namespace seo::plugins::keywords
