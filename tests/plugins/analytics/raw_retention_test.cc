// The raw rows' retention on the SDK's fake host, over SQLite or (when SEO_TEST_POSTGRES_URL is
// set) a scratch PostgreSQL database: the cutoff a setting gives, and runs that delete the rows
// of earlier days from the raw tables in bounded batches while newer rows and every rollup
// stay.
#include "plugins/analytics/raw_retention.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "tests/plugins/analytics/suite_database.h"

namespace seo::plugins::analytics {
namespace {

using Clock = RawPruner::Clock;

class RawRetentionTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = std::make_unique<SuiteDatabase>(std::initializer_list<const char*>{"site-a"});
    host_ = &db_->host();
    host_->clock = "2026-03-10T12:00:00.000Z";
    db_->sql() << "INSERT INTO analytics_goals (id, website_id, event_name, created_at) VALUES "
                  "('goal-1', 'site-a', 'Signup', '2026-03-01T00:00:00.000Z')";
  }

  // `count` rows of `day` in each raw table, and one row of each rollup.
  void addDay(const std::string& day, int count) {
    const std::string at = day + "T10:00:00.000Z";
    std::vector<std::string> ids, ats(count, at), ds(count, day);
    for (int i = 0; i < count; ++i) ids.push_back(day + "-" + std::to_string(i));
    db_->sql() << "INSERT INTO analytics_events (id, website_id, occurred_at, day, visit_id, path, "
            "country) VALUES (:id, 'site-a', :t, :d, 'v', '/', 'ZZ')",
        soci::use(ids), soci::use(ats), soci::use(ds);
    db_->sql() << "INSERT INTO analytics_visits (id, website_id, visitor, day, started_ms, last_ms, "
            "pageviews, country) VALUES (:id, 'site-a', :v, :d, 0, 0, 1, 'ZZ')",
        soci::use(ids), soci::use(ids), soci::use(ds);
    db_->sql() << "INSERT INTO analytics_bot_hits (id, website_id, hit_key, occurred_at, day, bot, "
            "path, source) VALUES (:id, 'site-a', :k, :t, :d, 'GPTBot', '/', 'tracker')",
        soci::use(ids), soci::use(ids), soci::use(ats), soci::use(ds);
    db_->sql() << "INSERT INTO analytics_custom_events (id, website_id, occurred_at, day, visitor, "
                  "visit_id, name, path, country, source, interactive) VALUES (:id, 'site-a', :t, "
                  ":d, 'x', 'v', 'Signup', '/', 'ZZ', '', 1)",
        soci::use(ids), soci::use(ats), soci::use(ds);
    db_->sql() << "INSERT INTO analytics_event_props (id, website_id, day, event_id, event_name, "
                  "prop_key, prop_value) VALUES (:id, 'site-a', :d, :e, 'Signup', 'plan', 'pro')",
        soci::use(ids), soci::use(ds), soci::use(ids);
    db_->sql() << "INSERT INTO analytics_goal_visitors (id, website_id, goal_id, day, visitor) "
                  "VALUES (:id, 'site-a', 'goal-1', :d, :v)",
        soci::use(ids), soci::use(ds), soci::use(ids);
    db_->sql() << "INSERT INTO analytics_goal_days (website_id, goal_id, day, visitors, "
                  "conversions, revenue_micros, revenue_conversions) VALUES ('site-a', 'goal-1', "
                  ":d, 1, 1, 0, 0)",
        soci::use(day);
    db_->sql() << "INSERT INTO analytics_daily (website_id, day, visitors, visits, pageviews, bounces, "
            "duration_ms) VALUES ('site-a', :d, 1, 1, 1, 1, 0)",
        soci::use(day);
    db_->sql() << "INSERT INTO analytics_daily_countries (website_id, day, country, views, visits) "
            "VALUES ('site-a', :d, 'ZZ', 1, 1)",
        soci::use(day);
    db_->sql() << "INSERT INTO analytics_bot_daily (website_id, day, bot, path, hits, last_seen) "
            "VALUES ('site-a', :d, 'GPTBot', '/', 1, :t)",
        soci::use(day), soci::use(at);
  }
  // The rows of `table` as "day:count" per day, oldest first.
  std::string days(const std::string& table) {
    soci::rowset<soci::row> rows = (db_->sql().prepare << "SELECT day, CAST(count(*) AS TEXT) FROM " +
                                                        table + " GROUP BY day ORDER BY day");
    std::string out;
    for (const soci::row& r : rows) {
      out += (out.empty() ? "" : " ") + r.get<std::string>(0) + ":" + r.get<std::string>(1);
    }
    return out;
  }
  std::string rollups() {
    return days("analytics_daily") + " | " + days("analytics_daily_countries") + " | " +
           days("analytics_bot_daily") + " | " + days("analytics_goal_days");
  }
  // Steps `pruner` at `now` until it has nothing due then.
  void runAt(RawPruner& pruner, Clock::time_point now) {
    for (int guard = 0; pruner.due() <= now && guard < 10000; ++guard) pruner.step(*host_, now);
  }

  std::unique_ptr<SuiteDatabase> db_;
  CountingHost* host_ = nullptr;
};

