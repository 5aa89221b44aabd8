// The dashboard's rollups (by hour, page, entry page and source, and the 24-hour range's panels)
// on the suite's backend (a scratch PostgreSQL database, or SQLite): the traffic writer keeps
// them as pageviews arrive, and migration 5 rebuilds exactly the same rows from the raw events
// and visits of a database that had none (an upgrade). The filtered reads' rollups of closed
// days answer every panel exactly as the raw rows do, and a pageview dated into a rolled day
// unrolls it. Every read of a fixed sample answers as tests/data/analytics/dashboard-panels.txt
// recorded.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/panel_store.h"
#include "plugins/analytics/schema.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/visit_sets.h"
#include "tests/plugins/analytics/suite_database.h"
#include "tests/testing/build_paths.h"

namespace seo::plugins::analytics {
namespace {

constexpr std::int64_t kMinute = 60 * 1000;

class DashboardRollupsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = std::make_unique<SuiteDatabase>(std::initializer_list<const char*>{"site-a", "site-b"});
    host_ = &db_->host();
  }

  void write(const std::vector<Pageview>& views) {
    seo::sdk::Status s = host_->withTransaction(
        [&](soci::session& sql) { return writeTraffic(sql, *host_, views, {}); });
    ASSERT_TRUE(s.isOk()) << s.message();
  }

  // Every row of `table`, ordered, one per line.
  std::string rows(const std::string& table, const std::string& columns) {
    std::string out;
    soci::rowset<soci::row> rs =
        (db_->sql().prepare << "SELECT " + columns + " FROM " + table + " ORDER BY " + columns);
    for (const soci::row& row : rs) {
      for (std::size_t i = 0; i < row.size(); ++i) {
        if (i) out += ' ';
        const soci::column_properties& p = row.get_properties(i);
        if (p.get_data_type() == soci::dt_string) {
          out += row.get<std::string>(i);
        } else if (p.get_data_type() == soci::dt_integer) {
          out += std::to_string(row.get<int>(i));
        } else if (p.get_data_type() == soci::dt_long_long) {
          out += std::to_string(row.get<long long>(i));
        } else {
          out += std::to_string(static_cast<long long>(row.get<double>(i)));
        }
      }
      out += '\n';
    }
    return out;
  }

  std::string rollups() {
    return rows("analytics_hourly",
                "website_id, hour, visitors, visits, pageviews, bounces, duration_ms") +
           "--\n" +
           rows("analytics_daily_pages", "website_id, day, path, views, entries, bounces") +
           "--\n" +
           rows("analytics_daily_sources",
                "website_id, day, source, visits, views, bounces, duration_ms") +
           "--\n" + rows("analytics_visits", "id, entry_path, source");
  }

  std::unique_ptr<SuiteDatabase> db_;
  CountingHost* host_ = nullptr;
};

// 2026-03-09 23:50 UTC: visits cross midnight and the hour.
const std::int64_t kStart = *msOfIso("2026-03-09T23:50:00.000Z");

Pageview view(const char* site, const char* visitor, std::int64_t minutes, const char* path,
              const char* referrer = "", const char* country = "DE") {
  return Pageview{site, visitor, kStart + minutes * kMinute, path, referrer, country};
}

TEST_F(DashboardRollupsTest, WriterKeepsPagesEntriesSourcesAndHours) {
  // A: a three-page visit from Google that crosses midnight; B: a direct bounce; A again after
  // a 40-minute gap (a new visit, a bounce); one pageview on site-b.
  ASSERT_NO_FATAL_FAILURE(
      write({view("site-a", "A", 0, "/", "www.google.com"), view("site-a", "A", 5, "/pricing"),
             view("site-a", "B", 6, "/blog", "", "FR")}));
  // The next batch continues A's visit (stored by the first): its bounce is taken back from
  // the entry page and the source.
  ASSERT_NO_FATAL_FAILURE(
      write({view("site-a", "A", 12, "/pricing"), view("site-a", "A", 52, "/docs"),
             view("site-b", "C", 1, "/", "news.example")}));
  EXPECT_EQ(rows("analytics_hourly",
                 "website_id, hour, visitors, visits, pageviews, bounces, "
                 "duration_ms"),
            "site-a 2026-03-09T23 2 2 4 1 720000\n"
            "site-a 2026-03-10T00 0 1 1 1 0\n"
            "site-b 2026-03-09T23 1 1 1 1 0\n");
  EXPECT_EQ(rows("analytics_daily_pages", "website_id, day, path, views, entries, bounces"),
            "site-a 2026-03-09 / 1 1 0\n"
            "site-a 2026-03-09 /blog 1 1 1\n"
            "site-a 2026-03-09 /pricing 2 0 0\n"
            "site-a 2026-03-10 /docs 1 1 1\n"
            "site-b 2026-03-09 / 1 1 1\n");
  EXPECT_EQ(rows("analytics_daily_sources",
                 "website_id, day, source, visits, views, bounces, duration_ms"),
            "site-a 2026-03-09  1 1 1 0\n"
            "site-a 2026-03-09 www.google.com 1 3 0 720000\n"
            "site-a 2026-03-10  1 1 1 0\n"
            "site-b 2026-03-09 news.example 1 1 1 0\n");
  // The 24-hour range's panels, by the hour each visit started.
  const std::string panels = "website_id, hour, panel, name, views, visits, bounces, duration_ms";
  EXPECT_EQ(rows("analytics_hourly_panels", panels),
            "site-a 2026-03-09T23 country DE 3 1 0 0\n"
            "site-a 2026-03-09T23 country FR 1 1 0 0\n"
            "site-a 2026-03-09T23 entry / 0 1 0 0\n"
            "site-a 2026-03-09T23 entry /blog 0 1 1 0\n"
            "site-a 2026-03-09T23 page / 1 0 0 0\n"
            "site-a 2026-03-09T23 page /blog 1 0 0 0\n"
            "site-a 2026-03-09T23 page /pricing 2 0 0 0\n"
            "site-a 2026-03-09T23 source  1 1 1 0\n"
            "site-a 2026-03-09T23 source www.google.com 3 1 0 720000\n"
            "site-a 2026-03-10T00 country DE 1 1 0 0\n"
            "site-a 2026-03-10T00 entry /docs 0 1 1 0\n"
            "site-a 2026-03-10T00 page /docs 1 0 0 0\n"
            "site-a 2026-03-10T00 source  1 1 1 0\n"
            "site-b 2026-03-09T23 country DE 1 1 0 0\n"
            "site-b 2026-03-09T23 entry / 0 1 1 0\n"
            "site-b 2026-03-09T23 page / 1 0 0 0\n"
            "site-b 2026-03-09T23 source news.example 1 1 1 0\n");
  // Sixty hours later site-a's hours older than 50 hours go; site-b, not written, keeps its own.
  ASSERT_NO_FATAL_FAILURE(write({view("site-a", "D", 60 * 60, "/later")}));
  EXPECT_EQ(rows("analytics_hourly_panels", "website_id, hour, panel, name"),
            "site-a 2026-03-12T11 country DE\n"
            "site-a 2026-03-12T11 entry /later\n"
            "site-a 2026-03-12T11 page /later\n"
            "site-a 2026-03-12T11 source \n"
            "site-b 2026-03-09T23 country DE\n"
            "site-b 2026-03-09T23 entry /\n"
            "site-b 2026-03-09T23 page /\n"
            "site-b 2026-03-09T23 source news.example\n");
}

