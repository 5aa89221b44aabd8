// What a results page says of a website: its best organic position (subdomains count, lookalike
// domains do not), the URL that ranked, the page's SERP features, whether the AI Overview cites
// it, and each competitor's position.
#include "plugins/keywords/rank_reading.h"

#include <gtest/gtest.h>

namespace seo::plugins::keywords {
namespace {

seo::sdk::SerpItem organic(int rank, const std::string& domain, const std::string& path = "/") {
  return {rank, "https://" + domain + path, domain, "a title", ""};
}

TEST(RankReadingTest, DomainsMatchThemselvesAndTheirSubdomainsOnly) {
  EXPECT_TRUE(isDomainOrSubdomain("alpha.example", "alpha.example"));
  EXPECT_TRUE(isDomainOrSubdomain("www.alpha.example", "alpha.example"));
  EXPECT_TRUE(isDomainOrSubdomain("Blog.ALPHA.example.", "alpha.example"));
  EXPECT_FALSE(isDomainOrSubdomain("notalpha.example", "alpha.example"));
  EXPECT_FALSE(isDomainOrSubdomain("alpha.example.evil.test", "alpha.example"));
  EXPECT_FALSE(isDomainOrSubdomain("example", "alpha.example"));
  EXPECT_FALSE(isDomainOrSubdomain("alpha.example", ""));
}

TEST(RankReadingTest, TheBestOrganicResultOfTheWebsiteIsItsPosition) {
  seo::sdk::SerpPage page;
  page.items = {organic(1, "rival.example"), organic(3, "www.alpha.example", "/shoes"),
                organic(2, "notalpha.example"), organic(7, "alpha.example", "/other")};
  page.features = {"featured_snippet", "ai_overview"};
  page.ai_overview_citations = {{"rival.example", "https://rival.example/"},
                                {"blog.alpha.example", "https://blog.alpha.example/x"}};
  RankReading r = readingOf(page, "alpha.example", {"rival.example", "gone.example"});
  ASSERT_TRUE(r.position.has_value());
  EXPECT_EQ(*r.position, 3);
  EXPECT_EQ(r.ranking_url, "https://www.alpha.example/shoes");
  EXPECT_EQ(r.features, page.features);
  EXPECT_TRUE(r.ai_overview_cited);
  ASSERT_EQ(r.competitors.size(), 2u);
  EXPECT_EQ(r.competitors[0].domain, "rival.example");
  EXPECT_EQ(r.competitors[0].position, 1);
  EXPECT_EQ(r.competitors[1].domain, "gone.example");
  EXPECT_FALSE(r.competitors[1].position.has_value());
}

TEST(RankReadingTest, NotInTheResultsHasNoPositionAndNoUrl) {
  seo::sdk::SerpPage page;
  page.items = {organic(1, "rival.example")};
  page.ai_overview_citations = {{"rival.example", "https://rival.example/"}};
  RankReading r = readingOf(page, "alpha.example", {});
  EXPECT_FALSE(r.position.has_value());
  EXPECT_FALSE(r.ranking_url.has_value());
  EXPECT_FALSE(r.ai_overview_cited);
  EXPECT_TRUE(r.competitors.empty());
}

}  // namespace
}  // namespace seo::plugins::keywords
