// Funnels over HTTP: made from the website's goals, listed and deleted, refused naming the field;
// their steps' visitors, conversion and drop-off checked against events worked out by hand, from
// the raw rows and then from the roll (seoctl analytics roll-goals), with a filter and the
// 24-hour range (today rolled live and carried on by the writer); a goal of a funnel kept until the
// funnel goes; another organization sees and changes none of it.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "tests/e2e/harness/analytics_fixture.h"
#include "tests/e2e/harness/response_checks.h"

namespace seo::tests {
namespace {

std::string page(const std::string& path) { return "https://alpha.example" + path; }

HttpResponse del(const HttpClient& http, const std::string& path, const std::string& key) {
  HttpRequest request;
  request.method = "DELETE";
  request.path = api(path);
  request.key = key;
  return http.send(request);
}

// "visitors entering rate | per step: visitors conversion step_conversion dropoff dropoff_rate".
std::string figuresOf(const rapidjson::Value& funnel) {
  char head[96];
  std::snprintf(head, sizeof head, "%lld %lld %.2f |",
                static_cast<long long>(funnel["visitors"].GetInt64()),
                static_cast<long long>(funnel["entering_visitors"].GetInt64()),
                funnel["conversion_rate"].GetDouble());
  std::string out = head;
  for (const rapidjson::Value& step : funnel["steps"].GetArray()) {
    char line[128];
    std::snprintf(line, sizeof line, " %lld %.2f %.2f %lld %.2f;",
                  static_cast<long long>(step["visitors"].GetInt64()),
                  step["conversion_rate"].GetDouble(), step["step_conversion_rate"].GetDouble(),
                  static_cast<long long>(step["dropoff"].GetInt64()),
                  step["dropoff_rate"].GetDouble());
    out += line;
  }
  return out;
}

class AnalyticsFunnelsTest : public AnalyticsE2eTest {
 protected:
  // Makes the goal `body` of tenant `who`; its id.
  std::string goal(const Tenant& who, const std::string& body) {
    HttpResponse r = http().post(api("/website/goals"), who.key, body);
    EXPECT_EQ(r.status, 201) << describe(r);
    return r.status == 201 ? stringField(r.json()["data"], "id") : "";
  }
};

TEST_F(AnalyticsFunnelsTest, StepsCountInOrderWithinAVisitAsWorkedOutByHand) {
  const std::string pricing = goal(a_, R"({"page_path":"/pricing"})");
  const std::string signup = goal(a_, R"({"event_name":"Signup"})");
  const std::string purchase = goal(a_, R"({"event_name":"Purchase"})");
  HttpResponse made = http().post(api("/website/funnels"), a_.key,
                                  R"({"name":"Checkout","steps":[")" + pricing + R"(",")" + signup +
                                      R"(",")" + purchase + R"("]})");
  ASSERT_EQ(made.status, 201) << describe(made);
  const std::string id = stringField(made.json()["data"], "id");
  EXPECT_EQ(toJson(made.json()["data"]["steps"]),
            R"([{"goal_id":")" + pricing + R"(","name":"Visit /pricing"},{"goal_id":")" + signup +
                R"(","name":"Signup"},{"goal_id":")" + purchase + R"(","name":"Purchase"}])");

  // Yesterday: the first German visitor views /pricing, signs up and buys (all three steps);
  // the second signs up before viewing /pricing (the first step only); the French one views
  // /pricing and buys without signing up (the first step only).
  const std::string de1 = "192.0.2.10", de2 = "192.0.2.11", fr = "198.51.100.7";
  auto named = [](const std::string& name) { return R"(,"name":")" + name + "\""; };
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/pricing"), kChrome, de1, yesterdayAt(60)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk(
      {site_a_, page("/pricing"), kChrome, de1, yesterdayAt(61), named("Signup")}, "event"));
  ASSERT_NO_FATAL_FAILURE(collectOk(
      {site_a_, page("/thanks"), kChrome, de1, yesterdayAt(62), named("Purchase")}, "event"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/"), kSafari, de2, yesterdayAt(69)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/"), kSafari, de2, yesterdayAt(70), named("Signup")}, "event"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/pricing"), kSafari, de2, yesterdayAt(71)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/pricing"), kFirefox, fr, yesterdayAt(80)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk(
      {site_a_, page("/pricing"), kFirefox, fr, yesterdayAt(81), named("Purchase")}, "event"));

  const std::string worked_out =
      "3 3 33.33 | 3 100.00 100.00 0 0.00; 1 33.33 33.33 2 66.67; 1 33.33 100.00 0 0.00;";
  rapidjson::Document funnel;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/funnels/" + id + "?range=7d", &funnel));
  EXPECT_EQ(figuresOf(funnel), worked_out);
  EXPECT_EQ(stringField(funnel, "name"), "Checkout");
  // France's visitor alone: a filter applies to each step's event.
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/funnels/" + id + "?range=7d&country=FR", &funnel));
  EXPECT_EQ(figuresOf(funnel),
            "1 1 0.00 | 1 100.00 100.00 0 0.00; 0 0.00 0.00 1 100.00; 0 0.00 0.00 0 0.00;");

  // Rolled (a day on, yesterday is closed whatever the hour, and the hours the 24-hour range
  // reads are still kept): the same from its rows.
  std::ofstream(dir_.file("later")) << 86400;
  CliResult rolled = cli().run({"analytics", "roll-goals", "--website", a_.website_id}, true,
                               {{"SEO_CLOCK_FILE", dir_.file("later")}});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  std::string rows;
  query("SELECT step, visitors FROM analytics_funnel_days WHERE funnel_id = '" + id +
            "' AND day = '" + yesterday() + "' ORDER BY step",
        &rows);
  EXPECT_EQ(rows, "0|3\n1|1\n2|1");
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/funnels/" + id + "?range=7d", &funnel));
  EXPECT_EQ(figuresOf(funnel), worked_out);

  // Now, a visitor from Japan views /pricing and signs up: the 24-hour range has them.
  const std::string jp = "203.0.113.5";
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/pricing"), kChrome, jp}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/pricing"), kChrome, jp, std::nullopt, named("Signup")}, "event"));
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/funnels/" + id + "?range=24h&country=JP", &funnel));
  EXPECT_EQ(figuresOf(funnel),
            "1 1 0.00 | 1 100.00 100.00 0 0.00; 1 100.00 100.00 0 0.00; 0 0.00 0.00 1 100.00;");

  // Today rolled to its last closed hour (seoctl on the server's clock; from 01:05 UTC on, when
  // its first hour has closed), the reads walk the events after it on from where its visitors
  // stood, and the 24-hour range reads the hours: each visitor is of one country, so it is the
  // sum of the three countries' (each read from the raw rows, by whole days).
  CliResult live = cli().run({"analytics", "roll-goals", "--website", a_.website_id});
  ASSERT_EQ(live.exit_code, 0) << live.describe();
  query("SELECT COUNT(*) FROM analytics_funnel_days WHERE funnel_id = '" + id +
            "' AND live = 1 AND hours = 1",
        &rows);
  const std::int64_t minute_of_day = std::chrono::duration_cast<std::chrono::minutes>(
                                         std::chrono::system_clock::now().time_since_epoch())
                                         .count() %
                                     (24 * 60);
  if (minute_of_day >= 66) {
    EXPECT_EQ(rows, "3");
  } else if (minute_of_day < 64) {
    EXPECT_EQ(rows, "0");
  }
  const std::string jp2 = "203.0.113.6";
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/pricing"), kFirefox, jp2}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/cart"), kFirefox, jp2, std::nullopt, named("Signup")}, "event"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/cart"), kFirefox, jp2, std::nullopt, named("Purchase")}, "event"));
  auto stepVisitors = [&](const std::string& query_string) {
    rapidjson::Document read;
    readOk(a_, "/website/funnels/" + id + "?range=24h" + query_string, &read);
    std::vector<long long> visitors;
    for (const rapidjson::Value& step : read["steps"].GetArray()) {
      visitors.push_back(step["visitors"].GetInt64());
    }
    return visitors;
  };
  std::vector<long long> countries(3, 0);
  for (const char* country : {"DE", "FR", "JP"}) {
    const std::vector<long long> of = stepVisitors(std::string("&country=") + country);
    ASSERT_EQ(of.size(), 3u);
    for (std::size_t k = 0; k < 3; ++k) countries[k] += of[k];
  }
  EXPECT_EQ(stepVisitors(""), countries);
  EXPECT_GE(countries[2], 1) << "the second Japanese visitor bought";

  // Listed; another organization sees none of it and changes nothing.
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/funnels", &list));
  ASSERT_EQ(list.Size(), 1u);
  EXPECT_EQ(stringField(list[0], "id"), id);
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/funnels", &list));
  EXPECT_EQ(toJson(list), "[]");
  EXPECT_EQ(http().get(api("/website/funnels/" + id), b_.key).status, 404);
  EXPECT_EQ(del(http(), "/website/funnels/" + id, b_.key).status, 404);
  EXPECT_TRUE(isErrorContaining(
      http().post(api("/website/funnels"), b_.key,
                  R"({"name":"Theirs","steps":[")" + pricing + R"(",")" + signup + R"("]})"),
      400, {"steps[0]", "not a goal of the website"}));
  EXPECT_EQ(
      http().get(api("/website/funnels/" + id + "?website_id=" + a_.website_id), b_.key).status,
      403);

  // A goal of the funnel stays until the funnel goes.
  EXPECT_TRUE(isErrorContaining(del(http(), "/website/goals/" + signup, a_.key), 409,
                                {"Checkout", "delete them first"}));
  EXPECT_EQ(del(http(), "/website/funnels/" + id, a_.key).status, 200);
  EXPECT_EQ(http().get(api("/website/funnels/" + id), a_.key).status, 404);
  EXPECT_EQ(del(http(), "/website/goals/" + signup, a_.key).status, 200);
  query("SELECT COUNT(*) FROM analytics_funnel_days", &rows);
  EXPECT_EQ(rows, "0");
  query("SELECT COUNT(*) FROM analytics_funnel_hours", &rows);
  EXPECT_EQ(rows, "0");
}

