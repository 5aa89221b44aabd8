#include "core/common/clock.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <fstream>

#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using std::chrono::hours;
using std::chrono::seconds;
using std::chrono::system_clock;

TEST(ClockTest, FormatsUtcWithMilliseconds) {
  system_clock::time_point t = system_clock::from_time_t(1795000000) + std::chrono::milliseconds(7);
  EXPECT_EQ(isoTime(t), "2026-11-18T11:06:40.007Z");
  EXPECT_EQ(monthStart(t), "2026-11-01T00:00:00.000Z");
  EXPECT_EQ(nextMonthStart(t), "2026-12-01T00:00:00.000Z");
  EXPECT_EQ(nextMonthStart(system_clock::from_time_t(1798000000)), "2027-01-01T00:00:00.000Z");
}

// SEO_CLOCK_FILE moves the server's clock by the seconds the file holds, read at every call, so
// a test moves every process sharing the file at once. Set before the first clockNow() call
// (the variable is read once), which is why this is the only test that reads the clock.
TEST(ClockTest, FileNamedBySeoClockFileMovesTheClock) {
  testing::TempDir dir;
  std::string file = (dir.path() / "clock").string();
  ASSERT_EQ(setenv("SEO_CLOCK_FILE", file.c_str(), 1), 0);

  auto near = [](system_clock::time_point a, system_clock::time_point b) {
    return std::chrono::abs(a - b) < seconds(5);
  };
  // No file yet: the system clock.
  EXPECT_TRUE(near(clockNow(), system_clock::now()));
  std::ofstream(file) << 86400 << "\n";
  EXPECT_TRUE(near(clockNow(), system_clock::now() + hours(24)));
  std::ofstream(file) << -3600;
  EXPECT_TRUE(near(clockNow(), system_clock::now() - hours(1)));
  EXPECT_EQ(isoNow().substr(0, 13), isoTime(system_clock::now() - hours(1)).substr(0, 13));
  std::ofstream(file) << "not a number";
  EXPECT_TRUE(near(clockNow(), system_clock::now()));
}

}  // namespace
}  // namespace seo::core
