#include "core/webhooks/retry_schedule.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

using std::chrono::seconds;

TEST(RetryScheduleTest, BacksOffOverAboutThreeDays) {
  long long total = 0;
  long long previous = 0;
  for (int attempt = 1; attempt < kDeliveryAttempts; ++attempt) {
    std::optional<seconds> d = retryDelay(attempt, 1.0, std::nullopt);
    ASSERT_TRUE(d.has_value()) << attempt;
    EXPECT_GE(d->count(), previous) << attempt;  // never shorter than the one before
    previous = d->count();
    total += d->count();
  }
  EXPECT_EQ(retryDelay(1, 1.0, std::nullopt), seconds(5));
  EXPECT_FALSE(retryDelay(kDeliveryAttempts, 1.0, std::nullopt).has_value());
  EXPECT_FALSE(retryDelay(0, 1.0, std::nullopt).has_value());
  EXPECT_GT(total, 70 * 3600);  // about three days
  EXPECT_LT(total, 74 * 3600);
}

TEST(RetryScheduleTest, JitterStaysWithinTwentyPercent) {
  EXPECT_EQ(retryDelay(4, 0.8, std::nullopt), seconds(1440));
  EXPECT_EQ(retryDelay(4, 1.2, std::nullopt), seconds(2160));
  EXPECT_EQ(retryDelay(4, 5.0, std::nullopt), seconds(2160));  // clamped
  for (int i = 0; i < 1000; ++i) {
    double j = randomJitter();
    ASSERT_GE(j, 0.8);
    ASSERT_LE(j, 1.2);
  }
}

TEST(RetryScheduleTest, RetryAfterOnlyLengthensTheWaitUpToADay) {
  EXPECT_EQ(retryDelay(1, 1.0, seconds(3600)), seconds(3600));
  EXPECT_EQ(retryDelay(5, 1.0, seconds(10)), seconds(7200));
  EXPECT_EQ(retryDelay(1, 1.0, seconds(10 * 24 * 3600)), seconds(24 * 3600));
}

TEST(RetryScheduleTest, ReadsRetryAfterAsSecondsOrAnHttpDate) {
  auto now = std::chrono::system_clock::from_time_t(1700000000);  // Tue, 14 Nov 2023 22:13:20
  EXPECT_EQ(parseRetryAfter("120", now), seconds(120));
  EXPECT_EQ(parseRetryAfter(" 7 ", now), seconds(7));
  EXPECT_EQ(parseRetryAfter("Tue, 14 Nov 2023 22:15:20 GMT", now), seconds(120));
  EXPECT_EQ(parseRetryAfter("Tue, 14 Nov 2023 22:00:00 GMT", now), seconds(0));
  EXPECT_EQ(parseRetryAfter("99999999999999", now), seconds(24 * 3600));
  EXPECT_FALSE(parseRetryAfter("", now).has_value());
  EXPECT_FALSE(parseRetryAfter("-5", now).has_value());
  EXPECT_FALSE(parseRetryAfter("soon", now).has_value());
  EXPECT_FALSE(parseRetryAfter("Tue, 14 Nov 2023 22:15:20 GMT trailing", now).has_value());
}

}  // namespace
}  // namespace seo::core
