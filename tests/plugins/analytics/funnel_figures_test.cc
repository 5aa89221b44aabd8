// Funnels' figures on the suite's backend (a scratch PostgreSQL database, or SQLite), against
// visits worked out by hand: steps count in order within one visit, a visitor once at the
// furthest step of their visits; a closed day is rolled once and then read from its rows; a
// filter applies to each step's event; another website's events count for it alone. Today is
// rolled hour by hour as its hours close, and read on from where its visitors stood to what the
// raw rows give, by day and by entry hour.
#include "plugins/analytics/funnel_figures.h"

#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hour_funnels.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/funnel_filters.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/visit_sets.h"
#include "tests/plugins/analytics/filtered_scopes.h"
#include "tests/plugins/analytics/suite_database.h"

namespace seo::plugins::analytics {
namespace {

constexpr std::int64_t kMinute = 60 * 1000;
const std::int64_t kStart = *msOfIso("2026-03-08T10:00:00.000Z");

class FunnelFiguresTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = std::make_unique<SuiteDatabase>(std::initializer_list<const char*>{"site-a", "site-b"});
    host_ = &db_->host();
    host_->clock = "2026-03-10T12:00:00.000Z";  // the 8th and 9th are closed
  }

  static Pageview view(const char* site, const char* visitor, std::int64_t minutes,
                       const char* path, const char* country = "DE") {
    return Pageview{site, visitor, kStart + minutes * kMinute, path, "", country};
  }
  static CustomEvent event(const char* site, const char* visitor, std::int64_t minutes,
                           const char* name, const char* country = "DE") {
    CustomEvent e{site, visitor, kStart + minutes * kMinute, "/", "", country, {}};
    e.details.name = name;
    return e;
  }

  void write(const std::vector<Pageview>& views, const std::vector<CustomEvent>& events) {
    seo::sdk::Status s = host_->withTransaction(
        [&](soci::session& sql) { return writeTraffic(sql, *host_, views, {}, events); });
    ASSERT_TRUE(s.isOk()) << s.message();
  }

  Goal goal(const char* site, GoalDefinition what) {
    seo::sdk::Result<Goal> made = createGoal(*host_, site, what);
    EXPECT_TRUE(made.isOk()) << made.status().message();
    return made.isOk() ? made.value() : Goal{};
  }

  Funnel funnel(const char* site, const std::vector<Goal>& steps) {
    FunnelDefinition what{"Checkout", {}};
    for (const Goal& g : steps) what.goal_ids.push_back(g.id);
    seo::sdk::Result<Funnel> made = createFunnel(*host_, site, what);
    EXPECT_TRUE(made.isOk()) << made.status().message();
    return made.isOk() ? made.value() : Funnel{};
  }

  // "a b c": the visitors of each step from the 7th to the 9th.
  std::string visitors(const Funnel& f, TrafficFilter filter = {}, bool* not_rolled = nullptr) {
    TrafficScope scope;
    scope.website_id = f.website_id;
    scope.period.days = seo::sdk::dates::dayRange(*parseDay("2026-03-07"), *parseDay("2026-03-09"));
    scope.filter = std::move(filter);
    bool ignored = false;
    std::string out;
    for (long long n : funnelVisitors(db_->sql(), f, scope, "2026-01-01", nowMsOf(*host_),
                                      not_rolled ? not_rolled : &ignored)) {
      out += (out.empty() ? "" : " ") + std::to_string(n);
    }
    return out;
  }

  // "a b c": the visitors of each step who entered the funnel on the 8th from `first_hour` on.
  std::string hourly(const Funnel& f, const std::string& first_hour, bool* not_rolled) {
    TrafficScope scope;
    scope.website_id = f.website_id;
    scope.period.days = seo::sdk::dates::dayRange(*parseDay("2026-03-08"), *parseDay("2026-03-08"));
    scope.period.first_hour = first_hour;
    scope.period.last_hour = "2026-03-08T23";
    std::string out;
    for (long long n :
         funnelVisitors(db_->sql(), f, scope, "2026-01-01", nowMsOf(*host_), not_rolled)) {
      out += (out.empty() ? "" : " ") + std::to_string(n);
    }
    return out;
  }

