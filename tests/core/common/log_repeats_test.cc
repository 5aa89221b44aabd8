#include "core/common/log_repeats.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

using std::chrono::milliseconds;

TEST(LogRepeatsTest, ABurstPassesThenOneLineAnIntervalWithTheDroppedCount) {
  LogRepeats repeats(3, milliseconds(1000));
  auto t0 = LogRepeats::Clock::time_point{} + std::chrono::hours(1);
  long long suppressed = -1;
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(repeats.admit("database error", t0, &suppressed)) << i;
    EXPECT_EQ(suppressed, 0);
  }
  // A storm: thousands in the same second, none written.
  for (int i = 0; i < 5000; ++i) {
    EXPECT_FALSE(repeats.admit("database error", t0 + milliseconds(i / 10), &suppressed));
  }
  // One interval later one line, carrying how many were dropped.
  EXPECT_TRUE(repeats.admit("database error", t0 + milliseconds(1000), &suppressed));
  EXPECT_EQ(suppressed, 5000);
  EXPECT_FALSE(repeats.admit("database error", t0 + milliseconds(1001), &suppressed));
  EXPECT_TRUE(repeats.admit("database error", t0 + milliseconds(2000), &suppressed));
  EXPECT_EQ(suppressed, 1);
}

TEST(LogRepeatsTest, EachMessageHasItsOwnBudget) {
  LogRepeats repeats(1, milliseconds(1000));
  auto t0 = LogRepeats::Clock::time_point{} + std::chrono::hours(1);
  long long suppressed = 0;
  EXPECT_TRUE(repeats.admit("a", t0, &suppressed));
  EXPECT_FALSE(repeats.admit("a", t0, &suppressed));
  EXPECT_TRUE(repeats.admit("b", t0, &suppressed)) << "another message is not held back";
}

TEST(LogRepeatsTest, AQuietMessageGetsItsWholeBurstBack) {
  LogRepeats repeats(2, milliseconds(100));
  auto t0 = LogRepeats::Clock::time_point{} + std::chrono::hours(1);
  long long suppressed = 0;
  EXPECT_TRUE(repeats.admit("m", t0, &suppressed));
  EXPECT_TRUE(repeats.admit("m", t0, &suppressed));
  EXPECT_FALSE(repeats.admit("m", t0, &suppressed));
  auto later = t0 + std::chrono::seconds(60);
  EXPECT_TRUE(repeats.admit("m", later, &suppressed));
  EXPECT_EQ(suppressed, 1);
  EXPECT_TRUE(repeats.admit("m", later, &suppressed));
  EXPECT_FALSE(repeats.admit("m", later, &suppressed)) << "the burst never grows past its size";
}

TEST(LogRepeatsTest, TheNumberOfMessagesKeptIsBounded) {
  LogRepeats repeats(1, milliseconds(1000), /*max_messages=*/4);
  auto t0 = LogRepeats::Clock::time_point{} + std::chrono::hours(1);
  long long suppressed = 0;
  for (int i = 0; i < 100; ++i) {
    EXPECT_TRUE(repeats.admit("message " + std::to_string(i), t0, &suppressed));
  }
}

}  // namespace
}  // namespace seo::core
