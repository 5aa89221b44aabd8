#include "core/providers/offline_term_metrics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::TermFigures;
using seo::sdk::TermQuery;

TermFigures overviewOf(const std::string& term) {
  OfflineTermMetrics metrics;
  auto a = metrics.overview(TermQuery{{term}, "en", "US"});
  EXPECT_TRUE(a.isOk()) << a.status().message();
  return a.isOk() ? a.value().items.at(0) : TermFigures{};
}

std::vector<std::string> manyTerms(int words) {
  std::vector<std::string> terms;
  for (int i = 0; i < 200; ++i) {
    std::string term = "word" + std::to_string(i);
    for (int w = 1; w < words; ++w) term += " part" + std::to_string(i * 7 + w);
    terms.push_back(term);
  }
  return terms;
}

TEST(OfflineTermMetricsTest, AnswersAreEstimatesInQueryOrder) {
  OfflineTermMetrics metrics;
  auto a = metrics.overview(TermQuery{{"zebra", "apple", "Mango Juice"}, "en", "US"});
  ASSERT_TRUE(a.isOk()) << a.status().message();
  EXPECT_EQ(a.value().source, "offline-estimate");
  EXPECT_TRUE(a.value().estimate);
  EXPECT_EQ(a.value().cost, 0);
  ASSERT_EQ(a.value().items.size(), 3u);
  EXPECT_EQ(a.value().items[0].term, "zebra");
  EXPECT_EQ(a.value().items[1].term, "apple");
  EXPECT_EQ(a.value().items[2].term, "Mango Juice");  // the asked spelling is kept
  for (const auto& item : a.value().items) {
    EXPECT_TRUE(item.volume.has_value());
    EXPECT_TRUE(item.difficulty.has_value());
    EXPECT_TRUE(item.cpc.has_value());
    EXPECT_FALSE(item.intent.empty());
  }
}

TEST(OfflineTermMetricsTest, SameTermSameFiguresAcrossInstancesAndSpellings) {
  TermFigures a = overviewOf("running shoes");
  TermFigures b = overviewOf("  Running   SHOES ");
  EXPECT_EQ(a.volume, b.volume);
  EXPECT_EQ(a.difficulty, b.difficulty);
  EXPECT_EQ(a.cpc, b.cpc);
  EXPECT_EQ(a.intent, b.intent);
  // Pinned values: FNV-1a is stable across builds and machines, so a change here means every
  // estimate a user has seen moves.
  EXPECT_EQ(a.volume, 40);
  EXPECT_EQ(a.difficulty, 43);
  EXPECT_DOUBLE_EQ(*a.cpc, 0.39);
  EXPECT_EQ(a.intent, "informational");
  TermFigures garden = overviewOf("garden");
  EXPECT_EQ(garden.volume, 8100);
  EXPECT_EQ(garden.difficulty, 63);
  EXPECT_DOUBLE_EQ(*garden.cpc, 4.05);
}

TEST(OfflineTermMetricsTest, FiguresStayInTheirRanges) {
  OfflineTermMetrics metrics;
  for (int words = 1; words <= 9; ++words) {
    auto a = metrics.overview(TermQuery{manyTerms(words), "en", "US"});
    ASSERT_TRUE(a.isOk());
    for (const auto& item : a.value().items) {
      EXPECT_GE(*item.volume, 10);
      EXPECT_LE(*item.volume, 50000);
      EXPECT_GE(*item.difficulty, 0);
      EXPECT_LE(*item.difficulty, 100);
      EXPECT_GE(*item.cpc, 0.10);
      EXPECT_LE(*item.cpc, 8.00);
      EXPECT_DOUBLE_EQ(*item.cpc * 100, std::round(*item.cpc * 100)) << "cents";
    }
  }
}

TEST(OfflineTermMetricsTest, LongerTermsAreSearchedLess) {
  OfflineTermMetrics metrics;
  auto top = [&](int words) {
    auto a = metrics.overview(TermQuery{manyTerms(words), "en", "US"});
    std::int64_t most = 0;
    double sum = 0;
    for (const auto& item : a.value().items) {
      most = std::max(most, *item.volume);
      sum += static_cast<double>(*item.volume);
    }
    return std::make_pair(most, sum / static_cast<double>(a.value().items.size()));
  };
  auto [one_top, one_mean] = top(1);
  auto [three_top, three_mean] = top(3);
  auto [five_top, five_mean] = top(5);
  EXPECT_GT(one_top, three_top);
  EXPECT_GT(three_top, five_top);
  EXPECT_GT(one_mean, three_mean);
  EXPECT_GT(three_mean, five_mean);
  EXPECT_LE(five_top, 1000);
}

TEST(OfflineTermMetricsTest, IntentFollowsCues) {
  EXPECT_EQ(overviewOf("how to bake bread").intent, "informational");
  EXPECT_EQ(overviewOf("what is seo").intent, "informational");
  EXPECT_EQ(overviewOf("why is the sky blue").intent, "informational");
  EXPECT_EQ(overviewOf("sourdough guide").intent, "informational");
  EXPECT_EQ(overviewOf("python tutorial").intent, "informational");
  EXPECT_EQ(overviewOf("buy running shoes").intent, "transactional");
  EXPECT_EQ(overviewOf("iphone price").intent, "transactional");
  EXPECT_EQ(overviewOf("cheap flights").intent, "transactional");
  EXPECT_EQ(overviewOf("pizza deal").intent, "transactional");
  EXPECT_EQ(overviewOf("shoe coupon").intent, "transactional");
  EXPECT_EQ(overviewOf("best laptops").intent, "commercial");
  EXPECT_EQ(overviewOf("top 10 cameras").intent, "commercial");
  EXPECT_EQ(overviewOf("kindle review").intent, "commercial");
  EXPECT_EQ(overviewOf("mac vs pc").intent, "commercial");
  EXPECT_EQ(overviewOf("compare phone plans").intent, "commercial");
  EXPECT_EQ(overviewOf("facebook login").intent, "navigational");
  EXPECT_EQ(overviewOf("www example org").intent, "navigational");
  EXPECT_EQ(overviewOf("amazon.com").intent, "navigational");
  EXPECT_EQ(overviewOf("garden").intent, "informational");
  // A cue is a whole word: "topic" holds "top" but is no commercial cue.
  EXPECT_EQ(overviewOf("topic modelling").intent, "informational");
}