  // "day: a b c; hour: a b c; ..." of the 8th: from the raw rows (a roll's count), or from the
  // rolled rows.
  std::string rawDay(const Funnel& f, const std::string& until = "") {
    GoalRead read{"2026-03-08", "2026-03-08"};
    if (!until.empty()) {  // the events to the end of that hour
      read.since = "2026-03-08T00:00:00.000Z";
      read.until = isoOfMs(msOfHour(until) + kMsPerHour);
    }
    std::map<std::string, FunnelDayWalk> walks = walkRawFunnelDays(db_->sql(), f, read);
    if (!walks.count("2026-03-08")) return "none";
    const FunnelDayWalk& walk = walks.at("2026-03-08");
    std::string out = "day:" + figuresText(walk.figures);
    for (const auto& [hour, figures] : walk.hours) out += "; " + hour + ":" + figuresText(figures);
    return out;
  }
  std::string rolledDay(const Funnel& f) {
    std::vector<long long> day(f.steps.size(), 0);
    int steps = 0;
    std::string out;
    soci::rowset<soci::row> rows =
        (db_->sql().prepare << "SELECT step, visitors FROM analytics_funnel_days WHERE "
                               "funnel_id = '" +
                                   f.id + "' AND day = '2026-03-08'");
    for (const soci::row& row : rows) {
      day.at(static_cast<std::size_t>(row.get<long long>(0))) = row.get<long long>(1);
      ++steps;
    }
    if (steps == 0) return "none";
    out = "day:" + figuresText(day);
    soci::rowset<soci::row> hours =
        (db_->sql().prepare << "SELECT hour, step_1, step_2, step_3 FROM analytics_funnel_hours "
                               "WHERE funnel_id = '" +
                                   f.id + "' ORDER BY hour");
    for (const soci::row& row : hours) {
      std::vector<long long> figures{row.get<long long>(1), row.get<long long>(2),
                                     row.get<long long>(3)};
      out += "; " + row.get<std::string>(0) + ":" + figuresText(figures);
    }
    return out;
  }
  static std::string figuresText(const std::vector<long long>& figures) {
    std::string out;
    for (long long n : figures) out += " " + std::to_string(n);
    return out;
  }
  long long count(const std::string& query) {
    long long n = 0;
    db_->sql() << query, soci::into(n);
    return n;
  }

  std::unique_ptr<SuiteDatabase> db_;
  CountingHost* host_ = nullptr;
};

