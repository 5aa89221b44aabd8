// Custom events over HTTP: from the page (the collect endpoint) and from a backend (POST
// /analytics/events with a key), joined to the visitor's open visit, with their properties and
// revenue as stored; the same automation rules as pageviews; hostile bodies refused whole; one
// organization's events never reach another's website.
#include <gtest/gtest.h>

#include <string>

#include "tests/e2e/harness/analytics_fixture.h"
#include "tests/e2e/harness/response_checks.h"

namespace seo::tests {
namespace {

using AnalyticsEventsTest = AnalyticsE2eTest;

std::string page(const std::string& path) { return "https://alpha.example" + path; }

const std::string kSignup = R"(,"name":"Signup","props":{"plan":"pro","seats":3},)"
                            R"("revenue":{"currency":"EUR","amount":"29.99"})";

// POST /analytics/events as a backend with `key`: `members` inside the body's braces.
HttpResponse fromBackend(const HttpClient& http, const std::string& key,
                         const std::string& members) {
  return http.post("/api/v1/analytics/events", key, "{" + members + "}");
}

std::string backendBody(const std::string& ip, const std::string& agent, std::int64_t ms,
                        const std::string& more = "") {
  return R"("url":"https://alpha.example/thanks","ip":")" + ip + R"(","user_agent":")" + agent +
         R"(","time":")" + isoTimeText(ms) + "\"" + more;
}

TEST_F(AnalyticsEventsTest, CustomEventsJoinTheOpenVisitWithTheirPropertiesAndRevenue) {
  Event view{site_a_, page("/pricing"), kChrome, "192.0.2.10", yesterdayAt(60)};
  view.extra = R"(,"referrer":"https://www.google.com/","props":{"author":"Ada"})";
  ASSERT_NO_FATAL_FAILURE(collectOk(view, "pageview"));
  Event signup{site_a_, page("/pricing"), kChrome, "192.0.2.10", yesterdayAt(61), kSignup};
  ASSERT_NO_FATAL_FAILURE(collectOk(signup, "event"));
  // Two hours on, the visit is closed: the event joins none, its source its own referrer.
  Event later{site_a_, page("/account"), kChrome, "192.0.2.10", yesterdayAt(180)};
  later.extra = R"(,"name":"Upgrade","interactive":false)";
  ASSERT_NO_FATAL_FAILURE(collectOk(later, "event"));

  const std::string where = " WHERE website_id = '" + a_.website_id + "'";
  std::string rows;
  query(
      "SELECT name, path, revenue_micros, currency, interactive, source FROM "
      "analytics_custom_events" +
          where + " ORDER BY occurred_at",
      &rows);
  EXPECT_EQ(rows, "Signup|/pricing|29990000|EUR|1|www.google.com\nUpgrade|/account|||0|");
  std::string joined;
  query(
      "SELECT e.name FROM analytics_custom_events e JOIN analytics_visits v ON v.id = "
      "e.visit_id AND v.website_id = e.website_id WHERE e.website_id = '" +
          a_.website_id + "'",
      &joined);
  EXPECT_EQ(joined, "Signup");
  std::string same_visitor;
  query("SELECT COUNT(DISTINCT visitor) FROM analytics_custom_events" + where, &same_visitor);
  EXPECT_EQ(same_visitor, "1") << "one visitor's events, one hash (the day's)";
  std::string props;
  query("SELECT event_name, prop_key, prop_value FROM analytics_event_props" + where +
            " ORDER BY event_name, prop_key",
        &props);
  EXPECT_EQ(props, "Signup|plan|pro\nSignup|seats|3\npageview|author|Ada");

  // Custom events change no visit figure: one pageview, one visit, a bounce.
  rapidjson::Document summary;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/summary?range=7d", &summary));
  EXPECT_EQ(summary["pageviews"].GetInt64(), 1);
  EXPECT_EQ(summary["total_visits"].GetInt64(), 1);
  EXPECT_DOUBLE_EQ(summary["bounce_rate"].GetDouble(), 100.0);
}

TEST_F(AnalyticsEventsTest, ABackendsEventIsTheVisitorsWithTheirAddressAndAgent) {
  ASSERT_NO_FATAL_FAILURE(collectOk(
      {site_a_, page("/pricing"), kFirefox, "198.51.100.7", yesterdayAt(60)}, "pageview"));
  HttpResponse r =
      fromBackend(http(), a_.key,
                  backendBody("198.51.100.7", kFirefox, yesterdayAt(62),
                              R"(,"name":"Purchase","revenue":{"currency":"USD","amount":120})"));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json(), "recorded"), "event");
  std::string rows;
  query(
      "SELECT e.name, e.country, e.revenue_micros, e.currency FROM analytics_custom_events e "
      "JOIN analytics_visits v ON v.id = e.visit_id WHERE e.website_id = '" +
          a_.website_id + "'",
      &rows);
  EXPECT_EQ(rows, "Purchase|FR|120000000|USD") << "joined the browser's visit, from France";

  // A backend may send pageviews too; automation and AI bots as on the collect endpoint.
  r = fromBackend(http(), a_.key, backendBody("192.0.2.20", kChrome, yesterdayAt(70)));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json(), "recorded"), "pageview");
  r = fromBackend(http(), a_.key,
                  backendBody("192.0.2.21", kHeadless, yesterdayAt(71), R"(,"name":"Signup")"));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json(), "recorded"), "ignored");
  r = fromBackend(http(), a_.key,
                  backendBody("203.0.113.5", kGptBot, yesterdayAt(72), R"(,"name":"Signup")"));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json(), "recorded"), "ignored") << "a bot never converts";
  std::string count;
  query("SELECT COUNT(*) FROM analytics_custom_events", &count);
  EXPECT_EQ(count, "1");
}