// Under a filter, a day not rolled by day whose hours are (today; here yesterday, rolled to its
// 23:10) reads its rolled hours' funnel panel and walks only the hours after them raw, each
// visitor walked on from their earlier events: the same figures as the raw rows.
TEST_F(AnalyticsFunnelsTest, UnderAFilterADayOfRolledHoursReadsThemAsTheRawRows) {
  // No job rolls behind the test's back (a filtered read asks for one).
  server().stop();
  ServerOptions o = analyticsOptions();
  o.env["SEO_JOB_WORKERS"] = "0";
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  const std::string pricing = goal(a_, R"({"page_path":"/pricing"})");
  const std::string signup = goal(a_, R"({"event_name":"Signup"})");
  HttpResponse made =
      http().post(api("/website/funnels"), a_.key,
                  R"({"name":"Signup","steps":[")" + pricing + R"(",")" + signup + R"("]})");
  ASSERT_EQ(made.status, 201) << describe(made);
  const std::string id = stringField(made.json()["data"], "id");
  // Yesterday, in Germany: A views /pricing at 21:10 and signs up at 22:10 in the same visit
  // (across the last rolled hour); B does both at 10:00; D signs up at 22:46 without /pricing; E
  // views /pricing at 22:50. In France, C does both at 22:30.
  const std::string a = "192.0.2.10", b = "192.0.2.11", d = "192.0.2.12", e = "192.0.2.13",
                    c = "198.51.100.7";
  const std::string signed_up = R"(,"name":"Signup")";
  struct Step {
    std::string address, path;
    int minute;
    bool event;
  };
  for (const Step& step : std::vector<Step>{{b, "/pricing", 600, false},
                                            {b, "/pricing", 601, true},
                                            {a, "/pricing", 1270, false},
                                            {a, "/docs", 1295, false},
                                            {a, "/docs", 1325, false},
                                            {a, "/docs", 1330, true},
                                            {c, "/pricing", 1350, false},
                                            {c, "/pricing", 1351, true},
                                            {d, "/docs", 1365, false},
                                            {d, "/docs", 1366, true},
                                            {e, "/pricing", 1370, false}}) {
    ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page(step.path), kChrome, step.address,
                                       yesterdayAt(step.minute), step.event ? signed_up : ""},
                                      step.event ? "event" : "pageview"));
  }
  std::vector<std::string> reads = {"/website/funnels/" + id + "?range=7d&country=DE",
                                    "/website/funnels/" + id + "?range=7d&country=FR",
                                    "/website/funnels/" + id + "?range=7d&browser=Chrome"};
  auto steps = [&](const std::string& path) {
    rapidjson::Document funnel;
    readOk(a_, path, &funnel);
    std::string out;
    for (const rapidjson::Value& step : funnel["steps"].GetArray()) {
      out += (out.empty() ? "" : " ") + std::to_string(step["visitors"].GetInt64());
    }
    return out;
  };
  std::vector<std::string> expected = {"3 2", "1 1", "4 3"};
  // The last 24 hours: the visitors who entered the funnel in them (in Germany B at 10:00, A at
  // 21:00, E at 22:00 yesterday), at the furthest step they reached that day.
  const std::int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::system_clock::now().time_since_epoch())
                               .count();
  const std::string first_hour = isoTimeText(now - 23 * 3600 * 1000).substr(0, 13);
  auto entered = [&](int hour) {
    return isoTimeText(yesterdayAt(hour * 60)).substr(0, 13) >= first_hour;
  };
  reads.push_back("/website/funnels/" + id + "?range=24h&country=DE");
  expected.push_back(std::to_string(entered(10) + entered(21) + entered(22)) + " " +
                     std::to_string(entered(10) + entered(21)));
  for (std::size_t i = 0; i < reads.size(); ++i) {
    EXPECT_EQ(steps(reads[i]), expected[i]) << "from the raw rows: " << reads[i];
  }
  // Rolled as at yesterday 23:10: its hours to 21:00 are closed (D's and E's visits go on after
  // 23:00), its day is not.
  std::ofstream(dir_.file("then")) << (yesterdayAt(23 * 60 + 10) - now) / 1000;
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id}, true,
                               {{"SEO_CLOCK_FILE", dir_.file("then")}});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  std::string rows;
  query("SELECT COUNT(*) FROM analytics_filter_rolled", &rows);
  EXPECT_EQ(rows, "0") << "yesterday is not rolled by day";
  query(
      "SELECT SUBSTR(hour, 12, 2), name, visitors FROM analytics_filter_hours WHERE panel = "
      "'funnel' AND filter = 'country' AND value = 'DE' ORDER BY hour, name",
      &rows);
  // By the hour the step was reached, named with the hour the visitor entered the funnel.
  EXPECT_EQ(rows, "10|" + id + ":0:10|1\n10|" + id + ":1:10|1\n21|" + id + ":0:21|1");
  for (std::size_t i = 0; i < reads.size(); ++i) {
    EXPECT_EQ(steps(reads[i]), expected[i]) << "from the rolled hours: " << reads[i];
  }
  // Those rows are what answers the hours rolled: without them, only the raw hours count.
  query("DELETE FROM analytics_filter_hours WHERE panel = 'funnel'", &rows);
  EXPECT_EQ(steps(reads[0]), "1 1");
}

