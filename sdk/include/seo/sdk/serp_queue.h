// File: serp_queue.h
// Search results through the SERP provider's queue (2.18): cheaper than serp.h's live call and
// answered within minutes, for work that checks many queries on a schedule (rank tracking). A
// plugin posts tasks, later asks which are ready, and reads each finished one's page: its organic
// results, the SERP features it shows and the sources its AI Overview cites. Reached as
// Host::serpQueue(). Not metered: the plugin spends its own credits. Outbound: call it from a
// job, never from a request thread.
//
//   SerpQueue& queue = host.serpQueue();
//   if (!queue.unavailableReason().empty()) ...  // no provider: say so, record nothing
//   Result<std::vector<std::string>> ids = queue.post(tasks);  // one id per task, in order
//   ...                                                        // later, from another run
//   Result<std::vector<std::string>> ready = queue.ready();
//   Result<std::optional<SerpPage>> page = queue.page(id);    // nullopt: not finished yet
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/serp.h"
#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

// The most tasks one post takes.
inline constexpr std::size_t kMaxSerpTasksPerPost = 100;

// One query to queue. Frozen since 2.18 (version.h, rule 4).
struct SerpTask {
  std::string query;            // as typed into the search engine
  std::string language = "en";  // ISO 639-1
  std::string country = "US";   // ISO 3166-1 alpha-2
  std::string device = "desktop";  // desktop | mobile
  int depth = 100;                 // how many results, 1 to 100
  std::string tag;                 // the plugin's own reference (at most 255 bytes), given back
};

// A source an AI Overview cites. Frozen since 2.18.
struct SerpCitation {
  std::string domain;
  std::string url;
};

// A finished task's results page. Frozen since 2.18.
struct SerpPage {
  std::string task_id;
  std::string tag;                // as posted
  std::vector<SerpItem> items;    // the organic results, by rank (rank 1 first)
  // The other elements the page shows, each type once in the order met, as the provider names
  // them: featured_snippet, people_also_ask, ai_overview, local_pack, video, ...
  std::vector<std::string> features;
  std::vector<SerpCitation> ai_overview_citations;  // empty without an AI Overview
  double cost = 0;                                  // what the task cost, USD
};

// Implemented by the host. Thread-safe. Errors as Serp's: InvalidArgument (a field of a task
// the provider refuses, named with the task's index), Unavailable (retrying may help),
// BadGateway (credentials, balance, or a malformed answer).
class SerpQueue {
 public:
  virtual ~SerpQueue() = default;
  // "" when a provider takes tasks; else why none does (no provider is configured), for the
  // plugin to say so in its answer and record nothing: results cannot be estimated.
  virtual std::string unavailableReason() = 0;
  // Queues 1 to kMaxSerpTasksPerPost tasks: their ids, in the order of `tasks`.
  virtual Result<std::vector<std::string>> post(const std::vector<SerpTask>& tasks) = 0;
  // The ids of the finished tasks not yet read (of every caller sharing the provider's account:
  // keep to your own).
  virtual Result<std::vector<std::string>> ready() = 0;
  // The page of the task `task_id`; nullopt while it is still queued. NotFound when the provider
  // knows no such task (never posted, or expired).
  virtual Result<std::optional<SerpPage>> page(std::string_view task_id) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
