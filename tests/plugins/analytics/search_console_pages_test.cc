// The search-console page rows (topPages) and the Pages.csv import on a SQLite file through the
// SDK's FakeHost: sums over the days of a period, CTR and impression-weighted position with their
// rounding, the order and its tie-breaks, the limit, and imports that repeat or fail.
#include "plugins/analytics/search_console_pages.h"

#include <gtest/gtest.h>

#include "plugins/analytics/search_console_import.h"
#include "tests/plugins/analytics/search_console_test_database.h"

namespace seo::plugins::analytics {
namespace {

using seo::sdk::Code;
using seo::sdk::Result;

class SearchConsolePagesTest : public ::testing::Test {
 protected:
  std::vector<PageRow> top(const std::string& from, const std::string& to, int limit = 50,
                           const std::string& website = "site-a") {
    Result<std::vector<PageRow>> rows = topPages(db_.host, website, from, to, limit);
    EXPECT_TRUE(rows.isOk()) << rows.status().message();
    return rows.isOk() ? rows.value() : std::vector<PageRow>{};
  }

  SearchConsoleTestDatabase db_;
};

TEST_F(SearchConsolePagesTest, SumsTheDaysOfThePeriodWithAWeightedPosition) {
  db_.addRow("site-a", "2026-11-01", "https://a.example/x", 3, 100, 4.0);
  db_.addRow("site-a", "2026-11-02", "https://a.example/x", 2, 300, 8.0, "api");
  db_.addRow("site-a", "2026-10-31", "https://a.example/x", 50, 50, 1.0);  // before the period
  db_.addRow("site-a", "2026-11-03", "https://a.example/x", 50, 50, 1.0);  // after it
  db_.addRow("site-b", "2026-11-01", "https://a.example/x", 99, 99, 1.0);  // another website
  std::vector<PageRow> rows = top("2026-11-01", "2026-11-02");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].page, "https://a.example/x");
  EXPECT_EQ(rows[0].clicks, 5);
  EXPECT_EQ(rows[0].impressions, 400);
  EXPECT_DOUBLE_EQ(rows[0].ctr, 0.0125);
  EXPECT_DOUBLE_EQ(rows[0].position, 7.0) << "(4*100 + 8*300) / 400, not (4 + 8) / 2";
}

TEST_F(SearchConsolePagesTest, RoundsCtrToFourDecimalsAndPositionToTwo) {
  db_.addRow("site-a", "2026-11-01", "https://a.example/x", 1, 3, 2.0);
  db_.addRow("site-a", "2026-11-02", "https://a.example/x", 1, 3, 3.0 + 1.0 / 3);
  std::vector<PageRow> rows = top("2026-11-01", "2026-11-02");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_DOUBLE_EQ(rows[0].ctr, 0.3333);
  EXPECT_DOUBLE_EQ(rows[0].position, 2.67);
}

TEST_F(SearchConsolePagesTest, PagesWithoutImpressionsHaveZeroCtrAndPosition) {
  db_.addRow("site-a", "2026-11-01", "https://a.example/x", 0, 0, 0);
  std::vector<PageRow> rows = top("2026-11-01", "2026-11-01");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].ctr, 0);
  EXPECT_EQ(rows[0].position, 0);
}

TEST_F(SearchConsolePagesTest, MostClicksFirstThenImpressionsThenPageInByteOrder) {
  db_.addRow("site-a", "2026-11-01", "https://a.example/few", 1, 900, 3);
  db_.addRow("site-a", "2026-11-01", "https://a.example/b", 5, 10, 3);
  db_.addRow("site-a", "2026-11-01", "https://a.example/B", 5, 10, 3);
  db_.addRow("site-a", "2026-11-01", "https://a.example/more", 5, 20, 3);
  db_.addRow("site-a", "2026-11-01", "https://a.example/top", 9, 10, 3);
  std::vector<std::string> pages;
  for (const PageRow& r : top("2026-11-01", "2026-11-01")) pages.push_back(r.page);
  EXPECT_EQ(pages, (std::vector<std::string>{"https://a.example/top", "https://a.example/more",
                                             "https://a.example/B", "https://a.example/b",
                                             "https://a.example/few"}));
  std::vector<PageRow> two = top("2026-11-01", "2026-11-01", 2);
  ASSERT_EQ(two.size(), 2u);
  EXPECT_EQ(two[1].page, "https://a.example/more");
}

TEST_F(SearchConsolePagesTest, NoDataIsAnEmptyList) {
  EXPECT_TRUE(top("2026-11-01", "2026-11-30").empty());
}

constexpr char kCsv[] =
    "Top pages,Clicks,Impressions,CTR,Position\n"
    "https://a.example/x,12,400,3%,2.5\n"
    "https://a.example/y,0,10,0%,40\n";

TEST_F(SearchConsolePagesTest, ImportFilesTheTotalsUnderTheDayAndRepeatsChangeNothing) {
  db_.addRow("site-a", "2026-11-20", "https://a.example/x", 1, 1, 1, "api");
  for (int i = 0; i < 2; ++i) {
    Result<std::size_t> pages = importPagesCsv(db_.host, "site-a", "2026-11-20", kCsv);
    ASSERT_TRUE(pages.isOk()) << pages.status().message();
    EXPECT_EQ(pages.value(), 2u);
  }
  EXPECT_EQ(db_.rows("SELECT day, page, clicks, impressions, position_x_impressions, source FROM "
                     "search_console_rows ORDER BY page"),
            "2026-11-20|https://a.example/x|12|400|1000|csv\n"
            "2026-11-20|https://a.example/y|0|10|400|csv");
}

TEST_F(SearchConsolePagesTest, FailedImportsWriteNothing) {
  Result<std::size_t> twice = importPagesCsv(db_.host, "site-a", "2026-11-20",
                                             std::string(kCsv) + "https://a.example/x,1,2,50%,1\n");
  ASSERT_FALSE(twice.isOk());
  EXPECT_EQ(twice.status().code(), Code::InvalidArgument);
  EXPECT_NE(twice.status().message().find("https://a.example/x twice"), std::string::npos);

  Result<std::size_t> bad = importPagesCsv(db_.host, "site-a", "2026-11-20",
                                           std::string(kCsv) + "https://a.example/z,1,2,x,1\n");
  ASSERT_FALSE(bad.isOk());
  EXPECT_NE(bad.status().message().find("line 4"), std::string::npos) << bad.status().message();
  EXPECT_EQ(db_.rows("SELECT COUNT(*) FROM search_console_rows"), "0");
}

}  // namespace
}  // namespace seo::plugins::analytics
