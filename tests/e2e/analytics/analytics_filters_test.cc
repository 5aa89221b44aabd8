// The dashboard's filters over HTTP (traffic_filter.h): by goal, by property (is, is_not,
// contains; a pageview's and a custom event's), by each UTM field, channel, browser, OS and
// device, alone and combined with the page, source and country, on every read (summary, time
// series, panels, breakdowns, goals) and their comparison, checked against figures worked out by
// hand; the same once the days are rolled; bad values refused naming the parameter; and another
// organization's goals neither usable nor seen.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "tests/e2e/harness/analytics_fixture.h"
#include "tests/e2e/harness/response_checks.h"

namespace seo::tests {
namespace {

std::string page(const std::string& path) { return "https://alpha.example" + path; }

// A summary's figures: visitors, visits, pageviews.
std::string totals(const rapidjson::Value& s) {
  return std::to_string(s["unique_visitors"].GetInt64()) + "/" +
         std::to_string(s["total_visits"].GetInt64()) + "/" +
         std::to_string(s["pageviews"].GetInt64());
}

std::string totalsOf(const std::string& json) {
  rapidjson::Document d;
  d.Parse(json.c_str());
  return d.IsObject() ? totals(d) : json;
}

class AnalyticsFiltersTest : public AnalyticsE2eTest {
 protected:
  std::string read(const std::string& path) {
    rapidjson::Document data;
    readOk(a_, path, &data);
    return toJson(data);
  }
  std::string summary(const std::string& filters) {
    rapidjson::Document data;
    readOk(a_, "/website/summary?range=7d&" + filters, &data);
    return totals(data);
  }
  // Each goal's "unique/total" conversions in a goals read, in order.
  std::string conversions(const std::string& path) {
    rapidjson::Document goals;
    readOk(a_, path, &goals);
    std::string out;
    for (const rapidjson::Value& goal : goals.GetArray()) {
      out += (out.empty() ? "" : " ") + std::to_string(goal["unique_conversions"].GetInt64()) +
             "/" + std::to_string(goal["total_conversions"].GetInt64());
    }
    return out;
  }
  std::string goalId(const Tenant& who, const std::string& body) {
    HttpResponse r = http().post(api("/website/goals"), who.key, body);
    EXPECT_EQ(r.status, 201) << describe(r);
    rapidjson::Document doc;
    doc.Parse(r.body.c_str());
    return doc.HasMember("data") ? std::string(doc["data"]["id"].GetString()) : "";
  }

  // Yesterday, four visits of three visitors:
  //   A. Chrome, Windows (DE), 1280 wide, from a newsletter (utm_source newsletter, utm_medium
  //      email): / then /pricing (its pageview's property author=Ada), then Signup {plan: pro};
  //   B. Firefox, Linux (FR), 390 wide (Mobile), from ChatGPT: /, then Signup {plan: free};
  //   C. Safari, macOS (DE), from Google: /pricing then /checkout;
  //   D. A's visitor back after 30 minutes from a Google ad (utm_source google, utm_medium
  //      cpc), 1920 wide: /d, then Download {file: guide-pro.pdf}.
  void seed() {
    const std::string de1 = "192.0.2.10", de2 = "192.0.2.11", fr = "198.51.100.7";
    Event a1{site_a_,         page("/?utm_source=newsletter&utm_medium=email"),
             kChrome,         de1,
             yesterdayAt(60), R"(,"screen_width":1280)"};
    ASSERT_NO_FATAL_FAILURE(collectOk(a1, "pageview"));
    ASSERT_NO_FATAL_FAILURE(collectOk(
        {site_a_, page("/pricing"), kChrome, de1, yesterdayAt(62), R"(,"props":{"author":"Ada"})"},
        "pageview"));
    ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/pricing"), kChrome, de1, yesterdayAt(62),
                                       R"(,"name":"Signup","props":{"plan":"pro"})"},
                                      "event"));
    ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/"), kFirefox, fr, yesterdayAt(70),
                                       R"(,"referrer":"https://chatgpt.com/","screen_width":390)"},
                                      "pageview"));
    ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/"), kFirefox, fr, yesterdayAt(70),
                                       R"(,"name":"Signup","props":{"plan":"free"})"},
                                      "event"));
    ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/pricing"), kSafari, de2, yesterdayAt(80),
                                       R"(,"referrer":"https://www.google.com/")"},
                                      "pageview"));
    ASSERT_NO_FATAL_FAILURE(
        collectOk({site_a_, page("/checkout"), kSafari, de2, yesterdayAt(81)}, "pageview"));
    ASSERT_NO_FATAL_FAILURE(
        collectOk({site_a_, page("/d?utm_source=google&utm_medium=cpc"), kChrome, de1,
                   yesterdayAt(93), R"(,"referrer":"https://www.google.com/","screen_width":1920)"},
                  "pageview"));
    ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/d"), kChrome, de1, yesterdayAt(93),
                                       R"(,"name":"Download","props":{"file":"guide-pro.pdf"})"},
                                      "event"));
  }
};

