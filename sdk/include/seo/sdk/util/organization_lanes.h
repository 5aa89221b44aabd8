// File: organization_lanes.h
// Turns per organization, so that one organization's slow work never holds another's: at most
// `max_running` of one organization's tasks run at once and up to `max_waiting` more wait in its
// line (refused beyond), each started in order when an earlier one of the same organization
// finishes. Who runs a task (a thread, a pool) stays the caller's: admit() says whether to start
// it now, finished() hands the turn to the next in line. Header-only and thread-safe.
//
//   OrganizationLanes<Work> lanes(4, 64);
//   switch (lanes.admit(org, work)) {
//     case LaneAdmission::Start: start(org, std::move(work)); break;  // then finished(org)
//     case LaneAdmission::Waiting: break;  // kept; a finished(org) hands it back to start
//     case LaneAdmission::Full: refuse(work); break;
//   }
//   ...
//   if (std::optional<Work> next = lanes.finished(org)) start(org, std::move(*next));
#pragma once

#include <cstddef>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

namespace seo::sdk {
inline namespace v2 {

enum class LaneAdmission {
  Start,    // the caller starts the task now
  Waiting,  // moved into the organization's line
  Full,     // the line is full: the task is still the caller's, to refuse
};

template <typename Task>
class OrganizationLanes {
 public:
  OrganizationLanes(int max_running, int max_waiting)
      : max_running_(max_running), max_waiting_(max_waiting) {}

  LaneAdmission admit(const std::string& organization, Task& task) {
    std::lock_guard<std::mutex> lock(mutex_);
    Lane& lane = lanes_[organization];
    if (lane.running < max_running_) {
      ++lane.running;
      return LaneAdmission::Start;
    }
    if (lane.waiting.size() >= static_cast<std::size_t>(max_waiting_)) {
      return LaneAdmission::Full;
    }
    lane.waiting.push_back(std::move(task));
    return LaneAdmission::Waiting;
  }

  // One of the organization's tasks has ended: the next in its line, now the caller's to start
  // (it keeps the turn that ended), or nothing.
  std::optional<Task> finished(const std::string& organization) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = lanes_.find(organization);
    if (it == lanes_.end()) return std::nullopt;
    Lane& lane = it->second;
    if (lane.waiting.empty()) {
      if (--lane.running == 0) lanes_.erase(it);
      return std::nullopt;
    }
    std::optional<Task> next(std::move(lane.waiting.front()));
    lane.waiting.pop_front();
    return next;
  }

 private:
  struct Lane {
    int running = 0;
    std::deque<Task> waiting;
  };

  const int max_running_;
  const int max_waiting_;
  std::mutex mutex_;
  std::map<std::string, Lane> lanes_;
};

}  // namespace v2
}  // namespace seo::sdk
