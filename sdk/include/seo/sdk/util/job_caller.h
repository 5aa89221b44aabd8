// File: job_caller.h (header-only)
// The caller a job spends credits as: no key, the job's organization and website, so that
// Credits::consume (which takes a request's context) bills the organization that queued the
// work, and the usage ledger records "JOB <kind>" with the job's id.
//
//   SEO_RETURN_IF_ERROR(host.credits().consume(sql, jobCaller(job), "crawl_credits", 1));
#pragma once

#include "seo/sdk/job.h"
#include "seo/sdk/request_context.h"

namespace seo::sdk {
inline namespace v2 {

inline RequestContext jobCaller(const JobContext& job) {
  RequestContext ctx;
  ctx.request_id = job.job_id;
  ctx.method = "JOB";
  ctx.path = job.kind;
  ctx.caller.organization_id = job.organization_id;
  ctx.caller.website_organization_id = job.organization_id;
  ctx.caller.website_id = job.website_id;
  ctx.host = job.host;
  return ctx;
}

}  // namespace v2
}  // namespace seo::sdk