TEST_F(AnalyticsFiltersTest, EveryFilterAloneAndCombinedCountsWhatWasWorkedOutByHand) {
  ASSERT_NO_FATAL_FAILURE(seed());
  const std::string signup = goalId(a_, R"({"event_name":"Signup"})");
  const std::string checkout = goalId(a_, R"({"page_path":"/check*"})");
  ASSERT_FALSE(signup.empty());
  ASSERT_EQ(summary(""), "3/4/6");
  // Each filter alone: visitors/visits/pageviews.
  const std::vector<std::pair<std::string, std::string>> alone = {
      {"goal=" + signup, "2/2/3"},                                              // A and B
      {"goal=" + checkout, "1/1/2"},                                            // C
      {"property=plan&property_value=pro", "1/1/2"},                            // A
      {"property=plan&property_value=pro&property_match=is_not", "3/3/4"},      // B, C, D
      {"property=plan&property_value=fre&property_match=contains", "1/1/1"},    // B
      {"property=file&property_value=-pro.&property_match=contains", "1/1/1"},  // D
      {"property=author&property_value=Ada", "1/1/2"},  // A, by its pageview's property
      {"property=author&property_value=ada", "0/0/0"},  // case-sensitive
      {"utm_source=newsletter", "1/1/2"},               // A
      {"utm_medium=cpc", "1/1/1"},                      // D
      {"utm_campaign=launch", "0/0/0"},
      {"channel=Organic%20Search", "1/1/2"},  // C
      {"channel=Paid%20Search", "1/1/1"},     // D
      {"channel=AI%20Assistants", "1/1/1"},   // B
      {"browser=Chrome", "1/2/3"},            // A and D, one visitor
      {"browser_version=Chrome%20131", "1/2/3"},
      {"os=Linux", "1/1/1"},                        // B
      {"os_version=Mac%20OS%20X%2014.7", "1/1/2"},  // C
      {"device=Mobile", "1/1/1"},                   // B
      {"device=Desktop", "2/2/3"},                  // C (no width: a desktop) and D
  };
  for (const auto& [filter, want] : alone) EXPECT_EQ(summary(filter), want) << filter;
  // Combined, with each other and with the page, source and country.
  const std::vector<std::pair<std::string, std::string>> combined = {
      {"browser=Chrome&goal=" + signup, "1/1/2"},                 // A
      {"country=DE&goal=" + signup, "1/1/2"},                     // A
      {"country=FR&property=plan&property_value=free", "1/1/1"},  // B
      {"channel=Organic%20Search&path=/checkout", "1/1/1"},       // C's /checkout only
      {"path=/pricing&goal=" + signup, "1/1/1"},                  // A's /pricing
      {"source=www.google.com&device=Desktop", "2/2/3"},          // C and D
      {"source=www.google.com&utm_source=google", "1/1/1"},       // D
      {"goal=" + signup + "&property=plan&property_value=pro&property_match=is_not", "1/1/1"},
      {"goal=" + checkout + "&browser=Chrome", "0/0/0"},
  };
  for (const auto& [filter, want] : combined) EXPECT_EQ(summary(filter), want) << filter;

  // Every read takes them: the panels, the breakdowns, the time series, the goals.
  EXPECT_EQ(read("/website/pages?range=7d&goal=" + signup),
            R"([{"page":"/","pageviews":2},{"page":"/pricing","pageviews":1}])");
  EXPECT_EQ(read("/website/sources?range=7d&browser=Chrome"),
            R"json([{"source":"(direct)","visits":1,"pageviews":2,"bounce_rate":0.0,)json"
            R"("avg_visit_duration":120},{"source":"www.google.com","visits":1,"pageviews":1,)"
            R"("bounce_rate":100.0,"avg_visit_duration":0}])");
  EXPECT_EQ(read("/website/entry-pages?range=7d&device=Desktop"),
            R"([{"page":"/d","entries":1,"bounce_rate":100.0},)"
            R"({"page":"/pricing","entries":1,"bounce_rate":0.0}])");
  EXPECT_EQ(read("/website/geo?range=7d&property=plan&property_value=free"),
            R"([{"country":"FR","views":1,"visits":1}])");
  EXPECT_EQ(read("/website/breakdown?by=channel&range=7d&goal=" + signup),
            R"([{"value":"AI Assistants","visits":1,"pageviews":1,"bounce_rate":100.0,)"
            R"("avg_visit_duration":0},{"value":"Email","visits":1,"pageviews":2,)"
            R"("bounce_rate":0.0,"avg_visit_duration":120}])");
  const std::string series = read("/website/timeseries?range=7d&utm_medium=email");
  EXPECT_NE(
      series.find(R"({"date":")" + yesterday() + R"(","visitors":1,"visits":1,"pageviews":2})"),
      std::string::npos)
      << series;
  rapidjson::Document goals;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/goals?range=7d&os=Linux", &goals));
  ASSERT_EQ(goals.Size(), 2u);
  EXPECT_EQ(goals[0]["unique_conversions"].GetInt64(), 1) << toJson(goals);  // B's signup
  EXPECT_EQ(goals[0]["conversion_rate"].GetDouble(), 100.0) << toJson(goals);
  EXPECT_EQ(goals[1]["unique_conversions"].GetInt64(), 0) << toJson(goals);
  // The properties by key, and one key's values, under the filters.
  EXPECT_EQ(read("/website/properties?range=7d"),
            R"([{"key":"plan","events":2,"visitors":2},{"key":"author","events":1,"visitors":1},)"
            R"({"key":"file","events":1,"visitors":1}])");
  EXPECT_EQ(
      read("/website/properties?range=7d&key=plan"),
      R"([{"value":"free","events":1,"visitors":1},{"value":"pro","events":1,"visitors":1}])");
  EXPECT_EQ(read("/website/properties?range=7d&key=plan&country=DE"),
            R"([{"value":"pro","events":1,"visitors":1}])");
  EXPECT_EQ(read("/website/properties?range=7d&key=plan&browser=Firefox"),
            R"([{"value":"free","events":1,"visitors":1}])");
  EXPECT_EQ(read("/website/properties?range=7d&key=author&goal=" + signup),
            R"([{"value":"Ada","events":1,"visitors":1}])");
  EXPECT_EQ(read("/website/properties?range=7d&key=plan&limit=1"),
            R"([{"value":"free","events":1,"visitors":1}])");
  EXPECT_EQ(read("/website/properties?range=7d&key=nothing"), "[]");
  // The comparison carries them: today against yesterday.
  rapidjson::Document compared;
  ASSERT_NO_FATAL_FAILURE(readOk(
      a_,
      "/website/summary?from=" + today() + "&to=" + today() + "&compare=previous&goal=" + signup,
      &compared));
  EXPECT_EQ(totals(compared), "0/0/0");
  EXPECT_EQ(totals(compared["previous"]), "2/2/3");

  // Rolled (two days on, yesterday is closed), every read answers the same: the single filters
  // from the rollups (a goal, a property's value), the others from the raw rows. A key of more
  // than 100 values a day (an order's number) is not rolled: its reads stay raw.
  for (int i = 0; i < 101; ++i) {
    ASSERT_NO_FATAL_FAILURE(
        collectOk({site_a_, page("/d"), kChrome, "192.0.2.10", yesterdayAt(94),
                   R"(,"name":"Order","props":{"order":"o-)" + std::to_string(i) + R"("})"},
                  "event"));
  }
  const std::string yesterday_only = "from=" + yesterday() + "&to=" + yesterday();
  const std::vector<std::string> reads = {
      "/website/summary?from=" + yesterday() + "&to=" + yesterday() + "&channel=Paid%20Search",
      "/website/pages?from=" + yesterday() + "&to=" + yesterday() + "&browser=Chrome",
      "/website/breakdown?by=os&from=" + yesterday() + "&to=" + yesterday() + "&device=Desktop",
      "/website/summary?from=" + yesterday() + "&to=" + yesterday() + "&goal=" + signup,
      "/website/pages?from=" + yesterday() + "&to=" + yesterday() + "&goal=" + checkout +
          "&utm_source=google",
      "/website/sources?" + yesterday_only + "&goal=" + signup,
      "/website/pages?" + yesterday_only + "&goal=" + checkout,
      "/website/breakdown?by=channel&" + yesterday_only + "&property=plan&property_value=pro",
      "/website/summary?" + yesterday_only + "&property=order&property_value=o-7",
      "/website/summary?" + yesterday_only +
          "&property=plan&property_value=pro&property_match=is_not",
      "/website/properties?" + yesterday_only,
      "/website/properties?" + yesterday_only + "&key=plan",
      "/website/properties?" + yesterday_only + "&key=order&limit=2",
      "/website/properties?" + yesterday_only + "&key=plan&browser=Chrome",
      "/website/goals?" + yesterday_only + "&country=DE",
      "/website/goals?" + yesterday_only + "&browser=Firefox",
      "/website/goals?" + yesterday_only + "&goal=" + checkout,
      "/website/goals?" + yesterday_only + "&property=plan&property_value=pro",
      "/website/goals?" + yesterday_only + "&country=DE&browser=Chrome"};
  std::vector<std::string> before;
  for (const std::string& path : reads) before.push_back(read(path));
  // Goals under a filter (sign-up, then checkout): A's sign-up and C's checkout in Germany, B's
  // sign-up on Firefox, C's checkout in the visit that checked out, A's sign-up with plan pro.
  const std::vector<std::string> goals_raw = {conversions(reads[14]), conversions(reads[15]),
                                              conversions(reads[16]), conversions(reads[17]),
                                              conversions(reads[18])};
  EXPECT_EQ(goals_raw,
            (std::vector<std::string>{"1/1 1/1", "1/1 0/0", "0/0 1/1", "1/1 0/0", "1/1 0/0"}));
  std::ofstream(dir_.file("later")) << 2 * 86400;
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id}, true,
                               {{"SEO_CLOCK_FILE", dir_.file("later")}});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  std::string rows;
  query("SELECT COUNT(*) FROM analytics_filter_rolled", &rows);
  EXPECT_EQ(rows, "1") << "the job queued by the reads, or the command, rolled yesterday";
  query("SELECT COUNT(*) FROM analytics_filter_days WHERE filter = 'channel'", &rows);
  EXPECT_NE(rows, "0");
  query("SELECT COUNT(DISTINCT value) FROM analytics_filter_days WHERE filter = 'goal'", &rows);
  EXPECT_EQ(rows, "2");
  query(
      "SELECT COUNT(*) FROM analytics_filter_days WHERE filter = 'country' AND value = 'DE' AND "
      "panel = 'goal'",
      &rows);
  EXPECT_EQ(rows, "2") << "the goals panel in Germany: a row for each goal";
  query("SELECT prop_key FROM analytics_filter_rolled_keys ORDER BY prop_key", &rows);
  EXPECT_EQ(rows, "author\nfile\nplan");
  // The properties' rollup: every key's figures, the values of the keys rolled.
  query(
      "SELECT prop_key, whole, prop_value, events, visitors FROM analytics_property_days ORDER "
      "BY whole DESC, prop_key, prop_value",
      &rows);
  EXPECT_EQ(rows,
            "author|1||1|1\nfile|1||1|1\norder|1||101|1\nplan|1||2|2\nauthor|0|Ada|1|1\n"
            "file|0|guide-pro.pdf|1|1\nplan|0|free|1|1\nplan|0|pro|1|1");
  for (std::size_t i = 0; i < reads.size(); ++i) EXPECT_EQ(read(reads[i]), before[i]) << reads[i];
  EXPECT_EQ(before[5],
            R"json([{"source":"(direct)","visits":1,"pageviews":2,"bounce_rate":0.0,)json"
            R"json("avg_visit_duration":120},{"source":"chatgpt.com","visits":1,"pageviews":1,)json"
            R"json("bounce_rate":100.0,"avg_visit_duration":0}])json")
      << "A and B";
  EXPECT_EQ(totalsOf(before[8]), "1/1/1") << "D's visit had the orders";
  EXPECT_EQ(before[10],
            R"([{"key":"order","events":101,"visitors":1},{"key":"plan","events":2,"visitors":2},)"
            R"({"key":"author","events":1,"visitors":1},{"key":"file","events":1,"visitors":1}])");
  EXPECT_EQ(before[12],
            R"([{"value":"o-0","events":1,"visitors":1},{"value":"o-1","events":1,"visitors":1}])");
  // A goal added later: the days rolled without it are rolled again, and then answer it.
  const std::string download = goalId(a_, R"({"event_name":"Download"})");
  const std::string by_download = "/website/summary?" + yesterday_only + "&goal=" + download;
  const std::string raw_download = read(by_download);
  rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id}, true,
                     {{"SEO_CLOCK_FILE", dir_.file("later")}});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  EXPECT_EQ(rolled.json["days_rolled"].GetInt64(), 1) << rolled.out;
  query("SELECT COUNT(*) FROM analytics_filter_days WHERE filter = 'goal' AND value = '" +
            download + "' AND panel = 'total'",
        &rows);
  EXPECT_EQ(rows, "1");
  EXPECT_EQ(read(by_download), raw_download);
  EXPECT_EQ(totalsOf(read(by_download)), "1/1/1");
}

