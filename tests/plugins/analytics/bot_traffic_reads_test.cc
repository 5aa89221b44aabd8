// The AI bot traffic reads on the SDK's fakes, over rollup rows written directly: sums over the
// period, the list's operator and purpose (null for a bot no longer listed), orders and their
// ties, the page limit and bot filter, every day of the daily series, and 400s.
#include "plugins/analytics/bot_traffic_reads.h"

#include <gtest/gtest.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "plugins/analytics/days.h"
#include "tests/plugins/analytics/bot_test_database.h"

namespace seo::plugins::analytics {
namespace {

using Handler = seo::sdk::Result<seo::sdk::Response> (*)(seo::sdk::RequestContext&);

class BotTrafficReadsTest : public ::testing::Test {
 protected:
  void rollup(const std::string& site, const std::string& day, const std::string& bot,
              const std::string& path, long long hits, const std::string& last_seen) {
    db_.sql << "INSERT INTO analytics_bot_daily (website_id, day, bot, path, hits, last_seen) "
               "VALUES (:w, :d, :b, :p, :h, :l)",
        soci::use(site), soci::use(day), soci::use(bot), soci::use(path), soci::use(hits),
        soci::use(last_seen);
  }
  // The answer for site-a: its body as compact JSON, or "<status> <error>".
  std::string get(Handler handler, const seo::sdk::Params& query) {
    seo::sdk::RequestContext ctx;
    ctx.method = "GET";
    ctx.query = query;
    ctx.caller.website_id = "site-a";
    ctx.host = &db_.host;
    seo::sdk::Result<seo::sdk::Response> r = handler(ctx);
    if (!r.isOk()) return std::to_string(r.status().httpStatus()) + " " + r.status().message();
    rapidjson::StringBuffer out;
    rapidjson::Writer<rapidjson::StringBuffer> writer(out);
    r.value().body.Accept(writer);
    return out.GetString();
  }
  // Two days of site-a and noise around them: another website, and days outside the period.
  void twoDays() {
    rollup("site-a", "2026-03-01", "GPTBot", "/a", 2, "2026-03-01T08:00:00.000Z");
    rollup("site-a", "2026-03-01", "ClaudeBot", "/a", 1, "2026-03-01T09:00:00.000Z");
    rollup("site-a", "2026-03-02", "GPTBot", "/b", 1, "2026-03-02T07:00:00.000Z");
    rollup("site-a", "2026-03-02", "ClaudeBot", "/b", 1, "2026-03-02T10:00:00.000Z");
    rollup("site-a", "2026-03-02", "ClaudeBot", "/c", 1, "2026-03-02T06:00:00.000Z");
    rollup("site-a", "2026-03-02", "OldBot", "/a", 3, "2026-03-02T05:00:00.000Z");
    rollup("site-a", "2026-02-28", "GPTBot", "/z", 9, "2026-02-28T23:59:59.000Z");
    rollup("site-a", "2026-03-03", "GPTBot", "/z", 9, "2026-03-03T00:00:00.000Z");
    rollup("site-b", "2026-03-01", "GPTBot", "/a", 50, "2026-03-01T12:00:00.000Z");
  }
  const seo::sdk::Params kPeriod = {{"from", "2026-03-01"}, {"to", "2026-03-02"}};

