// The SERP queue (serp_queue.h) of DataForSEO's standard mode: task_post with up to 100 tasks,
// tasks_ready, task_get; errors checked at the envelope and at each task as dataforseo_call.h
// does. Without DataForSEO, the offline queue takes no task and says why.
#pragma once

#include "core/config/config.h"
#include "seo/sdk/http_client.h"
#include "seo/sdk/serp_queue.h"

namespace seo::core {

// InvalidArgument naming `tasks[i].<field>` for a task the queue would refuse: the checks of
// checkSerpQuery, a device other than desktop or mobile, a tag longer than 255 bytes or not
// clean text; for an empty post or one of more than kMaxSerpTasksPerPost tasks, `tasks`.
seo::sdk::Status checkSerpTasks(const std::vector<seo::sdk::SerpTask>& tasks);

class DataForSeoSerpQueue : public seo::sdk::SerpQueue {
 public:
  // `http` must outlive the client.
  DataForSeoSerpQueue(DataForSeoConfig config, seo::sdk::HttpClient& http)
      : config_(std::move(config)), http_(http) {}
  std::string unavailableReason() override { return ""; }
  seo::sdk::Result<std::vector<std::string>> post(
      const std::vector<seo::sdk::SerpTask>& tasks) override;
  seo::sdk::Result<std::vector<std::string>> ready() override;
  seo::sdk::Result<std::optional<seo::sdk::SerpPage>> page(std::string_view task_id) override;

 private:
  DataForSeoConfig config_;
  seo::sdk::HttpClient& http_;
};

// Without a SERP provider: every call fails with unavailableReason(), which says so.
class OfflineSerpQueue : public seo::sdk::SerpQueue {
 public:
  std::string unavailableReason() override;
  seo::sdk::Result<std::vector<std::string>> post(
      const std::vector<seo::sdk::SerpTask>& tasks) override;
  seo::sdk::Result<std::vector<std::string>> ready() override;
  seo::sdk::Result<std::optional<seo::sdk::SerpPage>> page(std::string_view task_id) override;
};

}  // namespace seo::core