// The last hours (the 24-hour range, the days not rolled yet) answer a goal and a property from
// the hours' rolls once their hour is closed, as the raw rows did.
TEST_F(AnalyticsFiltersTest, TheLastHoursAnswerGoalsAndPropertiesFromTheirRolls) {
  const std::string signup = goalId(a_, R"({"event_name":"Signup"})");
  ASSERT_NO_FATAL_FAILURE(
      collectOk({site_a_, page("/pricing"), kChrome, "192.0.2.20"}, "pageview"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/pricing"), kChrome, "192.0.2.20", std::nullopt,
                                     R"(,"name":"Signup","props":{"plan":"pro"})"},
                                    "event"));
  ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/"), kFirefox, "192.0.2.21"}, "pageview"));
  const std::vector<std::string> reads = {
      "/website/summary?range=24h&goal=" + signup,
      "/website/pages?range=24h&property=plan&property_value=pro",
      "/website/breakdown?by=browser&range=24h&goal=" + signup};
  std::vector<std::string> raw;
  for (const std::string& path : reads) raw.push_back(read(path));
  EXPECT_EQ(totalsOf(raw[0]), "1/1/1");
  EXPECT_EQ(raw[1], R"([{"page":"/pricing","pageviews":1}])");
  // Two hours on, the visits' hour is closed (it is over, and so are the visits begun in it):
  // the command rolls it.
  std::ofstream(dir_.file("later")) << 7200;
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id}, true,
                               {{"SEO_CLOCK_FILE", dir_.file("later")}});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  std::string rows;
  query("SELECT COUNT(*) FROM analytics_filter_hours WHERE filter = 'goal' AND value = '" + signup +
            "' AND panel = 'total'",
        &rows);
  EXPECT_EQ(rows, "1");
  query("SELECT COUNT(DISTINCT hour) FROM analytics_filter_hours_keys WHERE prop_key = 'plan'",
        &rows);
  EXPECT_NE(rows, "0");
  for (std::size_t i = 0; i < reads.size(); ++i) EXPECT_EQ(read(reads[i]), raw[i]) << reads[i];
}

