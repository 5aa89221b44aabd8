#include "plugins/backlinks/robots_txt.h"

#include <gtest/gtest.h>

#include <string>

namespace seo::plugins::backlinks {
namespace {

TEST(RobotsTxtTest, NothingSaidMeansAllowed) {
  EXPECT_TRUE(RobotsTxt::parse("").allows("seo-server", "/"));
  EXPECT_TRUE(RobotsTxt::parse("Disallow: /\n").allows("seo-server", "/"));  // no group
  EXPECT_TRUE(RobotsTxt::parse("User-agent: *\nDisallow:\n").allows("seo-server", "/a"));
}

TEST(RobotsTxtTest, TheProductsGroupBeatsTheStarGroup) {
  RobotsTxt r = RobotsTxt::parse(
      "User-agent: *\n"
      "Disallow: /\n"
      "\n"
      "User-agent: SEO-Server # us\n"
      "User-agent: otherbot\n"
      "Disallow: /private\n");
  EXPECT_TRUE(r.allows("seo-server", "/contact"));
  EXPECT_FALSE(r.allows("seo-server", "/private/page"));
  EXPECT_TRUE(r.allows("otherbot", "/contact"));
  EXPECT_FALSE(r.allows("somebot", "/contact"));
}

TEST(RobotsTxtTest, LongestMatchWinsAndAllowWinsATie) {
  RobotsTxt r = RobotsTxt::parse(
      "user-agent: *\r\n"
      "disallow: /blog\r\n"
      "allow: /blog/write-for-us\r\n"
      "disallow: /page\r\n"
      "allow: /page\r\n");
  EXPECT_FALSE(r.allows("seo-server", "/blog/post"));
  EXPECT_TRUE(r.allows("seo-server", "/blog/write-for-us"));
  EXPECT_TRUE(r.allows("seo-server", "/page"));
  EXPECT_TRUE(r.allows("seo-server", "/other"));
}

TEST(RobotsTxtTest, WildcardsAndEndAnchors) {
  RobotsTxt r = RobotsTxt::parse(
      "User-agent: *\n"
      "Disallow: /*.pdf$\n"
      "Disallow: /search*q=\n"
      "Disallow: /exact$\n");
  EXPECT_FALSE(r.allows("seo-server", "/files/a.pdf"));
  EXPECT_TRUE(r.allows("seo-server", "/files/a.pdf?x=1"));
  EXPECT_FALSE(r.allows("seo-server", "/search?lang=en&q=shoes"));
  EXPECT_TRUE(r.allows("seo-server", "/search?lang=en"));
  EXPECT_FALSE(r.allows("seo-server", "/exact"));
  EXPECT_TRUE(r.allows("seo-server", "/exactly"));
}

TEST(RobotsTxtTest, AHostilePatternStaysCheap) {
  std::string pattern = "/";
  for (int i = 0; i < 2000; ++i) pattern += "*a";
  RobotsTxt r = RobotsTxt::parse("User-agent: *\nDisallow: " + pattern + "b$\n");
  EXPECT_TRUE(r.allows("seo-server", "/" + std::string(4000, 'a')));
}

}  // namespace
}  // namespace seo::plugins::backlinks