TEST_F(FunnelFiguresTest, StepsCountInOrderWithinOneVisit) {
  // The 8th, minutes after 10:00:
  //   v1: /pricing, Signup, Purchase                  -> all three steps
  //   v2: Signup, then /pricing                       -> the first step only (not in order)
  //   v3: /pricing; 40 minutes on a new visit: /, Signup -> the first (the second visit has
  //       no /pricing before its Signup)
  //   v4: /pricing twice, Signup twice, Purchase      -> all three
  //   v5: a Signup that joined no visit               -> none
  //   v6 (France): /pricing, then Purchase            -> the first (Signup skipped)
  write({view("site-a", "v1", 0, "/pricing"), view("site-a", "v2", 1, "/"),
         view("site-a", "v2", 3, "/pricing"), view("site-a", "v3", 0, "/pricing"),
         view("site-a", "v3", 40, "/"), view("site-a", "v4", 0, "/pricing"),
         view("site-a", "v4", 1, "/pricing"), view("site-a", "v6", 0, "/pricing", "FR"),
         view("site-b", "v1", 0, "/pricing")},
        {event("site-a", "v1", 1, "Signup"), event("site-a", "v1", 2, "Purchase"),
         event("site-a", "v2", 2, "Signup"), event("site-a", "v3", 41, "Signup"),
         event("site-a", "v4", 2, "Signup"), event("site-a", "v4", 3, "Signup"),
         event("site-a", "v4", 4, "Purchase"), event("site-a", "v5", 5, "Signup"),
         event("site-a", "v6", 1, "Purchase", "FR"), event("site-b", "v1", 1, "Signup")});
  const Goal pricing = goal("site-a", {std::nullopt, std::string("/pricing"), std::nullopt});
  const Goal signup = goal("site-a", {std::string("Signup"), std::nullopt, std::nullopt});
  const Goal purchase = goal("site-a", {std::string("Purchase"), std::nullopt, std::nullopt});
  const Funnel checkout = funnel("site-a", {pricing, signup, purchase});

  bool not_rolled = false;
  EXPECT_EQ(visitors(checkout, {}, &not_rolled), "5 2 2");
  EXPECT_TRUE(not_rolled) << "the 8th is closed and not rolled";
  // Another order of the same goals: five signed up (v5's Signup, in no visit, is a visit of its
  // own), v2 alone then viewed /pricing, and no Purchase came after.
  const Funnel reversed = funnel("site-a", {signup, pricing, purchase});
  EXPECT_EQ(visitors(reversed), "5 1 0");

  // Rolled once; then read from its rows (a change to them shows).
  seo::sdk::Result<std::int64_t> rolled = rollFunnelDays(*host_, "site-a", "2026-01-01", 0);
  ASSERT_TRUE(rolled.isOk()) << rolled.status().message();
  EXPECT_EQ(rolled.value(), 2);  // two funnels, one day with traffic
  EXPECT_EQ(rollFunnelDays(*host_, "site-a", "2026-01-01", 0).value(), 0);
  not_rolled = false;
  EXPECT_EQ(visitors(checkout, {}, &not_rolled), "5 2 2");
  EXPECT_FALSE(not_rolled);
  db_->sql() << "UPDATE analytics_funnel_days SET visitors = visitors + 10 WHERE funnel_id = '" +
                    checkout.id + "' AND step = 2";
  EXPECT_EQ(visitors(checkout), "5 2 12");
  {
    seo::sdk::Status s = host_->withSession([&](soci::session& sql) {
      EXPECT_FALSE(anyFunnelDayToRoll(*host_, sql, "site-a", "2026-01-01"));
      return seo::sdk::Status::ok();
    });
    ASSERT_TRUE(s.isOk());
  }

  // An event dated into the rolled day (a trusted sender's) unrolls it: counted from the raw
  // rows again, v7 with it.
  ASSERT_NO_FATAL_FAILURE(
      write({view("site-a", "v7", 100, "/pricing")}, {event("site-a", "v7", 101, "Signup")}));
  not_rolled = false;
  EXPECT_EQ(visitors(checkout, {}, &not_rolled), "6 3 2");
  EXPECT_TRUE(not_rolled);
  ASSERT_TRUE(rollFunnelDays(*host_, "site-a", "2026-01-01", 0).isOk());
  EXPECT_EQ(visitors(checkout, {}, &not_rolled), "6 3 2");

  // A filter reads the raw rows, on each step's event: France's visitor alone.
  EXPECT_EQ(visitors(checkout, {std::nullopt, std::nullopt, std::string("FR")}), "1 0 0");

  // The other website's funnel counts its own events only: v1 viewed /pricing and signed up.
  const Goal b_pricing = goal("site-b", {std::nullopt, std::string("/pricing"), std::nullopt});
  const Goal b_signup = goal("site-b", {std::string("Signup"), std::nullopt, std::nullopt});
  EXPECT_EQ(visitors(funnel("site-b", {b_pricing, b_signup})), "1 1");
  // And cannot take site-a's goals as steps.
  seo::sdk::Result<Funnel> foreign =
      createFunnel(*host_, "site-b", FunnelDefinition{"Theirs", {pricing.id, signup.id}});
  ASSERT_FALSE(foreign.isOk());
  EXPECT_NE(foreign.status().message().find("steps[0]"), std::string::npos)
      << foreign.status().message();

  // A goal of a funnel is not deleted; once the funnels go, it is.
  seo::sdk::Status refused = deleteGoal(*host_, "site-a", signup.id);
  EXPECT_EQ(refused.httpStatus(), 409) << refused.message();
  EXPECT_NE(refused.message().find("Checkout"), std::string::npos) << refused.message();
  EXPECT_TRUE(deleteFunnel(*host_, "site-a", checkout.id).isOk());
  EXPECT_TRUE(deleteFunnel(*host_, "site-a", reversed.id).isOk());
  EXPECT_TRUE(deleteGoal(*host_, "site-a", signup.id).isOk());
  EXPECT_EQ(deleteFunnel(*host_, "site-a", checkout.id).httpStatus(), 404);
}

