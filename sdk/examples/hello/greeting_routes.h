// The greetings area: its routes, their documentation and their handlers.
//   POST /hello/greetings {"name": "Ada"}   -> 201 {"data": {"id", "message", "created_at"}}
//   GET  /hello/greetings?limit=&page=      -> {"data": [...], "meta": {"total", "page", "limit"}}
//   POST /hello/greetings/count             -> 202 {"data": {"job_id", "status"}}: a job counts
//   GET  /hello/greetings/count/{id}        -> {"data": {"job_id", "status", "count"}}: poll it
#pragma once

#include "seo/sdk/sdk.h"

namespace hello {

inline constexpr const char* kCountJob = "hello.count";

// Registers the routes below and the job, each route with its documentation.
void registerGreetings(seo::sdk::Registrar& r);

// A validated POST: parse, then one transaction, then the answer.
seo::sdk::Result<seo::sdk::Response> onCreateGreeting(seo::sdk::RequestContext& ctx);
// A paginated list.
seo::sdk::Result<seo::sdk::Response> onListGreetings(seo::sdk::RequestContext& ctx);
// Enqueues kCountJob in the same transaction as nothing else: it exists once this commits.
seo::sdk::Result<seo::sdk::Response> onCountGreetings(seo::sdk::RequestContext& ctx);
// The count job as it is now (Jobs::find), the route the POST declares with polledBy.
seo::sdk::Result<seo::sdk::Response> onGetCount(seo::sdk::RequestContext& ctx);
// The job: counts the website's greetings; its result is {"count": n}.
seo::sdk::Result<std::string> onCountJob(seo::sdk::JobContext& job);

}  // namespace hello