TEST(OfflineTermMetricsTest, SearchVolumeAnswersVolumeAndCpcOnly) {
  OfflineTermMetrics metrics;
  auto a = metrics.searchVolume(TermQuery{{"running shoes", "garden"}, "en", "US"});
  ASSERT_TRUE(a.isOk());
  EXPECT_TRUE(a.value().estimate);
  EXPECT_EQ(a.value().source, "offline-estimate");
  ASSERT_EQ(a.value().items.size(), 2u);
  TermFigures full = overviewOf("running shoes");
  EXPECT_EQ(a.value().items[0].volume, full.volume);
  EXPECT_EQ(a.value().items[0].cpc, full.cpc);
  EXPECT_FALSE(a.value().items[0].difficulty.has_value());
  EXPECT_EQ(a.value().items[0].intent, "");
}

TEST(OfflineTermMetricsTest, IdeasExpandSeedsWithoutDuplicatesOrSeeds) {
  OfflineTermMetrics metrics;
  auto a = metrics.ideas(TermQuery{{"coffee", "Coffee ", "best coffee"}, "en", "US", 100});
  ASSERT_TRUE(a.isOk()) << a.status().message();
  EXPECT_TRUE(a.value().estimate);
  EXPECT_EQ(a.value().source, "offline-estimate");
  std::set<std::string> seen;
  for (const auto& item : a.value().items) {
    EXPECT_TRUE(seen.insert(item.term).second) << "duplicate " << item.term;
    EXPECT_NE(item.term, "coffee");
    EXPECT_NE(item.term, "best coffee");  // a seed, though also an expansion of "coffee"
    EXPECT_TRUE(item.volume && item.difficulty && item.cpc && !item.intent.empty());
  }
  EXPECT_TRUE(seen.count("coffee for beginners"));
  EXPECT_TRUE(seen.count("how to choose coffee"));
  EXPECT_TRUE(seen.count("best coffee review"));
  // Ten expansions of each of the two distinct seeds, less "best coffee" itself.
  EXPECT_EQ(a.value().items.size(), 19u);
  // An idea's figures are those overview() gives the same term.
  TermFigures direct = overviewOf(a.value().items[0].term);
  EXPECT_EQ(a.value().items[0].volume, direct.volume);
  EXPECT_EQ(a.value().items[0].intent, direct.intent);
}

TEST(OfflineTermMetricsTest, IdeasHonourTheLimitAndCoverEverySeedFirst) {
  OfflineTermMetrics metrics;
  auto a = metrics.ideas(TermQuery{{"tea", "yoga"}, "en", "US", 3});
  ASSERT_TRUE(a.isOk());
  ASSERT_EQ(a.value().items.size(), 3u);
  EXPECT_EQ(a.value().items[0].term, "best tea");
  EXPECT_EQ(a.value().items[1].term, "best yoga");
  EXPECT_EQ(a.value().items[2].term, "tea for beginners");
  auto again = metrics.ideas(TermQuery{{"tea", "yoga"}, "en", "US", 3});
  ASSERT_TRUE(again.isOk());
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(again.value().items[i].term, a.value().items[i].term);
  }
}

TEST(OfflineTermMetricsTest, RefusesWhatTheRealClientRefuses) {
  OfflineTermMetrics metrics;
  auto code = [](const auto& result) { return result.status().code(); };
  EXPECT_EQ(code(metrics.overview(TermQuery{{}, "en", "US"})), Code::InvalidArgument);
  EXPECT_EQ(code(metrics.ideas(TermQuery{{}, "en", "US"})), Code::InvalidArgument);
  EXPECT_EQ(code(metrics.searchVolume(TermQuery{{}, "en", "US"})), Code::InvalidArgument);
  EXPECT_EQ(code(metrics.overview(TermQuery{{" "}, "en", "US"})), Code::InvalidArgument);
  EXPECT_EQ(code(metrics.overview(TermQuery{std::vector<std::string>(701, "a"), "en", "US"})),
            Code::InvalidArgument);
  auto country = metrics.overview(TermQuery{{"a"}, "en", "XX"});
  EXPECT_EQ(code(country), Code::InvalidArgument);
  EXPECT_EQ(country.status().message().rfind("Invalid field: country: ", 0), 0u);
  EXPECT_EQ(code(metrics.ideas(TermQuery{{"a"}, "en", "US", 0})), Code::InvalidArgument);
  EXPECT_EQ(code(metrics.ideas(TermQuery{{"a"}, "en", "US", 1001})), Code::InvalidArgument);
  EXPECT_TRUE(metrics.overview(TermQuery{{"a"}, "en", "de"}).isOk());
}

}  // namespace
}  // namespace seo::core
