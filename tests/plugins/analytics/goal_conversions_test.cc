// Goals' figures on the suite's backend (a scratch PostgreSQL database, or SQLite): a batch that
// spans a rolled day and one not rolled adds to the first only, and the second is counted from
// the raw rows, so both answer what the events say; a roll of a day writes the raw rows'
// figures once; by hour, a visitor counts in the hour of their first conversion of the day, from
// the raw rows as from the rolled hours; and migration 16 gives each day of earlier custom events
// its daily row.
#include "plugins/analytics/goal_conversions.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/schema.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/visit_sets.h"
#include "tests/plugins/analytics/filtered_scopes.h"
#include "tests/plugins/analytics/suite_database.h"

namespace seo::plugins::analytics {
namespace {

constexpr std::int64_t kMinute = 60 * 1000;
// 2026-03-09 23:30 UTC: a batch's events fall on both sides of midnight.
const std::int64_t kStart = *msOfIso("2026-03-09T23:30:00.000Z");

class GoalConversionsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = std::make_unique<SuiteDatabase>(std::initializer_list<const char*>{"site-a", "site-b"});
    host_ = &db_->host();
    host_->clock = "2026-03-10T12:00:00.000Z";
  }

  void write(const std::vector<Pageview>& views, const std::vector<CustomEvent>& events) {
    seo::sdk::Status s = host_->withTransaction(
        [&](soci::session& sql) { return writeTraffic(sql, *host_, views, {}, events); });
    ASSERT_TRUE(s.isOk()) << s.message();
  }

  static CustomEvent signup(const char* site, const char* visitor, std::int64_t minutes,
                            std::int64_t micros = 0, const char* currency = "EUR") {
    CustomEvent e{site, visitor, kStart + minutes * kMinute, "/", "", "DE", {}};
    e.details.name = "Signup";
    if (micros) e.details.revenue = Revenue{micros, currency};
    return e;
  }
  static Pageview view(const char* site, const char* visitor, std::int64_t minutes,
                       const char* path) {
    return Pageview{site, visitor, kStart + minutes * kMinute, path, "", "DE"};
  }

  Goal goal(const char* site, GoalDefinition what) {
    seo::sdk::Result<Goal> made = createGoal(*host_, site, what);
    EXPECT_TRUE(made.isOk()) << made.status().message();
    return made.isOk() ? made.value() : Goal{};
  }

  // "visitors/conversions revenue_micros/revenue_conversions" of each goal over the two days.
  std::string figures(const std::vector<Goal>& goals, bool* not_rolled = nullptr) {
    TrafficScope scope;
    scope.website_id = "site-a";
    scope.period.days = seo::sdk::dates::dayRange(*parseDay("2026-03-09"), *parseDay("2026-03-10"));
    return figuresOf(goals, scope, not_rolled);
  }

  // The same over the hours from `first` to `last` ('YYYY-MM-DDTHH'), as the 24-hour range
  // reads them.
  std::string hourFigures(const std::vector<Goal>& goals, const std::string& first,
                          const std::string& last, bool* not_rolled = nullptr) {
    TrafficScope scope;
    scope.website_id = "site-a";
    scope.period.days = seo::sdk::dates::dayRange(*parseDay(first.substr(0, 10)),
                                                  *parseDay(last.substr(0, 10)));
    scope.period.first_hour = first;
    scope.period.last_hour = last;
    return figuresOf(goals, scope, not_rolled);
  }

  std::string figuresOf(const std::vector<Goal>& goals, const TrafficScope& scope, bool* not_rolled,
                        long long raw_limit = 0) {
    bool ignored = false;
    seo::sdk::Result<std::map<std::string, GoalFigures>> read = goalFigures(
        db_->sql(), goals, scope, "2026-01-01", not_rolled ? not_rolled : &ignored, raw_limit);
    // Past a budget, refused ("").
    EXPECT_TRUE(read.isOk() || raw_limit > 0) << read.status().message();
    if (!read.isOk()) return "";
    std::map<std::string, GoalFigures>& by_goal = read.value();
    std::string out;
    for (const Goal& g : goals) {
      const GoalFigures& f = by_goal[g.id];
      out += (out.empty() ? "" : " ") + std::to_string(f.visitors) + "/" +
             std::to_string(f.conversions) + " " + std::to_string(f.revenue_micros) + "/" +
             std::to_string(f.revenue_conversions);
    }
    return out;
  }

