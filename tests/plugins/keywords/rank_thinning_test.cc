// Which old readings thinning deletes: all but the first of each week (from Monday, UTC) in each
// place (device and country).
#include "plugins/keywords/rank_thinning.h"

#include <gtest/gtest.h>

namespace seo::plugins::keywords {
namespace {

TEST(RankThinningTest, TheFirstReadingOfEachWeekInEachPlaceIsKept) {
  // 2026-11-01 is a Sunday, 2026-11-02 a Monday.
  std::vector<ReadingTime> readings = {
      {"2026-10-31T06:00:00.000Z", "desktop US"},  // 0: Saturday, its week's first
      {"2026-11-01T06:00:00.000Z", "desktop US"},  // 1: Sunday, same week: thinned
      {"2026-11-01T07:00:00.000Z", "mobile US"},   // 2: another place: kept
      {"2026-11-02T06:00:00.000Z", "desktop US"},  // 3: Monday, a new week: kept
      {"2026-11-03T06:00:00.000Z", "desktop US"},  // 4: thinned
      {"2026-11-08T23:59:59.999Z", "desktop US"},  // 5: Sunday, same week: thinned
      {"2026-11-09T00:00:00.000Z", "desktop US"},  // 6: Monday: kept
      {"not a time", "desktop US"},                // 7: left alone
  };
  EXPECT_EQ(readingsToThin(readings), (std::vector<std::size_t>{1, 4, 5}));
}

TEST(RankThinningTest, ReadingsAlreadyThinnedStayAsTheyAre) {
  std::vector<ReadingTime> weekly = {{"2026-01-05T06:00:00.000Z", "desktop US"},
                                     {"2026-01-12T06:00:00.000Z", "desktop US"},
                                     {"2026-01-19T06:00:00.000Z", "desktop US"}};
  EXPECT_TRUE(readingsToThin(weekly).empty());
  EXPECT_TRUE(readingsToThin({}).empty());
}

}  // namespace
}  // namespace seo::plugins::keywords
