// Plausible's Events API at its own path on the server's root (POST /api/event): the script's
// one-letter body and a backend's documented one (its visitor in X-Forwarded-For) record as this
// server's tracker does, answered 202; the domain names the website, and another organization's
// later website of the same domain never takes its events; hostile bodies are refused whole.
#include <gtest/gtest.h>

#include <string>

#include "tests/e2e/harness/analytics_fixture.h"
#include "tests/e2e/harness/response_checks.h"
#include "tests/e2e/harness/tenant.h"

namespace seo::tests {
namespace {

using AnalyticsPlausibleTest = AnalyticsE2eTest;

// POST `path` (Plausible's own by default) with `body`, as a browser or backend with `agent`
// at `ip`, the way Plausible's clients send it (text/plain from the script).
HttpResponse plausible(const HttpClient& http, const std::string& body,
                       const std::string& agent = kChrome, const std::string& ip = "192.0.2.10",
                       const std::string& path = "/api/event") {
  HttpRequest request;
  request.method = "POST";
  request.path = path;
  request.body = body;
  request.headers = {{"User-Agent", agent}, {"X-Forwarded-For", ip}};
  return http.send(request);
}

void expectRecorded(const HttpResponse& r, const std::string& what) {
  ASSERT_EQ(r.status, 202) << describe(r);
  EXPECT_EQ(stringField(r.json(), "recorded"), what) << r.body;
}

TEST_F(AnalyticsPlausibleTest, ThePlausibleScriptsAndABackendsEventsRecordAsTheTrackersDo) {
  // The script's pageview, then its custom event with properties and revenue.
  ASSERT_NO_FATAL_FAILURE(expectRecorded(
      plausible(http(), R"({"n":"pageview","u":"https://alpha.example/pricing?utm_x=1",)"
                        R"("d":"alpha.example","r":"https://www.google.com/","v":36})"),
      "pageview"));
  ASSERT_NO_FATAL_FAILURE(expectRecorded(
      plausible(http(),
                R"({"n":"Signup","u":"https://alpha.example/pricing","d":"Alpha.Example",)"
                R"("p":{"plan":"pro","coupon":null},"$":{"currency":"EUR","amount":"29.99"}})"),
      "event"));
  // A backend's, in the documented names, for a visitor in France named by X-Forwarded-For.
  ASSERT_NO_FATAL_FAILURE(expectRecorded(
      plausible(http(),
                R"({"name":"Purchase","url":"https://www.alpha.example/thanks",)"
                R"("domain":"alpha.example","revenue":{"currency":"USD","amount":120}})",
                kFirefox, "198.51.100.7, 10.0.0.1"),
      "event"));
  // Hash routing (h): the fragment is the page.
  ASSERT_NO_FATAL_FAILURE(expectRecorded(
      plausible(http(), R"({"n":"pageview","u":"https://alpha.example/app#/settings",)"
                        R"("d":"alpha.example","h":1})"),
      "pageview"));
  // The newer script's engagement on leaving a page: accepted, not counted.
  ASSERT_NO_FATAL_FAILURE(
      expectRecorded(plausible(http(), R"({"n":"engagement","u":"https://alpha.example/pricing",)"
                                       R"("d":"alpha.example","sd":40,"e":1200})"),
                     "ignored"));
  // Automation and AI bots as on the collect endpoint, answered as Plausible answers.
  ASSERT_NO_FATAL_FAILURE(expectRecorded(
      plausible(http(), R"({"n":"Signup","u":"https://alpha.example/","d":"alpha.example"})",
                kHeadless),
      "ignored"));
  ASSERT_NO_FATAL_FAILURE(expectRecorded(
      plausible(http(), R"({"n":"pageview","u":"https://alpha.example/","d":"alpha.example"})",
                kGptBot, "203.0.113.5"),
      "bot"));
  // The same route under /api/v1 too.
  ASSERT_NO_FATAL_FAILURE(expectRecorded(
      plausible(http(), R"({"n":"pageview","u":"https://alpha.example/about","d":"alpha.example"})",
                kChrome, "192.0.2.10", "/api/v1/analytics/plausible-event"),
      "pageview"));

  const std::string where = " WHERE website_id = '" + a_.website_id + "'";
  std::string rows;
  query("SELECT path, COALESCE(referrer_host, '') FROM analytics_events" + where +
            " ORDER BY occurred_at",
        &rows);
  EXPECT_EQ(rows, "/pricing|www.google.com\n/app#/settings|\n/about|");
  query("SELECT name, path, revenue_micros, currency, country FROM analytics_custom_events" +
            where + " ORDER BY occurred_at",
        &rows);
  EXPECT_EQ(rows, "Signup|/pricing|29990000|EUR|DE\nPurchase|/thanks|120000000|USD|FR");
  query("SELECT event_name, prop_key, prop_value FROM analytics_event_props" + where, &rows);
  EXPECT_EQ(rows, "Signup|plan|pro") << "the null property is left out, as Plausible does";
  std::string visitors;
  query("SELECT COUNT(DISTINCT visitor) FROM analytics_custom_events" + where, &visitors);
  EXPECT_EQ(visitors, "2") << "the browser's and the backend's visitor";
  query("SELECT COUNT(*) FROM analytics_bot_hits" + where, &rows);
  EXPECT_EQ(rows, "1");
  std::string others;
  query("SELECT (SELECT COUNT(*) FROM analytics_events WHERE website_id <> '" + a_.website_id +
            "') + (SELECT COUNT(*) FROM analytics_custom_events WHERE website_id <> '" +
            a_.website_id + "')",
        &others);
  EXPECT_EQ(others, "0");
}

TEST_F(AnalyticsPlausibleTest, TheDomainNamesTheWebsiteAddedFirstAndThePageMustBeOnIt) {
  // bravo adds a website of alpha's domain later: alpha's events stay alpha's.
  rapidjson::Document added;
  ASSERT_NO_FATAL_FAILURE(runCliOk(
      cli(), {"website", "create", "--org", b_.org_id, "--domain", "alpha.example"}, &added));
  ASSERT_NO_FATAL_FAILURE(expectRecorded(
      plausible(http(), R"({"n":"pageview","u":"https://alpha.example/","d":"alpha.example"})"),
      "pageview"));
  ASSERT_NO_FATAL_FAILURE(expectRecorded(
      plausible(http(), R"({"n":"pageview","u":"https://bravo.example/","d":"bravo.example"})"),
      "pageview"));
  std::string rows;
  query("SELECT website_id FROM analytics_events ORDER BY occurred_at", &rows);
  EXPECT_EQ(rows, a_.website_id + "\n" + b_.website_id);
  EXPECT_EQ(stringField(added, "domain"), "alpha.example");

  // A page off the website, an unknown domain, a list of domains.
  EXPECT_TRUE(isErrorContaining(
      plausible(http(), R"({"n":"pageview","u":"https://bravo.example/","d":"alpha.example"})"),
      400, {"url", "does not belong"}));
  EXPECT_TRUE(isErrorContaining(
      plausible(http(), R"({"n":"pageview","u":"https://nowhere.example/","d":"nowhere.example"})"),
      400, {"domain", "no website"}));
  EXPECT_TRUE(isErrorContaining(
      plausible(
          http(),
          R"({"n":"pageview","u":"https://alpha.example/","d":"alpha.example,bravo.example"})"),
      400, {"domain"}));
  EXPECT_TRUE(isError(plausible(http(), R"({"n":"pageview","d":"alpha.example"})"), 400,
                      "Missing required field: url"));
  EXPECT_TRUE(isErrorContaining(
      plausible(http(), R"({"n":"pageview","u":"ftp://alpha.example/","d":"alpha.example"})"), 400,
      {"url"}));
  // No key is asked, and a GET is not the route.
  HttpRequest get;
  get.path = "/api/event";
  EXPECT_EQ(http().send(get).status, 405);
}

TEST_F(AnalyticsPlausibleTest, HostileBodiesAreRefusedWholeAndRecordNothing) {
  const std::string head = R"({"n":"x","u":"https://alpha.example/","d":"alpha.example",)";
  std::string many = head + R"("p":)" + tenThousandProps() + "}";
  ASSERT_LT(many.size(), 98304u);
  EXPECT_TRUE(isErrorContaining(plausible(http(), many), 400, {"props", "at most 30"}));
  EXPECT_TRUE(isErrorContaining(plausible(http(), head + R"("p":{"k":)" + std::string(300, '[') +
                                                      std::string(300, ']') + "}}"),
                                400, {"deeper"}));
  // The body's text is checked as it was sent (p.k); its limits as the collect body's (props.k).
  EXPECT_TRUE(isError(plausible(http(), head + R"("p":{"k":"a\u0000"}})"), 400,
                      "Invalid field: p.k: contains a NUL character"));
  EXPECT_TRUE(isError(plausible(http(), head + "\"p\":{\"k\":\"\xC3\"}}"), 400,
                      "Invalid field: p.k: not valid UTF-8"));
  EXPECT_EQ(plausible(http(), "{\"d\":\"alpha.example\xC3\"}").status, 400);
  EXPECT_TRUE(
      isErrorContaining(plausible(http(), head + R"("$":{"currency":"EUR","amount":"1e9999"}})"),
                        400, {"revenue.amount"}));
  EXPECT_TRUE(isErrorContaining(plausible(http(), head + R"("m":"[1,2"})"), 400, {"m"}));
  EXPECT_EQ(
      plausible(http(), head + R"("p":{"k":")" + std::string(100 * 1024, 'v') + "\"}}").status,
      413);
  EXPECT_EQ(plausible(http(), "[1]").status, 400);
  EXPECT_EQ(rawEventRows(), "0");
}

}  // namespace
}  // namespace seo::tests
