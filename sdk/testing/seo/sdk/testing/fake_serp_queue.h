// File: testing/fake_serp_queue.h
// A SerpQueue for plugin authors' unit tests: a posted task finishes at once with the page the
// test put in `pages` under its query (an empty page for another query), ids "task-1", "task-2",
// ...; every posted task is kept. Set `failure` to make every call fail with it, `unavailable` to
// play a server without a provider.
#pragma once

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/serp_queue.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeSerpQueue : public SerpQueue {
 public:
  std::string unavailableReason() override {
    std::lock_guard<std::mutex> lock(mutex_);
    return unavailable;
  }
  Result<std::vector<std::string>> post(const std::vector<SerpTask>& tasks) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!unavailable.empty()) return Status::unavailable(unavailable);
    if (!failure.isOk()) return failure;
    std::vector<std::string> ids;
    for (const SerpTask& task : tasks) {
      posted.push_back(task);
      std::string id = "task-" + std::to_string(posted.size());
      SerpPage page;
      auto it = pages.find(task.query);
      if (it != pages.end()) page = it->second;
      page.task_id = id;
      page.tag = task.tag;
      finished_[id] = std::move(page);
      ids.push_back(std::move(id));
    }
    return ids;
  }
  Result<std::vector<std::string>> ready() override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!unavailable.empty()) return Status::unavailable(unavailable);
    if (!failure.isOk()) return failure;
    std::vector<std::string> ids;
    for (const auto& [id, page] : finished_) ids.push_back(id);
    return ids;
  }
  Result<std::optional<SerpPage>> page(std::string_view task_id) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!unavailable.empty()) return Status::unavailable(unavailable);
    if (!failure.isOk()) return failure;
    auto it = finished_.find(std::string(task_id));
    if (it == finished_.end()) return Status::notFound("No task " + std::string(task_id));
    SerpPage read = std::move(it->second);
    finished_.erase(it);
    return std::optional<SerpPage>(std::move(read));
  }

  std::map<std::string, SerpPage> pages;  // by query text
  Status failure = Status::ok();
  std::string unavailable;
  std::vector<SerpTask> posted;

 private:
  std::map<std::string, SerpPage> finished_;  // not yet read, by id
  std::mutex mutex_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
