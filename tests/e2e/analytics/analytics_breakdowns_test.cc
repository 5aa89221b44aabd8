// GET /website/breakdown over HTTP: visits by channel, UTM field, browser, OS and device, as the
// real tracker's bodies give them (referrers, page addresses with UTM parameters, user agents,
// screen widths), checked against figures worked out by hand; with the filters, the 24-hour
// range, hostile values, bad queries and another organization's website.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "tests/e2e/harness/analytics_fixture.h"
#include "tests/e2e/harness/response_checks.h"

namespace seo::tests {
namespace {

std::string page(const std::string& path) { return "https://alpha.example" + path; }

const std::string kIphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like "
    "Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

class AnalyticsBreakdownsTest : public AnalyticsE2eTest {
 protected:
  std::string read(const std::string& path) {
    rapidjson::Document data;
    readOk(a_, path, &data);
    return toJson(data);
  }
};

TEST_F(AnalyticsBreakdownsTest, VisitsBreakDownAsWorkedOutByHand) {
  // Yesterday, four visits:
  //   1. Chrome on Windows (DE), a newsletter's link, 1280 wide: / then /a two minutes on;
  //   2. Firefox on Linux (FR) from ChatGPT, 390 wide: / only;
  //   3. Safari on macOS (DE) from Google, no width (the user agent: a desktop): / only;
  //   4. the first visitor back 31 minutes later from a Google ad, 1920 wide: /d only.
  const std::string de1 = "192.0.2.10", de2 = "192.0.2.11", fr = "198.51.100.7";
  Event newsletter{site_a_,
                   page("/?utm_source=newsletter&utm_medium=email&utm_campaign=launch&x=1"),
                   kChrome, de1, yesterdayAt(60)};
  newsletter.extra = R"(,"screen_width":1280)";
  ASSERT_NO_FATAL_FAILURE(collectOk(newsletter, "pageview"));
  Event second{site_a_, page("/a?utm_source=other"), kChrome, de1, yesterdayAt(62)};
  second.extra = R"(,"screen_width":390)";  // a visit keeps what its first pageview said
  ASSERT_NO_FATAL_FAILURE(collectOk(second, "pageview"));
  Event chatgpt{site_a_, page("/"), kFirefox, fr, yesterdayAt(70)};
  chatgpt.extra = R"(,"referrer":"https://chatgpt.com/","screen_width":390)";
  ASSERT_NO_FATAL_FAILURE(collectOk(chatgpt, "pageview"));
  Event google{site_a_, page("/"), kSafari, de2, yesterdayAt(80)};
  google.extra = R"(,"referrer":"https://www.google.com/search")";
  ASSERT_NO_FATAL_FAILURE(collectOk(google, "pageview"));
  Event ad{site_a_, page("/d?utm_source=google&utm_medium=cpc&utm_term=seo%20tool"), kChrome, de1,
           yesterdayAt(93)};
  ad.extra = R"(,"referrer":"https://www.google.com/","screen_width":1920)";
  ASSERT_NO_FATAL_FAILURE(collectOk(ad, "pageview"));

  // One visit each; ties by name.
  EXPECT_EQ(read("/website/breakdown?by=channel&range=7d"),
            R"([{"value":"AI Assistants","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0},)"
            R"({"value":"Email","visits":1,"pageviews":2,"bounce_rate":0.0,)"
            R"("avg_visit_duration":120},)"
            R"({"value":"Organic Search","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0},)"
            R"({"value":"Paid Search","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0}])");
  // Only the visits whose address had the field.
  EXPECT_EQ(read("/website/breakdown?by=utm_source&range=7d"),
            R"([{"value":"google","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0},)"
            R"({"value":"newsletter","visits":1,"pageviews":2,"bounce_rate":0.0,)"
            R"("avg_visit_duration":120}])");
  EXPECT_EQ(read("/website/breakdown?by=utm_term&range=7d"),
            R"([{"value":"seo tool","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0}])");
  EXPECT_EQ(read("/website/breakdown?by=utm_content&range=7d"), "[]");
  EXPECT_EQ(read("/website/breakdown?by=browser&range=7d"),
            R"([{"value":"Chrome","visits":2,"pageviews":3,"bounce_rate":50.0,)"
            R"("avg_visit_duration":60},)"
            R"({"value":"Firefox","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0},)"
            R"({"value":"Safari","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0}])");
  EXPECT_EQ(read("/website/breakdown?by=browser_version&range=7d&limit=1"),
            R"([{"value":"Chrome 131","visits":2,"pageviews":3,"bounce_rate":50.0,)"
            R"("avg_visit_duration":60}])");
  EXPECT_EQ(read("/website/breakdown?by=os_version&range=7d"),
            R"([{"value":"Windows 10","visits":2,"pageviews":3,"bounce_rate":50.0,)"
            R"("avg_visit_duration":60},)"
            R"({"value":"Linux","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0},)"
            R"({"value":"Mac OS X 14.7","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0}])");
  EXPECT_EQ(read("/website/breakdown?by=device&range=7d"),
            R"([{"value":"Desktop","visits":2,"pageviews":2,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0},)"
            R"({"value":"Laptop","visits":1,"pageviews":2,"bounce_rate":0.0,)"
            R"("avg_visit_duration":120},)"
            R"({"value":"Mobile","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0}])");
  // With the filters: France's one visit; the visits that saw /a; Google's as the source.
  EXPECT_EQ(read("/website/breakdown?by=channel&range=7d&country=FR"),
            R"([{"value":"AI Assistants","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0}])");
  EXPECT_EQ(read("/website/breakdown?by=device&range=7d&path=/a"),
            R"([{"value":"Laptop","visits":1,"pageviews":2,"bounce_rate":0.0,)"
            R"("avg_visit_duration":120}])");
  EXPECT_EQ(read("/website/breakdown?by=channel&range=7d&source=www.google.com"),
            R"([{"value":"Organic Search","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0},)"
            R"({"value":"Paid Search","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0}])");
  // Now, from an iPhone without a width, with a campaign: the 24-hour range has it (before the
  // roll two days on below, which rolls this hour too, empty: a server's clock goes one way).
  Event now{site_a_, page("/now?utm_campaign=today"), kIphone, "203.0.113.5"};
  ASSERT_NO_FATAL_FAILURE(collectOk(now, "pageview"));
  const std::string today_campaigns = read("/website/breakdown?by=utm_campaign&range=24h");
  EXPECT_NE(today_campaigns.find(R"({"value":"today","visits":1,)"), std::string::npos)
      << today_campaigns;
  const std::string today_devices = read("/website/breakdown?by=os&range=24h&country=JP");
  EXPECT_EQ(today_devices, R"([{"value":"iOS","visits":1,"pageviews":1,"bounce_rate":100.0,)"
                           R"("avg_visit_duration":0}])");

  // Rolled (two days on, yesterday is closed), the filtered reads answer the same.
  const std::string by_country = read("/website/breakdown?by=browser&range=7d&country=DE");
  EXPECT_NE(by_country.find(R"({"value":"Safari","visits":1,)"), std::string::npos) << by_country;
  std::ofstream(dir_.file("later")) << 2 * 86400;
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id}, true,
                               {{"SEO_CLOCK_FILE", dir_.file("later")}});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  std::string rows;
  query("SELECT COUNT(*) FROM analytics_filter_days WHERE panel = 'browser'", &rows);
  EXPECT_NE(rows, "0");
  EXPECT_EQ(read("/website/breakdown?by=browser&range=7d&country=DE"), by_country);

  // The other organization sees none of it, and cannot ask for this website.
  rapidjson::Document theirs;
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/breakdown?by=channel&range=7d", &theirs));
  EXPECT_EQ(toJson(theirs), "[]");
  EXPECT_EQ(
      http().get(api("/website/breakdown?by=channel&website_id=" + a_.website_id), b_.key).status,
      403);
}

