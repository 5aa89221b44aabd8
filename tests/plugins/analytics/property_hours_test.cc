// Properties by hour on the suite's backend (a scratch PostgreSQL database, or SQLite), against
// figures worked out by hand: a visitor counts in the hour of their first event of the day with
// a key (a value); the closed hours rolled and the raw rows after them add up to what the raw
// rows alone give, hour by hour and for the day; an event dated into a rolled hour unrolls the
// day; a key with more values than kept is read from the raw rows; another website's events
// count for it alone; days past the last three are dropped.
#include "plugins/analytics/property_hours.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "plugins/analytics/days.h"
#include "plugins/analytics/traffic_batch.h"
#include "tests/plugins/analytics/suite_database.h"

namespace seo::plugins::analytics {
namespace {

const std::int64_t kDay = *msOfIso("2026-03-08T00:00:00.000Z");
constexpr std::int64_t kMinute = 60 * 1000;

class PropertyHoursTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = std::make_unique<SuiteDatabase>(std::initializer_list<const char*>{"site-a", "site-b"});
    host_ = &db_->host();
    host_->clock = "2026-03-08T15:10:00.000Z";  // hours to 14 closed
  }

  // A custom event at hh:mm of the 8th with `props`.
  static CustomEvent event(const char* site, const char* visitor, int hour, int minute,
                           std::vector<std::pair<std::string, std::string>> props) {
    CustomEvent e{site, visitor, kDay + (hour * 60 + minute) * kMinute, "/", "", "DE", {}};
    e.details.name = "Signup";
    e.details.props = std::move(props);
    return e;
  }

  void write(const std::vector<CustomEvent>& events, const std::vector<Pageview>& views = {}) {
    seo::sdk::Status s = host_->withTransaction(
        [&](soci::session& sql) { return writeTraffic(sql, *host_, views, {}, events); });
    ASSERT_TRUE(s.isOk()) << s.message();
  }

  // The day's traffic: three visitors' plans (v1 from 10:00, v2 from 12:00, v3 at 15:03), a
  // seat count, and a pageview's author; and another website's plans, at 10:00 and 15:04.
  void writeDay() {
    write({event("site-a", "v1", 10, 0, {{"plan", "pro"}}),
           event("site-a", "v1", 11, 30, {{"plan", "free"}}),
           event("site-a", "v2", 12, 0, {{"plan", "pro"}}),
           event("site-a", "v1", 15, 2, {{"plan", "pro"}, {"seats", "3"}}),
           event("site-a", "v3", 15, 3, {{"plan", "pro"}}),
           event("site-a", "v2", 15, 5, {{"plan", "free"}}),
           event("site-b", "v1", 10, 0, {{"plan", "team"}}),
           event("site-b", "v1", 15, 4, {{"plan", "team"}})},
          {Pageview{
              "site-a", "v4", kDay + 13 * 60 * kMinute, "/blog", "", "DE", {{"author", "ann"}}}});
  }

  // "name events/visitors, ..." of site-a's 8th from `first` to `last` hour.
  std::string hours(int first, int last, const std::optional<std::string>& key = std::nullopt,
                    const char* site = "site-a") {
    char from[32], to[32];
    std::snprintf(from, sizeof from, "2026-03-08T%02d", first);
    std::snprintf(to, sizeof to, "2026-03-08T%02d", last);
    return text(propertyHourFigures(db_->sql(), site, "2026-03-08", from, to, key));
  }

  // The same over the 24-hour range to 15:00 (from 16:00 on the 7th), as the read answers it.
  std::string lastDay(const std::optional<std::string>& key = std::nullopt) {
    TrafficScope scope;
    scope.website_id = "site-a";
    scope.period.days = seo::sdk::dates::dayRange(*parseDay("2026-03-07"), *parseDay("2026-03-08"));
    scope.period.first_hour = "2026-03-07T16";
    scope.period.last_hour = "2026-03-08T15";
    return text(hourlyPropertyFigures(db_->sql(), scope, key));
  }

  // The same over the day period of the 8th.
  std::string day(const std::optional<std::string>& key = std::nullopt) {
    TrafficScope scope;
    scope.website_id = "site-a";
    scope.period.days = seo::sdk::dates::dayRange(*parseDay("2026-03-08"), *parseDay("2026-03-08"));
    return text(propertyFigures(db_->sql(), scope, key));
  }