// Rolls of the same days and hours at once (the command beside the job, two commands, two
// servers' jobs; the filtered reads', the goals' and the funnels') wait for each other and replace
// each other's rows: none fails on the other's rows (PostgreSQL let the second insert the same
// keys, and fail, before each held the day), and the rolled reads answer as the raw rows did.
TEST_F(AnalyticsFiltersTest, RollsOfTheSameDaysAtOnceReplaceEachOther) {
  ASSERT_NO_FATAL_FAILURE(seed());
  const std::string signup = goalId(a_, R"({"event_name":"Signup"})");
  const std::string pricing = goalId(a_, R"({"page_path":"/pricing"})");
  HttpResponse made = http().post(
      api("/website/funnels"), a_.key,
      R"({"name":"Pricing to signup","steps":[")" + pricing + R"(",")" + signup + R"("]})");
  ASSERT_EQ(made.status, 201) << describe(made);
  const std::string funnel = stringField(made.json()["data"], "id");
  const std::string yesterday_only = "from=" + yesterday() + "&to=" + yesterday();
  const std::vector<std::string> reads = {
      "/website/funnels/" + funnel + "?" + yesterday_only,
      "/website/summary?" + yesterday_only + "&goal=" + signup,
      "/website/pages?" + yesterday_only + "&browser=Chrome",
      "/website/breakdown?by=channel&" + yesterday_only + "&property=plan&property_value=pro"};
  std::vector<std::string> raw;
  for (const std::string& path : reads) raw.push_back(read(path));
  std::ofstream(dir_.file("later")) << 2 * 86400;
  std::vector<CliResult> results(6);
  std::vector<std::thread> rolls;
  for (std::size_t i = 0; i < results.size(); ++i) {
    rolls.emplace_back([&, i] {
      results[i] = cli().run(
          {"analytics", i % 2 ? "roll-goals" : "roll-filters", "--website", a_.website_id}, true,
          {{"SEO_CLOCK_FILE", dir_.file("later")}});
    });
  }
  for (std::thread& t : rolls) t.join();
  for (const CliResult& result : results) EXPECT_EQ(result.exit_code, 0) << result.describe();
  std::string rows;
  query("SELECT COUNT(*) FROM analytics_filter_rolled", &rows);
  EXPECT_EQ(rows, "1");
  query("SELECT COUNT(*) FROM analytics_filter_days WHERE filter = 'goal' AND value = '" + signup +
            "' AND panel = 'total'",
        &rows);
  EXPECT_EQ(rows, "1") << "one row of the Signup goal's total, yesterday";
  query("SELECT COUNT(*) FROM analytics_filter_hours_rolled", &rows);
  EXPECT_NE(rows, "0");
  query("SELECT COUNT(*) FROM analytics_funnel_days", &rows);
  EXPECT_EQ(rows, "2") << "yesterday's two steps";
  for (std::size_t i = 0; i < reads.size(); ++i) EXPECT_EQ(read(reads[i]), raw[i]) << reads[i];
}

