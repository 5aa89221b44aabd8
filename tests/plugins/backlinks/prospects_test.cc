#include "plugins/backlinks/prospects.h"

#include <gtest/gtest.h>

namespace seo::plugins::backlinks {
namespace {

TEST(ProspectsTest, SiteOfIsTheLowerCaseHostWithoutWww) {
  EXPECT_EQ(siteOf("https://WWW.Example.COM/a?b#c"), "example.com");
  EXPECT_EQ(siteOf("http://blog.example.co.uk:8080"), "blog.example.co.uk");
  EXPECT_EQ(siteOf("https://example.com."), "example.com");
  EXPECT_EQ(siteOf("HTTPS://x-y.example/"), "x-y.example");
  for (const char* bad : {"ftp://example.com/", "https://", "https:///x", "https://localhost/",
                          "https://192.168.1.10/", "https://[::1]/", "https://user@example.com/",
                          "https://-bad.example/", "https://exa mple.com/", "example.com",
                          "javascript:alert(1)", "https://a..b/"}) {
    EXPECT_EQ(siteOf(bad), std::nullopt) << bad;
  }
}

TEST(ProspectsTest, OriginOfIsSchemeHostAndPort) {
  EXPECT_EQ(originOf("HTTPS://Blog.Example/a?b#c"), "https://blog.example");
  EXPECT_EQ(originOf("https://blog.example:443/a"), "https://blog.example") << "the default";
  EXPECT_EQ(originOf("https://blog.example:/a"), "https://blog.example") << "empty: the default";
  EXPECT_EQ(originOf("http://blog.example:80"), "http://blog.example");
  EXPECT_EQ(originOf("http://blog.example:0080/"), "http://blog.example");
  EXPECT_EQ(originOf("http://blog.example:443/"), "http://blog.example:443");
  EXPECT_EQ(originOf("https://blog.example:8443?x"), "https://blog.example:8443");
  EXPECT_EQ(originOf("http://[::1]:8080/"), "http://[::1]:8080");
  EXPECT_EQ(originOf("http://[::1]/"), "http://[::1]");
  for (const char* bad :
       {"ftp://blog.example/", "https://", "https:///x", "https://:8080/",
        "https://u@blog.example/", "https://blog.example:65536/", "https://blog.example:0/",
        "https://blog.example:8a/", "https://blog.example:-1/", "https://blog.example:+80/",
        "https://blog.example\\@x/", "https://blog example/", "blog.example",
        "javascript:alert(1)"}) {
    EXPECT_EQ(originOf(bad), std::nullopt) << bad;
  }
  // One prospect's site, three origins: each a site of its own for the crawler.
  EXPECT_EQ(siteOf("https://blog.example:8443/"), siteOf("http://www.blog.example/"));
  EXPECT_NE(originOf("https://blog.example/"), originOf("https://blog.example:8443/"));
  EXPECT_NE(originOf("https://blog.example/"), originOf("http://blog.example/"));
  EXPECT_NE(originOf("https://blog.example/"), originOf("https://www.blog.example/"));
}

TEST(ProspectsTest, SameSiteIncludesSubdomainsOnly) {
  EXPECT_TRUE(isSameSite("example.com", "example.com"));
  EXPECT_TRUE(isSameSite("blog.example.com", "www.example.com"));
  EXPECT_FALSE(isSameSite("myexample.com", "example.com"));
  EXPECT_FALSE(isSameSite("example.com", "blog.example.com"));
}

TEST(ProspectsTest, MassPlatformsAndTheirSubdomainsAndCountryDomains) {
  for (const char* site : {"facebook.com", "m.facebook.com", "en.wikipedia.org", "amazon.de",
                           "amazon.co.uk", "ebay.fr", "x.com", "someone.blogspot.com"}) {
    EXPECT_TRUE(isMassPlatform(site)) << site;
  }
  for (const char* site : {"box.com", "myamazon.com", "amazon-deals.example", "runnersworld.com"}) {
    EXPECT_FALSE(isMassPlatform(site)) << site;
  }
}

TEST(ProspectsTest, OneProspectPerSiteTheBestRankedTargetAndPlatformsDropped) {
  std::vector<SearchHit> hits = {
      {"https://blog.alpha.example/write-for-us", "Write for us", "", "guest_post", 4},
      {"https://www.youtube.com/watch?v=1", "Video", "", "listicle", 1},
      {"https://alpha.example/resources", "Resources", "", "resource_page", 2},  // other site
      {"https://blog.alpha.example/links", "Links", "", "resource_page", 1},     // better rank
      {"https://target.example/blog", "Ours", "", "guest_post", 1},
      {"https://shop.target.example/", "Ours too", "", "guest_post", 2},
      {"not a url", "", "", "guest_post", 3},
  };
  std::vector<SearchHit> out = prospectsOf(hits, "www.target.example");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].url, "https://blog.alpha.example/links");
  EXPECT_EQ(out[0].strategy, "resource_page");
  EXPECT_EQ(out[1].url, "https://alpha.example/resources");
}

}  // namespace
}  // namespace seo::plugins::backlinks