TEST_F(DashboardRollupsTest, MigrationRebuildsTheSameRowsFromTheRawRows) {
  std::vector<Pageview> first, second;
  // Forty visitors over two days and three sources, written in two batches so visits continue
  // across them.
  for (int i = 0; i < 40; ++i) {
    const std::string visitor = "v" + std::to_string(i % 13);
    const char* site = i % 5 == 0 ? "site-b" : "site-a";
    const char* paths[] = {"/", "/a", "/b", "/c"};
    const char* sources[] = {"", "www.google.com", "t.co"};
    Pageview v{site,         visitor,        kStart + (i * 7) * kMinute,
               paths[i % 4], sources[i % 3], i % 2 ? "DE" : "US"};
    (i < 20 ? first : second).push_back(v);
  }
  ASSERT_NO_FATAL_FAILURE(write(first));
  ASSERT_NO_FATAL_FAILURE(write(second));
  const std::string kept = rollups();
  ASSERT_NE(kept.find("www.google.com"), std::string::npos);

  // The database as it was before migration 5 filled anything: then its backfill.
  db_->sql() << "DELETE FROM analytics_hourly";
  db_->sql() << "DELETE FROM analytics_daily_pages";
  db_->sql() << "DELETE FROM analytics_daily_sources";
  db_->sql() << "UPDATE analytics_visits SET entry_path = '', source = ''";
  ASSERT_NE(rollups(), kept);
  int backfills = 0;
  for (const seo::sdk::Migration& m : migrations()) {
    if (m.version != 5) continue;
    for (const std::string& statement : m.statements) {
      if (statement.rfind("UPDATE", 0) == 0 || statement.rfind("INSERT", 0) == 0) {
        db_->sql() << statement;
        ++backfills;
      }
    }
  }
  EXPECT_EQ(backfills, 5);
  EXPECT_EQ(rollups(), kept);
}

// Every panel of `scope` as text: totals, series by day and hour, pages, entries, sources,
// countries (the first `limit` rows of each but countries, all of them), each figure named as
// the answers name it (traffic_reads.cc).
std::string panelsText(soci::session& sql, seo::sdk::Dialect dialect, const TrafficScope& scope,
                       bool by_hour_too = true, std::int64_t limit = 100) {
  std::string out;
  const TrafficTotals t = trafficTotals(sql, scope);
  out += "totals " + std::to_string(t.visitors) + " " + std::to_string(t.visits) + " " +
         std::to_string(t.pageviews) + " " + std::to_string(t.bounces) + " " +
         std::to_string(t.duration_ms) + "\n";
  for (bool by_hour : {false, true}) {
    if (by_hour && !by_hour_too) continue;
    for (const auto& [bucket, f] : trafficSeries(sql, scope, by_hour)) {
      out += bucket + " " + std::to_string(f.visitors) + " " + std::to_string(f.visits) + " " +
             std::to_string(f.pageviews) + "\n";
    }
  }
  auto line = [&out](const char* panel, const std::string& name,
                     std::initializer_list<std::pair<const char*, long long>> figures) {
    out += std::string(panel) + " '" + name + "'";
    for (const auto& [figure, value] : figures) {
      out += " " + std::string(figure) + "=" + std::to_string(value);
    }
    out += "\n";
  };
  for (const PanelRow& row : panelRows(sql, dialect, kPagesPanel, scope, limit)) {
    line("page", row.name, {{"pageviews", row.figures.views}});
  }
  for (const PanelRow& row : panelRows(sql, dialect, kEntryPagesPanel, scope, limit)) {
    line("entry", row.name, {{"entries", row.figures.visits}, {"bounces", row.figures.bounces}});
  }
  for (const PanelRow& row : panelRows(sql, dialect, kSourcesPanel, scope, limit)) {
    line("source", row.name,
         {{"visits", row.figures.visits},
          {"pageviews", row.figures.views},
          {"bounces", row.figures.bounces},
          {"duration_ms", row.figures.duration_ms}});
  }
  for (const PanelRow& row : panelRows(sql, dialect, kCountriesPanel, scope, -1)) {
    line("country", row.name, {{"views", row.figures.views}, {"visits", row.figures.visits}});
  }
  for (int b = 0; b < kBreakdowns; ++b) {
    for (const PanelRow& row : panelRows(sql, dialect, breakdownPanel(b), scope, limit)) {
      line(breakdownPanel(b).name, row.name,
           {{"visits", row.figures.visits},
            {"pageviews", row.figures.views},
            {"bounces", row.figures.bounces},
            {"duration_ms", row.figures.duration_ms}});
    }
  }
  return out;
}