  BotTestDatabase db_;
};

TEST_F(BotTrafficReadsTest, BotsSumThePeriodWithTheListsFigures) {
  twoDays();
  // GPTBot, ClaudeBot and OldBot have 3 hits each: ties go by name, bytewise.
  EXPECT_EQ(get(&onGetBots, kPeriod),
            R"({"data":[)"
            R"({"bot":"ClaudeBot","operator":"Anthropic","purpose":"training","hits":3,)"
            R"("pages":3,"last_seen":"2026-03-02T10:00:00.000Z"},)"
            R"({"bot":"GPTBot","operator":"OpenAI","purpose":"training","hits":3,"pages":2,)"
            R"("last_seen":"2026-03-02T07:00:00.000Z"},)"
            R"({"bot":"OldBot","operator":null,"purpose":null,"hits":3,"pages":1,)"
            R"("last_seen":"2026-03-02T05:00:00.000Z"}]})");
  EXPECT_EQ(get(&onGetBots, {{"from", "2026-03-01"}, {"to", "2026-03-01"}}),
            R"({"data":[{"bot":"GPTBot","operator":"OpenAI","purpose":"training","hits":2,)"
            R"("pages":1,"last_seen":"2026-03-01T08:00:00.000Z"},)"
            R"({"bot":"ClaudeBot","operator":"Anthropic","purpose":"training","hits":1,)"
            R"("pages":1,"last_seen":"2026-03-01T09:00:00.000Z"}]})");
  EXPECT_EQ(get(&onGetBots, {{"from", "2026-04-01"}, {"to", "2026-04-30"}}), R"({"data":[]})");
}

TEST_F(BotTrafficReadsTest, ListedNamesMatchExactly) {
  rollup("site-a", "2026-03-01", "gptbot", "/a", 1, "2026-03-01T08:00:00.000Z");
  EXPECT_EQ(get(&onGetBots, kPeriod),
            R"({"data":[{"bot":"gptbot","operator":null,"purpose":null,"hits":1,"pages":1,)"
            R"("last_seen":"2026-03-01T08:00:00.000Z"}]})");
}

TEST_F(BotTrafficReadsTest, PagesAreMostCrawledFirstWithLimitAndBotFilter) {
  twoDays();
  const std::string all =
      R"({"data":[{"page":"/a","hits":6,"bots":3,"last_seen":"2026-03-02T05:00:00.000Z"},)"
      R"({"page":"/b","hits":2,"bots":2,"last_seen":"2026-03-02T10:00:00.000Z"},)"
      R"({"page":"/c","hits":1,"bots":1,"last_seen":"2026-03-02T06:00:00.000Z"}]})";
  EXPECT_EQ(get(&onGetBotPages, kPeriod), all);
  seo::sdk::Params limited = kPeriod;
  limited.emplace_back("limit", "1");
  EXPECT_EQ(get(&onGetBotPages, limited),
            R"({"data":[{"page":"/a","hits":6,"bots":3,"last_seen":"2026-03-02T05:00:00.000Z"}]})");

  // ClaudeBot's pages tie at one hit each: by page.
  const std::string claude =
      R"({"data":[{"page":"/a","hits":1,"bots":1,"last_seen":"2026-03-01T09:00:00.000Z"},)"
      R"({"page":"/b","hits":1,"bots":1,"last_seen":"2026-03-02T10:00:00.000Z"},)"
      R"({"page":"/c","hits":1,"bots":1,"last_seen":"2026-03-02T06:00:00.000Z"}]})";
  for (const char* name : {"ClaudeBot", "claudebot", "CLAUDEBOT"}) {
    seo::sdk::Params q = kPeriod;
    q.emplace_back("bot", name);
    EXPECT_EQ(get(&onGetBotPages, q), claude) << name;
  }
  seo::sdk::Params old = kPeriod;
  old.emplace_back("bot", "OldBot");  // no longer listed: still found by its exact name
  EXPECT_EQ(get(&onGetBotPages, old),
            R"({"data":[{"page":"/a","hits":3,"bots":1,"last_seen":"2026-03-02T05:00:00.000Z"}]})");
  old.back().second = "oldbot";
  EXPECT_EQ(get(&onGetBotPages, old), R"({"data":[]})");
}

TEST_F(BotTrafficReadsTest, DailyHasEveryDayOfThePeriodInOrder) {
  twoDays();
  EXPECT_EQ(get(&onGetBotDaily, {{"from", "2026-02-27"}, {"to", "2026-03-04"}}),
            R"({"data":[{"date":"2026-02-27","hits":0,"bots":{}},)"
            R"({"date":"2026-02-28","hits":9,"bots":{"GPTBot":9}},)"
            R"({"date":"2026-03-01","hits":3,"bots":{"ClaudeBot":1,"GPTBot":2}},)"
            R"({"date":"2026-03-02","hits":6,"bots":{"ClaudeBot":2,"GPTBot":1,"OldBot":3}},)"
            R"({"date":"2026-03-03","hits":9,"bots":{"GPTBot":9}},)"
            R"({"date":"2026-03-04","hits":0,"bots":{}}]})");
  EXPECT_EQ(get(&onGetBotDaily, {{"from", "2024-02-29"}, {"to", "2024-02-29"}}),
            R"({"data":[{"date":"2024-02-29","hits":0,"bots":{}}]})");
}

TEST_F(BotTrafficReadsTest, RangeEndsToday) {
  std::int64_t today = dayOfMs(nowMs());
  rollup("site-a", formatDay(today), "GPTBot", "/now", 1, "x");
  rollup("site-a", formatDay(today - 6), "GPTBot", "/now", 2, "x");
  rollup("site-a", formatDay(today - 7), "GPTBot", "/now", 4, "x");
  rollup("site-a", formatDay(today - 29), "GPTBot", "/now", 8, "x");
  rollup("site-a", formatDay(today - 30), "GPTBot", "/now", 16, "x");
  auto hitsOf = [&](const seo::sdk::Params& q) {
    std::string body = get(&onGetBotPages, q);
    std::size_t at = body.find("\"hits\":");
    return at == std::string::npos ? body : body.substr(at + 7, body.find(',', at) - at - 7);
  };
  EXPECT_EQ(hitsOf({{"range", "7d"}}), "3");
  EXPECT_EQ(hitsOf({}), "15");  // 30d
  EXPECT_EQ(hitsOf({{"range", "90d"}}), "31");
  EXPECT_EQ(hitsOf({{"from", formatDay(today)}}), "15");  // a lone from is ignored

  rapidjson::Document daily;
  daily.Parse(get(&onGetBotDaily, {}).c_str());
  ASSERT_TRUE(daily.IsObject());
  ASSERT_EQ(daily["data"].Size(), 30u);
  EXPECT_EQ(std::string(daily["data"][0]["date"].GetString()), formatDay(today - 29));
  EXPECT_EQ(std::string(daily["data"][29]["date"].GetString()), formatDay(today));
  EXPECT_EQ(daily["data"][0]["hits"].GetInt64(), 8);
}

TEST_F(BotTrafficReadsTest, UnusableQueryIs400NamingTheField) {
  const std::string range = "400 Invalid field: range: must be one of 7d, 30d, 90d";
  const std::string from = "400 Invalid field: from: must be a date YYYY-MM-DD";
  const std::string to = "400 Invalid field: to: must be a date YYYY-MM-DD";
  const std::string order = "400 Invalid field: from: must not be after to";
  for (Handler h : {&onGetBots, &onGetBotPages, &onGetBotDaily}) {
    EXPECT_EQ(get(h, {{"range", "1y"}}), range);
    EXPECT_EQ(get(h, {{"range", ""}}), range);
    EXPECT_EQ(get(h, {{"from", "2026-02-30"}, {"to", "2026-03-02"}}), from);
    EXPECT_EQ(get(h, {{"from", "2026-03-01"}, {"to", "tomorrow"}}), to);
    EXPECT_EQ(get(h, {{"from", "2026-03-02"}, {"to", "2026-03-01"}}), order);
  }
  const std::string limit = "400 Invalid field: limit: must be a whole number from 1 to 500";
  for (const char* bad : {"0", "501", "x", "", "-1", "2.5"}) {
    EXPECT_EQ(get(&onGetBotPages, {{"limit", bad}}), limit) << bad;
  }
  EXPECT_EQ(get(&onGetBotPages, {{"limit", "500"}}), R"({"data":[]})");
  for (const char* bad : {"", " "}) {
    EXPECT_EQ(get(&onGetBotPages, {{"bot", bad}}), "400 Invalid field: bot: must be a bot name");
  }
  EXPECT_EQ(get(&onGetBotDaily, {{"from", "2025-01-01"}, {"to", "2026-01-02"}}),
            "400 Invalid field: from: the period of daily figures must not exceed 366 days");
  rapidjson::Document year;
  year.Parse(get(&onGetBotDaily, {{"from", "2025-01-01"}, {"to", "2026-01-01"}}).c_str());
  ASSERT_TRUE(year.IsObject());
  EXPECT_EQ(year["data"].Size(), 366u);
}

}  // namespace
}  // namespace seo::plugins::analytics
