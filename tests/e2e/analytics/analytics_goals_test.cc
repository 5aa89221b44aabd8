// Goals over HTTP: made, listed and deleted per website, refused naming the field; their
// conversions, conversion rate and revenue checked against hand-counted events, first from the
// raw rows, then from the roll the goal's creation queues, then with events the writer adds to
// the rolled day; filters and the 24-hour range; one organization's goals and events never in
// another's figures.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "tests/e2e/harness/analytics_fixture.h"
#include "tests/e2e/harness/response_checks.h"

namespace seo::tests {
namespace {

using AnalyticsGoalsTest = AnalyticsE2eTest;

std::string page(const std::string& path) { return "https://alpha.example" + path; }

// A custom event's members: its name and, when `currency` is set, a revenue.
std::string named(const std::string& name, const std::string& currency = "",
                  const std::string& amount = "") {
  std::string more = R"(,"name":")" + name + "\"";
  if (!currency.empty()) {
    more += R"(,"revenue":{"currency":")" + currency + R"(","amount":")" + amount + "\"}";
  }
  return more;
}

HttpResponse del(const HttpClient& http, const std::string& path, const std::string& key) {
  HttpRequest request;
  request.method = "DELETE";
  request.path = api(path);
  request.key = key;
  return http.send(request);
}

// The goal named `name` in a GET /website/goals answer.
const rapidjson::Value* goalNamed(const rapidjson::Document& goals, const std::string& name) {
  for (const rapidjson::Value& goal : goals.GetArray()) {
    if (stringField(goal, "name") == name) return &goal;
  }
  return nullptr;
}

// "unique/total rate" of a goal, and its revenue as "total/average CUR" or "null".
std::string figuresOf(const rapidjson::Document& goals, const std::string& name) {
  const rapidjson::Value* goal = goalNamed(goals, name);
  if (goal == nullptr) return "no goal " + name;
  char rate[32];
  std::snprintf(rate, sizeof rate, "%.2f", (*goal)["conversion_rate"].GetDouble());
  std::string out = std::to_string((*goal)["unique_conversions"].GetInt64()) + "/" +
                    std::to_string((*goal)["total_conversions"].GetInt64()) + " " + rate;
  const rapidjson::Value& revenue = (*goal)["revenue"];
  if (revenue.IsNull()) return out + " null";
  char money[64];
  std::snprintf(money, sizeof money, " %.2f/%.2f ", revenue["total"].GetDouble(),
                revenue["average"].GetDouble());
  return out + money + stringField(revenue, "currency");
}

