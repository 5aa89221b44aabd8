// Properties under a filter on the suite's backend (a scratch PostgreSQL database, or SQLite):
// once their days are rolled, every single filter value answers the keys and a key's values
// from the property panels of the filtered reads' rollups as the raw rows did, without them, and
// several filters (a property's is_not and contains) from the visits' sets; a key with more
// values than a day rolls, and a page with another filter, stay raw; the raw part alone is held
// to the budget; another website's rows are its own.
#include "plugins/analytics/property_filters.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hour_properties.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/goals.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/visit_conversions.h"
#include "plugins/analytics/visit_sets.h"
#include "tests/plugins/analytics/filtered_scopes.h"
#include "tests/plugins/analytics/suite_database.h"

namespace seo::plugins::analytics {
namespace {

constexpr std::int64_t kMinute = 60 * 1000;
const std::int64_t kDay0 = *msOfIso("2026-03-08T00:00:00.000Z");

class PropertyFiltersTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = std::make_unique<SuiteDatabase>(std::initializer_list<const char*>{"site-a", "site-b"});
    host_ = &db_->host();
    host_->clock = "2026-03-10T12:00:00.000Z";  // the 8th and the 9th closed
  }

  void write(const std::vector<Pageview>& views, const std::vector<CustomEvent>& events) {
    seo::sdk::Status s = host_->withTransaction(
        [&](soci::session& sql) { return writeTraffic(sql, *host_, views, {}, events); });
    ASSERT_TRUE(s.isOk()) << s.message();
  }

  // Two days of visits over four pages, three sources, two countries, two browsers; pageviews
  // with an author, sign-ups with a plan, a purchase order of its own each (more values than a
  // day rolls), a sign-up that joined no visit; and another website's.
  void writeDays() {
    const char* paths[] = {"/", "/plans/pro", "/plans/team", "/docs"};
    const char* sources[] = {"", "www.google.com", "t.co"};
    std::vector<Pageview> views;
    std::vector<CustomEvent> events;
    for (int i = 0; i < 60; ++i) {
      const int day = i % 2;
      const std::string visitor = "d" + std::to_string(day) + "v" + std::to_string(i % 7);
      const std::int64_t at = kDay0 + day * 86400000LL + (60 + i * 11) * kMinute;
      Pageview v{"site-a", visitor, at, paths[(i * 3) % 4], sources[i % 3], i % 4 ? "DE" : "US"};
      if (i % 5 == 0) v.props = {{"author", i % 2 ? "bob" : "ann"}};
      v.breakdowns[kBrowser] = i % 3 ? "Firefox" : "Chrome";
      v.breakdowns[kDevice] = i % 5 ? "Desktop" : "Mobile";
      views.push_back(v);
      if (i % 3 == 0) {
        CustomEvent e{"site-a", visitor, at + kMinute, v.path, "", v.country, {}};
        e.details.name = "Signup";
        e.details.props = {{"plan", i % 2 ? "pro" : "free"}};
        events.push_back(e);
      }
    }
    // The first visit (the 8th, 01:00, in the US) orders 120 times.
    for (int k = 0; k < 120; ++k) {
      CustomEvent e{"site-a", "d0v0", kDay0 + 60 * kMinute + 1000 * (k + 1), "/", "", "US", {}};
      e.details.name = "Purchase";
      e.details.props = {{"order", "o" + std::to_string(k)}};
      events.push_back(e);
    }
    CustomEvent lonely{"site-a", "nobody", kDay0 + 3600000, "/", "news.example", "FR", {}};
    lonely.details.name = "Signup";
    lonely.details.props = {{"plan", "team"}};
    events.push_back(lonely);
    Pageview other{"site-b", "other", kDay0 + 3600000, "/plans/pro", "t.co", "DE"};
    other.props = {{"author", "ann"}};
    views.push_back(other);
    ASSERT_NO_FATAL_FAILURE(write(views, events));
  }

  // "name events/visitors, ..." by name, or the error's field.
  std::string read(const TrafficScope& scope, const std::optional<std::string>& key,
                   long long raw_limit = 0) {
    seo::sdk::Result<std::vector<PropertyFigures>> rows =
        filteredPropertyFigures(db_->sql(), scope, key, raw_limit);
    if (!rows.isOk()) {
      const std::string message = rows.status().message();  // "Invalid field: <name>: <why>"
      return "error: " + message.substr(0, message.find(':', 15));
    }
    std::sort(rows.value().begin(), rows.value().end(),
              [](const PropertyFigures& a, const PropertyFigures& b) { return a.name < b.name; });
    std::string out;
    for (const PropertyFigures& row : rows.value()) {
      out += (out.empty() ? "" : ", ") + row.name + " " + std::to_string(row.events) + "/" +
             std::to_string(row.visitors);
    }
    return out;
  }

