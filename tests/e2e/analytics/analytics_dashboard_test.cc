// The dashboard's traffic reads over HTTP: the time series, pages, entry pages, sources and
// realtime visitors, the filters every panel takes (answered from the raw rows) against the
// rollups' figures, the previous period, the 24-hour range, bad queries and another
// organization's website.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "tests/e2e/harness/analytics_fixture.h"
#include "tests/e2e/harness/response_checks.h"

namespace seo::tests {
namespace {

std::string page(const std::string& path) { return "https://alpha.example" + path; }

class AnalyticsDashboardTest : public AnalyticsE2eTest {
 protected:
  // Yesterday: a visit from Google over /, /a and /b (five minutes); a French visit over / and
  // /c (a minute); a one-page visit to /; the first visitor back on /d after 31 minutes.
  void scriptVisits() {
    const std::string de1 = "192.0.2.10", de2 = "192.0.2.11", fr = "198.51.100.7";
    Event first{site_a_, page("/"), kChrome, de1, yesterdayAt(60)};
    first.extra = R"(,"referrer":"https://www.google.com/search")";
    ASSERT_NO_FATAL_FAILURE(collectOk(first, "pageview"));
    ASSERT_NO_FATAL_FAILURE(
        collectOk({site_a_, page("/a"), kChrome, de1, yesterdayAt(62)}, "pageview"));
    ASSERT_NO_FATAL_FAILURE(
        collectOk({site_a_, page("/b"), kChrome, de1, yesterdayAt(65)}, "pageview"));
    ASSERT_NO_FATAL_FAILURE(
        collectOk({site_a_, page("/"), kFirefox, fr, yesterdayAt(70)}, "pageview"));
    ASSERT_NO_FATAL_FAILURE(
        collectOk({site_a_, page("/c"), kFirefox, fr, yesterdayAt(71)}, "pageview"));
    ASSERT_NO_FATAL_FAILURE(
        collectOk({site_a_, page("/"), kSafari, de2, yesterdayAt(80)}, "pageview"));
    ASSERT_NO_FATAL_FAILURE(
        collectOk({site_a_, page("/d"), kChrome, de1, yesterdayAt(96)}, "pageview"));
  }

