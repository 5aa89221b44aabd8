// The analytics module's small traffic parts on their own.
#include <gtest/gtest.h>

#include "plugins/analytics/days.h"
#include "plugins/analytics/page_url.h"
#include "plugins/analytics/query_values.h"
#include "plugins/analytics/site_directory.h"
#include "plugins/analytics/visitor_hash.h"

namespace seo::plugins::analytics {
namespace {

TEST(AnalyticsDaysTest, DaysRoundTripAndRefuseWhatIsNoDate) {
  EXPECT_EQ(parseDay("1970-01-01"), 0);
  EXPECT_EQ(parseDay("2024-02-29"), 19782);
  EXPECT_EQ(formatDay(19782), "2024-02-29");
  EXPECT_EQ(formatDay(-1), "1969-12-31");
  for (const char* bad : {"2023-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "2026/01/01",
                          "20260101", "2026-01-01T", "", "0000-01-01", "abcd-ef-gh"}) {
    EXPECT_FALSE(parseDay(bad).has_value()) << bad;
  }
}

TEST(AnalyticsDaysTest, MillisecondsAndIsoTimes) {
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
    EXPECT_NE(range.status().message().find(c.field), std::string::npos) << range.status().message();
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