TEST_F(RawRetentionTest, CutoffIsTodayMinusTheSettingsDays) {
  EXPECT_EQ(rawRetentionCutoff(*host_), std::nullopt);  // unset: keep everything
  host_->settings[kRawRetentionSetting] = "7";
  EXPECT_EQ(rawRetentionCutoff(*host_), "2026-03-03");
  host_->settings[kRawRetentionSetting] = "1";
  EXPECT_EQ(rawRetentionCutoff(*host_), "2026-03-09");
  host_->clock = "2026-03-01T00:00:00.000Z";
  host_->settings[kRawRetentionSetting] = "1";
  EXPECT_EQ(rawRetentionCutoff(*host_), "2026-02-28");
  for (const char* keep : {"0", "-5"}) {
    host_->settings[kRawRetentionSetting] = keep;
    EXPECT_EQ(rawRetentionCutoff(*host_), std::nullopt) << keep;
  }
  EXPECT_TRUE(host_->logs.empty());
  for (const char* nonsense : {"thirty", "7.5", "7d", "", "36501", "99999999999999999999"}) {
    host_->logs.clear();
    host_->settings[kRawRetentionSetting] = nonsense;
    EXPECT_EQ(rawRetentionCutoff(*host_), std::nullopt) << nonsense;
    ASSERT_EQ(host_->logs.size(), 1u) << nonsense;
    EXPECT_NE(host_->logs[0].find("raw rows are kept"), std::string::npos) << host_->logs[0];
  }
}

TEST_F(RawRetentionTest, ARunDeletesEarlierDaysInBatchesAndKeepsNewerRowsAndRollups) {
  addDay("2026-03-01", 1201);  // more than two batches
  addDay("2026-03-02", 3);
  addDay("2026-03-03", 4);  // the cutoff: kept
  addDay("2026-03-10", 5);
  host_->settings[kRawRetentionSetting] = "7";
  const std::string all_rollups =
      "2026-03-01:1 2026-03-02:1 2026-03-03:1 2026-03-10:1 | "
      "2026-03-01:1 2026-03-02:1 2026-03-03:1 2026-03-10:1 | "
      "2026-03-01:1 2026-03-02:1 2026-03-03:1 2026-03-10:1 | "
      "2026-03-01:1 2026-03-02:1 2026-03-03:1 2026-03-10:1";
  EXPECT_EQ(rollups(), all_rollups);

  const Clock::time_point start = Clock::now();
  RawPruner pruner(RawPruneOptions{std::chrono::milliseconds(0), std::chrono::hours(1), 500, 100},
                   start);
  runAt(pruner, start);
  for (const char* table : kRawTables) {
    EXPECT_EQ(days(table), "2026-03-03:4 2026-03-10:5") << table;
  }
  EXPECT_EQ(rollups(), all_rollups);
  EXPECT_EQ(host_->transactions, 18);  // 3 batches in each of the 6 tables, the last one short
  ASSERT_EQ(host_->logs.size(), 1u);
  EXPECT_EQ(host_->logs[0], "analytics: deleted 7224 raw rows of days before 2026-03-03");

  // Nothing more until the next run, an hour later, which finds nothing to delete.
  runAt(pruner, start + std::chrono::minutes(59));
  EXPECT_EQ(host_->transactions, 18);
  runAt(pruner, start + std::chrono::hours(1));
  EXPECT_EQ(host_->transactions, 24);
  EXPECT_EQ(host_->logs.size(), 1u);
}

TEST_F(RawRetentionTest, ARunStopsAfterItsBatchesAndTheNextOneGoesOn) {
  addDay("2026-03-01", 1100);
  addDay("2026-03-09", 2);
  host_->settings[kRawRetentionSetting] = "3";
  const Clock::time_point start = Clock::now();
  RawPruner pruner(RawPruneOptions{std::chrono::milliseconds(0), std::chrono::hours(1), 500, 2},
                   start);
  runAt(pruner, start);
  EXPECT_EQ(host_->transactions, 2);
  EXPECT_EQ(days("analytics_events"), "2026-03-01:100 2026-03-09:2");
  EXPECT_EQ(days("analytics_visits"), "2026-03-01:1100 2026-03-09:2");
  EXPECT_NE(host_->logs.at(0).find("the rest goes in the next runs"), std::string::npos);

  // Each run goes on from the table the last one stopped in: 100 events then 1100 visits and
  // 1100 bot hits, two batches an hour.
  for (int hour = 1; hour <= 3; ++hour) runAt(pruner, start + std::chrono::hours(hour));
  EXPECT_EQ(days("analytics_bot_hits"), "2026-03-01:100 2026-03-09:2");
  runAt(pruner, start + std::chrono::hours(4));
  EXPECT_EQ(host_->transactions, 10);  // five runs of two batches
  // Then 1100 custom events, 1100 properties and 1100 goal visitors.
  for (int hour = 5; hour <= 8; ++hour) runAt(pruner, start + std::chrono::hours(hour));
  EXPECT_EQ(host_->transactions, 18);
  for (const char* table : kRawTables) EXPECT_EQ(days(table), "2026-03-09:2") << table;
  EXPECT_EQ(days("analytics_daily"), "2026-03-01:1 2026-03-09:1");
}

TEST_F(RawRetentionTest, RetentionOffDeletesNothing) {
  addDay("2020-01-01", 3);
  addDay("2026-03-10", 1);
  const Clock::time_point start = Clock::now();
  for (const char* keep : {"", "0", "-1", "soon"}) {
    if (*keep) host_->settings[kRawRetentionSetting] = keep;
    RawPruner pruner(RawPruneOptions{std::chrono::milliseconds(0)}, start);
    runAt(pruner, start);
    EXPECT_GT(pruner.due(), start) << keep;  // the next look is an interval later
  }
  EXPECT_EQ(host_->transactions, 0);
  for (const char* table : kRawTables) {
    EXPECT_EQ(days(table), "2020-01-01:3 2026-03-10:1") << table;
  }
}

}  // namespace
}  // namespace seo::plugins::analytics