// Goals, funnels and properties read under filters count the period's raw custom events (or
// properties): past settings.analytics.raw_read_max_pageviews they are refused naming the range,
// instead of holding a connection; unfiltered, they are not. Rolled, the rollups and the visits'
// sets answer them.
TEST_F(AnalyticsFiltersTest, FilteredGoalsFunnelsAndPropertiesPastTheirBudgetAreRefused) {
  server().stop();
  ServerOptions o = analyticsOptions(R"(,"raw_read_max_pageviews":2)");
  o.env["SEO_JOB_WORKERS"] = "0";
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  ASSERT_NO_FATAL_FAILURE(seed());  // three custom events, four properties
  const std::string signup = goalId(a_, R"({"event_name":"Signup"})");
  const std::string checkout = goalId(a_, R"({"page_path":"/check*"})");
  HttpResponse made =
      http().post(api("/website/funnels"), a_.key,
                  R"({"name":"F","steps":[")" + checkout + R"(",")" + signup + R"("]})");
  ASSERT_EQ(made.status, 201) << describe(made);
  const std::string funnel = stringField(made.json()["data"], "id");
  for (const std::string& path :
       {std::string("/website/goals?range=7d&country=DE"),
        "/website/funnels/" + funnel + "?range=7d&browser=Chrome",
        "/website/funnels/" + funnel + "?range=7d&country=DE&browser=Safari",
        std::string("/website/properties?range=7d&device=Mobile")}) {
    EXPECT_TRUE(isErrorContaining(http().get(api(path), a_.key), 400, {"range", "more than 2"}))
        << path;
  }
  for (const std::string& path :
       {std::string("/website/goals?range=7d"), "/website/funnels/" + funnel + "?range=7d",
        std::string("/website/properties?range=7d&key=plan")}) {
    EXPECT_EQ(http().get(api(path), a_.key).status, 200) << path;
  }
  // Rolled (two days on, yesterday is closed), the rollups answer goals, funnels and properties
  // under one filter value: no raw event is left to count.
  std::ofstream(dir_.file("later")) << 2 * 86400;
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id}, true,
                               {{"SEO_CLOCK_FILE", dir_.file("later")}});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  EXPECT_EQ(conversions("/website/goals?range=7d&country=DE"), "1/1 1/1");
  EXPECT_EQ(conversions("/website/goals?range=7d&browser=Firefox"), "1/1 0/0");
  // The funnel likewise: in Germany, C checked out (and did not sign up after).
  rapidjson::Document walked;
  ASSERT_NO_FATAL_FAILURE(
      readOk(a_, "/website/funnels/" + funnel + "?range=7d&country=DE", &walked));
  ASSERT_EQ(walked["steps"].Size(), 2u) << toJson(walked);
  EXPECT_EQ(walked["steps"][0]["visitors"].GetInt64(), 1) << toJson(walked);
  EXPECT_EQ(walked["steps"][1]["visitors"].GetInt64(), 0) << toJson(walked);
  // And the properties: the phone's visit (B) signed up on the free plan.
  rapidjson::Document plans;
  ASSERT_NO_FATAL_FAILURE(
      readOk(a_, "/website/properties?range=7d&key=plan&device=Mobile", &plans));
  ASSERT_EQ(plans.Size(), 1u) << toJson(plans);
  EXPECT_EQ(stringField(plans[0], "value"), "free");
  EXPECT_EQ(plans[0]["events"].GetInt64(), 1);
  EXPECT_EQ(plans[0]["visitors"].GetInt64(), 1);
  // Two filters: the visits' sets answer goals (A signed up, in Germany with Chrome) and funnels
  // (C checked out in Germany with Safari, and did not sign up after; A signed up without
  // checking out).
  EXPECT_EQ(conversions("/website/goals?range=7d&country=DE&browser=Chrome"), "1/1 0/0");
  for (const auto& [browser, figures] :
       std::vector<std::pair<std::string, std::string>>{{"Safari", "1 0"}, {"Chrome", "0 0"}}) {
    rapidjson::Document steps;
    ASSERT_NO_FATAL_FAILURE(readOk(
        a_, "/website/funnels/" + funnel + "?range=7d&country=DE&browser=" + browser, &steps));
    ASSERT_EQ(steps["steps"].Size(), 2u) << toJson(steps);
    EXPECT_EQ(std::to_string(steps["steps"][0]["visitors"].GetInt64()) + " " +
                  std::to_string(steps["steps"][1]["visitors"].GetInt64()),
              figures)
        << browser;
  }
}

