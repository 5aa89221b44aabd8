// A goal as POST /website/goals reads it (goals.h): one of an event name and a page path, a
// currency for an event goal only, each refusal naming its field; and page paths matched as
// Plausible's page goals match them, `*` within a segment and `**` across segments.
#include "plugins/analytics/goals.h"

#include <gtest/gtest.h>

#include <string>

#include "seo/sdk/util/json_parse.h"

namespace seo::plugins::analytics {
namespace {

// The definition's 400 message, or "ok".
std::string refusal(const std::string& json) {
  rapidjson::Document body;
  seo::sdk::Status parsed = seo::sdk::json::parse(json, body);
  if (!parsed.isOk()) return parsed.message();
  seo::sdk::Result<GoalDefinition> what = readGoalDefinition(body);
  return what.isOk() ? "ok" : what.status().message();
}

TEST(GoalsTest, AGoalIsAnEventNameOrAPagePath) {
  rapidjson::Document body;
  ASSERT_TRUE(seo::sdk::json::parse(R"({"event_name":"Signup","currency":"EUR"})", body).isOk());
  seo::sdk::Result<GoalDefinition> what = readGoalDefinition(body);
  ASSERT_TRUE(what.isOk()) << what.status().message();
  EXPECT_EQ(what.value().event_name, "Signup");
  EXPECT_EQ(what.value().page_path, std::nullopt);
  EXPECT_EQ(what.value().currency, "EUR");
  EXPECT_EQ(refusal(R"({"page_path":"/blog/**"})"), "ok");
  EXPECT_EQ(refusal(R"({"event_name":"Signup","page_path":null})"), "ok");
}

TEST(GoalsTest, EachRefusalNamesItsField) {
  EXPECT_EQ(refusal("{}"), "Missing required field: event_name");
  EXPECT_EQ(refusal(R"({"event_name":null,"page_path":null})"),
            "Missing required field: event_name");
  EXPECT_EQ(refusal("[]"), "The body must be a JSON object");
  auto field = [](const std::string& json) {
    std::string message = refusal(json);
    std::size_t colon = message.find(':', 15);
    return message.rfind("Invalid field: ", 0) == 0 ? message.substr(15, colon - 15) : message;
  };
  EXPECT_EQ(field(R"({"event_name":"A","page_path":"/"})"), "page_path");
  EXPECT_EQ(field(R"({"event_name":""})"), "event_name");
  EXPECT_EQ(field(R"({"event_name":7})"), "event_name");
  EXPECT_EQ(field(R"({"event_name":"pageview"})"), "event_name");
  EXPECT_EQ(field(R"({"event_name":")" + std::string(121, 'x') + "\"}"), "event_name");
  EXPECT_EQ(refusal(R"({"event_name":")" + std::string(120, 'x') + "\"}"), "ok");
  EXPECT_EQ(field(R"({"page_path":"blog"})"), "page_path");
  EXPECT_EQ(field(R"({"page_path":"/a b"})"), "page_path");
  EXPECT_EQ(field(R"({"page_path":"/a\u0000b"})"), "page_path");
  EXPECT_EQ(field(R"({"page_path":"/)" + std::string(kMaxGoalPathBytes, 'x') + "\"}"), "page_path");
  EXPECT_EQ(refusal(R"({"page_path":"/*/*/*/*/**/*/*/*"})"), "ok");  // 8 wildcards
  EXPECT_EQ(field(R"({"page_path":"/*/*/*/*/**/*/*/*/*"})"), "page_path");
  EXPECT_EQ(field(R"({"page_path":"/","currency":"EUR"})"), "currency");
  EXPECT_EQ(field(R"({"event_name":"Buy","currency":"eur"})"), "currency");
  EXPECT_EQ(field(R"({"event_name":"Buy","currency":"XYZ"})"), "currency");
  EXPECT_EQ(field(R"({"event_name":"Buy","currency":["EUR"]})"), "currency");
}

TEST(GoalsTest, ASingleStarStaysInItsSegmentAndADoubleOneCrossesThem) {
  EXPECT_TRUE(pagePathMatches("/pricing", "/pricing"));
  EXPECT_FALSE(pagePathMatches("/pricing", "/pricing/"));
  EXPECT_FALSE(pagePathMatches("/pricing", "/pricin"));
  EXPECT_TRUE(pagePathMatches("/blog/*", "/blog/first-post"));
  EXPECT_TRUE(pagePathMatches("/blog/*", "/blog/"));
  EXPECT_FALSE(pagePathMatches("/blog/*", "/blog/2026/first-post"));
  EXPECT_FALSE(pagePathMatches("/blog/*", "/blog"));
  EXPECT_TRUE(pagePathMatches("/blog/**", "/blog/2026/first-post"));
  EXPECT_TRUE(pagePathMatches("/blog**", "/blog"));
  EXPECT_TRUE(pagePathMatches("/*/checkout", "/en/checkout"));
  EXPECT_FALSE(pagePathMatches("/*/checkout", "/en/us/checkout"));
  EXPECT_TRUE(pagePathMatches("/**/checkout", "/en/us/checkout"));
  EXPECT_TRUE(pagePathMatches("/docs/*.pdf", "/docs/guide.pdf"));
  EXPECT_FALSE(pagePathMatches("/docs/*.pdf", "/docs/guide.pdf.html"));
  EXPECT_TRUE(pagePathMatches("/**", "/"));
  EXPECT_TRUE(pagePathMatches("/**", "/any/thing/at/all"));
  // Literal characters against a long path, and stars between them, match by position sets (not
  // a search): the worst a goal allows ends at once.
  const std::string worst = "/*a*a*a*a*a*a*a*" + std::string(2000, 'a') + "b";
  EXPECT_FALSE(pagePathMatches(worst, "/" + std::string(2047, 'a')));
  EXPECT_TRUE(pagePathMatches("/*a*b", "/xxaxxb"));
  EXPECT_FALSE(pagePathMatches("/*a*b", "/xxaxx/b"));
  EXPECT_TRUE(pagePathMatches("/**a**b", "/x/a/y/b"));
  // Paths longer than a word of positions.
  const std::string long_path = "/" + std::string(150, 'p') + "/end";
  EXPECT_TRUE(pagePathMatches("/*/end", long_path));
  EXPECT_TRUE(pagePathMatches("/**", long_path));
  EXPECT_FALSE(pagePathMatches("/*", long_path));
  EXPECT_TRUE(pagePathMatches(long_path, long_path));
  EXPECT_FALSE(pagePathMatches(long_path + "x", long_path));
}

TEST(GoalsTest, TheLiteralPrefixIsWhatComesBeforeTheFirstStar) {
  EXPECT_EQ(literalPrefix("/blog/*"), "/blog/");
  EXPECT_EQ(literalPrefix("/pricing"), "/pricing");
  EXPECT_EQ(literalPrefix("/**"), "/");
  EXPECT_EQ(literalPrefix("*"), "");
}

}  // namespace
}  // namespace seo::plugins::analytics