TEST_F(AnalyticsEventsTest, ABackendNeedsItsKeyAndTheVisitorAndStaysOnItsWebsite) {
  const std::string body = backendBody("192.0.2.10", kChrome, yesterdayAt(60), R"(,"name":"X")");
  EXPECT_TRUE(isError(http().post("/api/v1/analytics/events", std::nullopt, "{" + body + "}"), 401,
                      "Invalid or missing API key"));
  // bravo's key: alpha's website is not its own, nor are alpha's pages.
  EXPECT_EQ(
      http()
          .post("/api/v1/analytics/events?website_id=" + a_.website_id, b_.key, "{" + body + "}")
          .status,
      403);
  EXPECT_TRUE(
      isErrorContaining(fromBackend(http(), b_.key, body), 400, {"url", "does not belong"}));
  const std::string url = R"("url":"https://alpha.example/",)";
  EXPECT_TRUE(isError(fromBackend(http(), a_.key, url + R"("user_agent":"x","name":"X")"), 400,
                      "Missing required field: ip"));
  EXPECT_TRUE(isError(fromBackend(http(), a_.key, url + R"("ip":"192.0.2.1","name":"X")"), 400,
                      "Missing required field: user_agent"));
  for (const char* bad : {"999.1.1.1", "192.0.2.1, 10.0.0.1", "localhost", "::g"}) {
    EXPECT_TRUE(isErrorContaining(
        fromBackend(http(), a_.key, url + R"("ip":")" + bad + R"(","user_agent":"x")"), 400,
        {"ip"}))
        << bad;
  }
  EXPECT_TRUE(
      isErrorContaining(fromBackend(http(), a_.key,
                                    backendBody("192.0.2.1", kChrome, yesterdayAt(1),
                                                R"(,"revenue":{"currency":"EUR","amount":1})")),
                        400, {"revenue"}));

  // bravo's own event lands on bravo's website only.
  HttpResponse r =
      http().post("/api/v1/analytics/events", b_.key,
                  R"({"url":"https://bravo.example/","ip":"192.0.2.10","user_agent":")" + kChrome +
                      R"(","name":"Signup"})");
  ASSERT_EQ(r.status, 200) << describe(r);
  std::string rows;
  query("SELECT website_id FROM analytics_custom_events", &rows);
  EXPECT_EQ(rows, b_.website_id);
}

TEST_F(AnalyticsEventsTest, HostileEventBodiesAreRefusedWholeAndRecordNothing) {
  auto post = [&](const std::string& members) {
    return collect({site_a_, page("/"), kChrome, "192.0.2.10", std::nullopt, members});
  };
  // 10 000 keys: under the body limit, refused by count.
  std::string many = R"(,"name":"x","props":)" + tenThousandProps();
  ASSERT_LT(many.size(), 98304u);
  EXPECT_TRUE(isErrorContaining(post(many), 400, {"props", "at most 30"}));
  EXPECT_TRUE(isErrorContaining(
      post(R"(,"name":"x","props":{"k":)" + std::string(300, '[') + std::string(300, ']') + "}"),
      400, {"deeper"}));
  EXPECT_TRUE(isError(post(R"(,"name":"x","props":{"k":"a\u0000"}})"), 400,
                      "Invalid field: props.k: contains a NUL character"));
  EXPECT_TRUE(isError(post(",\"name\":\"x\",\"props\":{\"k\":\"\xC3\"}"), 400,
                      "Invalid field: props.k: not valid UTF-8"));
  EXPECT_TRUE(isErrorContaining(
      post(R"(,"name":"x","props":{"k":")" + std::string(2001, 'v') + "\"}"), 400, {"props.k"}));
  EXPECT_TRUE(
      isErrorContaining(post(R"(,"name":"x","revenue":{"currency":"EUR","amount":"1e9999"})"), 400,
                        {"revenue.amount"}));
  EXPECT_EQ(post(R"(,"name":"x","props":{"k":")" + std::string(100 * 1024, 'v') + "\"}").status,
            413);
  // The backend's door reads the same way.
  const std::string visitor = backendBody("192.0.2.10", kChrome, yesterdayAt(5));
  EXPECT_TRUE(
      isError(fromBackend(http(), a_.key, visitor + R"(,"name":"x","props":{"k":"a\u0000"})"), 400,
              "Invalid field: props.k: contains a NUL character"));
  EXPECT_TRUE(
      isError(fromBackend(http(), a_.key, visitor + ",\"name\":\"x\",\"props\":{\"k\":\"\xC3\"}"),
              400, "Invalid field: props.k: not valid UTF-8"));
  EXPECT_TRUE(
      isErrorContaining(fromBackend(http(), a_.key,
                                    visitor + R"(,"name":"x","props":{"k":)" +
                                        std::string(300, '[') + std::string(300, ']') + "}"),
                        400, {"deeper"}));
  EXPECT_TRUE(isErrorContaining(fromBackend(http(), a_.key, visitor + many), 400, {"at most 30"}));
  EXPECT_EQ(
      fromBackend(http(), a_.key,
                  visitor + R"(,"name":"x","props":{"k":")" + std::string(100 * 1024, 'v') + "\"}")
          .status,
      413);
  EXPECT_EQ(rawEventRows(), "0");
}

}  // namespace
}  // namespace seo::tests