// The 24-hour range under a filter counts against the budget only the rows of its hours not
// rolled yet, not those of the whole days they are in: a day with more custom events (and
// property rows) than the budget answers once its earlier hours are rolled, and is refused when
// the hours left raw hold more.
// Several filters, and a property's is_not and contains, are read raw until their days are
// rolled, and held to the budget; rolled, the visits' sets answer them (visit_sets.h), past the
// budget, with the raw rows' figures: the traffic reads', the goals' and the properties'.
TEST_F(AnalyticsFiltersTest, SeveralFiltersOfRolledDaysAnswerFromTheVisitsSetsPastTheBudget) {
  server().stop();
  ServerOptions o = analyticsOptions("");
  o.env["SEO_JOB_WORKERS"] = "0";
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  ASSERT_NO_FATAL_FAILURE(seed());
  const std::string signup = goalId(a_, R"({"event_name":"Signup"})");
  const std::string week = "range=7d&";
  const std::vector<std::string> reads = {
      "/website/summary?" + week + "country=DE&browser=Chrome",
      "/website/summary?" + week + "country=DE&goal=" + signup + "&compare=previous",
      "/website/timeseries?" + week + "source=www.google.com&device=Desktop",
      "/website/pages?" + week + "goal=" + signup + "&country=DE",
      "/website/entry-pages?" + week + "property=plan&property_value=pro&property_match=is_not",
      "/website/sources?" + week + "property=plan&property_value=pro&property_match=is_not&" +
          "device=Desktop",
      "/website/geo?" + week + "property=file&property_value=-pro.&property_match=contains",
      "/website/breakdown?by=channel&" + week + "country=DE&device=Desktop",
      "/website/summary?" + week + "device=Mobile&country=DE",
      "/website/goals?" + week + "country=DE&browser=Chrome",
      "/website/properties?" + week + "country=DE&device=Desktop"};
  std::vector<std::string> raw;
  for (const std::string& path : reads) raw.push_back(read(path));
  EXPECT_EQ(totalsOf(raw[0]), "1/2/3") << "A and D, one visitor";
  EXPECT_EQ(raw[3], R"([{"page":"/","pageviews":1},{"page":"/pricing","pageviews":1}])") << "A";
  EXPECT_EQ(raw[6], R"([{"country":"DE","views":1,"visits":1}])") << "D";
  EXPECT_EQ(totalsOf(raw[8]), "0/0/0");
  EXPECT_NE(raw[9].find(R"("unique_conversions":1,"total_conversions":1,"conversion_rate":100)"),
            std::string::npos)
      << "A's sign-up: " << raw[9];
  EXPECT_EQ(raw[10], R"([{"key":"file","events":1,"visitors":1}])") << "D's download";

  server().stop();
  o = analyticsOptions(R"(,"raw_read_max_pageviews":2)");
  o.env["SEO_JOB_WORKERS"] = "0";
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  for (const std::string& path : reads) {
    EXPECT_TRUE(isErrorContaining(http().get(api(path), a_.key), 400, {"range", "more than 2"}))
        << path;
  }
  std::ofstream(dir_.file("later")) << 2 * 86400;
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id}, true,
                               {{"SEO_CLOCK_FILE", dir_.file("later")}});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  std::string rows;
  query("SELECT day, visits FROM analytics_visit_days", &rows);
  EXPECT_EQ(rows, yesterday() + "|4");
  query("SELECT COUNT(*) FROM analytics_visit_sets WHERE dim = 'goal'", &rows);
  EXPECT_EQ(rows, "1");
  for (std::size_t i = 0; i < reads.size(); ++i) EXPECT_EQ(read(reads[i]), raw[i]) << reads[i];
  query("SELECT COUNT(*) FROM analytics_visit_sets WHERE dim = 'goal_events'", &rows);
  EXPECT_EQ(rows, "1");
  // Another organization's key reads none of it.
  EXPECT_EQ(totalsOf(read("/website/summary?" + week + "country=DE&browser=Chrome")), "1/2/3");
  HttpResponse other = http().get(
      api("/website/summary?" + week + "country=DE&browser=Chrome&website_id=" + a_.website_id),
      b_.key);
  EXPECT_EQ(other.status, 403) << describe(other);
  rapidjson::Document theirs;
  ASSERT_NO_FATAL_FAILURE(
      readOk(b_, "/website/summary?" + week + "country=DE&browser=Chrome", &theirs));
  EXPECT_EQ(totals(theirs), "0/0/0");
}