  std::string scalar(const std::string& sql) {
    std::string out;
    soci::indicator ind = soci::i_null;
    db_->sql() << sql, soci::into(out, ind);
    return ind == soci::i_ok ? out : "";
  }

  std::unique_ptr<SuiteDatabase> db_;
  CountingHost* host_ = nullptr;
};

TEST_F(GoalConversionsTest, ABatchAddsToTheRolledDayAndTheOtherDayCountsFromTheRawRows) {
  // The 9th: v1 signs up (10 EUR) and views a plan; the 10th: v2 views a plan.
  write({view("site-a", "v1", 0, "/plans/pro"), view("site-a", "v2", 40, "/plans/team")},
        {signup("site-a", "v1", 1, 10000000)});
  const Goal signups = goal("site-a", {std::string("Signup"), std::nullopt, std::string("EUR")});
  const Goal plans = goal("site-a", {std::nullopt, std::string("/plans/*"), std::nullopt});
  bool not_rolled = false;
  EXPECT_EQ(figures({signups, plans}, &not_rolled), "1/1 10000000/1 2/2 0/0");
  EXPECT_TRUE(not_rolled);

  seo::sdk::Result<std::int64_t> rolled = rollGoalDays(*host_, "site-a", 0);
  ASSERT_TRUE(rolled.isOk()) << rolled.status().message();
  EXPECT_EQ(rolled.value(), 4);  // two goals, two days
  EXPECT_EQ(rollGoalDays(*host_, "site-a", 0).value(), 0) << "each day is rolled once";
  not_rolled = false;
  EXPECT_EQ(figures({signups, plans}, &not_rolled), "1/1 10000000/1 2/2 0/0");
  EXPECT_FALSE(not_rolled);

  // The 9th's rows go, as if never rolled: a batch over both days adds to the 10th only.
  db_->sql() << "DELETE FROM analytics_goal_days WHERE day = '2026-03-09'";
  db_->sql() << "DELETE FROM analytics_goal_visitors WHERE day = '2026-03-09'";
  write({view("site-a", "v1", 2, "/plans/team"), view("site-a", "v2", 41, "/plans/pro"),
         view("site-a", "v3", 42, "/plans/pro/extra"), view("site-b", "v2", 43, "/plans/pro")},
        {signup("site-a", "v1", 3, 5000000), signup("site-a", "v2", 44, 7000000, "USD"),
         signup("site-a", "v3", 45, 1000000), signup("site-b", "v3", 45, 1000000)});
  // The 10th: v2 signs up in dollars (a conversion, no revenue), v3 in euros; v2 views another
  // plan (no new visitor); /plans/pro/extra is not a plan (one segment).
  EXPECT_EQ(scalar("SELECT CAST(visitors AS TEXT) || '/' || CAST(conversions AS TEXT) || ' ' || "
                   "CAST(revenue_micros AS TEXT) || '/' || CAST(revenue_conversions AS TEXT) FROM "
                   "analytics_goal_days WHERE goal_id = '" +
                   signups.id + "' AND day = '2026-03-10'"),
            "2/2 1000000/1");
  EXPECT_EQ(scalar("SELECT CAST(visitors AS TEXT) || '/' || CAST(conversions AS TEXT) FROM "
                   "analytics_goal_days WHERE goal_id = '" +
                   plans.id + "' AND day = '2026-03-10'"),
            "1/2");
  EXPECT_EQ(
      scalar("SELECT CAST(COUNT(*) AS TEXT) FROM analytics_goal_days WHERE day = '2026-03-09'"),
      "0");
  // The 9th from the raw rows: v1 signed up twice (15 EUR), viewed two plans.
  EXPECT_EQ(figures({signups, plans}), "3/4 16000000/3 2/4 0/0");
  ASSERT_TRUE(rollGoalDays(*host_, "site-a", 0).isOk());
  EXPECT_EQ(figures({signups, plans}), "3/4 16000000/3 2/4 0/0") << "rolled again, the same";
}