  std::string read(const std::string& path) {
    rapidjson::Document data;
    readOk(a_, path, &data);
    return toJson(data);
  }
};

TEST_F(AnalyticsDashboardTest, PanelsGiveTheScriptedVisitsExactly) {
  ASSERT_NO_FATAL_FAILURE(scriptVisits());
  EXPECT_EQ(read("/website/pages?range=7d"),
            R"([{"page":"/","pageviews":3},{"page":"/a","pageviews":1},)"
            R"({"page":"/b","pageviews":1},{"page":"/c","pageviews":1},)"
            R"({"page":"/d","pageviews":1}])");
  EXPECT_EQ(read("/website/pages?range=7d&limit=2"),
            R"([{"page":"/","pageviews":3},{"page":"/a","pageviews":1}])");
  // Three visits began on / (one of them a bounce), one on /d (a bounce).
  EXPECT_EQ(read("/website/entry-pages?range=7d"),
            R"([{"page":"/","entries":3,"bounce_rate":33.33},)"
            R"({"page":"/d","entries":1,"bounce_rate":100.0}])");
  EXPECT_EQ(read("/website/sources?range=7d"),
            R"j([{"source":"(direct)","visits":3,"pageviews":4,"bounce_rate":66.67,)j"
            R"("avg_visit_duration":20},)"
            R"({"source":"www.google.com","visits":1,"pageviews":3,"bounce_rate":0.0,)"
            R"("avg_visit_duration":300}])");

  // Every day of the period, yesterday holding it all; weeks and months sum the same days.
  rapidjson::Document days;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/timeseries?range=7d", &days));
  ASSERT_EQ(days.Size(), 7u);
  EXPECT_EQ(toJson(days[5]),
            R"({"date":")" + yesterday() + R"(","visitors":3,"visits":4,"pageviews":7})");
  EXPECT_EQ(stringField(days[6], "date"), today());
  for (const char* interval : {"week", "month"}) {
    rapidjson::Document buckets;
    ASSERT_NO_FATAL_FAILURE(
        readOk(a_, std::string("/website/timeseries?range=7d&interval=") + interval, &buckets));
    std::int64_t pageviews = 0;
    for (const auto& b : buckets.GetArray()) pageviews += b["pageviews"].GetInt64();
    EXPECT_EQ(pageviews, 7) << interval;
    EXPECT_LE(buckets.Size(), 2u) << interval;
  }
  // By hour: the visits all started in yesterday's second hour.
  rapidjson::Document hours;
  ASSERT_NO_FATAL_FAILURE(readOk(
      a_, "/website/timeseries?interval=hour&from=" + yesterday() + "&to=" + yesterday(), &hours));
  ASSERT_EQ(hours.Size(), 24u);
  EXPECT_EQ(toJson(hours[1]),
            R"({"date":")" + yesterday() + R"(T01:00:00Z","visitors":3,"visits":4,"pageviews":7})");
  EXPECT_EQ(hours[2]["pageviews"].GetInt64(), 0);

  // The previous period: yesterday's figures become "previous" of today.
  std::string day = "from=" + today() + "&to=" + today();
  EXPECT_EQ(read("/website/summary?compare=previous&" + day),
            R"({"unique_visitors":0,"total_visits":0,"pageviews":0,"views_per_visit":0.0,)"
            R"("avg_visit_duration":0,"bounce_rate":0.0,"previous":{"unique_visitors":3,)"
            R"("total_visits":4,"pageviews":7,"views_per_visit":1.75,"avg_visit_duration":90,)"
            R"("bounce_rate":50.0}})");
  EXPECT_EQ(read("/website/timeseries?compare=previous&" + day),
            R"([{"date":")" + today() +
                R"(","visitors":0,"visits":0,"pageviews":0,"previous":{"visitors":3,)"
                R"("visits":4,"pageviews":7}}])");
}

TEST_F(AnalyticsDashboardTest, FiltersNarrowEveryPanel) {
  ASSERT_NO_FATAL_FAILURE(scriptVisits());
  // France: one visit of two pages, a minute long.
  EXPECT_EQ(read("/website/summary?range=7d&country=FR"),
            R"({"unique_visitors":1,"total_visits":1,"pageviews":2,"views_per_visit":2.0,)"
            R"("avg_visit_duration":60,"bounce_rate":0.0})");
  EXPECT_EQ(read("/website/pages?range=7d&country=FR"),
            R"([{"page":"/","pageviews":1},{"page":"/c","pageviews":1}])");
  EXPECT_EQ(read("/website/geo?range=7d&country=FR"), R"([{"country":"FR","views":2,"visits":1}])");
  // The page /: its three pageviews, and the three visits that saw it.
  EXPECT_EQ(read("/website/summary?range=7d&path=/"),
            R"({"unique_visitors":3,"total_visits":3,"pageviews":3,"views_per_visit":1.0,)"
            R"("avg_visit_duration":120,"bounce_rate":33.33})");
  EXPECT_EQ(read("/website/geo?range=7d&path=/"),
            R"([{"country":"DE","views":2,"visits":2},{"country":"FR","views":1,"visits":1}])");
  EXPECT_EQ(read("/website/entry-pages?range=7d&path=/d"),
            R"([{"page":"/d","entries":1,"bounce_rate":100.0}])");
  // The timeseries and the sources of one page's visits.
  rapidjson::Document root_days;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/timeseries?range=7d&path=/", &root_days));
  EXPECT_EQ(toJson(root_days[5]),
            R"({"date":")" + yesterday() + R"(","visitors":3,"visits":3,"pageviews":3})");
  EXPECT_EQ(read("/website/sources?range=7d&path=/a"),
            R"([{"source":"www.google.com","visits":1,"pageviews":3,"bounce_rate":0.0,)"
            R"("avg_visit_duration":300}])");
  // Sources, Google's and the direct visits'.
  EXPECT_EQ(read("/website/pages?range=7d&source=www.google.com"),
            R"([{"page":"/","pageviews":1},{"page":"/a","pageviews":1},)"
            R"({"page":"/b","pageviews":1}])");
  EXPECT_EQ(read("/website/sources?range=7d&source=(direct)"),
            R"j([{"source":"(direct)","visits":3,"pageviews":4,"bounce_rate":66.67,)j"
            R"("avg_visit_duration":20}])");
  rapidjson::Document days;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/timeseries?range=7d&source=(direct)", &days));
  EXPECT_EQ(toJson(days[5]),
            R"({"date":")" + yesterday() + R"(","visitors":3,"visits":3,"pageviews":4})");
  // Filters combine; nothing matches both.
  EXPECT_EQ(read("/website/pages?range=7d&country=FR&source=www.google.com"), "[]");
  // A page with a source or a country (its pageviews found with them in the index by page):
  // every pageview of a visit has the visit's source, not only its first.
  EXPECT_EQ(read("/website/summary?range=7d&path=/&source=www.google.com"),
            R"({"unique_visitors":1,"total_visits":1,"pageviews":1,"views_per_visit":1.0,)"
            R"("avg_visit_duration":300,"bounce_rate":0.0})");
  EXPECT_EQ(read("/website/pages?range=7d&path=/b&source=www.google.com"),
            R"([{"page":"/b","pageviews":1}])");
  EXPECT_EQ(read("/website/pages?range=7d&path=/b&source=(direct)"), "[]");
  EXPECT_EQ(read("/website/summary?range=7d&path=/&source=(direct)"),
            R"({"unique_visitors":2,"total_visits":2,"pageviews":2,"views_per_visit":1.0,)"
            R"("avg_visit_duration":30,"bounce_rate":50.0})");
  EXPECT_EQ(read("/website/summary?range=7d&path=/&country=DE"),
            R"({"unique_visitors":2,"total_visits":2,"pageviews":2,"views_per_visit":1.0,)"
            R"("avg_visit_duration":150,"bounce_rate":50.0})");
  EXPECT_EQ(read("/website/sources?range=7d&path=/&country=DE&source=www.google.com"),
            R"([{"source":"www.google.com","visits":1,"pageviews":3,"bounce_rate":0.0,)"
            R"("avg_visit_duration":300}])");
  // Unfiltered, the raw rows and the rollups agree.
  EXPECT_EQ(read("/website/summary?range=7d&country=DE"),
            R"({"unique_visitors":2,"total_visits":3,"pageviews":5,"views_per_visit":1.67,)"
            R"("avg_visit_duration":100,"bounce_rate":66.67})");
}

// Pageviews written without their visit's source (by the build still serving while a reload
// ran analytics migration 13) are missed by a read by a page and a source until the roll fills
// them in.
TEST_F(AnalyticsDashboardTest, TheRollGivesPageviewsWrittenWithoutASourceTheirVisits) {
  ASSERT_NO_FATAL_FAILURE(scriptVisits());
  const std::string by_page_and_source = "/website/pages?range=7d&path=/b&source=www.google.com";
  ASSERT_EQ(read(by_page_and_source), R"([{"page":"/b","pageviews":1}])");
  std::string out;
  ASSERT_NO_FATAL_FAILURE(
      query("UPDATE analytics_events SET source = NULL WHERE path = '/b'", &out));
  EXPECT_EQ(read(by_page_and_source), "[]");
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id}, true);
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  EXPECT_EQ(read(by_page_and_source), R"([{"page":"/b","pageviews":1}])");
  std::string missing;
  query("SELECT COUNT(*) FROM analytics_events WHERE source IS NULL", &missing);
  EXPECT_EQ(missing, "0");
}