// Breakdowns for the `i`th pageview of a sample (its visit keeps its first pageview's): three
// campaigns, three browsers, two widths.
VisitBreakdowns sampleBreakdowns(int i, const std::string& referrer_host) {
  const char* queries[] = {"", "utm_source=news&utm_medium=email&utm_campaign=spring",
                           "utm_source=google&utm_medium=cpc&utm_term=seo+tool"};
  const char* agents[] = {
      "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, "
      "like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
      "Chrome/131.0.0.0 Safari/537.36"};
  const char* agent = agents[(i / 2) % 3];
  return visitBreakdowns(campaignOf(queries[(i / 3) % 3]), referrer_host,
                         UserAgents::builtIn().parse(agent),
                         deviceClass((i / 4) % 2 ? 390 : 0, agent));
}

// Every breakdown row of `scopes` summed, by breakdown and value: "panel 'value' visits pageviews
// bounces duration_ms" lines.
std::string breakdownSums(soci::session& sql, seo::sdk::Dialect dialect,
                          const std::vector<TrafficScope>& scopes) {
  std::map<std::string, PanelFigures> sums;
  for (const TrafficScope& scope : scopes) {
    for (int b = 0; b < kBreakdowns; ++b) {
      for (const PanelRow& row : panelRows(sql, dialect, breakdownPanel(b), scope, -1)) {
        PanelFigures& f = sums[std::string(breakdownPanel(b).name) + " '" + row.name + "'"];
        f.visits += row.figures.visits;
        f.views += row.figures.views;
        f.bounces += row.figures.bounces;
        f.duration_ms += row.figures.duration_ms;
      }
    }
  }
  std::string out;
  for (const auto& [name, f] : sums) {
    out += name + " " + std::to_string(f.visits) + " " + std::to_string(f.views) + " " +
           std::to_string(f.bounces) + " " + std::to_string(f.duration_ms) + "\n";
  }
  return out;
}

TEST_F(DashboardRollupsTest, FilteredReadsOfRolledDaysAreTheRawReads) {
  // Three days of visits (each within its day, as a visitor's daily hash makes them), over four
  // pages, three sources and two countries, some continued in a later batch.
  host_->clock = "2026-03-20T12:00:00.000Z";  // the days below are past: closed, rollable
  const std::int64_t day0 = *msOfIso("2026-03-07T00:00:00.000Z");
  const char* paths[] = {"/", "/a", "/b", "/c"};
  const char* sources[] = {"", "www.google.com", "t.co"};
  std::vector<Pageview> first, second;
  for (int i = 0; i < 90; ++i) {
    const int day = i % 3;
    const std::string visitor = "d" + std::to_string(day) + "v" + std::to_string(i % 11);
    Pageview v{
        "site-a",           visitor,        day0 + day * 86400000LL + (600 + i * 7) * kMinute,
        paths[(i * 5) % 4], sources[i % 3], i % 4 ? "DE" : "US"};
    v.breakdowns = sampleBreakdowns(i, sources[i % 3]);
    (i < 45 ? first : second).push_back(v);
  }
  second.push_back(Pageview{"site-b", "other", day0 + 3600000, "/a", "", "DE"});
  ASSERT_NO_FATAL_FAILURE(write(first));
  ASSERT_NO_FATAL_FAILURE(write(second));

  std::vector<TrafficScope> scopes;
  auto scope = [&](TrafficFilter filter) {
    TrafficScope s;
    s.website_id = "site-a";
    s.period.days = seo::sdk::dates::dayRange(*parseDay("2026-03-06"), *parseDay("2026-03-09"));
    s.filter = std::move(filter);
    return s;
  };
  for (const char* path : paths) scopes.push_back(scope({path, std::nullopt, std::nullopt}));
  for (const char* source : sources) scopes.push_back(scope({std::nullopt, source, std::nullopt}));
  for (const char* country : {"DE", "US", "FR"}) {
    scopes.push_back(scope({std::nullopt, std::nullopt, country}));
  }
  // A source with a country is rolled too; a page with another filter is read raw.
  for (const char* source : sources) {
    for (const char* country : {"DE", "US"})
      scopes.push_back(scope({std::nullopt, source, country}));
  }
  scopes.push_back(scope({"/a", std::nullopt, "DE"}));
  scopes.push_back(scope({"/b", "t.co", "US"}));
  soci::session& sql = db_->sql();
  const seo::sdk::Dialect dialect = host_->dialect();
  auto roll = [&](const char* day) {
    seo::sdk::Result<bool> rolled = rollFilterDay(*host_, "site-a", day);
    ASSERT_TRUE(rolled.isOk()) << rolled.status().message();
    EXPECT_TRUE(rolled.value()) << day;
  };
  std::vector<std::string> raw;
  for (const TrafficScope& s : scopes) raw.push_back(panelsText(sql, dialect, s));
  ASSERT_NE(raw[1].find("page '/a'"), std::string::npos) << raw[1];
  // The daily rollup of the breakdowns holds what the raw rows do: every visit has one source,
  // so the sources' raw reads sum to the unfiltered read.
  const std::string unfiltered = breakdownSums(sql, dialect, {scope({})});
  EXPECT_NE(unfiltered.find("channel 'Organic Search' "), std::string::npos) << unfiltered;
  EXPECT_EQ(unfiltered, breakdownSums(sql, dialect, {scopes.begin() + 4, scopes.begin() + 7}));
  // Each breakdown has rows under a filter (the UTM term only on a third of the visits).
  for (const char* panel : {"channel '", "utm_source 'news'", "utm_term 'seo tool'",
                            "browser 'Firefox'", "browser_version 'Mobile Safari 17'",
                            "os_version 'Windows 10'", "device 'Mobile'", "device 'Desktop'"}) {
    EXPECT_NE(raw[1].find(std::string("\n") + panel), std::string::npos) << panel << raw[1];
  }
  for (std::size_t i = 10; i < 17; ++i) {  // each source with each country, and /a in DE
    ASSERT_NE(raw[i].find("\npage '"), std::string::npos) << i << raw[i];
  }

  // Two of the three days rolled: the third is read raw, the reads are the same.
  EXPECT_EQ(daysToRoll(sql, "site-a", "2026-03-08", 10, ""),
            (std::vector<std::string>{"2026-03-08", "2026-03-07"}));
  for (const char* day : {"2026-03-07", "2026-03-08"}) roll(day);
  EXPECT_EQ(rolledDays(sql, "site-a", "2026-03-01", "2026-03-31", RolledFilter{"path", "/a", 1}),
            (std::set<std::string>{"2026-03-07", "2026-03-08"}));
  EXPECT_TRUE(daysToRoll(sql, "site-a", "2026-03-08", 10, "").empty());
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    EXPECT_EQ(panelsText(sql, dialect, scopes[i]), raw[i]) << i;
  }
  // Every day rolled: the rollups alone answer, the same.
  roll("2026-03-09");
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    EXPECT_EQ(panelsText(sql, dialect, scopes[i]), raw[i]) << i;
  }
  EXPECT_EQ(rows("analytics_filter_days WHERE filter = 'source_country' AND panel = 'total' AND "
                 "value LIKE 'US %'",
                 "day, value"),
            // each day's visits come from one source
            "2026-03-07 US \n2026-03-08 US www.google.com\n2026-03-09 US t.co\n");

  // A day rolled by version 1 (before sources with countries) answers the single filters, and
  // is rolled again while its raw rows are kept; from `reroll_from` on only.
  sql << "UPDATE analytics_filter_rolled SET version = 1 WHERE day = '2026-03-09'";
  sql << "DELETE FROM analytics_filter_days WHERE day = '2026-03-09' AND filter = "
         "'source_country'";
  EXPECT_EQ(
      rolledDays(sql, "site-a", "2026-03-01", "2026-03-31", RolledFilter{"source", "t.co", 2}),
      (std::set<std::string>{"2026-03-07", "2026-03-08"}));
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    EXPECT_EQ(panelsText(sql, dialect, scopes[i]), raw[i]) << i;
  }
  EXPECT_TRUE(daysToRoll(sql, "site-a", "2026-03-08", 10, "2026-03-10").empty());
  EXPECT_EQ(daysToRoll(sql, "site-a", "2026-03-09", 10, "2026-03-09"),
            (std::vector<std::string>{"2026-03-09"}));
  roll("2026-03-09");
  EXPECT_EQ(rolledDays(sql, "site-a", "2026-03-01", "2026-03-31", RolledFilter{"source", "t.co", 2})
                .size(),
            3u);
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    EXPECT_EQ(panelsText(sql, dialect, scopes[i]), raw[i]) << i;
  }
  // The other website's rows are its own: nothing of site-a's counts for it.
  EXPECT_EQ(panelsText(sql, dialect,
                       [&] {
                         TrafficScope s = scope({"/b", std::nullopt, std::nullopt});
                         s.website_id = "site-b";
                         return s;
                       }()),
            "totals 0 0 0 0 0\n");

  // A pageview dated into a rolled day unrolls it; the reads count it.
  ASSERT_NO_FATAL_FAILURE(
      write({Pageview{"site-a", "late", day0 + 86400000LL + 3600000, "/a", "t.co", "US"}}));
  EXPECT_EQ(rolledDays(sql, "site-a", "2026-03-01", "2026-03-31", RolledFilter{"path", "/a", 1}),
            (std::set<std::string>{"2026-03-07", "2026-03-09"}));
  EXPECT_EQ(rows("analytics_filter_days WHERE day = '2026-03-08'", "filter"), "");
  const std::string with_late = panelsText(sql, dialect, scopes[1]);
  EXPECT_NE(with_late, raw[1]);
  roll("2026-03-08");
  EXPECT_EQ(panelsText(sql, dialect, scopes[1]), with_late);
}