// By hour (goal_hours.h), a visitor counts in the hour of their first conversion of the day:
// the raw rows, the roll's hours and the writer's additions to them answer alike.
TEST_F(GoalConversionsTest, HoursCountAVisitorInTheHourOfTheirFirstConversionOfTheDay) {
  // The 9th at 23:31, v1; the 10th: v1 at 00:10 and 01:10 (5 EUR), v2 at 01:20; v1 views a plan
  // at 00:20 and v2 at 01:25.
  write({view("site-a", "v1", 50, "/plans/pro"), view("site-a", "v2", 115, "/plans/team")},
        {signup("site-a", "v1", 1), signup("site-a", "v1", 40),
         signup("site-a", "v1", 100, 5000000), signup("site-a", "v2", 110)});
  const Goal signups = goal("site-a", {std::string("Signup"), std::nullopt, std::string("EUR")});
  const Goal plans = goal("site-a", {std::nullopt, std::string("/plans/*"), std::nullopt});
  const std::vector<std::string> periods[] = {{"2026-03-10T01", "2026-03-10T02"},
                                              {"2026-03-09T23", "2026-03-10T00"},
                                              {"2026-03-09T00", "2026-03-10T23"}};
  // v1's first of the 10th was at 00:10: from 01:00 only v2 is new, though v1 converts again.
  const std::vector<std::string> worked_out = {"1/2 5000000/1 1/1 0/0", "2/2 0/0 1/1 0/0",
                                               "3/4 5000000/1 2/2 0/0"};
  bool not_rolled = false;
  for (std::size_t i = 0; i < worked_out.size(); ++i) {
    EXPECT_EQ(hourFigures({signups, plans}, periods[i][0], periods[i][1], &not_rolled),
              worked_out[i])
        << periods[i][0];
  }
  EXPECT_TRUE(not_rolled);

  ASSERT_TRUE(rollGoalDays(*host_, "site-a", 0).isOk());
  EXPECT_EQ(scalar("SELECT CAST(COUNT(*) AS TEXT) FROM analytics_goal_hours WHERE goal_id = '" +
                   signups.id + "'"),
            "3")
      << "the 9th's 23:00, the 10th's 00:00 and 01:00";
  for (std::size_t i = 0; i < worked_out.size(); ++i) {
    not_rolled = false;
    EXPECT_EQ(hourFigures({signups, plans}, periods[i][0], periods[i][1], &not_rolled),
              worked_out[i])
        << periods[i][0] << ", rolled";
    EXPECT_FALSE(not_rolled);
  }

  // The writer: v3 at 02:05 (new), v2 again at 02:10 and on a plan at 02:15 (not new).
  write({view("site-a", "v2", 165, "/plans/pro")},
        {signup("site-a", "v3", 155, 1000000), signup("site-a", "v2", 160)});
  EXPECT_EQ(hourFigures({signups, plans}, "2026-03-10T01", "2026-03-10T02"),
            "2/4 6000000/2 1/2 0/0");
  EXPECT_EQ(hourFigures({signups, plans}, "2026-03-10T02", "2026-03-10T02"),
            "1/2 1000000/1 0/1 0/0");
  // The days' figures are the hours' sums.
  EXPECT_EQ(figures({signups, plans}), "4/6 6000000/2 2/3 0/0");
}

