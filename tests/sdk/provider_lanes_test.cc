// The lanes where a request's wait on a provider runs (provider_lanes.h): a few per organization
// at once, the rest in line in order, a full line or full lanes refused without deferring
// anything, and a place that waited too long answered as such instead of calling the provider.
#include "seo/sdk/util/provider_lanes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace seo::sdk {
namespace {

using namespace std::chrono_literals;
using Admission = ProviderLanes::Admission;

// Turns that block until released, recording what ran, in order.
class Gate {
 public:
  // What submit() makes; counts the makes (a handler's deferrals).
  std::function<ProviderLanes::Turn()> turn(const std::string& name) {
    return [this, name] {
      std::lock_guard<std::mutex> lock(mutex_);
      ++made_;
      return ProviderLanes::Turn{[this, name] { record(name, true); },
                                 [this, name] { record("expired " + name, false); }};
    };
  }
  // Waits until `count` turns ran (or 5 s); their names, in order.
  std::vector<std::string> ran(std::size_t count) {
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait_for(lock, 5s, [&] { return ran_.size() >= count; });
    return ran_;
  }
  int made() {
    std::lock_guard<std::mutex> lock(mutex_);
    return made_;
  }
  void open() {
    std::lock_guard<std::mutex> lock(mutex_);
    open_ = true;
    changed_.notify_all();
  }

 private:
  void record(const std::string& name, bool hold) {
    std::unique_lock<std::mutex> lock(mutex_);
    ran_.push_back(name);
    changed_.notify_all();
    if (hold) changed_.wait(lock, [this] { return open_; });
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<std::string> ran_;
  int made_ = 0;
  bool open_ = false;
};

ProviderLaneLimits limits(int per_organization, int waiting, int running,
                          std::chrono::milliseconds max_wait = 10s) {
  ProviderLaneLimits l;
  l.running_per_organization = per_organization;
  l.waiting_per_organization = waiting;
  l.running = running;
  l.max_wait = max_wait;
  return l;
}

TEST(ProviderLanesTest, AnOrganizationRunsItsShareAndTheRestWaitInOrder) {
  Gate gate;
  {
    ProviderLanes lanes(limits(2, 2, 8));
    for (const char* name : {"a1", "a2", "a3", "a4"}) {
      EXPECT_EQ(lanes.submit("org-a", gate.turn(name)), Admission::Accepted) << name;
    }
    EXPECT_EQ(lanes.submit("org-a", gate.turn("a5")), Admission::Busy);
    EXPECT_EQ(gate.made(), 4) << "a refused enrichment defers nothing";
    // Another organization is not in org-a's line.
    EXPECT_EQ(lanes.submit("org-b", gate.turn("b1")), Admission::Accepted);
    std::vector<std::string> ran = gate.ran(3);
    ASSERT_EQ(ran.size(), 3u);
    std::sort(ran.begin(), ran.end());
    EXPECT_EQ(ran, (std::vector<std::string>{"a1", "a2", "b1"}));
    gate.open();
    ran = gate.ran(5);
    ASSERT_EQ(ran.size(), 5u);
    EXPECT_EQ(std::vector<std::string>(ran.begin() + 3, ran.end()),
              (std::vector<std::string>{"a3", "a4"}));
  }
}

TEST(ProviderLanesTest, FullLanesRefuseEveryOrganizationWithoutDeferring) {
  Gate gate;
  {
    ProviderLanes lanes(limits(2, 4, 2));
    EXPECT_EQ(lanes.submit("org-a", gate.turn("a1")), Admission::Accepted);
    EXPECT_EQ(lanes.submit("org-b", gate.turn("b1")), Admission::Accepted);
    EXPECT_EQ(gate.ran(2).size(), 2u);
    EXPECT_EQ(lanes.submit("org-c", gate.turn("c1")), Admission::Busy);
    EXPECT_EQ(gate.made(), 2);
    // org-a may still queue behind its own running one: its line has room.
    EXPECT_EQ(lanes.submit("org-a", gate.turn("a2")), Admission::Busy)
        << "org-a's share is 2 and it runs 1: it would start, past the lanes' 2";
    gate.open();
    EXPECT_EQ(gate.ran(2).size(), 2u);
  }
  EXPECT_EQ(gate.made(), 2);
}

TEST(ProviderLanesTest, APlaceThatWaitedTooLongIsAnsweredWithoutAskingTheProvider) {
  Gate gate;
  {
    ProviderLanes lanes(limits(1, 4, 4, 50ms));
    EXPECT_EQ(lanes.submit("org-a", gate.turn("a1")), Admission::Accepted);
    EXPECT_EQ(lanes.submit("org-a", gate.turn("a2")), Admission::Accepted);
    EXPECT_EQ(gate.ran(1), (std::vector<std::string>{"a1"}));
    std::this_thread::sleep_for(100ms);  // a2 waits past max_wait behind a1
    gate.open();
    EXPECT_EQ(gate.ran(2), (std::vector<std::string>{"a1", "expired a2"}));
  }
}

}  // namespace
}  // namespace seo::sdk