TEST_F(AnalyticsBreakdownsTest, HostileValuesAndBadQueries) {
  // A UTM value that is not UTF-8 (or holds a NUL) is left out; the pageview counts.
  Event hostile{site_a_, page("/?utm_source=%FF%FE&utm_medium=a%00b&utm_campaign=ok"), kChrome,
                "192.0.2.10", yesterdayAt(60)};
  ASSERT_NO_FATAL_FAILURE(collectOk(hostile, "pageview"));
  EXPECT_EQ(read("/website/breakdown?by=utm_source&range=7d"), "[]");
  EXPECT_EQ(read("/website/breakdown?by=utm_medium&range=7d"), "[]");
  EXPECT_EQ(read("/website/breakdown?by=utm_campaign&range=7d"),
            R"([{"value":"ok","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0}])");
  // The channel of a campaign without a referrer: its source is not a listed one.
  EXPECT_EQ(read("/website/breakdown?by=channel&range=7d"),
            R"([{"value":"Direct","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0}])");
  // A width that is not one is refused, naming it; nothing is recorded.
  for (const char* width : {R"(,"screen_width":-1)", R"(,"screen_width":"390")",
                            R"(,"screen_width":100001)", R"(,"screen_width":3.5)"}) {
    Event bad{site_a_, page("/bad"), kChrome, "192.0.2.12"};
    bad.extra = width;
    EXPECT_TRUE(isErrorContaining(collect(bad), 400, {"screen_width"})) << width;
  }
  EXPECT_EQ(read("/website/pages?range=24h&path=/bad"), "[]");
  // A user agent of 512 bytes of parentheses is an unknown browser, not a stall.
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/odd"), std::string(512, '('), "192.0.2.13"}, "pageview"));
  const std::string browsers = read("/website/breakdown?by=browser&range=24h&path=/odd");
  EXPECT_EQ(browsers, R"([{"value":"Other","visits":1,"pageviews":1,"bounce_rate":100.0,)"
                      R"("avg_visit_duration":0}])");
  for (const auto& [path, field] : std::vector<std::pair<std::string, std::string>>{
           {"/website/breakdown", "by"},
           {"/website/breakdown?by=campaign", "by"},
           {"/website/breakdown?by=os&limit=0", "limit"},
           {"/website/breakdown?by=os&range=1y", "range"}}) {
    EXPECT_TRUE(isErrorContaining(http().get(api(path), a_.key), 400, {field})) << path;
  }
}

}  // namespace
}  // namespace seo::tests