// Under one filter value (filter_rollups.h), the days rolled with a goal answer it from their
// goal panel as the raw rows did; a goal made after the roll, and two filters, stay raw.
TEST_F(GoalConversionsTest, FilteredGoalsOfRolledDaysAreTheRawReads) {
  // Two closed days of visits over four pages, three sources, two countries, two browsers;
  // sign-ups (in euros or dollars, with a plan) and downloads in some of them; and a sign-up
  // that joined no visit.
  const std::int64_t day0 = *msOfIso("2026-03-08T00:00:00.000Z");
  const char* paths[] = {"/", "/plans/pro", "/plans/team", "/docs"};
  const char* sources[] = {"", "www.google.com", "t.co"};
  std::vector<Pageview> views;
  std::vector<CustomEvent> events;
  for (int i = 0; i < 60; ++i) {
    const int day = i % 2;
    const std::string visitor = "d" + std::to_string(day) + "v" + std::to_string(i % 7);
    const std::int64_t at = day0 + day * 86400000LL + (60 + i * 11) * kMinute;
    Pageview v{"site-a", visitor, at, paths[(i * 3) % 4], sources[i % 3], i % 4 ? "DE" : "US"};
    v.breakdowns[kBrowser] = i % 3 ? "Firefox" : "Chrome";
    v.breakdowns[kDevice] = i % 5 ? "Desktop" : "Mobile";
    views.push_back(v);
    if (i % 3 == 0) {
      CustomEvent e{"site-a", visitor, at + kMinute, v.path, "", v.country, {}};
      e.details.name = "Signup";
      e.details.props = {{"plan", i % 2 ? "pro" : "free"}};
      e.details.revenue = Revenue{(i + 1) * 1000000LL, i % 4 ? "EUR" : "USD"};
      events.push_back(e);
    }
    if (i % 5 == 0) {
      CustomEvent e{"site-a", visitor, at + 2 * kMinute, v.path, "", v.country, {}};
      e.details.name = "Download";
      events.push_back(e);
    }
  }
  CustomEvent lonely{"site-a", "nobody", day0 + 3600000, "/", "news.example", "FR", {}};
  lonely.details.name = "Signup";
  events.push_back(lonely);
  views.push_back(Pageview{"site-b", "other", day0 + 3600000, "/plans/pro", "t.co", "DE"});
  ASSERT_NO_FATAL_FAILURE(write(views, events));
  const Goal signups = goal("site-a", {std::string("Signup"), std::nullopt, std::string("EUR")});
  const Goal plans = goal("site-a", {std::nullopt, std::string("/plans/*"), std::nullopt});
  const Goal downloads = goal("site-a", {std::string("Download"), std::nullopt, std::nullopt});
  const std::vector<Goal> goals{signups, plans, downloads};

  std::vector<TrafficFilter> filters(21);
  filters[0].country = "DE";
  filters[1].country = "US";
  filters[2].country = "FR";
  filters[3].source = "";
  filters[4].source = "t.co";
  filters[5].source = "news.example";
  filters[6].source = "t.co", filters[6].country = "DE";
  filters[7].path = "/plans/pro";
  filters[8].path = "/";
  filters[9].breakdowns[kBrowser] = "Firefox";
  filters[10].breakdowns[kDevice] = "Mobile";
  filters[11].goal = signups;
  filters[12].goal = plans;
  filters[13].property = PropertyFilter{"plan", "pro"};
  filters[14].path = "/", filters[14].country = "DE";  // two filters: raw
  // The filters the rollups do not roll: the visits' sets answer them.
  filters[15].property = PropertyFilter{"plan", "pr", PropertyFilter::kContains};
  filters[16].country = "DE", filters[16].breakdowns[kBrowser] = "Firefox";
  filters[17].source = "", filters[17].breakdowns[kDevice] = "Desktop";
  filters[17].goal = signups;
  filters[18].property = PropertyFilter{"plan", "pro", PropertyFilter::kIsNot};
  filters[19].country = "US",
  filters[19].property = PropertyFilter{"plan", "ree", PropertyFilter::kContains};
  filters[20].goal = plans, filters[20].breakdowns[kBrowser] = "Chrome";
  const std::vector<TrafficScope> scopes =
      filteredScopes(db_->sql(), "site-a", "2026-03-01", "2026-03-09", filters);
  std::vector<std::string> raw;
  for (const TrafficScope& scope : scopes) raw.push_back(figuresOf(goals, scope, nullptr));
  // Worked out by hand: in the US (i % 4 == 0, always the page /), sign-ups at i = 0, 12, 24,
  // 36, 48 (all in dollars) by five visitors, no plan viewed, downloads at 0, 20, 40.
  EXPECT_EQ(raw[1], "5/5 0/0 0/0 0/0 3/3 0/0");
  EXPECT_EQ(raw[2], "1/1 0/0 0/0 0/0 0/0 0/0") << "the sign-up that joined no visit";
  EXPECT_EQ(raw[5], raw[2]);
  for (std::size_t i = 15; i < scopes.size(); ++i) {
    EXPECT_TRUE(visitSetsAnswer(scopes[i].filter)) << i;
    EXPECT_NE(raw[i], "0/0 0/0 0/0 0/0 0/0 0/0") << i;
  }

  for (const char* day : {"2026-03-08", "2026-03-09"}) {
    seo::sdk::Result<bool> rolled = rollFilterDay(*host_, "site-a", day);
    ASSERT_TRUE(rolled.isOk()) << rolled.status().message();
    EXPECT_TRUE(rolled.value()) << day;
  }
  EXPECT_NE(scalar("SELECT CAST(COUNT(*) AS TEXT) FROM analytics_filter_days WHERE panel = 'goal' "
                   "AND filter = 'country' AND value = 'US' AND name = '" +
                   signups.id + "'"),
            "0");
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    EXPECT_EQ(figuresOf(goals, scopes[i], nullptr), raw[i]) << i;
  }
  // By hour (the 24h range, the days not rolled yet): the hours rolled from a day's midnight on
  // answer several filters from their sets, the hours after them from the raw rows.
  const std::vector<std::pair<std::string, std::string>> periods = {
      {"2026-03-09T05", "2026-03-10T04"},
      {"2026-03-09T00", "2026-03-09T23"},
      {"2026-03-09T13", "2026-03-09T15"}};
  auto byHour = [&](const TrafficScope& scope, const std::pair<std::string, std::string>& hours,
                    long long raw_limit = 0) {
    TrafficScope of = scope;
    of.period.days = seo::sdk::dates::dayRange(*parseDay(hours.first.substr(0, 10)),
                                               *parseDay(hours.second.substr(0, 10)));
    of.period.first_hour = hours.first;
    of.period.last_hour = hours.second;
    return figuresOf(goals, of, nullptr, raw_limit);
  };
  std::vector<std::string> raw_hours;
  for (std::size_t i = 15; i < scopes.size(); ++i) {
    for (const auto& hours : periods) raw_hours.push_back(byHour(scopes[i], hours));
  }
  EXPECT_NE(raw_hours[1], "0/0 0/0 0/0 0/0 0/0 0/0") << "the 9th under plan contains pr";
  ASSERT_TRUE(rollFilterHours(*host_, "site-a").isOk());
  EXPECT_EQ(visitSetEventHours(db_->sql(), "site-a", "2026-03-09T00", "2026-03-09T23", filters[16])
                .size(),
            24u);
  auto sameByHour = [&](const char* when) {
    std::size_t at = 0;
    for (std::size_t i = 15; i < scopes.size(); ++i) {
      for (const auto& hours : periods) {
        EXPECT_EQ(byHour(scopes[i], hours), raw_hours[at++]) << i << " " << hours.first << when;
      }
    }
  };
  sameByHour(", hours rolled");
  // The sets alone answer the 9th past a budget of one raw event; not the 8th, whose first hours
  // are past the last 50 (not rolled): refused.
  EXPECT_EQ(byHour(scopes[16], periods[1], 1), raw_hours[3 + 1]);
  EXPECT_EQ(byHour(scopes[16], {"2026-03-08T00", "2026-03-08T11"}, 1), "");
  // The 9th not rolled by day: its hours answer the reads by day.
  db_->sql() << "UPDATE analytics_filter_rolled SET version = 1 WHERE day = '2026-03-09'";
  for (std::size_t i = 15; i < scopes.size(); ++i) {
    EXPECT_EQ(figuresOf(goals, scopes[i], nullptr), raw[i]) << i << ", the 9th by hour";
  }
  db_->sql() << "UPDATE analytics_filter_rolled SET version = " +
                    std::to_string(kFilterRollVersion) + " WHERE day = '2026-03-09'";
  // The hours from 14:00 not rolled: read raw, after the sets of those before.
  db_->sql() << "DELETE FROM analytics_filter_hours_rolled WHERE hour >= '2026-03-09T14'";
  sameByHour(", from 14:00 raw");

  // A goal made after the roll is counted from the raw rows (no row holds it): in Germany,
  // /plans/pro is viewed at i = 3, 7, ..., 59 (i % 4 == 3) by the 7 visitors of the second day.
  const Goal later = goal("site-a", {std::nullopt, std::string("/plans/pro"), std::nullopt});
  EXPECT_EQ(figuresOf({later}, scopes[0], nullptr), "7/15 0/0");
  // Without the raw rows, the rolled reads stay, the later goal's and the raw reads' go.
  db_->sql() << "DELETE FROM analytics_custom_events WHERE website_id = 'site-a'";
  db_->sql() << "DELETE FROM analytics_events WHERE website_id = 'site-a'";
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    if (i == 14) continue;
    EXPECT_EQ(figuresOf(goals, scopes[i], nullptr), raw[i]) << i;
  }
  EXPECT_EQ(figuresOf({later}, scopes[0], nullptr), "0/0 0/0");
  EXPECT_EQ(figuresOf(goals, scopes[14], nullptr), "0/0 0/0 0/0 0/0 0/0 0/0");
  // The other website's rows are its own.
  TrafficScope other = scopes[4];
  other.website_id = "site-b";
  EXPECT_EQ(figuresOf(goals, other, nullptr), "0/0 0/0 0/0 0/0 0/0 0/0");
  other = scopes[16];
  other.website_id = "site-b";
  EXPECT_EQ(figuresOf(goals, other, nullptr), "0/0 0/0 0/0 0/0 0/0 0/0");
  // A day rolled before the events' sets (version 9), its hours not rolled, does not answer
  // them: it counts raw (none).
  db_->sql() << "UPDATE analytics_filter_rolled SET version = 9 WHERE day = '2026-03-09'";
  db_->sql() << "DELETE FROM analytics_filter_hours_rolled";
  EXPECT_EQ(visitSetEventDays(db_->sql(), "site-a", "2026-03-01", "2026-03-31", filters[16]).size(),
            1u);
  EXPECT_NE(figuresOf(goals, scopes[16], nullptr), raw[16]);
}

