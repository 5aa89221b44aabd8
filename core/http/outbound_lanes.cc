#include "core/http/outbound_lanes.h"

#include <utility>

namespace seo::core {

OutboundLanes::OutboundLanes(OutboundPoolLimits limits)
    : limits_(limits),
      pool_(std::make_unique<WorkPool>("seo-outbound", limits.workers, limits.max_queued)) {}

OutboundLanes::Admission OutboundLanes::submit(const std::string& organization, Task task) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    Lane& lane = lanes_[organization];
    if (lane.running >= limits_.max_running_per_organization) {
      if (lane.waiting.size() >= static_cast<std::size_t>(limits_.max_waiting_per_organization)) {
        return Admission::LaneFull;
      }
      lane.waiting.push_back(std::move(task));
      return Admission::Accepted;
    }
    ++lane.running;
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
  Task next;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = lanes_.find(organization);
    if (it == lanes_.end()) return;
    Lane& lane = it->second;
    if (lane.waiting.empty()) {
      if (--lane.running == 0) lanes_.erase(it);
      return;
    }
    next = std::move(lane.waiting.front());  // its turn: the lane's running count stays
    lane.waiting.pop_front();
  }
  start(organization, std::move(next));
}

}  // namespace seo::core