TEST_F(DashboardRollupsTest, CombinedFiltersOfRolledDaysAreReadFromTheVisitsSets) {
  // Three days of visits of one to three pageviews seven minutes apart, each from one of three
  // sources with its own breakdowns; a visitor (of one country) comes back every five hours.
  // Some pageviews have a property `plan`.
  host_->clock = "2026-03-20T12:00:00.000Z";
  const std::int64_t day0 = *msOfIso("2026-03-07T00:00:00.000Z");
  const char* paths[] = {"/", "/a", "/b", "/c"};
  const char* sources[] = {"", "www.google.com", "t.co"};
  const char* plans[] = {"free", "pro", "team", ""};
  std::vector<Pageview> first, second;
  for (int i = 0; i < 120; ++i) {
    const int day = i % 3, visit = i / 3;
    const int who = visit % 9;
    const std::string source = sources[(visit + day) % 3];
    const std::int64_t start = day0 + day * 86400000LL + (30 + visit * 35) * kMinute;
    for (int n = 0; n <= (visit + day) % 3; ++n) {
      Pageview v{"site-a",
                 "d" + std::to_string(day) + "w" + std::to_string(who),
                 start + n * 7 * kMinute,
                 paths[(visit + n) % 4],
                 n == 0 ? source : "",
                 who % 3 ? "DE" : "US"};
      if (*plans[(visit + n) % 4]) v.props = {{"plan", plans[(visit + n) % 4]}};
      v.breakdowns = sampleBreakdowns(visit + day, source);
      (n < 2 ? first : second).push_back(v);
    }
  }
  second.push_back(Pageview{"site-b", "other", day0 + 3600000, "/a", "", "DE"});
  ASSERT_NO_FATAL_FAILURE(write(first));
  ASSERT_NO_FATAL_FAILURE(write(second));

  auto filter = [](std::initializer_list<std::pair<Breakdown, const char*>> breakdowns,
                   std::optional<std::string> source = std::nullopt,
                   std::optional<std::string> country = std::nullopt) {
    TrafficFilter f;
    f.source = std::move(source);
    f.country = std::move(country);
    for (const auto& [b, value] : breakdowns) f.breakdowns[b] = value;
    return f;
  };
  auto plan = [](const char* value, PropertyFilter::Match match) {
    TrafficFilter f;
    f.property = PropertyFilter{"plan", value, match};
    return f;
  };
  std::vector<TrafficFilter> filters = {
      filter({{kDevice, "Mobile"}}, "www.google.com"),
      filter({{kBrowser, "Firefox"}}, std::nullopt, "DE"),
      filter({{kUtmSource, "news"}, {kDevice, "Desktop"}}, std::nullopt, "US"),
      filter({{kOs, "Linux"}}, "", "DE"),
      filter({{kChannel, "Organic Search"}, {kBrowser, "Firefox"}}),
      filter({{kBrowser, "Chrome"}, {kDevice, "Mobile"}}),
      plan("pro", PropertyFilter::kIsNot),
      plan("ea", PropertyFilter::kContains),
      [&] {
        TrafficFilter f = plan("free", PropertyFilter::kIs);
        f.country = "DE";
        return f;
      }(),
      [&] {
        TrafficFilter f = plan("r", PropertyFilter::kContains);
        f.breakdowns[kDevice] = "Desktop";
        return f;
      }(),
  };
  std::vector<TrafficScope> scopes;
  for (TrafficFilter& f : filters) {
    TrafficScope s;
    s.website_id = "site-a";
    s.period.days = seo::sdk::dates::dayRange(*parseDay("2026-03-06"), *parseDay("2026-03-09"));
    s.filter = std::move(f);
    ASSERT_TRUE(visitSetsAnswer(s.filter));
    scopes.push_back(std::move(s));
  }
  soci::session& sql = db_->sql();
  const seo::sdk::Dialect dialect = host_->dialect();
  std::vector<std::string> raw;
  for (const TrafficScope& s : scopes) raw.push_back(panelsText(sql, dialect, s));
  // The sample matches: a visitor back from another source under a filter of their visits'.
  for (const std::string& r : raw) EXPECT_EQ(r.find("totals 0 "), std::string::npos) << r;
  EXPECT_NE(raw[1].find("\nsource 'www.google.com' visits="), std::string::npos) << raw[1];
  EXPECT_NE(raw[6].find("\nentry '/b' entries="), std::string::npos) << raw[6];
  EXPECT_NE(raw[7].find("\ncountry 'US' views="), std::string::npos) << raw[7];
  const TrafficTotals two = trafficTotals(sql, scopes[6]);
  EXPECT_LT(two.visitors, two.visits) << raw[6];
  EXPECT_GT(two.bounces, 0) << raw[6];
  EXPECT_LT(two.bounces, two.visits) << raw[6];

  auto roll = [&](const char* day) {
    seo::sdk::Result<bool> rolled = rollFilterDay(*host_, "site-a", day);
    ASSERT_TRUE(rolled.isOk()) << rolled.status().message();
    EXPECT_TRUE(rolled.value()) << day;
  };
  // Two days rolled: they are read from their sets, the third raw; the same figures.
  for (const char* day : {"2026-03-07", "2026-03-08"}) roll(day);
  EXPECT_EQ(visitSetDays(sql, "site-a", "2026-03-01", "2026-03-31", scopes[8].filter),
            (std::set<std::string>{"2026-03-07", "2026-03-08"}));
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    EXPECT_EQ(panelsText(sql, dialect, scopes[i]), raw[i]) << i;
  }
  roll("2026-03-09");
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    EXPECT_EQ(panelsText(sql, dialect, scopes[i]), raw[i]) << i;
  }
  EXPECT_EQ(rows("analytics_visit_days", "website_id, day, visits"),
            "site-a 2026-03-07 40\nsite-a 2026-03-08 40\nsite-a 2026-03-09 40\n");
  // The other website's sets are its own: nothing of site-a's counts for it.
  TrafficScope other = scopes[3];
  other.website_id = "site-b";
  EXPECT_EQ(panelsText(sql, dialect, other), "totals 0 0 0 0 0\n");

  // A pageview dated into a rolled day drops its sets with its rows; the reads count it.
  ASSERT_NO_FATAL_FAILURE(write({[&] {
    Pageview late{"site-a", "late", day0 + 86400000LL + 3600000, "/a", "", "DE"};
    late.breakdowns = sampleBreakdowns(7, "");
    return late;
  }()}));
  EXPECT_EQ(rows("analytics_visit_sets WHERE day = '2026-03-08'", "dim"), "");
  EXPECT_EQ(visitSetDays(sql, "site-a", "2026-03-01", "2026-03-31", scopes[3].filter),
            (std::set<std::string>{"2026-03-07", "2026-03-09"}));
  std::vector<std::string> with_late;
  for (const TrafficScope& s : scopes) with_late.push_back(panelsText(sql, dialect, s));
  EXPECT_NE(with_late[3], raw[3]);
  roll("2026-03-08");
  // With their raw rows gone (pruned), the sets alone answer, the same.
  sql << "DELETE FROM analytics_events WHERE website_id = 'site-a'";
  sql << "DELETE FROM analytics_visits WHERE website_id = 'site-a'";
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    EXPECT_EQ(panelsText(sql, dialect, scopes[i]), with_late[i]) << i;
  }
  // A day rolled before the sets (version 8) is not read from them.
  sql << "UPDATE analytics_filter_rolled SET version = 8 WHERE day = '2026-03-09'";
  EXPECT_EQ(visitSetDays(sql, "site-a", "2026-03-01", "2026-03-31", scopes[0].filter),
            (std::set<std::string>{"2026-03-07", "2026-03-08"}));
}