TEST_F(FunnelFiguresTest, TodayIsRolledHourByHourAndReadOnFromWhereItsVisitorsStood) {
  host_->clock = "2026-03-08T13:30:00.000Z";  // the 8th is today, closed to 12:00
  const Goal pricing = goal("site-a", {std::nullopt, std::string("/pricing"), std::nullopt});
  const Goal signup = goal("site-a", {std::string("Signup"), std::nullopt, std::nullopt});
  const Goal purchase = goal("site-a", {std::string("Purchase"), std::nullopt, std::nullopt});
  const Funnel checkout = funnel("site-a", {pricing, signup, purchase});

  // By hand, minutes after 10:00: v1 views /pricing at 12:50 and signs up at 13:10 (entered in
  // hour 12); v2 views /pricing at 13:20 (entered in hour 13).
  ASSERT_NO_FATAL_FAILURE(write({view("site-a", "v1", 170, "/pricing")}, {}));
  ASSERT_NO_FATAL_FAILURE(write({}, {event("site-a", "v1", 190, "Signup")}));
  ASSERT_NO_FATAL_FAILURE(write({view("site-a", "v2", 200, "/pricing")}, {}));
  bool not_rolled = false;
  EXPECT_EQ(hourly(checkout, "2026-03-08T12", &not_rolled), "2 1 0");
  EXPECT_EQ(hourly(checkout, "2026-03-08T13", &not_rolled), "1 0 0");
  EXPECT_TRUE(not_rolled);
  // Rolled to 12:00: the hour's figures, v1's state; the read walks v1's Signup and v2 on.
  ASSERT_EQ(rollFunnelDays(*host_, "site-a", "2026-01-01", 0).value(), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_funnel_days WHERE live = 1 AND hours = 1 AND "
                  "last_hour = '2026-03-08T12'"),
            3);
  EXPECT_EQ(rolledDay(checkout), "day: 1 0 0; 2026-03-08T12: 1 0 0");
  EXPECT_EQ(rolledDay(checkout), rawDay(checkout, "2026-03-08T12"));
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_funnel_visitors"), 1);
  not_rolled = false;
  EXPECT_EQ(hourly(checkout, "2026-03-08T12", &not_rolled), "2 1 0");
  EXPECT_EQ(hourly(checkout, "2026-03-08T13", &not_rolled), "1 0 0");
  EXPECT_EQ(visitors(checkout, {}, &not_rolled), "2 1 0");
  EXPECT_FALSE(not_rolled);
  EXPECT_EQ(rollFunnelDays(*host_, "site-a", "2026-01-01", 0).value(), 0);  // nothing closed since

  // Then 40 visitors' events in batches of 1 to 8, in time order: pageviews of /pricing and
  // other pages, Signups and Purchases within visits and out of them (a gap of over 30 minutes
  // starts a new visit), with the funnel's two orders walked at once; rolled as hours close.
  const Funnel reversed = funnel("site-a", {signup, pricing, purchase});
  std::mt19937 random(57);
  struct Step {
    std::int64_t minute;
    std::string visitor, what;
  };
  std::vector<Step> steps;
  const char* kinds[] = {"/pricing", "/", "/pricing", "Signup", "Purchase", "Signup"};
  for (int v = 0; v < 40; ++v) {
    std::int64_t at = 210 + static_cast<std::int64_t>(random() % 300);
    for (int k = 0, n = 2 + static_cast<int>(random() % 7); k < n; ++k) {
      at += random() % 4 == 0 ? 35 + random() % 60 : 1 + random() % 10;
      if (at > 820) break;  // the 8th's, to 23:40
      steps.push_back({at, "w" + std::to_string(v), kinds[random() % 6]});
    }
  }
  std::stable_sort(steps.begin(), steps.end(),
                   [](const Step& a, const Step& b) { return a.minute < b.minute; });
  std::int64_t rolled_to = 180;  // minutes after 10:00 the rolls have closed
  for (std::size_t i = 0; i < steps.size();) {
    std::vector<Pageview> views;
    std::vector<CustomEvent> events;
    for (std::size_t n = 1 + random() % 8; n > 0 && i < steps.size(); --n, ++i) {
      const Step& s = steps[i];
      if (s.what[0] == '/') {
        views.push_back(view("site-a", s.visitor.c_str(), s.minute, s.what.c_str()));
      } else {
        events.push_back(event("site-a", s.visitor.c_str(), s.minute, s.what.c_str()));
      }
    }
    ASSERT_NO_FATAL_FAILURE(write(views, events));
    // The clock follows the events; every two hours or so a roll.
    const std::int64_t latest = steps[i - 1].minute;
    host_->clock = isoOfMs(kStart + (latest + 6) * kMinute);
    if (latest - rolled_to > 120) {
      ASSERT_TRUE(rollFunnelDays(*host_, "site-a", "2026-01-01", 0).isOk());
      rolled_to = latest;
      EXPECT_EQ(hourly(checkout, "2026-03-08T00", &not_rolled), visitors(checkout));
    }
  }
  const std::string walked = rawDay(checkout);
  EXPECT_NE(walked, "day: 2 1 0") << "the events reach the funnel";
  std::string last_hour;
  db_->sql() << "SELECT last_hour FROM analytics_funnel_days WHERE funnel_id = '" + checkout.id +
                    "' AND step = 0 AND live = 1",
      soci::into(last_hour);
  ASSERT_GT(last_hour, "2026-03-08T14");
  EXPECT_EQ(rolledDay(checkout), rawDay(checkout, last_hour));
  EXPECT_EQ(rolledDay(reversed), rawDay(reversed, last_hour));
  // The reads walk the rest on: the day's figures and each hour's, as the raw rows'.
  std::map<std::string, FunnelDayWalk> raw =
      walkRawFunnelDays(db_->sql(), checkout, GoalRead{"2026-03-08", "2026-03-08"});
  ASSERT_EQ(raw.count("2026-03-08"), 1u);
  EXPECT_EQ(visitors(checkout), figuresText(raw.at("2026-03-08").figures).substr(1));
  for (const char* from : {"2026-03-08T12", "2026-03-08T14", "2026-03-08T16", "2026-03-08T18"}) {
    std::vector<long long> after(3, 0);
    for (const auto& [hour, figures] : raw.at("2026-03-08").hours) {
      if (hour < from) continue;
      for (std::size_t k = 0; k < 3; ++k) after[k] += figures[k];
    }
    EXPECT_EQ(hourly(checkout, from, &not_rolled), figuresText(after).substr(1)) << from;
  }

  // An event dated into a rolled hour (a trusted sender's time) unrolls the day: counted from
  // the raw rows, then rolled again.
  ASSERT_NO_FATAL_FAILURE(write({view("site-a", "v1", 90, "/pricing")}, {}));
  EXPECT_EQ(rolledDay(checkout), "none");
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_funnel_visitors WHERE funnel_id = '" +
                  checkout.id + "'"),
            0);
  not_rolled = false;
  const std::string raw_hours = hourly(checkout, "2026-03-08T12", &not_rolled);
  EXPECT_TRUE(not_rolled);
  ASSERT_EQ(rollFunnelDays(*host_, "site-a", "2026-01-01", 0).value(), 2);
  EXPECT_EQ(hourly(checkout, "2026-03-08T12", &not_rolled), raw_hours);

  // Once the day is over it is rolled whole: its states go, its figures and hours are the raw
  // rows'.
  host_->clock = "2026-03-09T00:06:00.000Z";
  ASSERT_EQ(rollFunnelDays(*host_, "site-a", "2026-01-01", 0).value(), 2);
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_funnel_days WHERE live = 1"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_funnel_visitors"), 0);
  EXPECT_EQ(rolledDay(checkout), rawDay(checkout));
  EXPECT_EQ(rolledDay(reversed), rawDay(reversed));
}

