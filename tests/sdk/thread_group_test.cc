#include "seo/sdk/util/thread_group.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

namespace seo::sdk {
namespace {

using namespace std::chrono_literals;

TEST(ThreadGroupTest, DestructionWaitsForEveryThread) {
  std::atomic<int> finished{0};
  {
    ThreadGroup group;
    for (int i = 0; i < 4; ++i) {
      group.start([&finished] {
        std::this_thread::sleep_for(100ms);
        ++finished;
      });
    }
  }
  EXPECT_EQ(finished.load(), 4);
}

TEST(ThreadGroupTest, AThrowingThreadEndsAloneAndTheGroupGoesOn) {
  std::atomic<int> finished{0};
  ThreadGroup group;
  group.start([] { throw std::runtime_error("lost"); });
  std::this_thread::sleep_for(50ms);
  group.start([&finished] { ++finished; });
  std::this_thread::sleep_for(50ms);
  EXPECT_EQ(finished.load(), 1);
}

}  // namespace
}  // namespace seo::sdk
