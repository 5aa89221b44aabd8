// Where enrichments (POST /keywords with `enrich`) wait on the keyword-data provider: threads of
// their own, a few per organization (seo/sdk/util/organization_lanes.h), so that a slow or dead
// provider holds only the enrichments of the organization that asked, never its plain reads and
// writes (those run at once, on the thread that read them) nor another organization's. Every
// enrichment is answered in bounded time: the provider's time-out, or at once when its line is
// full, or when it waited longer than `max_wait` for its turn (the provider is slow for it now).
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

#include "seo/sdk/util/organization_lanes.h"
#include "seo/sdk/util/thread_group.h"

namespace seo::plugins::keywords {

struct EnrichmentLimits {
  int running_per_organization = 4;   // asking the provider at once, per organization
  int waiting_per_organization = 16;  // in its line; refused beyond
  int running = 32;                   // asking at once, every organization together
  std::chrono::milliseconds max_wait{10000};
};

// Thread-safe.
class EnrichmentLanes {
 public:
  // What runs when an enrichment's turn comes, on a thread of the lanes: `work`, or `expired`
  // when it waited longer than max_wait. Each answers the request.
  struct Turn {
    std::function<void()> work;
    std::function<void()> expired;
  };
  enum class Admission { Accepted, Busy };

  explicit EnrichmentLanes(EnrichmentLimits limits = {})
      : limits_(limits), lanes_(limits.running_per_organization, limits.waiting_per_organization) {}

  // Takes a place in `organization`'s line and only then calls `make` (so a handler defers its
  // answer only when it will be given): Busy, and `make` not called, when the line or the lanes
  // are full.
  Admission submit(const std::string& organization, const std::function<Turn()>& make);

 private:
  struct Place {
    Turn turn;
    std::chrono::steady_clock::time_point queued;
  };
  using Pending = std::shared_ptr<Place>;

  // On a thread of threads_: `place`, then the organization's next ones while there are any.
  void run(const std::string& organization, Pending place);

  const EnrichmentLimits limits_;
  std::mutex mutex_;  // admission and hand-over, so a place is filled before its turn can come
  seo::sdk::OrganizationLanes<Pending> lanes_;
  int running_ = 0;
  seo::sdk::ThreadGroup threads_;  // last: joined first, while the lanes live
};

}  // namespace seo::plugins::keywords