TEST_F(AnalyticsDashboardTest, RolledDaysAnswerFilteredReadsAsTheRawRowsDid) {
  ASSERT_NO_FATAL_FAILURE(scriptVisits());
  const std::vector<std::string> reads = {
      "/website/summary?range=7d&path=/",
      "/website/summary?range=30d&source=(direct)",
      "/website/summary?range=7d&country=DE",
      "/website/pages?range=7d&source=www.google.com",
      "/website/entry-pages?range=7d&path=/d",
      "/website/sources?range=7d&path=/a",
      "/website/geo?range=7d&path=/",
      "/website/timeseries?range=7d&path=/",
      "/website/timeseries?range=7d&interval=hour&country=FR",
      "/website/pages?range=7d&country=FR&source=(direct)",
      "/website/summary?range=7d&country=DE&source=www.google.com",
      "/website/summary?range=7d&channel=Organic%20Search",
      "/website/pages?range=7d&channel=Direct",
      "/website/breakdown?by=channel&range=7d&device=Desktop",
      "/website/timeseries?range=7d&browser=Chrome"};
  std::vector<std::string> raw;
  for (const std::string& path : reads) raw.push_back(read(path));
  // The breakdowns as filters: the one visit from Google (three pageviews, five minutes), and the
  // channels of the desktop visits (all of them).
  EXPECT_EQ(raw[11], R"({"unique_visitors":1,"total_visits":1,"pageviews":3,"views_per_visit":3.0,)"
                     R"("avg_visit_duration":300,"bounce_rate":0.0})");
  EXPECT_EQ(raw[13],
            R"([{"value":"Direct","visits":3,"pageviews":4,"bounce_rate":66.67,)"
            R"("avg_visit_duration":20},{"value":"Organic Search","visits":1,"pageviews":3,)"
            R"("bounce_rate":0.0,"avg_visit_duration":300}])");
  // The filtered reads queued the website's roll: the job rolls yesterday once it is closed
  // (from 00:35 UTC on).
  std::string count;
  for (int i = 0; i < 100 && count != "1"; ++i) {
    query("SELECT COUNT(*) FROM analytics_filter_rolled", &count);
    if (count != "1") std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  // A job that rolled the day rolled the closed hours first (within the last 50), yesterday's
  // with traffic among them.
  if (count == "1") {
    std::string hours;
    query("SELECT COUNT(DISTINCT hour) FROM analytics_filter_hours", &hours);
    EXPECT_EQ(hours, "1");
    query(
        "SELECT COUNT(*) FROM analytics_filter_hours_rolled WHERE hour = '" + yesterday() + "T01'",
        &hours);
    EXPECT_EQ(hours, "1");
  }
  // Two days on, yesterday is closed whatever the hour: the command rolls what the job has not.
  std::ofstream(dir_.file("later")) << 2 * 86400;
  const std::string website = a_.website_id;
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", website}, true,
                               {{"SEO_CLOCK_FILE", dir_.file("later")}});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  EXPECT_EQ(rolled.json["days_rolled"].GetInt64(), count == "1" ? 0 : 1) << rolled.out;
  query("SELECT COUNT(*) FROM analytics_filter_rolled", &count);
  EXPECT_EQ(count, "1");
  // path, country, source, source_country, and the breakdowns the visits have (no UTM field).
  query("SELECT COUNT(DISTINCT filter) FROM analytics_filter_days", &count);
  EXPECT_EQ(count, "10");
  for (std::size_t i = 0; i < reads.size(); ++i) EXPECT_EQ(read(reads[i]), raw[i]) << reads[i];
  // Rolled again: nothing left to do.
  rolled = cli().run({"analytics", "roll-filters", "--website", website}, true,
                     {{"SEO_CLOCK_FILE", dir_.file("later")}});
  EXPECT_EQ(rolled.json["days_rolled"].GetInt64(), 0) << rolled.out;
  // Another organization's website is not rolled by it, and reads none of it.
  EXPECT_EQ(read("/website/summary?range=7d&path=/"), raw[0]);
  rapidjson::Document theirs;
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/summary?range=7d&path=/", &theirs));
  EXPECT_EQ(theirs["pageviews"].GetInt64(), 0);
}

