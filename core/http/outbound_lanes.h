// Where request handlers that wait on the outside world run (RouteSpec::callsOutside): a
// bounded pool of threads that read no requests, shared fairly between organizations. Each
// organization runs at most `max_running` such handlers at once; more wait in its own lane (at
// most `max_waiting`, then refused), so one organization's slow peers hold a few threads, never
// all of them.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>

#include "core/common/work_pool.h"
#include "seo/sdk/util/organization_lanes.h"

namespace seo::core {

struct OutboundPoolLimits {
  int workers = 16;                      // threads running such handlers
  std::size_t max_queued = 256;          // started, waiting for a thread; 503 past it
  int max_running_per_organization = 4;  // running at once per organization
  int max_waiting_per_organization = 64; // waiting their turn per organization; 429 past it
};

// Thread-safe.
class OutboundLanes {
 public:
  struct Task {
    std::function<void()> run;     // the handler, on a pool thread
    std::function<void()> refuse;  // instead of run, when the pool cannot take it (503)
  };
  enum class Admission { Accepted, LaneFull };

  explicit OutboundLanes(OutboundPoolLimits limits);

  // Runs `task` now or after the organization's earlier ones; LaneFull (and nothing called)
  // when the organization already has max_waiting tasks waiting.
  Admission submit(const std::string& organization, Task task);

 private:
  void start(const std::string& organization, Task task);
  void finished(const std::string& organization);

  seo::sdk::OrganizationLanes<Task> lanes_;
  std::unique_ptr<WorkPool> pool_;  // last: joined first, while the lanes live
};

}  // namespace seo::core