TEST_F(AnalyticsFiltersTest, TheLastHoursCountOnlyTheirRawHoursAgainstTheBudget) {
  server().stop();
  ServerOptions o = analyticsOptions(R"(,"raw_read_max_pageviews":2)");
  o.env["SEO_JOB_WORKERS"] = "0";
  ASSERT_NO_FATAL_FAILURE(startServer(o));
  const std::string signup = goalId(a_, R"({"event_name":"Signup"})");
  const std::int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::system_clock::now().time_since_epoch())
                               .count();
  int visitor = 0;
  auto signUp = [&](std::int64_t at) {
    // Each from another address in Germany: another visitor.
    collectOk({site_a_, page("/pricing"), kChrome, "192.0.2." + std::to_string(30 + visitor++), at,
               R"(,"name":"Signup","props":{"plan":"pro"})"},
              "event");
  };
  for (int i = 0; i < 3; ++i) ASSERT_NO_FATAL_FAILURE(signUp(now - 3 * 3600 * 1000));
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id}, true);
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  ASSERT_NO_FATAL_FAILURE(signUp(now));
  const std::string goals = "/website/goals?range=24h&country=DE";
  const std::string plans = "/website/properties?range=24h&country=DE&key=plan";
  EXPECT_EQ(conversions(goals), "4/4");
  EXPECT_EQ(read(plans), R"([{"value":"pro","events":4,"visitors":4}])");
  // Two more in the hour not rolled: three raw rows, past the budget of two.
  ASSERT_NO_FATAL_FAILURE(signUp(now));
  ASSERT_NO_FATAL_FAILURE(signUp(now));
  for (const std::string& path : {goals, plans}) {
    EXPECT_TRUE(isErrorContaining(http().get(api(path), a_.key), 400, {"range", "more than 2"}))
        << path;
  }
}

