// The analytics module's traffic side over HTTP: the collect endpoint, /track-bot, the tracking
// script and snippet, and the summary and geo reads with their exact figures.
#include <chrono>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "tests/e2e/harness/analytics_fixture.h"
#include "tests/e2e/harness/response_checks.h"

namespace seo::tests {
namespace {

using AnalyticsTrafficTest = AnalyticsE2eTest;

std::string page(const std::string& path) { return "https://alpha.example" + path; }

// Three visitors (two in Germany, one in France), four visits: a three-page visit, the same
// visitor back after a 31-minute gap (a bounce), a two-page visit and another bounce; plus an AI
// bot and a headless browser, neither of which is a visitor.
TEST_F(AnalyticsTrafficTest, ScriptedVisitSequenceGivesExactSummaryAndGeo) {
  const std::string de1 = "192.0.2.10", de2 = "192.0.2.11", fr = "198.51.100.7";
  Event v1{site_a_, page("/"), kChrome, de1, yesterdayAt(60)};
  v1.extra = R"(,"referrer":"https://www.google.com/")";
  ASSERT_NO_FATAL_FAILURE(collectOk(v1, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/a?utm=x#top"), kChrome, de1, yesterdayAt(62)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/b"), kChrome, de1, yesterdayAt(65)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/bot"), kGptBot, "203.0.113.5", yesterdayAt(66)}, "bot"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/x"), kHeadless, de2, yesterdayAt(67)}, "ignored"));
  Event driven{site_a_, page("/x"), kChrome, de2, yesterdayAt(68)};
  driven.extra = R"(,"webdriver":true)";
  ASSERT_NO_FATAL_FAILURE(collectOk(driven, "ignored"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/"), kFirefox, fr, yesterdayAt(70)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/c"), kFirefox, fr, yesterdayAt(71)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/"), kSafari, de2, yesterdayAt(80)}, "pageview"));
  // 31 minutes after the first visitor's last pageview: a new visit, and a bounce.
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/d"), kChrome, de1, yesterdayAt(96)}, "pageview"));

  rapidjson::Document summary;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/summary?range=7d", &summary));
  EXPECT_EQ(toJson(summary),
            R"({"unique_visitors":3,"total_visits":4,"pageviews":7,"views_per_visit":1.75,)"
            R"("avg_visit_duration":90,"bounce_rate":50.0})");
  // (300 s + 0 + 60 s + 0) / 4 visits = 90 s; 2 of 4 visits had one pageview.

  rapidjson::Document geo;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/geo?range=7d", &geo));
  EXPECT_EQ(toJson(geo),
            R"([{"country":"DE","views":5,"visits":3},{"country":"FR","views":2,"visits":1}])");

  // The period is yesterday: from/to override range, and a period without it has nothing.
  rapidjson::Document only;
  ASSERT_NO_FATAL_FAILURE(readOk(
      a_, "/website/summary?range=90d&from=" + yesterday() + "&to=" + yesterday(), &only));
  EXPECT_EQ(only["pageviews"].GetInt64(), 7);
  ASSERT_NO_FATAL_FAILURE(
      readOk(a_, "/website/summary?from=" + today() + "&to=" + today(), &only));
  EXPECT_EQ(only["pageviews"].GetInt64(), 0);
}

TEST_F(AnalyticsTrafficTest, NoDataIsZerosNotErrors) {
  rapidjson::Document summary, geo;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/summary", &summary));
  EXPECT_EQ(toJson(summary),
            R"({"unique_visitors":0,"total_visits":0,"pageviews":0,"views_per_visit":0.0,)"
            R"("avg_visit_duration":0,"bounce_rate":0.0})");
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/geo", &geo));
  EXPECT_EQ(toJson(geo), "[]");
}

TEST_F(AnalyticsTrafficTest, UnknownAddressesAreCountryZz) {
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/"), kChrome, "127.0.0.1"}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/"), kFirefox, "100.64.1.1"}, "pageview"));
  rapidjson::Document geo;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/geo", &geo));
  EXPECT_EQ(toJson(geo), R"([{"country":"ZZ","views":2,"visits":2}])");
}

TEST_F(AnalyticsTrafficTest, SubdomainsBelongToTheWebsite) {
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, "https://www.alpha.example/x"}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, "http://Blog.Alpha.Example:8080/y"}, "pageview"));
  EXPECT_TRUE(isErrorContaining(collect({site_a_, "https://notalpha.example/"}), 400,
                                {"url", "does not belong"}));
  EXPECT_TRUE(isErrorContaining(collect({site_a_, "https://alpha.example.evil.test/"}), 400,
                                {"url", "does not belong"}));
}

