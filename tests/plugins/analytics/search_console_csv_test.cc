// The Pages.csv parser on files shaped like Search Console's Performance export.
#include "plugins/analytics/search_console_csv.h"

#include <gtest/gtest.h>

#include <string>

#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {
namespace {

using seo::sdk::Code;

constexpr char kHeader[] = "Top pages,Clicks,Impressions,CTR,Position\n";

void expectInvalid(const std::string& text, const std::string& part) {
  auto pages = parsePagesCsv(text);
  ASSERT_FALSE(pages.isOk()) << text;
  EXPECT_EQ(pages.status().code(), Code::InvalidArgument);
  EXPECT_NE(pages.status().message().find(part), std::string::npos) << pages.status().message();
}

TEST(SearchConsoleCsvTest, ReadsTheEnglishExport) {
  auto pages = parsePagesCsv(std::string(kHeader) +
                             "https://example.com/,1234,56789,2.17%,4.3\n"
                             "https://example.com/blog/a,0,17,0%,38\n");
  ASSERT_TRUE(pages.isOk()) << pages.status().message();
  ASSERT_EQ(pages.value().size(), 2u);
  const PageTotals& a = pages.value()[0];
  EXPECT_EQ(a.page, "https://example.com/");
  EXPECT_EQ(a.clicks, 1234);
  EXPECT_EQ(a.impressions, 56789);
  EXPECT_DOUBLE_EQ(a.ctr, 0.0217);
  EXPECT_DOUBLE_EQ(a.position, 4.3);
  const PageTotals& b = pages.value()[1];
  EXPECT_EQ(b.page, "https://example.com/blog/a");
  EXPECT_EQ(b.clicks, 0);
  EXPECT_EQ(b.impressions, 17);
  EXPECT_DOUBLE_EQ(b.ctr, 0);
  EXPECT_DOUBLE_EQ(b.position, 38);
}

TEST(SearchConsoleCsvTest, RefusesBytesThatAreNotTextNamingTheLine) {
  auto pages = parsePagesCsv(std::string(kHeader) + "https://example.com/,1,2,3%,4\n" +
                             "https://example.com/\xFF,1,2,3%,4\n");
  ASSERT_FALSE(pages.isOk());
  EXPECT_EQ(pages.status().message(), "Pages.csv line 3 is not UTF-8 text");
  pages = parsePagesCsv(std::string(kHeader) + std::string("https://example.com/\0,1,2,3%,4\n", 31));
  ASSERT_FALSE(pages.isOk());
  EXPECT_EQ(pages.status().message(), "Pages.csv line 2 is not UTF-8 text");
}

// Found by pages_csv_fuzz: a refused value shortened for the message was cut inside a character,
// and the message (an API answer) was no longer UTF-8.
TEST(SearchConsoleCsvTest, ShortenedValuesInMessagesStayText) {
  std::string value;
  for (int i = 0; i < 40; ++i) value += "\xC3\xA9";  // 80 bytes of "é"
  value = "x" + value;                                // so byte 60 falls inside a character
  auto pages = parsePagesCsv(std::string(kHeader) + "https://example.com/," + value + ",2,3%,4\n");
  ASSERT_FALSE(pages.isOk());
  EXPECT_TRUE(seo::sdk::utf8::isValid(pages.status().message())) << pages.status().message();
  EXPECT_NE(pages.status().message().find("...\""), std::string::npos) << pages.status().message();
}

TEST(SearchConsoleCsvTest, AcceptsBomCrlfAndNoFinalLineEnd) {
  auto pages = parsePagesCsv(
      "\xEF\xBB\xBFTop pages,Clicks,Impressions,CTR,Position\r\n"
      "https://example.com/a,3,120,2.5%,7.4\r\n"
      "https://example.com/b,1,10,10%,1");
  ASSERT_TRUE(pages.isOk()) << pages.status().message();
  ASSERT_EQ(pages.value().size(), 2u);
  EXPECT_EQ(pages.value()[0].page, "https://example.com/a");
  EXPECT_DOUBLE_EQ(pages.value()[0].ctr, 0.025);
  EXPECT_EQ(pages.value()[1].page, "https://example.com/b");
  EXPECT_DOUBLE_EQ(pages.value()[1].ctr, 0.1);
  EXPECT_DOUBLE_EQ(pages.value()[1].position, 1);
}

TEST(SearchConsoleCsvTest, ReadsQuotedFieldsWithCommasQuotesAndLineBreaks) {
  auto pages = parsePagesCsv(std::string(kHeader) +
                             "\"https://example.com/a,b?q=\"\"x\"\"\",\"5\",6,\"50%\",\"2\"\n"
                             "\"https://example.com/c\n\",1,2,50%,3\n"
                             "https://example.com/d,1,2,50%,3\n");
  ASSERT_TRUE(pages.isOk()) << pages.status().message();
  ASSERT_EQ(pages.value().size(), 3u);
  EXPECT_EQ(pages.value()[0].page, "https://example.com/a,b?q=\"x\"");
  EXPECT_EQ(pages.value()[0].clicks, 5);
  EXPECT_DOUBLE_EQ(pages.value()[0].ctr, 0.5);
  EXPECT_EQ(pages.value()[2].page, "https://example.com/d");
  // The line break inside a quoted field counts: the row after it starts on line 4.
  expectInvalid(std::string(kHeader) + "\"https://example.com/c\n\",1,2,50%,3\n" +
                    "https://example.com/d,x,2,50%,3\n",
                "line 4, column 2 (Clicks)");
}

TEST(SearchConsoleCsvTest, ReadsALocalizedHeaderByPosition) {
  auto pages = parsePagesCsv(
      "Häufigste Seiten,Klicks,Impressionen,CTR,Position\n"
      "https://example.com/a,3,120,\"2,5 %\",\"7,4\"\n"
      "https://example.com/b,3,120,\"2,5\xC2\xA0%\",7\n");
  ASSERT_TRUE(pages.isOk()) << pages.status().message();
  ASSERT_EQ(pages.value().size(), 2u);
  EXPECT_DOUBLE_EQ(pages.value()[0].ctr, 0.025);
  EXPECT_DOUBLE_EQ(pages.value()[0].position, 7.4);
  EXPECT_DOUBLE_EQ(pages.value()[1].ctr, 0.025);
}

TEST(SearchConsoleCsvTest, EnglishHeaderIsMatchedIgnoringCaseAndSpaces) {
  auto pages = parsePagesCsv("top pages, clicks ,IMPRESSIONS,ctr,Position\n");
  ASSERT_TRUE(pages.isOk()) << pages.status().message();
  EXPECT_TRUE(pages.value().empty());
}

TEST(SearchConsoleCsvTest, EmptyAndHeaderOnlyFilesAreEmptyLists) {
  for (const std::string text :
       {"", "\xEF\xBB\xBF", "\n\r\n", "Top pages,Clicks,Impressions,CTR,Position",
        "Top pages,Clicks,Impressions,CTR,Position\r\n\r\n"}) {
    auto pages = parsePagesCsv(text);
    ASSERT_TRUE(pages.isOk()) << pages.status().message();
    EXPECT_TRUE(pages.value().empty());
  }
}

TEST(SearchConsoleCsvTest, BlankLinesAreSkipped) {
  auto pages = parsePagesCsv(std::string(kHeader) + "\nhttps://example.com/a,1,2,50%,3\n\n");
  ASSERT_TRUE(pages.isOk()) << pages.status().message();
  EXPECT_EQ(pages.value().size(), 1u);
}

TEST(SearchConsoleCsvTest, MissingOrUnknownHeaderNamesTheExpectedOne) {
  const std::string expected = "expected the header \"Top pages,Clicks,Impressions,CTR,Position\"";
  expectInvalid("https://example.com/a,1,2,50%,3\n", "line 1: " + expected);
  expectInvalid("Top queries,Clicks,Impressions,CTR,Position\n", expected);
  expectInvalid("Top queries,Clicks,Impressions,CTR,Position\n", "\"Top queries,Clicks");
  expectInvalid("Date,Clicks,Impressions,CTR,Position\n", expected);
  expectInvalid("Top pages,Clicks,Impressions,CTR\n", expected);
  expectInvalid(
      "Top pages,Last 28 days Clicks,Previous 28 days Clicks,Last 28 days Impressions,"
      "Previous 28 days Impressions,Last 28 days CTR,Previous 28 days CTR,Last 28 days Position,"
      "Previous 28 days Position\n",
      expected);
  expectInvalid("\n\nSeiten,12,Impressionen,CTR,Position\n", "line 3: " + expected);
}

TEST(SearchConsoleCsvTest, MalformedRowsNameLineAndColumn) {
  const std::string h = kHeader;
  expectInvalid(h + "https://example.com/a,1,2,50%\n", "line 2: expected 5 columns, found 4");
  expectInvalid(h + "https://example.com/a,1,2,50%,3,4\n", "line 2: expected 5 columns, found 6");
  expectInvalid(h + "https://example.com/a,1,2,50%,3\nhttps://example.com/b,one,2,50%,3\n",
                "line 3, column 2 (Clicks): \"one\" is not a whole number");
  expectInvalid(h + "https://example.com/a,1,-2,50%,3\n",
                "line 2, column 3 (Impressions): \"-2\" is negative");
  expectInvalid(h + "https://example.com/a,1,2.5,50%,3\n",
                "line 2, column 3 (Impressions): \"2.5\" is not a whole number");
  expectInvalid(h + "https://example.com/a,1,2,0.5,3\n",
                "line 2, column 4 (CTR): \"0.5\" is not a percentage ending in %");
  expectInvalid(h + "https://example.com/a,1,2,-1%,3\n",
                "line 2, column 4 (CTR): \"-1%\" is negative");
  expectInvalid(h + "https://example.com/a,1,2,101%,3\n",
                "line 2, column 4 (CTR): \"101%\" is not a percentage from 0 to 100");
  expectInvalid(h + "https://example.com/a,1,2,abc%,3\n", "line 2, column 4 (CTR)");
  expectInvalid(h + "https://example.com/a,1,2,5%,\n",
                "line 2, column 5 (Position): \"\" is not a number");
  expectInvalid(h + "https://example.com/a,1,2,5%,-3\n",
                "line 2, column 5 (Position): \"-3\" is negative");
  expectInvalid(h + "https://example.com/a,1,2,5%,1.2.3\n", "line 2, column 5 (Position)");
  expectInvalid(h + "running shoes,1,2,5%,3\n",
                "line 2, column 1 (Top pages): \"running shoes\" is not a page URL");
  expectInvalid(h + "https://example.com/a,1,,5%,3\n", "line 2, column 3 (Impressions)");
}

TEST(SearchConsoleCsvTest, BrokenQuotingIsAnError) {
  const std::string h = kHeader;
  expectInvalid(h + "\"https://example.com/a,1,2,5%,3\n", "line 2: a quoted field is not closed");
  expectInvalid(h + "\"https://example.com/a\"x,1,2,5%,3\n", "line 2: text after a closing quote");
  expectInvalid(h + "https://example.com/\"a\",1,2,5%,3\n",
                "line 2: a quote inside an unquoted field");
}

}  // namespace
}  // namespace seo::plugins::analytics