TEST_F(AnalyticsGoalsTest, GoalsAreMadeListedAndDeletedPerWebsiteAndRefusedNamingTheField) {
  HttpResponse r =
      http().post(api("/website/goals"), a_.key, R"({"event_name":"Signup","currency":"EUR"})");
  ASSERT_EQ(r.status, 201) << describe(r);
  const rapidjson::Document made = r.json();  // json() answers a new document each call
  const rapidjson::Value& signup = made["data"];
  EXPECT_EQ(stringField(signup, "name"), "Signup");
  EXPECT_EQ(stringField(signup, {"event_name"}), "Signup");
  EXPECT_TRUE(signup["page_path"].IsNull());
  EXPECT_EQ(stringField(signup, "currency"), "EUR");
  const std::string signup_id = stringField(signup, "id");
  r = http().post(api("/website/goals"), a_.key, R"({"page_path":"/pricing/**"})");
  ASSERT_EQ(r.status, 201) << describe(r);
  EXPECT_EQ(stringField(r.json()["data"], "name"), "Visit /pricing/**");

  EXPECT_TRUE(isError(http().post(api("/website/goals"), a_.key, R"({"event_name":"Signup"})"), 409,
                      "The website has this goal already"));
  EXPECT_TRUE(
      isErrorContaining(http().post(api("/website/goals"), a_.key, R"({"page_path":"pricing"})"),
                        400, {"Invalid field: page_path"}));
  EXPECT_TRUE(isErrorContaining(
      http().post(api("/website/goals"), a_.key, R"({"page_path":"/","currency":"EUR"})"), 400,
      {"Invalid field: currency"}));
  EXPECT_TRUE(
      isErrorContaining(http().post(api("/website/goals"), a_.key, R"({"event_name":"A\u0000B"})"),
                        400, {"event_name"}));
  EXPECT_TRUE(isError(http().post(api("/website/goals"), a_.key, "{}"), 400,
                      "Missing required field: event_name"));
  // Hostile bodies: invalid UTF-8, deep, past the route's 8 KiB; nothing is made of them.
  EXPECT_TRUE(isError(http().post(api("/website/goals"), a_.key, "{\"event_name\":\"\xC3\"}"), 400,
                      "Invalid field: event_name: not valid UTF-8"));
  EXPECT_TRUE(isErrorContaining(http().post(api("/website/goals"), a_.key,
                                            R"({"event_name":"A","x":)" + std::string(300, '[') +
                                                std::string(300, ']') + "}"),
                                400, {"deeper"}));
  EXPECT_EQ(http()
                .post(api("/website/goals"), a_.key,
                      R"({"page_path":"/)" + std::string(9000, 'p') + "\"}")
                .status,
            413);

  rapidjson::Document goals;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals", &goals));
  ASSERT_EQ(goals.Size(), 2u);
  EXPECT_EQ(stringField(goals[0], "name"), "Signup") << "oldest first";
  EXPECT_EQ(goals[0]["total_conversions"].GetInt64(), 0);

  // bravo sees none of alpha's goals and cannot delete them.
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/goals", &goals));
  EXPECT_EQ(goals.Size(), 0u);
  EXPECT_EQ(del(http(), "/website/goals/" + signup_id, b_.key).status, 404);
  EXPECT_EQ(del(http(), "/website/goals/not-a-uuid", a_.key).status, 404);

  r = del(http(), "/website/goals/" + signup_id, a_.key);
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(del(http(), "/website/goals/" + signup_id, a_.key).status, 404);
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals", &goals));
  ASSERT_EQ(goals.Size(), 1u);
  EXPECT_EQ(stringField(goals[0], "page_path"), "/pricing/**");
}

TEST_F(AnalyticsGoalsTest, FiguresMatchTheEventsFromRawRowsFromTheRollAndFromTheWriter) {
  // Yesterday, three visitors: A (Germany) views a plan and signs up twice in euros; B (France)
  // views /pricing (not under /pricing/) and a plan, and signs up in dollars; C (Japan) only
  // reads the home page. bravo's visitor signs up on bravo's website.
  const std::string a_ip = "192.0.2.10", b_ip = "198.51.100.7", c_ip = "203.0.113.5";
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/pricing/pro"), kChrome, a_ip, yesterdayAt(60)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/pricing/pro"), kChrome, a_ip, yesterdayAt(61),
                                     named("Signup", "EUR", "29.99")},
                                    "event"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/pricing/pro"), kChrome, a_ip, yesterdayAt(62),
                                     named("Signup", "EUR", "10.01")},
                                    "event"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/pricing"), kFirefox, b_ip, yesterdayAt(70)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/pricing/team"), kFirefox, b_ip, yesterdayAt(71)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/pricing/team"), kFirefox, b_ip,
                                     yesterdayAt(72), named("Signup", "USD", "5")},
                                    "event"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/"), kSafari, c_ip, yesterdayAt(80)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_b_, "https://bravo.example/pricing/pro", kChrome, a_ip,
                                     yesterdayAt(90), named("Signup", "EUR", "99")},
                                    "event"));

  for (const char* goal : {R"({"event_name":"Signup","currency":"EUR"})",
                           R"({"page_path":"/pricing/**"})", R"({"event_name":"Purchase"})"}) {
    HttpResponse r = http().post(api("/website/goals"), a_.key, goal);
    ASSERT_EQ(r.status, 201) << describe(r);
  }
  ASSERT_EQ(http().post(api("/website/goals"), b_.key, R"({"event_name":"Signup"})").status, 201);

  // Signup: A and B convert (2 of 3 visitors), three times; the euro revenue is A's two.
  const std::string signup = "2/3 66.67 40.00/20.00 EUR";
  const std::string plans = "2/2 66.67 null";  // A's /pricing/pro, B's /pricing/team
  const std::string purchase = "0/0 0.00 null";
  auto expectFigures = [&](const std::string& when, const std::string& want_signup,
                           const std::string& want_plans) {
    rapidjson::Document goals;
    ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals?range=7d", &goals));
    EXPECT_EQ(figuresOf(goals, "Signup"), want_signup) << when;
    EXPECT_EQ(figuresOf(goals, "Visit /pricing/**"), want_plans) << when;
    EXPECT_EQ(figuresOf(goals, "Purchase"), purchase) << when;
  };
  // Counted from the raw rows: the days are not rolled yet, or are being rolled.
  ASSERT_NO_FATAL_FAILURE(expectFigures("from the raw rows", signup, plans));

  // The roll the first goal queued writes each goal's day: then the same figures from it.
  const std::string goal_days =
      "SELECT g.event_name, g.page_path, d.day, d.visitors, d.conversions, d.revenue_micros, "
      "d.revenue_conversions FROM analytics_goal_days d JOIN analytics_goals g ON g.id = "
      "d.goal_id WHERE d.website_id = '" +
      a_.website_id + "' ORDER BY g.created_at";
  std::string rows;
  ASSERT_TRUE(eventuallyTrue([&] {
    query("SELECT COUNT(*) FROM analytics_goal_days WHERE website_id = '" + a_.website_id + "'",
          &rows);
    return rows == "3";
  })) << rows;
  query(goal_days, &rows);
  const std::string day = yesterday();
  EXPECT_EQ(rows, "Signup||" + day + "|2|3|40000000|2\n|/pricing/**|" + day + "|2|2|0|0\n" +
                      "Purchase||" + day + "|0|0|0|0");
  ASSERT_NO_FATAL_FAILURE(expectFigures("from the roll", signup, plans));

  // The writer adds to the rolled day: A signs up again (no new visitor), C signs up and views
  // a plan page twice (one new visitor each).
  ASSERT_NO_FATAL_FAILURE(collectOk(
      {site_a_, page("/pricing/pro"), kChrome, a_ip, yesterdayAt(100), named("Signup", "EUR", "5")},
      "event"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/"), kSafari, c_ip, yesterdayAt(101), named("Signup", "EUR", "15")},
                "event"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/pricing/pro"), kSafari, c_ip, yesterdayAt(102)}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/pricing/team"), kSafari, c_ip, yesterdayAt(103)}, "pageview"));
  query(goal_days, &rows);
  EXPECT_EQ(rows, "Signup||" + day + "|3|5|60000000|4\n|/pricing/**|" + day + "|3|4|0|0\n" +
                      "Purchase||" + day + "|0|0|0|0");
  ASSERT_NO_FATAL_FAILURE(
      expectFigures("the writer's additions", "3/5 100.00 60.00/15.00 EUR", "3/4 100.00 null"));

  // A filter counts the matching events from the raw rows: Germany is A alone, whose visit is
  // the period's only German one; a page filter is the event's page.
  rapidjson::Document goals;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals?range=7d&country=DE", &goals));
  EXPECT_EQ(figuresOf(goals, "Signup"), "1/3 100.00 45.00/15.00 EUR");
  EXPECT_EQ(figuresOf(goals, "Visit /pricing/**"), "1/1 100.00 null");
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals?range=7d&path=/pricing/team", &goals));
  EXPECT_EQ(figuresOf(goals, "Signup"), "1/1 50.00 0.00/0.00 EUR") << "B's, in dollars";
  EXPECT_EQ(figuresOf(goals, "Visit /pricing/**"), "2/2 100.00 null");

  // bravo's goal counts bravo's event alone.
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/goals?range=7d", &goals));
  ASSERT_EQ(goals.Size(), 1u);
  EXPECT_EQ(figuresOf(goals, "Signup"), "1/1 0.00 null") << "bravo has no pageviews";

  // A goal deleted takes its figures with it.
  const rapidjson::Value* purchase_goal = nullptr;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals", &goals));
  purchase_goal = goalNamed(goals, "Purchase");
  ASSERT_NE(purchase_goal, nullptr);
  ASSERT_EQ(del(http(), "/website/goals/" + stringField(*purchase_goal, "id"), a_.key).status, 200);
  query("SELECT COUNT(*) FROM analytics_goal_days WHERE website_id = '" + a_.website_id + "'",
        &rows);
  EXPECT_EQ(rows, "2");
}

TEST_F(AnalyticsGoalsTest, ARollWhileEventsComeCountsEachEventOnce) {
  // Four visitors send pageviews and signups into yesterday while the goals are made and their
  // day rolled: each event counts once, in the roll or by the writer, whichever came first.
  constexpr int kSenders = 4;
  // The day holds many signups already (of one visitor), so that a roll reads for a while as
  // events come: 20 000 raw rows, written as the writer would have.
  constexpr int kSeeded = 20000;
  std::string none;
  ASSERT_NO_FATAL_FAILURE(
      query("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < " +
                std::to_string(kSeeded) +
                ") INSERT INTO analytics_custom_events (id, website_id, occurred_at, day, visitor, "
                "visit_id, name, path, country, source, interactive) SELECT 'seeded-' || i, '" +
                a_.website_id + "', '" + isoTimeText(yesterdayAt(300)) + "', '" + yesterday() +
                "', 'seeded', '', 'Signup', '/', 'ZZ', '', 1 FROM n",
            &none));
  std::atomic<bool> stop{false};
  std::atomic<int> pageviews{0}, signups{0}, failed{0};
  std::vector<std::thread> senders;
  for (int s = 0; s < kSenders; ++s) {
    senders.emplace_back([&, s] {
      for (int i = 0; !stop.load() && i < 5000; ++i) {
        const bool view = i % 2 == 0;
        Event e{site_a_,
                page("/p/" + std::to_string(s) + "/" + std::to_string(i)),
                kChrome,
                "192.0.2." + std::to_string(s + 1),
                yesterdayAt(600 + i / 20),
                view ? "" : named("Signup")};
        HttpResponse r = collect(e);
        if (r.status != 200) {
          ++failed;
        } else {
          ++(view ? pageviews : signups);
        }
      }
    });
  }
  auto sent = [&] { return pageviews.load() + signups.load(); };
  EXPECT_TRUE(eventuallyTrue([&] { return sent() >= 40; }));
  for (const char* goal : {R"({"event_name":"Signup"})", R"({"page_path":"/p/**"})"}) {
    HttpResponse r = http().post(api("/website/goals"), a_.key, goal);
    EXPECT_EQ(r.status, 201) << describe(r);
  }
  std::string rows;
  EXPECT_TRUE(eventuallyTrue([&] {
    query("SELECT COUNT(*) FROM analytics_goal_days WHERE website_id = '" + a_.website_id + "'",
          &rows);
    return rows == "2";
  })) << rows;
  // Then more events, which only the writer counts.
  const int rolled_at = sent();
  EXPECT_TRUE(eventuallyTrue([&] { return sent() >= rolled_at + 80; }));
  stop = true;
  for (std::thread& t : senders) t.join();
  ASSERT_EQ(failed.load(), 0);

  query(
      "SELECT COALESCE(g.event_name, g.page_path), d.day, d.visitors, d.conversions FROM "
      "analytics_goal_days d JOIN analytics_goals g ON g.id = d.goal_id WHERE d.website_id = '" +
          a_.website_id + "' ORDER BY g.created_at",
      &rows);
  const std::string day = yesterday(), senders_text = std::to_string(kSenders);
  const std::string signup_visitors = std::to_string(kSenders + 1);
  EXPECT_EQ(rows, "Signup|" + day + "|" + signup_visitors + "|" +
                      std::to_string(kSeeded + signups.load()) + "\n/p/**|" + day + "|" +
                      senders_text + "|" + std::to_string(pageviews.load()));
  rapidjson::Document goals;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals?range=7d", &goals));
  // The seeded visitor has no pageview: 5 converting visitors of the day's 4.
  EXPECT_EQ(figuresOf(goals, "Signup"),
            signup_visitors + "/" + std::to_string(kSeeded + signups.load()) + " 125.00 null");
  EXPECT_EQ(figuresOf(goals, "Visit /p/**"),
            senders_text + "/" + std::to_string(pageviews.load()) + " 100.00 null");
}

// The last 24 hours (and today in the last 7 days) under a filter, from the raw rows, then from
// the hours rolled (their goal panel, filter_hour_goals.h) and the raw rows of the hour not rolled
// yet: the same figures; a visitor who converted in a rolled hour is not counted again for a
// conversion in the raw one.
TEST_F(AnalyticsGoalsTest, UnderAFilterTheLast24HoursReadTheRolledHoursAsTheRawRows) {
  HttpResponse made =
      http().post(api("/website/goals"), a_.key, R"({"event_name":"Signup","currency":"EUR"})");
  ASSERT_EQ(made.status, 201) << describe(made);
  const std::string signup = stringField(made.json()["data"], "id");
  ASSERT_EQ(http().post(api("/website/goals"), a_.key, R"({"page_path":"/pricing/**"})").status,
            201);
  // A (Germany, Chrome) views a plan and signs up three hours ago, again two hours ago (another
  // visit) and now; B (France, Firefox) two hours ago.
  const std::string a_ip = "192.0.2.10", b_ip = "198.51.100.7";
  const std::int64_t hour = 3600 * 1000;
  const std::int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::system_clock::now().time_since_epoch())
                               .count();
  const std::int64_t t3 = now - 3 * hour, t2 = now - 2 * hour;
  for (const auto& [at, euros] : {std::pair{t3, "10"}, std::pair{t2, "5"}}) {
    ASSERT_NO_FATAL_FAILURE(
        collectOk({site_a_, page("/pricing/pro"), kChrome, a_ip, at}, "pageview"));
    ASSERT_NO_FATAL_FAILURE(collectOk(
        {site_a_, page("/pricing/pro"), kChrome, a_ip, at + 1000, named("Signup", "EUR", euros)},
        "event"));
  }
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/pricing/team"), kFirefox, b_ip, t2}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk(
      {site_a_, page("/pricing/team"), kFirefox, b_ip, t2 + 1000, named("Signup", "EUR", "7")},
      "event"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/pricing/team"), kChrome, a_ip}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk(
      {site_a_, page("/pricing/team"), kChrome, a_ip, std::nullopt, named("Signup", "EUR", "3")},
      "event"));
  // A is one visitor a day (the visitor's hash changes at midnight): a run just after midnight
  // sees two.
  auto dayOf = [](std::int64_t ms) { return isoTimeText(ms).substr(0, 10); };
  const std::set<std::string> a_days{dayOf(t3), dayOf(t2), dayOf(now)};
  const std::string a_visitors = std::to_string(a_days.size());
  auto expect = [&](const std::string& when) {
    rapidjson::Document goals;
    // The last 7 days too: today (and yesterday until its day is rolled) from the same hours.
    for (const char* range : {"24h", "7d"}) {
      ASSERT_NO_FATAL_FAILURE(
          readOk(a_, std::string("/website/goals?range=") + range + "&country=DE", &goals));
      EXPECT_EQ(figuresOf(goals, "Signup"), a_visitors + "/3 100.00 18.00/6.00 EUR")
          << when << ", " << range;
      EXPECT_EQ(figuresOf(goals, "Visit /pricing/**"), a_visitors + "/3 100.00 null")
          << when << ", " << range;
    }
    ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals?range=24h&browser=Firefox", &goals));
    EXPECT_EQ(figuresOf(goals, "Signup"), "1/1 100.00 7.00/7.00 EUR") << when;
    EXPECT_EQ(figuresOf(goals, "Visit /pricing/**"), "1/1 100.00 null") << when;
  };
  ASSERT_NO_FATAL_FAILURE(expect("from the raw rows"));
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  // Each conversion in its hour; A in the hour of their first of the day.
  std::string rows;
  query(
      "SELECT hour, visitors, views, duration_ms FROM analytics_filter_hours WHERE panel = "
      "'goal' AND filter = 'country' AND value = 'DE' AND name = '" +
          signup + "' ORDER BY hour",
      &rows);
  auto hourOf = [](std::int64_t ms) { return isoTimeText(ms).substr(0, 13); };
  const std::string t2_visitors = dayOf(t2) == dayOf(t3) ? "0" : "1";
  EXPECT_EQ(rows, hourOf(t3) + "|1|1|10000000\n" + hourOf(t2) + "|" + t2_visitors + "|1|5000000");
  ASSERT_NO_FATAL_FAILURE(expect("from the rolled hours"));
  // The other organization's website has none of it.
  rapidjson::Document theirs;
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/goals?range=24h&country=DE", &theirs));
  EXPECT_EQ(toJson(theirs), "[]");
}

TEST_F(AnalyticsGoalsTest, TheLastDayRangeCountsTheLast24Hours) {
  ASSERT_EQ(http().post(api("/website/goals"), a_.key, R"({"event_name":"Download"})").status, 201);
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/docs"), kChrome, "192.0.2.10"}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk(
      {site_a_, page("/docs"), kChrome, "192.0.2.10", std::nullopt, named("Download")}, "event"));
  rapidjson::Document goals;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals?range=24h", &goals));
  EXPECT_EQ(figuresOf(goals, "Download"), "1/1 100.00 null");
  // Today's goal day rolled with its hours (goal_hours.h), the same; then the writer adds to
  // the hour: the first visitor again (no new visitor), a second one.
  CliResult rolled = cli().run({"analytics", "roll-goals", "--website", a_.website_id});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  std::string rows;
  query("SELECT COUNT(*) FROM analytics_goal_days WHERE hours = 1", &rows);
  EXPECT_EQ(rows, "1");
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals?range=24h", &goals));
  EXPECT_EQ(figuresOf(goals, "Download"), "1/1 100.00 null");
  ASSERT_NO_FATAL_FAILURE(collectOk(
      {site_a_, page("/docs"), kChrome, "192.0.2.10", std::nullopt, named("Download")}, "event"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/docs"), kFirefox, "192.0.2.11"}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk(
      {site_a_, page("/docs"), kFirefox, "192.0.2.11", std::nullopt, named("Download")}, "event"));
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals?range=24h", &goals));
  EXPECT_EQ(figuresOf(goals, "Download"), "2/3 100.00 null");
  query(
      "SELECT CAST(SUM(visitors) AS TEXT) || '/' || CAST(SUM(conversions) AS TEXT) FROM "
      "analytics_goal_hours",
      &rows);
  EXPECT_EQ(rows, "2/3") << "the writer added to the hours";
  EXPECT_TRUE(
      isErrorContaining(http().get(api("/website/goals?range=2d"), a_.key), 400, {"range"}));
  EXPECT_TRUE(isErrorContaining(http().get(api("/website/goals?country=Germany"), a_.key), 400,
                                {"country"}));
}

}  // namespace
}  // namespace seo::tests