TEST_F(AnalyticsDashboardTest, TheLastDayAndRealtimeCountWhatJustHappened) {
  ASSERT_NO_FATAL_FAILURE(scriptVisits());
  rapidjson::Document now;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/realtime", &now));
  EXPECT_EQ(now["visitors"].GetInt64(), 0);  // yesterday's visits are over
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/now"), kChrome, "192.0.2.50"}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/later"), kChrome, "192.0.2.50"}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/now"), kFirefox, "198.51.100.9"}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/realtime", &now));
  EXPECT_EQ(now["visitors"].GetInt64(), 2);

  rapidjson::Document hours;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/timeseries?range=24h", &hours));
  ASSERT_EQ(hours.Size(), 24u);
  EXPECT_EQ(hours[23]["pageviews"].GetInt64(), 3);  // the current hour, last
  EXPECT_EQ(hours[23]["visitors"].GetInt64(), 2);
  EXPECT_EQ(read("/website/pages?range=24h&path=/now"), R"([{"page":"/now","pageviews":2}])");
  // (Yesterday's visits are in the window too when this runs just after midnight.)
  std::string pages = read("/website/pages?range=24h");
  EXPECT_NE(pages.find(R"({"page":"/now","pageviews":2})"), std::string::npos) << pages;
  EXPECT_NE(pages.find(R"({"page":"/later","pageviews":1})"), std::string::npos) << pages;
  rapidjson::Document summary;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/summary?range=24h&country=FR", &summary));
  // Yesterday's visits (01:00 to 01:36, two from France) open the window in the hour after
  // midnight.
  const bool yesterday_in_window = hours[0]["pageviews"].GetInt64() == 7;
  EXPECT_EQ(summary["pageviews"].GetInt64(), yesterday_in_window ? 3 : 1);
}