TEST_F(DashboardRollupsTest, HourlyRollupsAnswerTheLastHoursAsTheRawRows) {
  // Yesterday and this morning: visits of one to three pageviews seven minutes apart (some
  // cross an hour), returning visitors (their country is theirs, their source each visit's),
  // and a long visit still open at 12:10 that began at 10:50.
  host_->clock = "2026-03-10T12:10:00.000Z";
  const std::int64_t now = *msOfIso(host_->clock);
  const std::int64_t yesterday = *msOfIso("2026-03-09T00:00:00.000Z");
  const char* paths[] = {"/", "/a", "/b", "/c"};
  const char* sources[] = {"", "www.google.com", "t.co"};
  std::vector<Pageview> views;
  for (int i = 0; i < 140; ++i) {
    const int day = i % 2;
    const int who = i % 17;
    const std::int64_t start =
        yesterday + day * 86400000LL + ((i * 53) % (day ? 680 : 1400)) * kMinute;
    for (int n = 0; n <= i % 3; ++n) {
      views.push_back(Pageview{"site-a", "u" + std::to_string(who) + "-" + std::to_string(day),
                               start + n * 7 * kMinute, paths[(i * 5 + n) % 4], sources[i % 3],
                               who % 4 ? "DE" : "US"});
      views.back().breakdowns = sampleBreakdowns(i + n, sources[i % 3]);
      if ((i + n) % 4) views.back().props = {{"plan", (i + n) % 4 == 1 ? "free" : "pro"}};
    }
  }
  for (int minute : {650, 670, 690, 710}) {  // 10:50 to 11:50 today
    views.push_back(
        Pageview{"site-a", "long", yesterday + 86400000LL + minute * kMinute, "/a", "t.co", "US"});
  }
  views.push_back(Pageview{"site-b", "other", now - 3 * 3600000LL, "/a", "t.co", "US"});
  std::stable_sort(views.begin(), views.end(),
                   [](const Pageview& a, const Pageview& b) { return a.ms < b.ms; });
  for (std::size_t i = 0; i < views.size(); i += 25) {
    ASSERT_NO_FATAL_FAILURE(write(
        std::vector<Pageview>(views.begin() + i, views.begin() + std::min(views.size(), i + 25))));
  }

  // The 24 hours and the 24 before, and the last seven days, under each filter the hours roll
  // (and a page, never rolled, to see it read the same way).
  TrafficPeriod last_day;
  last_day.first_hour = "2026-03-09T13";
  last_day.last_hour = "2026-03-10T12";
  last_day.days = seo::sdk::dates::dayRange(*parseDay("2026-03-09"), *parseDay("2026-03-10"));
  TrafficPeriod day_before = last_day;
  day_before.first_hour = "2026-03-08T13";
  day_before.last_hour = "2026-03-09T12";
  day_before.days = seo::sdk::dates::dayRange(*parseDay("2026-03-08"), *parseDay("2026-03-09"));
  TrafficPeriod week;
  week.days = seo::sdk::dates::dayRange(*parseDay("2026-03-04"), *parseDay("2026-03-10"));
  std::vector<TrafficFilter> filters;
  for (const char* source : sources) {
    filters.push_back({std::nullopt, source, std::nullopt});
    for (const char* country : {"DE", "US"}) filters.push_back({std::nullopt, source, country});
  }
  for (const char* country : {"DE", "US"}) filters.push_back({std::nullopt, std::nullopt, country});
  filters.push_back({"/a", std::nullopt, std::nullopt});
  filters.push_back({"/b", "t.co", std::nullopt});
  // Several filters, and a property's other matches: from the hours' sets (visit_sets.h).
  auto with = [](TrafficFilter f, Breakdown b, const char* value) {
    f.breakdowns[b] = value;
    return f;
  };
  auto plan = [](std::optional<std::string> country, const char* value, PropertyFilter::Match m) {
    TrafficFilter f{std::nullopt, std::nullopt, std::move(country)};
    f.property = PropertyFilter{"plan", value, m};
    return f;
  };
  filters.push_back(with({std::nullopt, "t.co", std::nullopt}, kDevice, "Mobile"));
  filters.push_back(with({std::nullopt, std::nullopt, "DE"}, kBrowser, "Firefox"));
  filters.push_back(plan(std::nullopt, "pro", PropertyFilter::kIsNot));
  filters.push_back(plan("US", "e", PropertyFilter::kContains));
  filters.push_back(with(plan(std::nullopt, "free", PropertyFilter::kIs), kBrowser, "Chrome"));
  std::vector<TrafficScope> scopes;
  for (const TrafficFilter& filter : filters) {
    for (const TrafficPeriod* period : {&last_day, &day_before, &week}) {
      scopes.push_back(TrafficScope{"site-a", *period, filter, std::nullopt, now, std::nullopt});
    }
  }
  soci::session& sql = db_->sql();
  const seo::sdk::Dialect dialect = host_->dialect();
  std::vector<std::string> raw;
  for (const TrafficScope& scope : scopes) raw.push_back(panelsText(sql, dialect, scope));
  ASSERT_NE(raw[0].find("page '/b'"), std::string::npos) << raw[0];
  // The 24-hour range's breakdowns by hour hold what the raw rows do: the sources' raw reads
  // sum to the unfiltered read.
  const std::string unfiltered = breakdownSums(
      sql, dialect, {TrafficScope{"site-a", last_day, {}, std::nullopt, now, std::nullopt}});
  EXPECT_NE(unfiltered.find("browser 'Chrome' "), std::string::npos) << unfiltered;
  EXPECT_EQ(unfiltered, breakdownSums(sql, dialect, {scopes[0], scopes[9], scopes[18]}));

  // A visitor counts once however many of their visits match: in the hour of their first.
  TrafficScope t_co{"site-a",     last_day, {std::nullopt, "t.co", std::nullopt},
                    std::nullopt, now,      std::nullopt};
  long long t_co_visitors = 0;
  sql << "SELECT COUNT(DISTINCT v.visitor) FROM analytics_visits v WHERE v.website_id = 'site-a' "
         "AND v.source = 't.co' AND v.started_ms >= :f",
      soci::use(static_cast<long long>(*msOfIso("2026-03-09T13:00:00.000Z"))),
      soci::into(t_co_visitors);
  long long t_co_visits = 0;
  sql << "SELECT COUNT(*) FROM analytics_visits v WHERE v.website_id = 'site-a' AND v.source = "
         "'t.co' AND v.started_ms >= :f",
      soci::use(static_cast<long long>(*msOfIso("2026-03-09T13:00:00.000Z"))),
      soci::into(t_co_visits);
  const TrafficTotals t_co_totals = trafficTotals(sql, t_co);
  EXPECT_LT(t_co_visitors, t_co_visits);
  EXPECT_EQ(t_co_totals.visits, t_co_visits);

  // The hours closed: up to 09 today (the open visit began at 10:50), from 50 hours back.
  std::vector<std::string> to_roll = hoursToRoll(sql, "site-a", now);
  ASSERT_FALSE(to_roll.empty());
  EXPECT_EQ(to_roll.back(), "2026-03-10T09");
  EXPECT_GE(to_roll.front(), "2026-03-08T10");
  seo::sdk::Result<std::int64_t> rolled = rollFilterHours(*host_, "site-a");
  ASSERT_TRUE(rolled.isOk()) << rolled.status().message();
  EXPECT_EQ(rolled.value(), static_cast<std::int64_t>(to_roll.size()));
  EXPECT_TRUE(hoursToRoll(sql, "site-a", now).empty());
  EXPECT_EQ(rolledHours(sql, "site-a", "2026-03-10T09", "2026-03-10T12"),
            (std::set<std::string>{"2026-03-10T09"}));
  EXPECT_EQ(rows("analytics_filter_hours WHERE website_id = 'site-b'", "hour"), "");
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    EXPECT_EQ(panelsText(sql, dialect, scopes[i]), raw[i]) << i;
  }
  EXPECT_EQ(trafficTotals(sql, t_co).visitors, t_co_totals.visitors);
  // (The rolled hours are what answers: a figure changed there shows.)
  sql << "UPDATE analytics_filter_hours SET views = views + 1000 WHERE filter = 'source' AND "
         "value = 't.co' AND panel = 'total' AND hour = '2026-03-10T05'";
  EXPECT_EQ(trafficTotals(sql, t_co).pageviews, t_co_totals.pageviews + 1000);
  sql << "UPDATE analytics_filter_hours SET views = views - 1000 WHERE filter = 'source' AND "
         "value = 't.co' AND panel = 'total' AND hour = '2026-03-10T05'";

  // Whole days read by hour give what the raw days give (but for the hours of the series: by
  // the hour a visit started, not each pageview's).
  for (std::size_t i = 2; i < scopes.size(); i += 3) {
    TrafficScope by_day = scopes[i];
    by_day.now_ms = 0;
    EXPECT_EQ(panelsText(sql, dialect, scopes[i], false), panelsText(sql, dialect, by_day, false))
        << i;
  }

  // A pageview dated back into a rolled hour unrolls it and the later hours of its day; the
  // reads count it.
  ASSERT_NO_FATAL_FAILURE(write(
      {Pageview{"site-a", "late", yesterday + 86400000LL + 310 * kMinute, "/b", "t.co", "US"}}));
  EXPECT_EQ(rolledHours(sql, "site-a", "2026-03-10T00", "2026-03-10T23"),
            (std::set<std::string>{"2026-03-10T00", "2026-03-10T01", "2026-03-10T02",
                                   "2026-03-10T03", "2026-03-10T04"}));
  std::vector<std::string> unrolled;
  for (const TrafficScope& scope : scopes) unrolled.push_back(panelsText(sql, dialect, scope));
  EXPECT_EQ(trafficTotals(sql, t_co).pageviews, t_co_totals.pageviews + 1);
  ASSERT_TRUE(rollFilterHours(*host_, "site-a").isOk());
  EXPECT_EQ(rolledHours(sql, "site-a", "2026-03-10T00", "2026-03-10T23").size(), 10u);
  for (std::size_t i = 0; i < scopes.size(); ++i) {
    EXPECT_EQ(panelsText(sql, dialect, scopes[i]), unrolled[i]) << i;
  }

  // Fifty hours on, they are dropped.
  host_->clock = "2026-03-12T14:00:00.000Z";
  ASSERT_TRUE(rollFilterHours(*host_, "site-a").isOk());
  EXPECT_EQ(rows("analytics_filter_hours_rolled WHERE website_id = 'site-a' AND hour < "
                 "'2026-03-10T12'",
                 "hour"),
            "");
}

