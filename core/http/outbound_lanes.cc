#include "core/http/outbound_lanes.h"

#include <utility>

namespace seo::core {

using seo::sdk::LaneAdmission;

OutboundLanes::OutboundLanes(OutboundPoolLimits limits)
    : lanes_(limits.max_running_per_organization, limits.max_waiting_per_organization),
      pool_(std::make_unique<WorkPool>("seo-outbound", limits.workers, limits.max_queued)) {}

OutboundLanes::Admission OutboundLanes::submit(const std::string& organization, Task task) {
  switch (lanes_.admit(organization, task)) {
    case LaneAdmission::Full:
      return Admission::LaneFull;
    case LaneAdmission::Waiting:
      return Admission::Accepted;
    case LaneAdmission::Start:
      break;
  }
  start(organization, std::move(task));
  return Admission::Accepted;
}

void OutboundLanes::start(const std::string& organization, Task task) {
  auto refuse = task.refuse;
  bool posted = pool_->post([this, organization, run = std::move(task.run)] {
    run();
    finished(organization);
  });
  if (!posted) {
    refuse();
    finished(organization);
  }
}

void OutboundLanes::finished(const std::string& organization) {
  // The next in the organization's line keeps the turn that ended.
  if (std::optional<Task> next = lanes_.finished(organization)) {
    start(organization, std::move(*next));
  }
}

}  // namespace seo::core
