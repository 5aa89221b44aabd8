#include "plugins/backlinks/footprints.h"

#include <gtest/gtest.h>

#include <set>

namespace seo::plugins::backlinks {
namespace {

TEST(FootprintsTest, KeywordFootprintsCoverEveryStrategy) {
  std::vector<Footprint> f = footprintsFor("trail running", "");
  ASSERT_FALSE(f.empty());
  EXPECT_EQ(f[0].query, "\"trail running\" \"write for us\"");
  EXPECT_EQ(f[0].strategy, kGuestPost);
  std::set<std::string> strategies, queries;
  for (const Footprint& x : f) {
    strategies.insert(x.strategy);
    EXPECT_TRUE(queries.insert(x.query).second) << x.query;
    EXPECT_NE(x.query.find("trail running"), std::string::npos) << x.query;
  }
  EXPECT_EQ(strategies, (std::set<std::string>{kGuestPost, kResourcePage, kListicle, kRoundup}));
}

TEST(FootprintsTest, ANicheAddsItsOwnAndADirectory) {
  std::vector<Footprint> plain = footprintsFor("trail running", "");
  std::vector<Footprint> niched = footprintsFor("trail running", "outdoor sports");
  EXPECT_EQ(niched.size(), plain.size() + 3);
  EXPECT_EQ(niched.back().query, "\"outdoor sports\" directory \"submit your site\"");
  EXPECT_EQ(niched.back().strategy, kDirectory);
  // A niche that repeats the keyword adds nothing.
  EXPECT_EQ(footprintsFor("trail running", " Trail  Running ").size(), plain.size());
}

TEST(FootprintsTest, QuotesAndSpacesInInputsCannotBreakAPhrase) {
  std::vector<Footprint> f = footprintsFor("  best \"shoes\"\t for  runners ", "");
  EXPECT_EQ(f[0].query, "\"best shoes for runners\" \"write for us\"");
  // "best <keyword>" and the keyword both start with "best": no duplicate query either way.
  std::set<std::string> queries;
  for (const Footprint& x : f) EXPECT_TRUE(queries.insert(x.query).second) << x.query;
}

}  // namespace
}  // namespace seo::plugins::backlinks
