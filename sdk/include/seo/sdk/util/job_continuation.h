// File: job_continuation.h (header-only, since 2.12)
// A long job done in slices: each job does a bounded part of the work, then hands the rest to a
// successor of its own kind, queued behind whatever else waits, so one tenant's long work never
// holds a worker for minutes and other jobs go between its slices.
//
//   return host->withTransaction([&](soci::session& sql) -> Status {
//     ... record what this slice did ...
//     SEO_ASSIGN_OR_RETURN(next_id, enqueueSuccessor(job, sql, rest_payload));
//     return Status::ok();
//   }) ... then return continuedResult(next_id, R"({"stage": "reading"})");
//
// The successor carries what the rest needs in its payload (or reads it from the plugin's own
// tables), and has the job's attempts afresh. A job whose result says `continued_by_job` ended
// only its slice: the host emits no job event (Registrar::jobEvents) for it; its last
// successor's end is the work's end and emits it.
#pragma once

#include <string>
#include <string_view>

#include <soci/soci.h>

#include "seo/sdk/host.h"
#include "seo/sdk/job.h"
#include "seo/sdk/util/json_text.h"

namespace seo::sdk {
inline namespace v2 {

// The member of a job's result that names its successor.
inline constexpr const char* kContinuedByJob = "continued_by_job";

// Enqueues the successor of `job` in the caller's transaction `sql`: the same kind,
// organization, website and attempts, with `payload`. Returns its id.
inline Result<std::string> enqueueSuccessor(const JobContext& job, soci::session& sql,
                                            std::string payload) {
  JobRequest next;
  next.kind = job.kind;
  next.organization_id = job.organization_id;
  next.website_id = job.website_id;
  next.payload = std::move(payload);
  next.max_attempts = job.max_attempts;
  return job.host->jobs().enqueue(sql, next);
}

// The result of a job that handed the rest to `next_job_id`: the members of `fields` (a JSON
// object's text, "{}" for none) and "continued_by_job".
inline std::string continuedResult(std::string_view next_job_id,
                                   std::string_view fields = "{}") {
  rapidjson::Document d;
  d.Parse(fields.data(), fields.size());
  if (d.HasParseError() || !d.IsObject()) d.SetObject();
  auto& a = d.GetAllocator();
  d.RemoveMember(kContinuedByJob);
  d.AddMember(rapidjson::StringRef(kContinuedByJob),
              rapidjson::Value(next_job_id.data(),
                               static_cast<rapidjson::SizeType>(next_job_id.size()), a),
              a);
  return json::text(d);
}

// True when `result` (a job's result text) is a continuedResult.
inline bool isContinuedResult(std::string_view result) {
  rapidjson::Document d;
  d.Parse(result.data(), result.size());
  return !d.HasParseError() && d.IsObject() && d.HasMember(kContinuedByJob) &&
         d[kContinuedByJob].IsString();
}

}  // namespace v2
}  // namespace seo::sdk