// Filtered reads of the 24 hours go by hour: once a closed hour is rolled (by the job a filtered
// read queues, or the command), it answers as the raw rows did.
TEST_F(AnalyticsDashboardTest, TheLastHoursAnswerFromTheirRollupsOnceClosed) {
  // Ten minutes into the hour three hours ago: every visit begins in that one hour.
  const std::int64_t hour_ms = 3600 * 1000;
  const std::int64_t now_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                                  std::chrono::system_clock::now().time_since_epoch())
                                  .count();
  const std::int64_t at = (now_ms - 3 * hour_ms) / hour_ms * hour_ms + 10 * 60000;
  Event from_google{site_a_, page("/"), kChrome, "192.0.2.10", at};
  from_google.extra = R"(,"referrer":"https://www.google.com/search")";
  ASSERT_NO_FATAL_FAILURE(collectOk(from_google, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/a"), kChrome, "192.0.2.10", at + 60000}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/c"), kFirefox, "198.51.100.7", at + 120000}, "pageview"));
  const std::vector<std::string> reads = {
      "/website/summary?range=24h&source=www.google.com&compare=previous",
      "/website/pages?range=24h&country=FR", "/website/geo?range=24h&source=(direct)",
      "/website/timeseries?range=24h&interval=hour&country=DE",
      "/website/sources?range=24h&country=DE&source=www.google.com"};
  std::vector<std::string> raw;
  for (const std::string& path : reads) raw.push_back(read(path));
  for (std::size_t i = 11; i < raw.size(); ++i) std::cerr << reads[i] << " -> " << raw[i] << "\n";
  {
    std::ifstream in(dir_.file("server.log"));
    std::string line;
    while (std::getline(in, line))
      if (line.find("rror") != std::string::npos) std::cerr << line << "\n";
  }
  EXPECT_NE(raw[0].find(R"("pageviews":2)"), std::string::npos) << raw[0];
  // Rolled (the command, whether or not the job the reads queued has run yet): that hour has
  // rows, and answers the same.
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  std::string count;
  query("SELECT COUNT(DISTINCT hour) FROM analytics_filter_hours", &count);
  EXPECT_EQ(count, "1");
  for (std::size_t i = 0; i < reads.size(); ++i) EXPECT_EQ(read(reads[i]), raw[i]) << reads[i];
  // Another organization's reads see none of it.
  rapidjson::Document theirs;
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/pages?range=24h&country=FR", &theirs));
  EXPECT_EQ(toJson(theirs), "[]");
}

TEST_F(AnalyticsDashboardTest, BadQueriesAre400NamingTheParameter) {
  const std::pair<std::string, std::string> bad[] = {
      {"/website/pages?range=1y", "range"},
      {"/website/timeseries?interval=minute", "interval"},
      {"/website/timeseries?range=30d&interval=hour", "interval"},
      {"/website/timeseries?range=24h&interval=day", "interval"},
      {"/website/timeseries?from=2020-01-01&to=2026-01-01", "from"},
      {"/website/summary?compare=yes", "compare"},
      {"/website/pages?path=nope", "path"},
      {"/website/sources?country=de", "country"},
      {"/website/sources?source=A%20B", "source"},
      {"/website/entry-pages?limit=0", "limit"},
      {"/website/entry-pages?limit=1001", "limit"},
      {"/website/geo?range=24h&from=2026-13-01", "from"},
  };
  for (const auto& [path, field] : bad) {
    EXPECT_TRUE(isErrorContaining(http().get(api(path), a_.key), 400, {field})) << path;
  }
}

