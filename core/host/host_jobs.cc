#include "core/host/host_jobs.h"

#include <algorithm>
#include <chrono>

namespace seo::core {

seo::sdk::Result<std::string> HostJobs::enqueue(soci::session& sql,
                                                const seo::sdk::JobRequest& request) {
  if (plugins_.current()->job_handlers.count(request.kind) == 0) {
    return seo::sdk::Status::invalidArgument("no loaded plugin handles job kind '" + request.kind +
                                             "'");
  }
  auto id = queue_.enqueue(sql, request);
  // Wakes idle workers; the job is claimable once the caller's transaction commits.
  if (id.isOk()) signal_.notify();
  return id;
}

seo::sdk::Result<seo::sdk::JobInfo> HostJobs::find(std::string_view job_id,
                                                   std::string_view website_id) {
  return queue_.find(std::string(job_id), std::string(website_id));
}

void HostJobs::watch(std::string_view job_id, std::string_view website_id, int timeout_ms,
                     std::function<void(seo::sdk::Result<seo::sdk::JobInfo>)> then) {
  watcher_.watch(std::string(job_id), std::string(website_id),
                 std::chrono::milliseconds(std::max(timeout_ms, 0)), std::move(then));
}

}  // namespace seo::core