// Under one filter value (filter_rollups.h), the days rolled with a funnel answer it from their
// funnel panel as the raw rows did; under the filters the rollups do not roll, the visits' sets
// (visit_sets.h), by day and by hour; a funnel made after the roll, and a page with a country,
// stay raw.
TEST_F(FunnelFiguresTest, FilteredFunnelsOfRolledDaysAreTheRawReads) {
  // Two closed days of visits over pages, sources, countries and browsers: each views a plan or
  // not, signs up or not, pays or not, in an order drawn at random (a fixed seed); and sign-ups
  // and payments that joined no visit.
  const std::int64_t day0 = *msOfIso("2026-03-08T00:00:00.000Z");
  const char* paths[] = {"/", "/plans/pro", "/plans/team", "/docs"};
  const char* sources[] = {"", "www.google.com", "t.co"};
  const char* countries[] = {"DE", "US", "FR"};
  std::mt19937 draw(7);
  std::vector<Pageview> views;
  std::vector<CustomEvent> events;
  for (int i = 0; i < 120; ++i) {
    const int day = i % 2;
    const std::string visitor = "d" + std::to_string(day) + "v" + std::to_string(i % 23);
    const std::int64_t at = day0 + day * 86400000LL + (60 + i * 11) * kMinute;
    Pageview v{
        "site-a", visitor, at, paths[draw() % 4], sources[draw() % 3], countries[draw() % 3]};
    v.breakdowns[kBrowser] = draw() % 2 ? "Firefox" : "Chrome";
    views.push_back(v);
    for (const char* name : {"Signup", "Pay"}) {
      if (draw() % 3 == 0) continue;
      const std::int64_t when = at + static_cast<std::int64_t>(1 + draw() % 5) * kMinute;
      CustomEvent e{"site-a", visitor, when, v.path, "", v.country, {}};
      e.details.name = name;
      e.details.props = {{"plan", i % 3 ? "pro" : "free"}};
      events.push_back(e);
    }
  }
  for (const char* name : {"Signup", "Pay"}) {
    CustomEvent lonely{"site-a", "nobody",       day0 + 3600000 + (name[0] == 'P' ? 60000 : 0),
                       "/",      "news.example", "FR",
                       {}};
    lonely.details.name = name;
    events.push_back(lonely);
  }
  views.push_back(Pageview{"site-b", "other", day0 + 3600000, "/plans/pro", "t.co", "DE"});
  ASSERT_NO_FATAL_FAILURE(write(views, events));
  const Goal plans = goal("site-a", {std::nullopt, std::string("/plans/*"), std::nullopt});
  const Goal signups = goal("site-a", {std::string("Signup"), std::nullopt, std::nullopt});
  const Goal pays = goal("site-a", {std::string("Pay"), std::nullopt, std::nullopt});
  const Funnel checkout = funnel("site-a", {plans, signups, pays});
  const Funnel quick = funnel("site-a", {signups, pays});

  std::vector<TrafficFilter> filters(17);
  filters[0].country = "DE";
  filters[1].country = "FR";
  filters[2].source = "";
  filters[3].source = "t.co";
  filters[4].source = "news.example";
  filters[5].source = "t.co", filters[5].country = "DE";
  filters[6].path = "/plans/pro";
  filters[7].breakdowns[kBrowser] = "Firefox";
  filters[8].goal = signups;
  filters[9].goal = plans;
  filters[10].path = "/", filters[10].country = "DE";  // two filters: raw
  // The filters the rollups do not roll: the visits' sets answer them.
  filters[11].property = PropertyFilter{"plan", "r", PropertyFilter::kContains};
  filters[12].country = "DE", filters[12].breakdowns[kBrowser] = "Firefox";
  filters[13].source = "", filters[13].breakdowns[kBrowser] = "Chrome";
  filters[13].goal = signups;
  filters[14].property = PropertyFilter{"plan", "pro", PropertyFilter::kIsNot};
  filters[15].country = "US",
  filters[15].property = PropertyFilter{"plan", "ree", PropertyFilter::kContains};
  filters[16].goal = plans, filters[16].breakdowns[kBrowser] = "Chrome";
  const std::vector<TrafficScope> scopes =
      filteredScopes(db_->sql(), "site-a", "2026-03-01", "2026-03-09", filters);
  auto read = [&](const Funnel& f, const TrafficScope& scope) {
    seo::sdk::Result<std::vector<long long>> got = filteredFunnelVisitors(db_->sql(), f, scope, 0);
    EXPECT_TRUE(got.isOk()) << got.status().message();
    return got.isOk() ? figuresText(got.value()) : "";
  };
  // Before any roll, the raw walk's figures, as funnelVisitors counts them.
  std::vector<std::string> raw;
  for (const TrafficScope& scope : scopes) {
    raw.push_back(read(checkout, scope) + " |" + read(quick, scope));
    bool ignored = false;
    EXPECT_EQ(read(checkout, scope),
              figuresText(funnelVisitors(db_->sql(), checkout, scope, "2026-01-01", nowMsOf(*host_),
                                         &ignored)));
  }
  EXPECT_NE(raw[0], " 0 0 0 | 0 0") << "Germany has its checkouts";
  EXPECT_EQ(raw[4], " 0 0 0 | 1 1") << "the sign-up and payment that joined no visit";
  for (std::size_t i = 11; i < scopes.size(); ++i) {
    EXPECT_TRUE(visitSetsAnswer(scopes[i].filter)) << i;
    EXPECT_NE(raw[i], " 0 0 0 | 0 0") << i;
  }

  for (const char* day : {"2026-03-08", "2026-03-09"}) {
    seo::sdk::Result<bool> rolled = rollFilterDay(*host_, "site-a", day);
    ASSERT_TRUE(rolled.isOk()) << rolled.status().message();
    EXPECT_TRUE(rolled.value()) << day;
  }
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    EXPECT_EQ(read(checkout, scopes[i]) + " |" + read(quick, scopes[i]), raw[i]) << i;
  }
  // With no raw row in the budget, the sets alone answer the closed days.
  for (std::size_t i = 11; i < scopes.size(); ++i) {
    seo::sdk::Result<std::vector<long long>> got =
        filteredFunnelVisitors(db_->sql(), checkout, scopes[i], 1);
    ASSERT_TRUE(got.isOk()) << i << " " << got.status().message();
    EXPECT_EQ(figuresText(got.value()) + " |" + read(quick, scopes[i]), raw[i]) << i;
  }

  // By hour (the 24h range, the days not rolled yet): the hours rolled from a day's midnight on
  // answer the filters the sets answer, the hours after them from the raw rows, walked on from
  // where the sets left each visitor; as the raw walk of the day counts those who entered in the
  // period.
  const std::vector<std::pair<std::string, std::string>> periods = {
      {"2026-03-09T05", "2026-03-10T04"},
      {"2026-03-09T00", "2026-03-09T23"},
      {"2026-03-09T13", "2026-03-09T15"}};
  auto hoursOf = [&](const TrafficScope& scope, const std::pair<std::string, std::string>& hours) {
    TrafficScope of = scope;
    of.period.days = seo::sdk::dates::dayRange(*parseDay(hours.first.substr(0, 10)),
                                               *parseDay(hours.second.substr(0, 10)));
    of.period.first_hour = hours.first;
    of.period.last_hour = hours.second;
    return of;
  };
  auto byHour = [&](const Funnel& f, const TrafficScope& scope,
                    const std::pair<std::string, std::string>& hours, long long raw_limit = 0) {
    seo::sdk::Result<std::vector<long long>> got =
        setHourFunnelVisitors(db_->sql(), f, hoursOf(scope, hours), raw_limit);
    EXPECT_TRUE(got.isOk() || raw_limit > 0) << got.status().message();
    return got.isOk() ? figuresText(got.value()) : "refused";
  };
  // The raw walk of each day to the period's end, its visitors by the hour they entered.
  auto walked = [&](const Funnel& f, const TrafficScope& scope,
                    const std::pair<std::string, std::string>& hours) {
    std::vector<long long> sum(f.steps.size(), 0);
    const std::int64_t end = msOfHour(hours.second) + kMsPerHour;
    for (std::int64_t day = dayOfMs(msOfHour(hours.first)); day <= dayOfMs(end - 1); ++day) {
      const std::int64_t midnight = day * seo::sdk::dates::kMsPerDay;
      const GoalRead whole{formatDay(day), formatDay(day), isoOfMs(midnight),
                           isoOfMs(std::min(end, midnight + seo::sdk::dates::kMsPerDay)),
                           scope.filter};
      for (const auto& [of_day, walk] : walkRawFunnelDays(db_->sql(), f, whole)) {
        for (const auto& [hour, figures] : walk.hours) {
          if (hour < hours.first) continue;
          for (std::size_t k = 0; k < sum.size(); ++k) sum[k] += figures[k];
        }
      }
    }
    return figuresText(sum);
  };
  std::vector<std::string> raw_hours;
  for (std::size_t i = 11; i < scopes.size(); ++i) {
    for (const auto& hours : periods) {
      raw_hours.push_back(walked(checkout, scopes[i], hours) + " |" +
                          walked(quick, scopes[i], hours));
      EXPECT_EQ(byHour(checkout, scopes[i], hours) + " |" + byHour(quick, scopes[i], hours),
                raw_hours.back())
          << i << " " << hours.first << ", no hour rolled";
    }
  }
  EXPECT_NE(raw_hours[1], " 0 0 0 | 0 0") << "the 9th under plan contains r";
  ASSERT_TRUE(rollFilterHours(*host_, "site-a").isOk());
  auto sameByHour = [&](const char* when) {
    std::size_t at = 0;
    for (std::size_t i = 11; i < scopes.size(); ++i) {
      for (const auto& hours : periods) {
        EXPECT_EQ(byHour(checkout, scopes[i], hours) + " |" + byHour(quick, scopes[i], hours),
                  raw_hours[at++])
            << i << " " << hours.first << when;
      }
    }
  };
  sameByHour(", hours rolled");
  // The sets alone answer the 9th past a budget of one raw event; not the 8th, whose first hours
  // are past the last 50 (not rolled): refused.
  EXPECT_EQ(
      byHour(checkout, scopes[12], periods[1], 1) + " |" + byHour(quick, scopes[12], periods[1], 1),
      raw_hours[3 + 1]);
  EXPECT_EQ(byHour(checkout, scopes[12], {"2026-03-08T00", "2026-03-08T11"}, 1), "refused");
  // The 9th not rolled by day: its hours answer the reads by day.
  db_->sql() << "UPDATE analytics_filter_rolled SET version = 1 WHERE day = '2026-03-09'";
  for (std::size_t i = 11; i < scopes.size(); ++i) {
    EXPECT_EQ(read(checkout, scopes[i]) + " |" + read(quick, scopes[i]), raw[i])
        << i << ", the 9th by hour";
  }
  db_->sql() << "UPDATE analytics_filter_rolled SET version = " +
                    std::to_string(kFilterRollVersion) + " WHERE day = '2026-03-09'";
  // The hours from 14:00 not rolled: read raw, after the sets of those before.
  db_->sql() << "DELETE FROM analytics_filter_hours_rolled WHERE hour >= '2026-03-09T14'";
  sameByHour(", from 14:00 raw");
  ASSERT_TRUE(rollFilterHours(*host_, "site-a").isOk());

  // A funnel made after the roll is walked from the raw rows under one filter value.
  const Funnel later = funnel("site-a", {plans, pays});
  const std::string later_de = read(later, scopes[0]);
  const std::string later_sets = read(later, scopes[12]);
  // Without the raw rows, the rolled reads stay, the later funnel's and the raw reads' go.
  db_->sql() << "DELETE FROM analytics_custom_events WHERE website_id = 'site-a'";
  db_->sql() << "DELETE FROM analytics_events WHERE website_id = 'site-a'";
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    if (i == 10) continue;
    EXPECT_EQ(read(checkout, scopes[i]) + " |" + read(quick, scopes[i]), raw[i]) << i;
  }
  sameByHour(", without the raw rows");
  EXPECT_NE(later_de, " 0 0");
  EXPECT_EQ(read(later, scopes[0]), " 0 0");
  // The sets hold each goal's events: a funnel of goals rolled answers from them.
  EXPECT_NE(later_sets, " 0 0");
  EXPECT_EQ(read(later, scopes[12]), later_sets);
  EXPECT_EQ(read(checkout, scopes[10]), " 0 0 0");
  // The other website's rows are its own.
  for (const std::size_t i : {std::size_t{3}, std::size_t{12}, std::size_t{14}}) {
    TrafficScope other = scopes[i];
    other.website_id = "site-b";
    EXPECT_EQ(read(checkout, other), " 0 0 0") << i;
    EXPECT_EQ(byHour(checkout, other, periods[0]), " 0 0 0") << i;
  }
}