  static std::string text(std::vector<PropertyFigures> rows) {
    std::sort(rows.begin(), rows.end(),
              [](const PropertyFigures& a, const PropertyFigures& b) { return a.name < b.name; });
    std::string out;
    for (const PropertyFigures& row : rows) {
      out += (out.empty() ? "" : ", ") + row.name + " " + std::to_string(row.events) + "/" +
             std::to_string(row.visitors);
    }
    return out;
  }

  long long count(const std::string& query) {
    long long n = 0;
    db_->sql() << query, soci::into(n);
    return n;
  }

  std::string rolledUntil() {
    std::string last;
    db_->sql() << "SELECT last_hour FROM analytics_property_rolls WHERE website_id = 'site-a' "
                  "AND day = '2026-03-08'",
        soci::into(last);
    return db_->sql().got_data() ? last : "none";
  }

  std::int64_t roll(const char* site = "site-a") {
    seo::sdk::Result<std::int64_t> rolled = rollPropertyHours(*host_, site);
    EXPECT_TRUE(rolled.isOk()) << rolled.status().message();
    return rolled.isOk() ? rolled.value() : -1;
  }

  std::unique_ptr<SuiteDatabase> db_;
  CountingHost* host_ = nullptr;
};

// What the hand gives, before and after the roll: the day's keys and plan values; from 12:00
// v1 (first seen with a plan at 10:00) counts no more as a plan's visitor, nor v1's free.
constexpr const char* kKeys = "author 1/1, plan 6/3, seats 1/1";
constexpr const char* kPlans = "free 2/2, pro 4/3";
constexpr const char* kKeysFromNoon = "author 1/1, plan 4/2, seats 1/1";
constexpr const char* kPlansFromNoon = "free 1/1, pro 3/2";

TEST_F(PropertyHoursTest, RolledHoursAndTheRawRowsAfterThemCountAsTheRawRowsAlone) {
  writeDay();
  EXPECT_EQ(hours(0, 23), kKeys);
  EXPECT_EQ(hours(0, 23, "plan"), kPlans);
  EXPECT_EQ(hours(12, 23), kKeysFromNoon);
  EXPECT_EQ(hours(12, 15, "plan"), kPlansFromNoon);
  EXPECT_EQ(hours(10, 10, "plan"), "pro 1/1");
  EXPECT_EQ(hours(0, 23, std::nullopt, "site-b"), "plan 2/1");

  // Rolled to 14:00 (15:00 is not closed at 15:10): the hours to 14:00 are rows, the states
  // those of the visitors seen by then.
  EXPECT_EQ(roll(), 1);
  EXPECT_EQ(rolledUntil(), "2026-03-08T14");
  EXPECT_EQ(count("SELECT CAST(SUM(events) AS BIGINT) FROM analytics_property_hours WHERE "
                  "website_id = 'site-a' AND prop_key = 'plan' AND whole = 1"),
            3);
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_property_visitors WHERE website_id = 'site-a'"),
            3);  // v1, v2, v4
  EXPECT_EQ(hours(0, 23), kKeys);
  EXPECT_EQ(hours(0, 23, "plan"), kPlans);
  EXPECT_EQ(hours(12, 23), kKeysFromNoon);
  EXPECT_EQ(hours(12, 15, "plan"), kPlansFromNoon);
  EXPECT_EQ(hours(15, 15, "plan"), "free 1/1, pro 2/1");  // v3's first pro; v2's first free
  EXPECT_EQ(hours(0, 23, std::nullopt, "site-b"), "plan 2/1");  // its own, not rolled
  EXPECT_EQ(lastDay(), kKeys);
  EXPECT_EQ(lastDay("plan"), kPlans);
  EXPECT_EQ(day(), kKeys);
  EXPECT_EQ(day("plan"), kPlans);
  EXPECT_EQ(roll(), 0);  // nothing closed since

  // The rows are what the read answers: a row changed by hand shows.
  db_->sql() << "UPDATE analytics_property_hours SET events = events + 100 WHERE website_id = "
                "'site-a' AND hour = '2026-03-08T10' AND prop_key = 'plan' AND whole = 1";
  EXPECT_EQ(hours(0, 23), "author 1/1, plan 106/3, seats 1/1");
  db_->sql() << "UPDATE analytics_property_hours SET events = events - 100 WHERE website_id = "
                "'site-a' AND hour = '2026-03-08T10' AND prop_key = 'plan' AND whole = 1";

  // An hour later 15:00 is rolled too, and a new visitor's event at 16:00 is read raw.
  write({event("site-a", "v5", 16, 0, {{"plan", "pro"}}),
         event("site-a", "v2", 16, 1, {{"plan", "pro"}})});
  host_->clock = "2026-03-08T16:10:00.000Z";
  EXPECT_EQ(roll(), 1);
  EXPECT_EQ(rolledUntil(), "2026-03-08T15");
  EXPECT_EQ(hours(0, 23), "author 1/1, plan 8/4, seats 1/1");
  EXPECT_EQ(hours(0, 23, "plan"), "free 2/2, pro 6/4");
  EXPECT_EQ(hours(16, 16, "plan"), "pro 2/1");

  // Rolled to its end, the day keeps no states; three days on, nothing of it.
  host_->clock = "2026-03-09T01:00:00.000Z";
  EXPECT_EQ(roll(), 1);
  EXPECT_EQ(rolledUntil(), "2026-03-08T23");
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_property_visitors WHERE website_id = 'site-a'"),
            0);
  EXPECT_EQ(hours(0, 23, "plan"), "free 2/2, pro 6/4");
  host_->clock = "2026-03-11T01:00:00.000Z";
  roll();
  EXPECT_EQ(rolledUntil(), "none");
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_property_hours WHERE website_id = 'site-a'"), 0);
  EXPECT_EQ(hours(0, 23, "plan"), "free 2/2, pro 6/4");  // from the raw rows
}

