// The analytics module's small traffic parts on their own.
#include <gtest/gtest.h>

#include "plugins/analytics/analytics_values.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/page_url.h"
#include "plugins/analytics/site_directory.h"
#include "plugins/analytics/visitor_hash.h"

namespace seo::plugins::analytics {
namespace {

seo::sdk::RequestContext withQuery(seo::sdk::Params query) {
  seo::sdk::RequestContext ctx;
  ctx.query = std::move(query);
  return ctx;
}

TEST(AnalyticsQueryValuesTest, RangesEndToday) {
  const std::int64_t today = *parseDay("2026-11-21");
  auto range = parseDayRange(withQuery({}), today);
  ASSERT_TRUE(range.isOk());
  EXPECT_EQ(range.value().from, "2026-10-23");  // 30 days, today included
  EXPECT_EQ(range.value().to, "2026-11-21");
  range = parseDayRange(withQuery({{"range", "7d"}}), today);
  EXPECT_EQ(range.value().from, "2026-11-15");
  range = parseDayRange(withQuery({{"range", "90d"}}), today);
  EXPECT_EQ(range.value().from, "2026-08-24");
  range = parseDayRange(withQuery({{"range", "bad"}, {"from", "2026-01-01"}, {"to", "2026-01-02"}}),
                        today);
  ASSERT_TRUE(range.isOk()) << "from and to override range, even a bad one";
  EXPECT_EQ(range.value().from, "2026-01-01");
  EXPECT_EQ(range.value().to, "2026-01-02");
  range = parseDayRange(withQuery({{"from", "2026-01-01"}}), today);
  ASSERT_TRUE(range.isOk()) << "a lone from leaves the default range";
  EXPECT_EQ(range.value().to, "2026-11-21");
}

TEST(AnalyticsQueryValuesTest, BadPeriodsAndLimitsNameTheParameter) {
  const std::int64_t today = *parseDay("2026-11-21");
  struct Case {
    seo::sdk::Params query;
    std::string field;
  };
  for (const Case& c : std::vector<Case>{{{{"range", "1d"}}, "range"},
                                         {{{"range", ""}}, "range"},
                                         {{{"from", "2026-02-30"}, {"to", "2026-03-01"}}, "from"},
                                         {{{"from", "2026-03-01"}, {"to", "tomorrow"}}, "to"},
                                         {{{"from", "2026-03-02"}, {"to", "2026-03-01"}}, "from"},
                                         {{{"to", "x"}}, "to"}}) {
    auto range = parseDayRange(withQuery(c.query), today);
    ASSERT_FALSE(range.isOk()) << c.field;
    EXPECT_EQ(range.status().code(), seo::sdk::Code::InvalidArgument);
    EXPECT_NE(range.status().message().find(c.field), std::string::npos)
        << range.status().message();
  }
}

TEST(AnalyticsPageUrlTest, KeepsHostAndPathOnly) {
  auto page = parsePageUrl("https://User:pw@WWW.Example.com:8443/a/b?x=1&y=2#frag");
  ASSERT_TRUE(page.has_value());
  EXPECT_EQ(page->host, "www.example.com");
  EXPECT_EQ(page->path, "/a/b");
  EXPECT_EQ(page->query, "x=1&y=2");
  page = parsePageUrl("http://example.com");
  ASSERT_TRUE(page.has_value());
  EXPECT_EQ(page->path, "/");
  page = parsePageUrl("http://[2001:db8::1]:80/x");
  ASSERT_TRUE(page.has_value());
  EXPECT_EQ(page->host, "[2001:db8::1]");
  for (const char* bad : {"ftp://example.com/", "//example.com/", "/path", "https://", "https:///x",
                          "javascript:alert(1)", "https://exa mple.com/"}) {
    EXPECT_FALSE(parsePageUrl(bad).has_value()) << bad;
  }
}

TEST(AnalyticsSitesTest, SubdomainsBelongButLookalikesDoNot) {
  EXPECT_TRUE(hostBelongsTo("example.com", "example.com"));
  EXPECT_TRUE(hostBelongsTo("WWW.example.com.", "Example.COM"));
  EXPECT_TRUE(hostBelongsTo("a.b.example.com", "example.com"));
  EXPECT_FALSE(hostBelongsTo("notexample.com", "example.com"));
  EXPECT_FALSE(hostBelongsTo("example.com.evil.test", "example.com"));
  EXPECT_FALSE(hostBelongsTo("example.com", "www.example.com"));
  EXPECT_FALSE(hostBelongsTo("", "example.com"));
  EXPECT_FALSE(hostBelongsTo("example.com", ""));
}

TEST(AnalyticsVisitorHashTest, DependsOnEveryPartAndRevealsNone) {
  std::string h = visitorHash("salt", "site", "192.0.2.1", "Mozilla/5.0");
  EXPECT_EQ(h.size(), 32u);
  EXPECT_EQ(h, visitorHash("salt", "site", "192.0.2.1", "Mozilla/5.0"));
  EXPECT_NE(h, visitorHash("salt2", "site", "192.0.2.1", "Mozilla/5.0"));
  EXPECT_NE(h, visitorHash("salt", "site2", "192.0.2.1", "Mozilla/5.0"));
  EXPECT_NE(h, visitorHash("salt", "site", "192.0.2.2", "Mozilla/5.0"));
  EXPECT_NE(h, visitorHash("salt", "site", "192.0.2.1", "Mozilla/5.1"));
  // The separator keeps parts from sliding into each other.
  EXPECT_NE(visitorHash("s", "ab", "c", "d"), visitorHash("s", "a", "bc", "d"));
  EXPECT_EQ(h.find("192"), std::string::npos);
}

}  // namespace
}  // namespace seo::plugins::analytics
