// File: testing/fake_jobs.h
// Jobs for plugin authors' unit tests: an enqueued job is kept as pending in `jobs` (its payload
// in `payloads`) for the test to inspect and run by calling its handler itself; a watch waits in
// `watches` until the test calls finishWatches().
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "seo/sdk/job.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeJobs : public Jobs {
 public:
  // `newId` and `now` make a job's id and times (the FakeHost's).
  FakeJobs(std::function<std::string()> newId, std::function<std::string()> now)
      : new_id_(std::move(newId)), now_(std::move(now)) {}

  Result<std::string> enqueue(soci::session&, const JobRequest& request) override {
    JobInfo job;
    job.id = new_id_();
    job.kind = request.kind;
    job.organization_id = request.organization_id;
    job.website_id = request.website_id;
    job.status = "pending";
    job.created_at = job.updated_at = now_();
    jobs.push_back(job);
    payloads.push_back(request.payload);
    return job.id;
  }
  Result<JobInfo> find(std::string_view job_id, std::string_view website_id) override {
    for (const JobInfo& job : jobs) {
      if (job.id == job_id && job.website_id == website_id) return job;
    }
    return Status::notFound();
  }
  void watch(std::string_view job_id, std::string_view website_id, int,
             std::function<void(Result<JobInfo>)> then) override {
    watches.push_back({std::string(job_id), std::string(website_id), std::move(then)});
  }
  // Calls every pending watch with its job as it is now (as a timeout or a finish would).
  void finishWatches() {
    std::vector<Watch> due;
    due.swap(watches);
    for (Watch& w : due) w.then(find(w.job_id, w.website_id));
  }

  struct Watch {
    std::string job_id, website_id;
    std::function<void(Result<JobInfo>)> then;
  };
  std::vector<JobInfo> jobs;          // enqueued, in order
  std::vector<std::string> payloads;  // their payloads
  std::vector<Watch> watches;         // pending watches

 private:
  std::function<std::string()> new_id_, now_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
