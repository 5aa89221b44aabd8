#include "core/jobs/job_watcher.h"

#include <exception>
#include <utility>

#include "core/common/log.h"

namespace seo::core {

namespace {

bool finished(const seo::sdk::Result<seo::sdk::JobInfo>& job) {
  if (!job.isOk()) return job.status().code() == seo::sdk::Code::NotFound;
  return job.value().status == "completed" || job.value().status == "failed";
}

}  // namespace

JobWatcher::JobWatcher(JobQueue& jobs, std::chrono::milliseconds poll)
    : jobs_(jobs), poll_(poll), thread_([this] { run(); }) {}

JobWatcher::~JobWatcher() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void JobWatcher::watch(std::string job_id, std::string website_id,
                       std::chrono::milliseconds timeout, Then then) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    watches_.push_back({std::move(job_id), std::move(website_id),
                        std::chrono::steady_clock::now() + timeout, std::move(then)});
    ++pending_;
  }
  wake_.notify_all();
}

std::size_t JobWatcher::pending() {
  std::lock_guard<std::mutex> lock(mutex_);
  return pending_;
}

void JobWatcher::run() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!stopping_) {
    std::vector<Watch> batch;
    batch.swap(watches_);
    lock.unlock();
    // Outside the lock: database reads, and callbacks that may watch again.
    std::vector<Watch> still;
    auto now = std::chrono::steady_clock::now();
    for (Watch& w : batch) {
      seo::sdk::Result<seo::sdk::JobInfo> job = jobs_.find(w.job_id, w.website_id);
      if (finished(job) || now >= w.deadline) {
        {
          std::lock_guard<std::mutex> count(mutex_);
          --pending_;
        }
        // Plugin code: what it throws must not end the watcher's thread (and the process).
        try {
          w.then(std::move(job));
        } catch (const std::exception& e) {
          logLine(Level::Error, "a job watch's callback threw", {{"error", e.what()}});
        } catch (...) {
          logLine(Level::Error, "a job watch's callback threw", {{"error", "unknown"}});
        }
      } else {
        still.push_back(std::move(w));
      }
    }
    batch.clear();  // the answered callbacks go now, not after the wait below
    lock.lock();
    for (Watch& w : still) watches_.push_back(std::move(w));
    still.clear();
    if (stopping_) break;
    if (watches_.empty()) {
      wake_.wait(lock, [this] { return stopping_ || !watches_.empty(); });
    } else {
      // New watches are looked at within a poll too; waking at once for each would spin.
      wake_.wait_for(lock, poll_, [this] { return stopping_; });
    }
  }
  std::vector<Watch> dropped;
  dropped.swap(watches_);
  lock.unlock();  // their callbacks' destructors run unlocked
}

}  // namespace seo::core