TEST_F(AnalyticsFunnelsTest, BadFunnelsAre400NamingTheField) {
  const std::string a = goal(a_, R"({"page_path":"/pricing"})");
  const std::string b = goal(a_, R"({"event_name":"Signup"})");
  std::string nine = "[";
  for (int i = 0; i < 9; ++i) nine += (i ? ",\"" : "\"") + (i % 2 ? a : b) + "\"";
  nine += "]";
  const std::pair<std::string, std::string> bad[] = {
      {R"({"steps":[")" + a + R"(",")" + b + R"("]})", "name"},
      {R"({"name":"","steps":[")" + a + R"(",")" + b + R"("]})", "name"},
      {R"({"name":"a\nb","steps":[")" + a + R"(",")" + b + R"("]})", "name"},
      {R"({"name":"x\u0000","steps":[")" + a + R"(",")" + b + R"("]})", "name"},
      {R"({"name":")" + std::string(121, 'x') + R"(","steps":[")" + a + R"(",")" + b + R"("]})",
       "name"},
      {R"({"name":"One","steps":[")" + a + R"("]})", "steps"},
      {R"({"name":"Twice","steps":[")" + a + R"(",")" + a + R"("]})", "steps"},
      {R"({"name":"Nine","steps":)" + nine + "}", "steps"},
      {R"({"name":"Odd","steps":[")" + a + R"(",{"id":1}]})", "steps[1]"},
      {R"({"name":"Unknown","steps":[")" + a + R"(","00000000-0000-4000-8000-000000000000"]})",
       "steps[1]"},
      {R"({"name":"Extra","steps":[")" + a + R"(",")" + b + R"("],"filter":"x"})", "filter"},
      {R"(["not an object"])", "object"},
  };
  for (const auto& [body, field] : bad) {
    EXPECT_TRUE(isErrorContaining(http().post(api("/website/funnels"), a_.key, body), 400, {field}))
        << body;
  }
  EXPECT_EQ(http().post(api("/website/funnels"), a_.key, std::string(9000, ' ')).status, 413);
  EXPECT_EQ(http().get(api("/website/funnels/not-a-uuid"), a_.key).status, 404);  // as goals'
  EXPECT_TRUE(isErrorContaining(
      http().get(api("/website/funnels/00000000-0000-4000-8000-000000000000?range=1y"), a_.key),
      400, {"range"}));
  EXPECT_EQ(http().get(api("/website/funnels/00000000-0000-4000-8000-000000000000"), a_.key).status,
            404);
  rapidjson::Document list;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/funnels", &list));
  EXPECT_EQ(toJson(list), "[]");  // nothing half-made
}

}  // namespace
}  // namespace seo::tests
