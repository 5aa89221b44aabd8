#include "seo/sdk/util/dates.h"

#include <gtest/gtest.h>

namespace seo::sdk::dates {
namespace {

TEST(DatesTest, DaysRoundTripAndRefuseWhatIsNoDate) {
  EXPECT_EQ(parseDay("1970-01-01"), 0);
  EXPECT_EQ(parseDay("2024-02-29"), 19782);
  EXPECT_EQ(formatDay(19782), "2024-02-29");
  EXPECT_EQ(formatDay(-1), "1969-12-31");
  for (const char* bad : {"2023-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "2026/01/01",
                          "20260101", "2026-01-01T", "", "0000-01-01", "abcd-ef-gh"}) {
    EXPECT_FALSE(parseDay(bad).has_value()) << bad;
  }
}

TEST(DatesTest, WeekdaysStartOnMonday) {
  EXPECT_EQ(weekdayOf(*parseDay("1970-01-01")), 3);  // Thursday
  EXPECT_EQ(weekdayOf(*parseDay("2026-11-23")), 0);  // Monday
  EXPECT_EQ(weekdayOf(*parseDay("2026-11-29")), 6);  // Sunday
  EXPECT_EQ(weekdayOf(*parseDay("1969-12-29")), 0);  // before the epoch too
}

TEST(DatesTest, MillisecondsAndIsoTimes) {
  std::int64_t ms = 1763751058123;  // 2025-11-21T18:50:58.123Z
  EXPECT_EQ(isoOfMs(ms), "2025-11-21T18:50:58.123Z");
  EXPECT_EQ(msOfIso("2025-11-21T18:50:58.123Z"), ms);
  EXPECT_EQ(msOfIso("2025-11-21T18:50:58Z"), ms - 123);
  EXPECT_EQ(formatDay(dayOfMs(ms)), "2025-11-21");
  EXPECT_EQ(dayOfMs(-1), -1);
  for (const char* bad : {"2025-11-21 18:50:58Z", "2025-11-21T18:50:58.12Z", "2025-11-21T25:00:00Z",
                          "2025-11-21T18:50:58+01:00", "yesterday"}) {
    EXPECT_FALSE(msOfIso(bad).has_value()) << bad;
  }
}

TEST(DatesTest, DateTimesWithOffsetsAndFractions) {
  std::int64_t ms = *msOfIso("2026-11-24T08:30:00Z");
  EXPECT_EQ(msOfDateTime("2026-11-24T09:30:00+01:00"), ms);
  EXPECT_EQ(msOfDateTime("2026-11-24T03:00:00-05:30"), ms);
  EXPECT_EQ(msOfDateTime("2026-11-24t08:30:00z"), ms);
  EXPECT_EQ(msOfDateTime("2026-11-24T08:30:00.5Z"), ms + 500);
  EXPECT_EQ(msOfDateTime("2026-11-24T08:30:00.123456789Z"), ms + 123);
  EXPECT_EQ(msOfDateTime("2026-11-24T00:30:00+24:00"), std::nullopt);
  // An offset cannot carry an edge date outside the years the server writes.
  EXPECT_EQ(msOfDateTime("0001-01-01T00:00:00+01:00"), std::nullopt);
  EXPECT_EQ(msOfDateTime("9999-12-31T23:30:00-01:00"), std::nullopt);
  EXPECT_EQ(isoOfMs(*msOfDateTime("0001-01-01T00:00:00-01:00")), "0001-01-01T01:00:00.000Z");
  for (const char* bad : {"2026-11-24T08:30:00", "2026-11-24T08:30Z", "2026-11-24T08:30:00.Z",
                          "2026-11-24T08:30:00+0100", "2026-11-24T08:30:00 +01:00",
                          "2026-11-24T08:30:00.1234567890Z", "2026-02-30T08:30:00Z"}) {
    EXPECT_FALSE(msOfDateTime(bad).has_value()) << bad;
  }
}

}  // namespace
}  // namespace seo::sdk::dates
