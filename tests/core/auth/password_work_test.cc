#include "core/auth/password_work.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <optional>
#include <thread>
#include <vector>

namespace seo::core {
namespace {

using namespace std::chrono_literals;

TEST(PasswordWorkTest, EachPoolHashesItsShareAndRefusesPastItsLine) {
  PasswordWork work(1, 1);
  std::optional<PasswordWork::Slot> held = work.enter(PasswordCaller::Stranger);
  ASSERT_TRUE(held);
  // Two more strangers: one waits in the line of one, the other is refused at once.
  std::atomic<int> admitted{0}, refused{0};
  std::vector<std::thread> strangers;
  for (int i = 0; i < 2; ++i) {
    strangers.emplace_back([&] {
      std::optional<PasswordWork::Slot> slot = work.enter(PasswordCaller::Stranger);
      ++(slot ? admitted : refused);
    });
  }
  for (int i = 0; i < 500 && refused.load() == 0; ++i) std::this_thread::sleep_for(1ms);
  EXPECT_EQ(refused.load(), 1);
  EXPECT_EQ(admitted.load(), 0) << "the other waits while the place is held";
  // The known callers' pool is another: strangers never stand in front of them.
  EXPECT_TRUE(work.enter(PasswordCaller::Known));
  held.reset();
  for (std::thread& t : strangers) t.join();
  EXPECT_EQ(admitted.load(), 1);
}

TEST(PasswordWorkTest, AFreedPlaceIsTakenAgain) {
  PasswordWork work(2, 1);
  {
    std::optional<PasswordWork::Slot> a = work.enter(PasswordCaller::Known);
    std::optional<PasswordWork::Slot> b = work.enter(PasswordCaller::Known);
    ASSERT_TRUE(a && b);
  }
  std::optional<PasswordWork::Slot> c = work.enter(PasswordCaller::Known);
  std::optional<PasswordWork::Slot> d = work.enter(PasswordCaller::Known);
  EXPECT_TRUE(c && d);
}

TEST(PasswordWorkTest, ByDefaultEachPoolHasHalfTheCoresAndAtLeastOne) {
  PasswordWork work;
  const int cores = std::max(1, static_cast<int>(std::thread::hardware_concurrency()) / 2);
  std::vector<PasswordWork::Slot> held;
  for (int i = 0; i < cores; ++i) {
    std::optional<PasswordWork::Slot> s = work.enter(PasswordCaller::Stranger);
    ASSERT_TRUE(s) << i;
    held.push_back(std::move(*s));
  }
  EXPECT_EQ(held.size(), static_cast<std::size_t>(cores));
}

}  // namespace
}  // namespace seo::core