  // The same over the hours from `first` to `last` ('YYYY-MM-DDTHH'), as the 24-hour range reads
  // them under a filter the visits' sets answer; `raw`: as the raw rows alone do.
  std::string readHours(TrafficScope scope, const std::pair<std::string, std::string>& hours,
                        const std::optional<std::string>& key, bool raw, long long raw_limit = 0) {
    scope.period.days = seo::sdk::dates::dayRange(*parseDay(hours.first.substr(0, 10)),
                                                  *parseDay(hours.second.substr(0, 10)));
    scope.period.first_hour = hours.first;
    scope.period.last_hour = hours.second;
    seo::sdk::Result<std::vector<PropertyFigures>> rows =
        raw ? seo::sdk::Result<std::vector<PropertyFigures>>(
                  hourlyPropertyFigures(db_->sql(), scope, key))
            : setHourPropertyFigures(db_->sql(), scope, key, raw_limit);
    if (!rows.isOk()) return "error";
    std::sort(rows.value().begin(), rows.value().end(),
              [](const PropertyFigures& a, const PropertyFigures& b) { return a.name < b.name; });
    std::string out;
    for (const PropertyFigures& row : rows.value()) {
      out += (out.empty() ? "" : ", ") + row.name + " " + std::to_string(row.events) + "/" +
             std::to_string(row.visitors);
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

TEST_F(PropertyFiltersTest, RolledDaysAnswerEachFilterValueAsTheRawRowsDid) {
  ASSERT_NO_FATAL_FAILURE(writeDays());
  seo::sdk::Result<Goal> signups =
      createGoal(*host_, "site-a", {std::string("Signup"), std::nullopt, std::nullopt});
  ASSERT_TRUE(signups.isOk()) << signups.status().message();

  std::vector<TrafficFilter> filters(20);
  filters[0].country = "US";
  filters[1].country = "DE";
  filters[2].country = "FR";
  filters[3].source = "";
  filters[4].source = "t.co";
  filters[5].source = "news.example";
  filters[6].source = "t.co", filters[6].country = "DE";
  filters[7].path = "/plans/pro";
  filters[8].path = "/";
  filters[9].breakdowns[kBrowser] = "Firefox";
  filters[10].breakdowns[kDevice] = "Mobile";
  filters[11].goal = signups.value();
  filters[12].property = PropertyFilter{"plan", "pro"};
  filters[13].path = "/", filters[13].country = "US";  // raw
  // The filters the rollups do not roll: the visits' sets answer them.
  filters[14].property = PropertyFilter{"plan", "pr", PropertyFilter::kContains};
  filters[15].country = "DE", filters[15].breakdowns[kBrowser] = "Firefox";
  filters[16].source = "", filters[16].breakdowns[kDevice] = "Desktop";
  filters[16].goal = signups.value();
  filters[17].property = PropertyFilter{"plan", "pro", PropertyFilter::kIsNot};
  filters[18].country = "US",
  filters[18].property = PropertyFilter{"author", "n", PropertyFilter::kContains};
  filters[19].goal = signups.value(), filters[19].breakdowns[kBrowser] = "Chrome";
  const std::vector<TrafficScope> scopes =
      filteredScopes(db_->sql(), "site-a", "2026-03-01", "2026-03-09", filters);
  const std::vector<std::optional<std::string>> keys{std::nullopt, "plan", "author", "order"};
  std::vector<std::vector<std::string>> raw(scopes.size());
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    for (const auto& key : keys) raw[i].push_back(read(scopes[i], key));
  }
  // Worked out by hand: the US has i % 4 == 0, always on the first day: sign-ups at i = 0, 12,
  // 24, 36, 48 (all "free") by five visitors, authors at i = 0, 20, 40 ("ann") by three, and
  // the first visit's 120 orders.
  EXPECT_EQ(raw[0][0], "author 3/3, order 120/1, plan 5/5");
  EXPECT_EQ(raw[0][1], "free 5/5");
  EXPECT_EQ(raw[0][2], "ann 3/3");
  EXPECT_EQ(raw[2][0], "plan 1/1") << "the sign-up that joined no visit, under its own country";
  EXPECT_EQ(raw[5][0], raw[2][0]) << "and its own source";
  EXPECT_EQ(raw[13][0], raw[0][0]) << "the US saw no other page";
  EXPECT_EQ(raw[12][3], "") << "no order came from a pro plan's visit";
  for (std::size_t i = 14; i < scopes.size(); ++i) {
    EXPECT_TRUE(visitSetsAnswer(scopes[i].filter)) << i;
    EXPECT_NE(raw[i][0], "") << i;
  }

  for (const char* day : {"2026-03-08", "2026-03-09"}) {
    seo::sdk::Result<bool> rolled = rollFilterDay(*host_, "site-a", day);
    ASSERT_TRUE(rolled.isOk()) << rolled.status().message();
    EXPECT_TRUE(rolled.value()) << day;
  }
  const std::string rows =
      "SELECT CAST(COUNT(*) AS TEXT) FROM analytics_filter_days WHERE website_id = 'site-a' AND "
      "filter = 'country' AND value = 'US' AND panel = ";
  EXPECT_EQ(scalar(rows + "'property'"), "3") << "author, order, plan";
  EXPECT_EQ(scalar(rows + "'property_value'"), "2")
      << "author's and plan's values; order had more than " << kMaxRolledPropertyValues;
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    for (std::size_t k = 0; k < keys.size(); ++k) {
      EXPECT_EQ(read(scopes[i], keys[k]), raw[i][k]) << i << " " << keys[k].value_or("(keys)");
    }
  }
  // Only the raw part is held to the budget: the rolled reads need none of it, the raw ones do.
  EXPECT_EQ(read(scopes[0], std::nullopt, 1), raw[0][0]);
  EXPECT_EQ(read(scopes[0], "plan", 1), raw[0][1]);
  EXPECT_EQ(read(scopes[0], "order", 1), "error: Invalid field: range");
  EXPECT_EQ(read(scopes[13], std::nullopt, 1), "error: Invalid field: range");
  EXPECT_EQ(read(scopes[15], std::nullopt, 1), raw[15][0]);
  EXPECT_EQ(read(scopes[17], "plan", 1), raw[17][1]);
  EXPECT_EQ(read(scopes[18], "order", 1), "error: Invalid field: range");

  // By hour (the 24h range, the days not rolled yet): the hours rolled from a day's midnight on
  // answer several filters from their sets, the hours after them from the raw rows.
  const std::vector<std::pair<std::string, std::string>> periods = {
      {"2026-03-09T05", "2026-03-10T04"},
      {"2026-03-09T00", "2026-03-09T23"},
      {"2026-03-09T03", "2026-03-09T06"}};
  std::vector<std::string> raw_hours;
  for (std::size_t i = 14; i < scopes.size(); ++i) {
    for (const auto& hours : periods) {
      for (std::size_t k = 0; k < 3; ++k) {
        raw_hours.push_back(readHours(scopes[i], hours, keys[k], true));
        EXPECT_EQ(readHours(scopes[i], hours, keys[k], false), raw_hours.back()) << i;
      }
    }
  }
  EXPECT_NE(raw_hours[3 * 3 + 3], "") << "the 9th's keys in Germany with Firefox";
  ASSERT_TRUE(rollFilterHours(*host_, "site-a").isOk());
  auto sameByHour = [&](const char* when) {
    std::size_t at = 0;
    for (std::size_t i = 14; i < scopes.size(); ++i) {
      for (const auto& hours : periods) {
        for (std::size_t k = 0; k < 3; ++k) {
          EXPECT_EQ(readHours(scopes[i], hours, keys[k], false), raw_hours[at++])
              << i << " " << hours.first << " " << keys[k].value_or("(keys)") << when;
        }
      }
    }
  };
  sameByHour(", rolled");
  // The sets alone answer the 9th past a budget of one raw row; not the 8th's first hours, past
  // the last 50 (not rolled): refused.
  EXPECT_EQ(readHours(scopes[15], periods[1], std::nullopt, false, 1), raw_hours[3 * 3 + 3]);
  EXPECT_EQ(readHours(scopes[15], {"2026-03-08T00", "2026-03-08T11"}, std::nullopt, false, 1),
            "error");
  // The 9th not rolled by day: its hours answer the reads by day.
  db_->sql() << "UPDATE analytics_filter_rolled SET version = 1 WHERE day = '2026-03-09'";
  for (std::size_t i = 14; i < scopes.size(); ++i) {
    for (std::size_t k = 0; k < 3; ++k) {
      EXPECT_EQ(read(scopes[i], keys[k]), raw[i][k]) << i << ", the 9th by hour";
    }
  }
  db_->sql() << "UPDATE analytics_filter_rolled SET version = " +
                    std::to_string(kFilterRollVersion) + " WHERE day = '2026-03-09'";
  // The hours from 06:00 not rolled: read raw, after the sets of those before.
  db_->sql() << "DELETE FROM analytics_filter_hours_rolled WHERE hour >= '2026-03-09T06'";
  sameByHour(", from 06:00 raw");

  // Without the raw rows, the rolled reads stay; the order's values and two filters go.
  db_->sql() << "DELETE FROM analytics_event_props WHERE website_id = 'site-a'";
  db_->sql() << "DELETE FROM analytics_custom_events WHERE website_id = 'site-a'";
  db_->sql() << "DELETE FROM analytics_events WHERE website_id = 'site-a'";
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    for (std::size_t k = 0; k < 3 && i != 13; ++k) {
      EXPECT_EQ(read(scopes[i], keys[k]), raw[i][k]) << i << " " << keys[k].value_or("(keys)");
    }
  }
  EXPECT_EQ(read(scopes[0], "order"), "");
  EXPECT_EQ(read(scopes[13], std::nullopt), "");
  // The other website's rows are its own.
  TrafficScope other = scopes[7];
  other.website_id = "site-b";
  EXPECT_EQ(read(other, std::nullopt), "author 1/1");
  ASSERT_TRUE(rollFilterDay(*host_, "site-b", "2026-03-08").isOk());
  db_->sql() << "DELETE FROM analytics_event_props WHERE website_id = 'site-b'";
  EXPECT_EQ(read(other, std::nullopt), "author 1/1");
  EXPECT_EQ(read(scopes[7], std::nullopt), raw[7][0]);
  other = scopes[15];
  other.website_id = "site-b";
  EXPECT_EQ(read(other, std::nullopt), "");
}

}  // namespace
}  // namespace seo::plugins::analytics