TEST_F(AnalyticsTrafficTest, TrackBotRecordsAiBotsOnly) {
  HttpResponse r = collect({site_a_, page("/docs"), kChrome, "198.51.100.9", std::nullopt,
                            R"x(,"user_agent":"Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)")x"},
                           "/track-bot");
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(r.json()["bot"].GetString(), std::string("ClaudeBot"));
  r = collect({site_a_, page("/docs?page=2"), kGptBot}, "/track-bot");
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json(), "recorded"), "bot");
  r = collect({site_a_, page("/docs"), kChrome}, "/track-bot");
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json(), "recorded"), "ignored");

  std::string rows;
  query("SELECT bot, path, source FROM analytics_bot_hits ORDER BY bot", &rows);
  EXPECT_EQ(rows, "ClaudeBot|/docs|tracker\nGPTBot|/docs?page=2|tracker");
  // Bots are not visitors.
  rapidjson::Document summary;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/summary", &summary));
  EXPECT_EQ(summary["pageviews"].GetInt64(), 0);
}

TEST_F(AnalyticsTrafficTest, BadEventsAre400And413) {
  auto post = [&](const std::string& body) {
    HttpRequest request;
    request.method = "POST";
    request.path = api("/analytics/collect");
    request.body = body;
    request.headers = {{"User-Agent", kChrome}};
    return http().send(request);
  };
  const std::string url = R"("url":"https://alpha.example/")";
  EXPECT_TRUE(isError(post("{" + url + "}"), 400, "Missing required field: site"));
  EXPECT_TRUE(isError(post(R"({"site":")" + site_a_ + "\"}"), 400, "Missing required field: url"));
  EXPECT_TRUE(isErrorContaining(post(R"({"site":"nope",)" + url + "}"), 400, {"site"}));
  EXPECT_TRUE(isErrorContaining(post(R"({"site":42,)" + url + "}"), 400, {"site"}));
  const std::string site = R"({"site":")" + site_a_ + "\",";
  EXPECT_TRUE(isErrorContaining(post(site + R"("url":"ftp://alpha.example/"})"), 400, {"url"}));
  EXPECT_TRUE(isErrorContaining(post(site + R"("url":"/relative"})"), 400, {"url"}));
  EXPECT_TRUE(isErrorContaining(post(site + url + R"(,"referrer":7})"), 400, {"referrer"}));
  EXPECT_TRUE(isErrorContaining(post(site + url + R"(,"webdriver":"no"})"), 400, {"webdriver"}));
  EXPECT_TRUE(isErrorContaining(post(site + url + R"(,"time":"yesterday"})"), 400, {"time"}));
  EXPECT_TRUE(isErrorContaining(post(site + url + R"(,"time":"2001-01-01T00:00:00.000Z"})"), 400,
                                {"time"}));
  EXPECT_TRUE(isErrorContaining(post(site + url), 400, {"JSON"}));
  EXPECT_TRUE(isErrorContaining(post("[1]"), 400, {"object"}));
  std::string big =
      site + url + R"(,"referrer":"https://x.test/)" + std::string(100000, 'a') + "\"}";
  EXPECT_EQ(post(big).status, 413);
  // Text only: invalid UTF-8 or NUL is refused naming the field, before anything is queued.
  EXPECT_TRUE(isError(post(site + "\"url\":\"https://alpha.example/\xFF\"}"), 400,
                      "Invalid field: url: not valid UTF-8"));
  EXPECT_TRUE(isError(post(site + url + R"(,"referrer":"https://x.test/\u0000"})"), 400,
                      "Invalid field: referrer: contains a NUL character"));
  EXPECT_TRUE(isErrorContaining(post(std::string(100000, '[')), 413, {"98304 bytes"}));
  EXPECT_TRUE(isErrorContaining(
      post(site + url + R"(,"referrer":"https://x.test/)" + std::string(3000, 'a') + "\"}"), 400,
      {"referrer"}));
  // bravo's site id with alpha's pages: refused, never counted for either.
  EXPECT_TRUE(isErrorContaining(collect({site_b_, page("/")}), 400, {"url"}));

  std::string count;
  query("SELECT COUNT(*) FROM analytics_events", &count);
  EXPECT_EQ(count, "0");
}

TEST_F(AnalyticsTrafficTest, EventTimesAreRefusedUnlessTheOperatorTrustsSenders) {
  server().stop();
  ASSERT_NO_FATAL_FAILURE(startServer(analyticsOptions(R"(,"trust_event_time":false)")));
  EXPECT_TRUE(isErrorContaining(collect({site_a_, page("/"), kChrome, "192.0.2.1", yesterdayAt(5)}),
                                400, {"time"}));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/")}, "pageview"));
}

TEST_F(AnalyticsTrafficTest, ReadsCheckTheirQueryAndTheCaller) {
  for (const std::string& path : {std::string("/website/summary"), std::string("/website/geo")}) {
    HttpResponse r = http().get(api(path + "?range=1d"), a_.key);
    EXPECT_TRUE(isErrorContaining(r, 400, {"range"})) << path;
    EXPECT_TRUE(isErrorContaining(http().get(api(path + "?from=2026-13-01&to=2026-12-01"), a_.key),
                                  400, {"from"}))
        << path;
    EXPECT_TRUE(isErrorContaining(http().get(api(path + "?from=2026-01-01&to=01-02-2026"), a_.key),
                                  400, {"to"}))
        << path;
    EXPECT_TRUE(isErrorContaining(http().get(api(path + "?from=2026-02-01&to=2026-01-31"), a_.key),
                                  400, {"from"}))
        << path;
    EXPECT_TRUE(isError(http().get(api(path)), 401, "Invalid or missing API key")) << path;
    EXPECT_EQ(http().get(api(path + "?website_id=" + b_.website_id), a_.key).status, 403) << path;
  }
}

TEST_F(AnalyticsTrafficTest, OrganizationsNeverSeeEachOthersTraffic) {
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/"), kChrome, "192.0.2.10"}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_b_, "https://bravo.example/", kFirefox, "198.51.100.7"}, "pageview"));
  rapidjson::Document a, b, geo_b;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/summary", &a));
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/summary", &b));
  EXPECT_EQ(a["pageviews"].GetInt64(), 1);
  EXPECT_EQ(b["pageviews"].GetInt64(), 1);
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/geo", &geo_b));
  EXPECT_EQ(toJson(geo_b), R"([{"country":"FR","views":1,"visits":1}])");
  EXPECT_EQ(http().get(api("/website/geo?website_id=" + a_.website_id), b_.key).status, 403);
  EXPECT_EQ(http().get(api("/website/tracking?website_id=" + a_.website_id), b_.key).status, 403);
  EXPECT_NE(site_a_, site_b_);
}

TEST_F(AnalyticsTrafficTest, TrackerScriptIsPublicSmallAndCached) {
  HttpResponse r = http().get(api("/analytics/tracker.js"));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_NE(r.header("content-type").value_or("").find("javascript"), std::string::npos);
  EXPECT_LT(r.body.size(), 4608u);
  EXPECT_NE(r.body.find("/analytics/collect"), std::string::npos);
  EXPECT_NE(r.body.find("/track-bot"), std::string::npos);
  EXPECT_NE(r.body.find("pushState"), std::string::npos);  // single-page-app navigations
  EXPECT_EQ(r.body.find("document.cookie"), std::string::npos);
  EXPECT_EQ(r.body.find("localStorage"), std::string::npos);
  EXPECT_TRUE(hasCommonHeaders(r));
  std::string etag = r.header("etag").value_or("");
  ASSERT_FALSE(etag.empty());
  HttpRequest again;
  again.path = api("/analytics/tracker.js");
  again.headers = {{"If-None-Match", etag}};
  EXPECT_EQ(http().send(again).status, 304);

  rapidjson::Document code;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/tracking", &code));
  EXPECT_EQ(stringField(code, "site_id"), site_a_);  // stable
  std::string snippet = stringField(code, "snippet");
  EXPECT_NE(snippet.find("/api/v1/analytics/tracker.js"), std::string::npos) << snippet;
  EXPECT_NE(snippet.find("data-site=\"" + site_a_ + "\""), std::string::npos) << snippet;
  EXPECT_EQ(snippet.find(a_.key), std::string::npos);
  EXPECT_EQ(snippet.find(a_.website_id), std::string::npos);
}

TEST_F(AnalyticsTrafficTest, TheSnippetTakesTheHostHeaderOnlyWhenItIsAHostName) {
  HttpRequest r;
  r.path = api("/website/tracking");
  r.key = a_.key;
  r.headers = {{"Host", "stats.example.com"}};
  HttpResponse ok = http().send(r);
  ASSERT_EQ(ok.status, 200) << describe(ok);
  std::string snippet = stringField(ok.json()["data"], "snippet");
  // As sent: no ":80" added (it broke https embeds).
  EXPECT_NE(snippet.find("src=\"//stats.example.com/api/v1/analytics/tracker.js\""),
            std::string::npos)
      << snippet;
  r.headers = {{"Host", "[::1]:8080"}};
  EXPECT_EQ(http().send(r).status, 200);
  for (const char* hostile : {"x\"><script>alert(1)</script>", "a b", "evil.com/x?", "a:99999z"}) {
    r.headers = {{"Host", hostile}};
    HttpResponse refused = http().send(r);
    EXPECT_TRUE(isErrorContaining(refused, 400, {"Host header", "analytics.public_url"}))
        << hostile << "\n" << describe(refused);
  }
}

TEST_F(AnalyticsTrafficTest, StoresNoAddressNorUserAgentAndDropsOldSalts) {
  std::string ignored;
  query("INSERT INTO analytics_salts (day, salt, created_at) VALUES ('2020-01-01', 'old', "
        "'2020-01-01T00:00:00.000Z')",
        &ignored);
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/p"), kChrome, "192.0.2.77"}, "pageview"));
  std::string events, visits;
  query("SELECT * FROM analytics_events", &events);
  query("SELECT * FROM analytics_visits", &visits);
  ASSERT_FALSE(events.empty());
  for (const std::string& rows : {events, visits}) {
    EXPECT_EQ(rows.find("192.0.2.77"), std::string::npos) << rows;
    // The user agent is not stored: only the browser and system it names ("Chrome 131").
    for (const char* part : {"Mozilla", "Win64", "AppleWebKit", "537.36", "131.0.0.0"}) {
      EXPECT_EQ(rows.find(part), std::string::npos) << part << ": " << rows;
    }
  }
  std::string salts;
  query("SELECT day FROM analytics_salts ORDER BY day", &salts);
  EXPECT_EQ(salts, today());

  // Creating today's salt booked its deletion: a job due a minute after the salt turns 48 hours
  // old, so salts go even when no later event comes to delete them.
  std::string cleanup;
  query("SELECT substr(run_at, 12, 5) FROM jobs WHERE kind = 'analytics.salt_cleanup'", &cleanup);
  EXPECT_EQ(cleanup, "00:01");
  query("SELECT substr(run_at, 1, 10) > '" + today() + "' FROM jobs WHERE kind = "
        "'analytics.salt_cleanup'",
        &cleanup);
  EXPECT_TRUE(cleanup == "1" || cleanup == "t") << cleanup;
  // The job itself, run now (through the probe plugin), deletes what is older than yesterday.
  query("INSERT INTO analytics_salts (day, salt, created_at) VALUES ('2020-01-02', 'old', "
        "'2020-01-02T00:00:00.000Z')",
        &ignored);
  HttpRequest run;
  run.method = "POST";
  run.path = api("/probe/jobs");
  run.key = a_.key;
  run.body = R"({"kind":"analytics.salt_cleanup","payload":{}})";
  HttpResponse queued = http().send(run);
  ASSERT_EQ(queued.status, 202) << describe(queued);
  std::string job_id = stringField(queued.json()["data"], "job_id");
  for (int i = 0; i < 400; ++i) {
    query("SELECT status FROM jobs WHERE id = '" + job_id + "'", &cleanup);
    if (cleanup == "completed" || cleanup == "failed") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  EXPECT_EQ(cleanup, "completed");
  query("SELECT day FROM analytics_salts ORDER BY day", &salts);
  EXPECT_EQ(salts, today());
}

}  // namespace
}  // namespace seo::tests
