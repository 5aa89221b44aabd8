#include "core/http/rate_limiter.h"

#include <gtest/gtest.h>

#include <string>

namespace seo::core {
namespace {

using Clock = RateLimiter::Clock;
using namespace std::chrono_literals;

TEST(RateLimiterTest, ABurstThenTheSustainedRate) {
  RateLimiter limiter(2, 3);  // 2 a second, 3 at once
  Clock::time_point t0 = Clock::now();
  int retry = 0;
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(limiter.take("key", &retry, t0)) << i;
  EXPECT_FALSE(limiter.take("key", &retry, t0));
  EXPECT_EQ(retry, 1);
  EXPECT_TRUE(limiter.take("key", &retry, t0 + 500ms));  // one token earned
  EXPECT_FALSE(limiter.take("key", &retry, t0 + 500ms));
  EXPECT_TRUE(limiter.take("other", &retry, t0));  // its own bucket
}

TEST(RateLimiterTest, RetryAfterIsTheWaitForOneToken) {
  RateLimiter limiter(0.1, 1);  // one every 10 s
  Clock::time_point t0 = Clock::now();
  int retry = 0;
  EXPECT_TRUE(limiter.take("k", &retry, t0));
  EXPECT_FALSE(limiter.take("k", &retry, t0));
  EXPECT_EQ(retry, 10);
  EXPECT_FALSE(limiter.take("k", &retry, t0 + 6s));
  EXPECT_EQ(retry, 4);
}

TEST(RateLimiterTest, HasTokenLooksWithoutSpending) {
  RateLimiter limiter(0.1, 2);  // one every 10 s, two at once
  Clock::time_point t0 = Clock::now();
  int retry = 0;
  EXPECT_TRUE(limiter.hasToken("k", &retry, t0)) << "a key never seen has its burst";
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(limiter.hasToken("k", &retry, t0));
  EXPECT_TRUE(limiter.take("k", &retry, t0));
  EXPECT_TRUE(limiter.hasToken("k", &retry, t0));
  EXPECT_TRUE(limiter.take("k", &retry, t0));
  EXPECT_FALSE(limiter.hasToken("k", &retry, t0));
  EXPECT_EQ(retry, 10);
  EXPECT_FALSE(limiter.hasToken("k", &retry, t0 + 7s));
  EXPECT_EQ(retry, 3);
  EXPECT_TRUE(limiter.hasToken("k", &retry, t0 + 10s));
}

TEST(RateLimiterTest, OffWhenTheRateIsZero) {
  RateLimiter limiter(0, 1);
  int retry = 0;
  for (int i = 0; i < 1000; ++i) EXPECT_TRUE(limiter.take("k", &retry));
}

TEST(RateLimiterTest, ManyKeysDoNotGrowWithoutBound) {
  RateLimiter limiter(1000, 1, /*max_keys=*/160);  // 10 per shard
  Clock::time_point t0 = Clock::now();
  int retry = 0;
  for (int i = 0; i < 100000; ++i) {
    EXPECT_TRUE(limiter.take("address-" + std::to_string(i), &retry, t0));
  }
  // A fresh key after the flood still gets its burst; memory stayed bounded (no crash, no OOM).
  EXPECT_TRUE(limiter.take("late", &retry, t0));
}

}  // namespace
}  // namespace seo::core