// A read by source or country without a page, over days no rollup answers, counts the days'
// pageviews first: past settings.analytics.raw_read_max_pageviews it is refused at once, naming
// the range, instead of reading them all. Reads by a page, unfiltered reads, rolled days and
// another organization's reads are not.
TEST_F(AnalyticsDashboardTest, RawReadsPastTheirBudgetAreRefusedNamingTheRange) {
  server().stop();
  ServerOptions o = analyticsOptions(R"(,"raw_read_max_pageviews":6)");
  o.env["SEO_JOB_WORKERS"] = "0";  // no roll job: yesterday stays raw until the command below
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  ASSERT_NO_FATAL_FAILURE(scriptVisits());  // 7 pageviews yesterday
  for (const char* path :
       {"/website/summary?range=7d&source=www.google.com",
        "/website/pages?range=7d&country=FR&source=(direct)",
        "/website/timeseries?range=7d&country=DE", "/website/geo?range=7d&country=FR",
        "/website/sources?range=30d&source=(direct)"}) {
    HttpResponse r = http().get(api(path), a_.key);
    EXPECT_TRUE(isErrorContaining(r, 400, {"Invalid field: range", "more than 6 pageviews"}))
        << path << " " << describe(r);
  }
  // Days named by from/to (not 24h: from 23:00 UTC its window no longer reaches yesterday).
  for (const std::string& path :
       {"/website/entry-pages?country=FR&from=" + yesterday() + "&to=" + today()}) {
    HttpResponse r = http().get(api(path), a_.key);
    EXPECT_TRUE(isErrorContaining(r, 400, {"Invalid field: range", "more than 6 pageviews"}))
        << path << " " << describe(r);
  }
  // The comparison's period is bounded too: today holds none, the day before it seven.
  HttpResponse compared = http().get(
      api("/website/summary?country=FR&compare=previous&from=" + today() + "&to=" + today()),
      a_.key);
  EXPECT_TRUE(isErrorContaining(compared, 400, {"Invalid field: range"})) << describe(compared);
  // A page is an index seek whatever the other filters; unfiltered reads are the rollups'.
  EXPECT_EQ(read("/website/pages?range=7d&country=FR&path=/c"), R"([{"page":"/c","pageviews":1}])");
  EXPECT_EQ(read("/website/summary?range=7d"),
            R"({"unique_visitors":3,"total_visits":4,"pageviews":7,"views_per_visit":1.75,)"
            R"("avg_visit_duration":90,"bounce_rate":50.0})");
  // Another organization pays nothing for it: its own filtered reads answer.
  rapidjson::Document theirs;
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/pages?range=7d&source=(direct)", &theirs));
  EXPECT_EQ(toJson(theirs), "[]");
  // Rolled (two days on, yesterday is closed whatever the hour), one filter over days reads the
  // rollups and only today's raw rows: answered again.
  std::ofstream(dir_.file("later")) << 2 * 86400;
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id}, true,
                               {{"SEO_CLOCK_FILE", dir_.file("later")}});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  EXPECT_EQ(read("/website/pages?range=7d&country=FR"),
            R"([{"page":"/","pageviews":1},{"page":"/c","pageviews":1}])");
  // So does a source with a country (a page with another filter is an index seek, above).
  EXPECT_EQ(read("/website/pages?range=7d&country=FR&source=(direct)"),
            R"([{"page":"/","pageviews":1},{"page":"/c","pageviews":1}])");
  EXPECT_EQ(read("/website/pages?range=7d&country=DE&source=(direct)"),
            R"([{"page":"/","pageviews":1},{"page":"/d","pageviews":1}])");
  EXPECT_EQ(read("/website/pages?range=7d&country=FR&source=www.google.com"), "[]");
}

TEST_F(AnalyticsDashboardTest, AnotherOrganizationSeesNothingOfIt) {
  ASSERT_NO_FATAL_FAILURE(scriptVisits());
  for (const char* path : {"/website/timeseries", "/website/pages", "/website/entry-pages",
                           "/website/sources", "/website/realtime"}) {
    EXPECT_EQ(http().get(api(std::string(path) + "?website_id=" + a_.website_id), b_.key).status,
              403)
        << path;
    EXPECT_TRUE(isError(http().get(api(path)), 401, "Invalid or missing API key")) << path;
  }
  rapidjson::Document pages;
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/pages?range=7d", &pages));
  EXPECT_EQ(toJson(pages), "[]");
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/sources?range=7d&source=www.google.com", &pages));
  EXPECT_EQ(toJson(pages), "[]");
}

}  // namespace
}  // namespace seo::tests