TEST_F(AnalyticsFiltersTest, BadValuesAreRefusedNamingTheParameterAndGoalsStayTheirOwners) {
  ASSERT_NO_FATAL_FAILURE(seed());
  const std::string theirs = goalId(b_, R"({"event_name":"Signup"})");
  const std::string ours = goalId(a_, R"({"event_name":"Signup"})");
  const std::string long_value(201, 'x');
  for (const auto& [query, field] : std::vector<std::pair<std::string, std::string>>{
           {"channel=", "channel"},
           {"utm_source=" + long_value, "utm_source"},
           {"browser=%FF%FE", "browser"},
           {"device=a%00b", "device"},
           {"goal=not-a-uuid", "goal"},
           {"goal=" + theirs, "goal"},
           {"property_value=pro", "property"},
           {"property_match=is", "property"},
           {"property=plan", "property_value"},
           {"property=plan&property_value=pro&property_match=like", "property_match"},
           {"property=" + std::string(301, 'k') + "&property_value=x", "property"}}) {
    for (const char* read :
         {"/website/summary?", "/website/pages?", "/website/goals?", "/website/breakdown?by=os&"}) {
      EXPECT_TRUE(isErrorContaining(http().get(api(read + query), a_.key), 400, {field}))
          << read << query;
    }
  }
  // bravo cannot filter by alpha's goal, and alpha's properties are not in bravo's reads.
  EXPECT_TRUE(
      isErrorContaining(http().get(api("/website/summary?goal=" + ours), b_.key), 400, {"goal"}));
  rapidjson::Document data;
  ASSERT_NO_FATAL_FAILURE(
      readOk(b_, "/website/summary?range=7d&property=plan&property_value=pro", &data));
  EXPECT_EQ(totals(data), "0/0/0");
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/pages?range=7d&browser=Chrome", &data));
  EXPECT_EQ(toJson(data), "[]");
  ASSERT_NO_FATAL_FAILURE(readOk(b_, "/website/properties?range=7d&key=plan", &data));
  EXPECT_EQ(toJson(data), "[]");
  for (const std::string& key :
       std::vector<std::string>{"key=", "key=%FF", "key=" + std::string(301, 'k')}) {
    EXPECT_TRUE(
        isErrorContaining(http().get(api("/website/properties?" + key), a_.key), 400, {"key"}))
        << key;
  }
}

}  // namespace
}  // namespace seo::tests