TEST_F(FunnelFiguresTest, ADefinitionIsTwoToEightGoalsEachOnce) {
  const std::string a = "4c1d9e2a-7b3f-4e8a-9d6c-1f2e3a4b5c6d",
                    b = "7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b";
  auto read = [](const std::string& json) {
    rapidjson::Document body;
    body.Parse(json.c_str());
    return readFunnelDefinition(body);
  };
  ASSERT_TRUE(read(R"({"name": "Checkout", "steps": [")" + a + R"(", ")" + b + R"("]})").isOk());
  const std::pair<std::string, std::string> bad[] = {
      {R"({"steps": [")" + a + R"(", ")" + b + R"("]})", "name"},
      {R"({"name": "x\ny", "steps": [")" + a + R"(", ")" + b + R"("]})", "name"},
      {R"({"name": "x\u0000y", "steps": [")" + a + R"(", ")" + b + R"("]})", "name"},
      {R"({"name": "Checkout", "steps": [")" + a + R"("]})", "steps"},
      {R"({"name": "Checkout", "steps": [")" + a + R"(", ")" + a + R"("]})", "steps"},
      {R"({"name": "Checkout", "steps": [")" + a + R"(", 7]})", "steps[1]"},
      {R"({"name": "Checkout", "steps": "no"})", "steps"},
      {R"({"name": "Checkout", "steps": [")" + a + R"(", ")" + b + R"("], "x": 1})", "x"},
  };
  for (const auto& [json, field] : bad) {
    seo::sdk::Result<FunnelDefinition> r = read(json);
    ASSERT_FALSE(r.isOk()) << json;
    EXPECT_NE(r.status().message().find(field), std::string::npos) << json << r.status().message();
  }
  std::string nine = R"({"name": "Long", "steps": [)";
  for (int i = 0; i < 9; ++i) {
    nine += (i ? ", \"" : "\"") + std::string("00000000-0000-4000-8000-00000000000") +
            std::to_string(i) + "\"";
  }
  EXPECT_FALSE(read(nine + "]}").isOk());
}

}  // namespace
}  // namespace seo::plugins::analytics
