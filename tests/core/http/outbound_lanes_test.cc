#include "core/http/outbound_lanes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace seo::core {
namespace {

using namespace std::chrono_literals;

// Tasks that block until released, and record the order they started in.
class Gate {
 public:
  OutboundLanes::Task task(const std::string& name) {
    return {[this, name] {
              std::unique_lock<std::mutex> lock(mutex_);
              started_.push_back(name);
              changed_.notify_all();
              changed_.wait(lock, [this] { return open_; });
            },
            [this, name] {
              std::lock_guard<std::mutex> lock(mutex_);
              refused_.push_back(name);
              changed_.notify_all();
            }};
  }
  // Waits until `count` tasks started (or 5 s); the names, in order.
  std::vector<std::string> started(std::size_t count) {
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait_for(lock, 5s, [&] { return started_.size() >= count; });
    return started_;
  }
  std::vector<std::string> refused() {
    std::lock_guard<std::mutex> lock(mutex_);
    return refused_;
  }
  void open() {
    std::lock_guard<std::mutex> lock(mutex_);
    open_ = true;
    changed_.notify_all();
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<std::string> started_, refused_;
  bool open_ = false;
};

OutboundPoolLimits limits(int workers, int running, int waiting, std::size_t queued = 64) {
  OutboundPoolLimits l;
  l.workers = workers;
  l.max_running_per_organization = running;
  l.max_waiting_per_organization = waiting;
  l.max_queued = queued;
  return l;
}

TEST(OutboundLanesTest, AnOrganizationRunsItsCapAndTheRestWaitInOrder) {
  Gate gate;
  {
    OutboundLanes lanes(limits(8, 2, 2));
    for (const char* name : {"a1", "a2", "a3", "a4"}) {
      EXPECT_EQ(lanes.submit("org-a", gate.task(name)), OutboundLanes::Admission::Accepted);
    }
    EXPECT_EQ(lanes.submit("org-a", gate.task("a5")), OutboundLanes::Admission::LaneFull);
    // Another organization is not held up by org-a's line.
    EXPECT_EQ(lanes.submit("org-b", gate.task("b1")), OutboundLanes::Admission::Accepted);
    std::vector<std::string> started = gate.started(3);
    std::this_thread::sleep_for(100ms);  // nothing more may start while the first two run
    EXPECT_EQ(gate.started(3).size(), 3u);
    EXPECT_NE(std::find(started.begin(), started.end(), "b1"), started.end());
    gate.open();
    started = gate.started(5);
    ASSERT_EQ(started.size(), 5u);
    std::vector<std::string> a_order;
    for (const std::string& s : started) {
      if (s[0] == 'a') a_order.push_back(s);
    }
    // The two waiting ones run after the two that ran first. Which of a3 and a4 records its
    // start first is a race between two worker threads freed at once, so only the pair is
    // checked here; the order of a line is checked one slot at a time below.
    std::sort(a_order.begin() + 2, a_order.end());
    EXPECT_EQ(a_order[2], "a3");
    EXPECT_EQ(a_order[3], "a4");
  }
  EXPECT_TRUE(gate.refused().empty());
}

TEST(OutboundLanesTest, AWaitingLineRunsInOrderOneSlotAtATime) {
  Gate gate;
  {
    // One running slot: each waiting task starts only when the one before it has ended.
    OutboundLanes lanes(limits(8, 1, 3));
    for (const char* name : {"a1", "a2", "a3", "a4"}) {
      EXPECT_EQ(lanes.submit("org-a", gate.task(name)), OutboundLanes::Admission::Accepted);
    }
    gate.started(1);
    gate.open();
    EXPECT_EQ(gate.started(4), (std::vector<std::string>{"a1", "a2", "a3", "a4"}));
  }
  EXPECT_TRUE(gate.refused().empty());
}

TEST(OutboundLanesTest, WhatThePoolCannotTakeIsRefusedAndFreesItsPlace) {
  Gate gate;
  {
    OutboundLanes lanes(limits(1, 4, 0, /*queued=*/1));
    EXPECT_EQ(lanes.submit("a", gate.task("runs")), OutboundLanes::Admission::Accepted);
    gate.started(1);
    EXPECT_EQ(lanes.submit("b", gate.task("queued")), OutboundLanes::Admission::Accepted);
    EXPECT_EQ(lanes.submit("c", gate.task("refused")), OutboundLanes::Admission::Accepted);
    EXPECT_EQ(gate.refused(), std::vector<std::string>{"refused"});
    // The refused task's place is free again: "c" may run another.
    gate.open();
    gate.started(2);
    EXPECT_EQ(lanes.submit("c", gate.task("later")), OutboundLanes::Admission::Accepted);
    EXPECT_EQ(gate.started(3).size(), 3u);
  }
}

}  // namespace
}  // namespace seo::core