// The dashboard's reads of a fixed sample as tests/data/analytics/dashboard-panels.txt recorded
// them: totals, series and every panel of periods unfiltered and filtered (the 24-hour range, a
// day, weeks; days and hours rolled and not; limits), so a change to how the reads are planned
// must answer the same. SEO_REWRITE_DASHBOARD_PANELS=1 writes the file instead, for a change of
// answers that is meant.
TEST_F(DashboardRollupsTest, EveryReadOfASampleAnswersAsRecorded) {
  host_->clock = "2026-03-10T12:10:00.000Z";
  const std::int64_t now = *msOfIso(host_->clock);
  const std::int64_t first_day = *msOfIso("2026-02-27T00:00:00.000Z");
  const char* paths[] = {"/", "/a", "/b", "/c", "/pricing", "/Z", "/\xc3\xa9"};
  const char* sources[] = {"", "www.google.com", "t.co", "news.ycombinator.com", "B.example"};
  const char* countries[] = {"DE", "US", "FR", "ZZ"};
  // Twelve days to 12:10 today: visits of one to four pageviews six to eleven minutes apart, some
  // visitors back the same day (their country theirs, the source each visit's). A fixed
  // generator, so the sample is the same everywhere.
  std::uint32_t state = 7;
  auto next = [&state](std::uint32_t n) {
    state = state * 1103515245u + 12345u;
    return static_cast<int>((state >> 8) % n);
  };
  std::vector<Pageview> views;
  for (int day = 0; day < 12; ++day) {
    const int visits = 30 + 7 * (day % 4);
    const std::int64_t day_ms = first_day + day * 86400000LL;
    const std::int64_t day_end = std::min<std::int64_t>(day_ms + 86400000LL, now);
    for (int i = 0; i < visits; ++i) {
      const int who = next(visits * 2 / 3);
      // (Seconds apart by visit: the fake host's ids make a visit's or a pageview's id of its
      // millisecond.)
      std::int64_t at =
          day_ms + next(static_cast<std::uint32_t>((day_end - day_ms) / kMinute - 1)) * kMinute +
          i * 1000;
      const std::string visitor = "d" + std::to_string(day) + "u" + std::to_string(who);
      const char* source = sources[next(5)];
      const int pages = 1 + next(4) * next(2);
      for (int n = 0; n < pages && at < day_end; ++n) {
        views.push_back(
            Pageview{"site-a", visitor, at, paths[next(7)], source, countries[who % 4]});
        at += (6 + next(6)) * kMinute;
      }
    }
  }
  views.push_back(Pageview{"site-b", "other", now - 3 * 3600000LL, "/a", "t.co", "US"});
  std::stable_sort(views.begin(), views.end(),
                   [](const Pageview& a, const Pageview& b) { return a.ms < b.ms; });
  for (std::size_t i = 0; i < views.size(); i += 40) {
    ASSERT_NO_FATAL_FAILURE(write(
        std::vector<Pageview>(views.begin() + i, views.begin() + std::min(views.size(), i + 40))));
  }
  // Five days rolled for the filtered reads, the rest raw; the closed hours of the last two days.
  for (const char* day : {"2026-02-28", "2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"}) {
    seo::sdk::Result<bool> rolled = rollFilterDay(*host_, "site-a", day);
    ASSERT_TRUE(rolled.isOk()) << rolled.status().message();
    ASSERT_TRUE(rolled.value()) << day;
  }
  ASSERT_TRUE(rollFilterHours(*host_, "site-a").isOk());

  auto days = [](const char* from, const char* to) {
    TrafficPeriod period;
    period.days = seo::sdk::dates::dayRange(*parseDay(from), *parseDay(to));
    return period;
  };
  TrafficPeriod last_day = days("2026-03-09", "2026-03-10");
  last_day.first_hour = "2026-03-09T13";
  last_day.last_hour = "2026-03-10T12";
  const std::vector<std::pair<std::string, TrafficPeriod>> periods = {
      {"24h", last_day},
      {"today", days("2026-03-10", "2026-03-10")},
      {"rolled day", days("2026-03-02", "2026-03-02")},
      {"week", days("2026-03-04", "2026-03-10")},
      {"all", days("2026-02-27", "2026-03-10")},
      {"empty", days("2026-02-20", "2026-02-21")}};
  const std::optional<std::string> none;
  const std::vector<TrafficFilter> filters = {
      {none, none, none},     {"/a", none, none},
      {paths[6], none, none}, {none, "", none},
      {none, "t.co", none},   {none, none, "US"},
      {none, none, "ZZ"},     {none, "www.google.com", "DE"},
      {"/b", none, "FR"},     {"/c", "t.co", none}};
  auto filterText = [](const TrafficFilter& f) {
    return "page=" + f.path.value_or("-") + " source=" + f.source.value_or("-") +
           " country=" + f.country.value_or("-");
  };
  soci::session& sql = db_->sql();
  const seo::sdk::Dialect dialect = host_->dialect();
  std::string answers;
  for (const auto& [period_name, period] : periods) {
    for (const TrafficFilter& filter : filters) {
      answers += "== " + period_name + " " + filterText(filter) + "\n";
      answers += panelsText(
          sql, dialect, TrafficScope{"site-a", period, filter, std::nullopt, now, std::nullopt});
    }
  }
  for (const TrafficFilter& filter : filters) {
    answers += "== week read by day " + filterText(filter) + "\n";
    answers += panelsText(
        sql, dialect,
        TrafficScope{"site-a", periods[3].second, filter, std::nullopt, 0, std::nullopt});
    answers += "== all, two rows " + filterText(filter) + "\n";
    answers += panelsText(
        sql, dialect,
        TrafficScope{"site-a", periods[4].second, filter, std::nullopt, now, std::nullopt}, true,
        2);
  }

  const std::string file = seo::testing::sourceDir() + "/tests/data/analytics/dashboard-panels.txt";
  const char* rewrite = std::getenv("SEO_REWRITE_DASHBOARD_PANELS");
  if (rewrite != nullptr && std::string(rewrite) == "1") {
    std::ofstream(file, std::ios::binary) << answers;
    GTEST_SKIP() << "wrote " << file;
  }
  std::ifstream in(file, std::ios::binary);
  ASSERT_TRUE(in) << file << " is missing (SEO_REWRITE_DASHBOARD_PANELS=1 writes it)";
  std::stringstream recorded;
  recorded << in.rdbuf();
  // The first line that differs, with the read it belongs to.
  std::istringstream want(recorded.str()), got(answers);
  std::string want_line, got_line, read;
  for (int line = 1; std::getline(want, want_line); ++line) {
    const bool more = static_cast<bool>(std::getline(got, got_line));
    if (want_line.rfind("== ", 0) == 0) read = want_line;
    ASSERT_TRUE(more && got_line == want_line)
        << "line " << line << " (" << read << "): recorded '" << want_line << "', now '"
        << (more ? got_line : "(the end)") << "'";
  }
  EXPECT_FALSE(std::getline(got, got_line)) << "more than recorded: '" << got_line << "'";
}

TEST(FilterRollups, ADayClosesOnceItsLastVisitCanHaveEnded) {
  EXPECT_EQ(lastClosedDay(*msOfIso("2026-03-10T00:20:00.000Z")), "2026-03-08");
  EXPECT_EQ(lastClosedDay(*msOfIso("2026-03-10T00:40:00.000Z")), "2026-03-09");
  EXPECT_EQ(lastClosedDay(*msOfIso("2026-03-10T23:59:00.000Z")), "2026-03-09");
}

}  // namespace
}  // namespace seo::plugins::analytics
