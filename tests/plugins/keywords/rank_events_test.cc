// Which webhook events a reading causes against the check before it: entering or leaving the
// top 3, 10 and 100 (each border its own event), and a move of 10 places or more.
#include "plugins/keywords/rank_events.h"

#include <gtest/gtest.h>

#include <string>

namespace seo::plugins::keywords {
namespace {

// The events as "type:top" words, e.g. "keywords.rank.entered_top:10 keywords.rank.moved:-".
std::string eventsOf(std::optional<int> previous, std::optional<int> now) {
  std::string out;
  for (const RankEvent& e : rankEventsOf(previous, now)) {
    if (!out.empty()) out += " ";
    out += std::string(e.type) + ":" + (e.top ? std::to_string(*e.top) : "-");
  }
  return out;
}

TEST(RankEventsTest, EachTopEnteredOrLeftIsAnEvent) {
  EXPECT_EQ(eventsOf(4, 3), "keywords.rank.entered_top:3");
  EXPECT_EQ(eventsOf(3, 4), "keywords.rank.left_top:3");
  EXPECT_EQ(eventsOf(11, 10), "keywords.rank.entered_top:10");
  EXPECT_EQ(eventsOf(10, 11), "keywords.rank.left_top:10");
  // From outside the top 100 to the top 3: three borders crossed, no move (no position before).
  EXPECT_EQ(eventsOf(std::nullopt, 2),
            "keywords.rank.entered_top:3 keywords.rank.entered_top:10 "
            "keywords.rank.entered_top:100");
  EXPECT_EQ(eventsOf(100, std::nullopt), "keywords.rank.left_top:100");
  EXPECT_EQ(eventsOf(std::nullopt, 100), "keywords.rank.entered_top:100");
}

TEST(RankEventsTest, AMoveOfTenPlacesOrMoreIsAnEvent) {
  EXPECT_EQ(eventsOf(30, 20), "keywords.rank.moved:-");
  EXPECT_EQ(eventsOf(20, 30), "keywords.rank.moved:-");
  EXPECT_EQ(eventsOf(30, 21), "");
  EXPECT_EQ(eventsOf(12, 2),
            "keywords.rank.entered_top:3 keywords.rank.entered_top:10 "
            "keywords.rank.moved:-");
  EXPECT_EQ(eventsOf(95, std::nullopt), "keywords.rank.left_top:100");
}

TEST(RankEventsTest, NoChangeIsNoEvent) {
  EXPECT_EQ(eventsOf(5, 5), "");
  EXPECT_EQ(eventsOf(std::nullopt, std::nullopt), "");
  EXPECT_EQ(eventsOf(50, 45), "");
}

}  // namespace
}  // namespace seo::plugins::keywords