TEST_F(GoalConversionsTest, MigrationSixteenGivesEachDayOfCustomEventsItsRow) {
  write({view("site-a", "v1", 0, "/")},
        {signup("site-a", "v1", 1), signup("site-a", "v2", 40), signup("site-b", "v2", 41)});
  const std::string daily =
      "SELECT website_id || ' ' || day || ' ' || CAST(pageviews AS TEXT) || ' ' || "
      "CAST(custom_events AS TEXT) FROM analytics_daily ORDER BY website_id, day";
  auto all = [&] {
    std::string out;
    soci::rowset<std::string> rows = db_->sql().prepare << daily;
    for (const std::string& row : rows) out += row + "\n";
    return out;
  };
  const std::string kept = all();
  EXPECT_EQ(kept, "site-a 2026-03-09 1 1\nsite-a 2026-03-10 0 1\nsite-b 2026-03-10 0 1\n");
  // As before migration 16: no count, and no row for a day without pageviews.
  db_->sql() << "DELETE FROM analytics_daily WHERE pageviews = 0";
  db_->sql() << "UPDATE analytics_daily SET custom_events = 0";
  int backfills = 0;
  for (const seo::sdk::Migration& m : migrations()) {
    if (m.version != 16) continue;
    for (const std::string& statement : m.statements) {
      if (statement.rfind("INSERT", 0) == 0) {
        db_->sql() << statement;
        ++backfills;
      }
    }
  }
  EXPECT_EQ(backfills, 1);
  EXPECT_EQ(all(), kept);
}

}  // namespace
}  // namespace seo::plugins::analytics