TEST_F(PropertyHoursTest, AnEventDatedIntoARolledHourUnrollsTheDay) {
  writeDay();
  roll();
  ASSERT_EQ(rolledUntil(), "2026-03-08T14");
  // v3 had a plan at 09:00 after all (a trusted sender's time): no longer new at 15:03.
  write({event("site-a", "v3", 9, 0, {{"plan", "team"}})});
  EXPECT_EQ(rolledUntil(), "none");
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_property_hours WHERE website_id = 'site-a'"), 0);
  EXPECT_EQ(hours(12, 23), "author 1/1, plan 4/1, seats 1/1");
  EXPECT_EQ(hours(0, 23, "plan"), "free 2/2, pro 4/3, team 1/1");
  roll();
  EXPECT_EQ(rolledUntil(), "2026-03-08T14");
  EXPECT_EQ(hours(12, 23), "author 1/1, plan 4/1, seats 1/1");
  // An event of the open hour unrolls nothing.
  write({event("site-a", "v6", 15, 8, {{"plan", "pro"}})});
  EXPECT_EQ(rolledUntil(), "2026-03-08T14");
  EXPECT_EQ(hours(0, 23, "plan"), "free 2/2, pro 5/4, team 1/1");
}

TEST_F(PropertyHoursTest, AKeyWithTooManyValuesIsReadFromTheRawRows) {
  // 60 orders at 10:00 rolled with their values; 41 more by 12:00 crowd the key: the next roll
  // drops its values from the hours.
  auto orders = [this](int from, int to, int hour) {
    std::vector<CustomEvent> events;
    for (int i = from; i < to; ++i) {
      events.push_back(event("site-a", i % 2 ? "v1" : "v2", hour, i % 60,
                             {{"order", "o-" + std::to_string(i)}, {"plan", "pro"}}));
    }
    write(events);
  };
  orders(0, 60, 10);
  host_->clock = "2026-03-08T11:10:00.000Z";
  roll();
  EXPECT_EQ(rolledUntil(), "2026-03-08T10");
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_property_hours WHERE website_id = 'site-a' "
                  "AND prop_key = 'order' AND whole = 0"),
            60);
  orders(60, 101, 12);
  host_->clock = "2026-03-08T15:10:00.000Z";
  roll();
  EXPECT_EQ(rolledUntil(), "2026-03-08T14");
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_property_crowded WHERE website_id = 'site-a' "
                  "AND prop_key = 'order'"),
            1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM analytics_property_hours WHERE website_id = 'site-a' "
                  "AND prop_key = 'order' AND whole = 0"),
            0);
  EXPECT_EQ(hours(0, 23), "order 101/2, plan 101/2");
  EXPECT_EQ(hours(12, 23), "order 41/0, plan 41/0");  // both had both keys by 10:00
  EXPECT_EQ(hours(0, 23, "plan"), "pro 101/2");
  const std::string values = hours(0, 23, "order");
  EXPECT_NE(values.find("o-0 1/1, o-1 1/1, o-10 1/1"), std::string::npos) << values;
  EXPECT_EQ(std::count(values.begin(), values.end(), '/'), 101);
}

}  // namespace
}  // namespace seo::plugins::analytics
