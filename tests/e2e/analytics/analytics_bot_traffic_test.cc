// AI bot traffic end to end: an access log written by nginx and Apache, imported with
// `seoctl analytics import-access-log`, then GET /bot-traffic/bots, /pages and /daily with their
// exact figures; a second import changes nothing; 400s name the field; 401 and 403; one
// organization's hits never reach another's; seoctl refuses an unknown website or a missing file.
#include <chrono>
#include <cstdio>

#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {
namespace {

constexpr const char* kForeign = "website_id does not belong to any of your organizations";
constexpr const char* kUnknownWebsite = "7d3c1a52-0f4e-4b8a-9c61-2e5f8a9b0c1d";

constexpr const char* kGptBot =
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; "
    "+https://openai.com/gptbot)";
constexpr const char* kClaudeBot =
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; "
    "+claudebot@anthropic.com)";
constexpr const char* kPerplexityBot =
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; "
    "+https://perplexity.ai/perplexitybot)";
constexpr const char* kGooglebot =
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
constexpr const char* kChrome =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/122.0.0.0 Safari/537.36";
constexpr const char* kFirefox =
    "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0";

// One combined-format line: `who` (client, identity, user and time), the request, `tail` (status,
// size and referrer) and the User-Agent.
std::string logLine(const std::string& who, const std::string& request, const std::string& tail,
                    const std::string& agent) {
  return who + " \"" + request + "\" " + tail + " \"" + agent + "\"\n";
}

// Twelve lines over 2026-03-01 and 03-02 (UTC): seven AI bot hits, one of them logged twice
// byte for byte; two people and Googlebot; a TLS handshake sent to the plain-HTTP port.
const std::string kLog =
    // nginx: times in UTC, sizes always numbers, escapes as \xHH.
    logLine("20.171.207.1 - - [01/Mar/2026:08:15:02 +0000]", "GET /blog/ai-seo HTTP/1.1",
            R"(200 5120 "-")", kGptBot) +
    logLine("20.171.207.1 - - [01/Mar/2026:08:15:09 +0000]", "GET /pricing HTTP/1.1",
            R"(200 2048 "-")", kGptBot) +
    logLine("203.0.113.7 - - [01/Mar/2026:09:00:00 +0000]", "GET /blog/ai-seo HTTP/2.0",
            R"(200 5120 "https://www.google.com/")", kChrome) +
    logLine("66.249.66.1 - - [01/Mar/2026:09:30:00 +0000]", "GET /blog/ai-seo HTTP/1.1",
            R"(200 5120 "-")", kGooglebot) +
    logLine("192.0.2.44 - - [01/Mar/2026:10:00:00 +0000]",
            R"(\x16\x03\x01\x02\x00\x01\x00\x01\xFC\x03\x03)", R"(400 157 "-")", "-") +
    // Apache: local time at +0100 (00:30 on 03-02 is 23:30 on 03-01 in UTC), "-" for no body.
    logLine("160.79.104.10 - - [02/Mar/2026:00:30:00 +0100]", "GET /blog/ai-seo HTTP/1.1",
            R"(200 5120 "-")", kClaudeBot) +
    logLine("160.79.104.10 - - [02/Mar/2026:11:00:00 +0100]", "GET /docs/start?lang=en HTTP/1.1",
            R"(301 - "-")", kClaudeBot) +
    logLine("44.221.181.252 - - [02/Mar/2026:15:20:00 +0100]", "GET /blog/ai-seo HTTP/1.1",
            R"(200 5120 "-")", kPerplexityBot) +
    logLine("44.221.181.252 - - [02/Mar/2026:15:25:00 +0100]", "GET /pricing HTTP/1.1",
            R"(200 2048 "-")", kPerplexityBot) +
    logLine("20.171.207.2 - - [02/Mar/2026:16:00:00 +0100]", "GET /blog/ai-seo HTTP/1.1",
            R"(200 5120 "-")", kGptBot) +
    logLine("198.51.100.23 - - [02/Mar/2026:17:45:10 +0100]", "GET /pricing HTTP/1.1",
            R"(200 2048 "https://example.org/")", kFirefox) +
    logLine("20.171.207.2 - - [02/Mar/2026:16:00:00 +0100]", "GET /blog/ai-seo HTTP/1.1",
            R"(200 5120 "-")", kGptBot);

const std::string kPeriod = "from=2026-03-01&to=2026-03-02";

const char* const kBots =
    R"({"data":[{"bot":"GPTBot","operator":"OpenAI","purpose":"training","hits":3,"pages":2,)"
    R"("last_seen":"2026-03-02T15:00:00.000Z"},)"
    R"({"bot":"ClaudeBot","operator":"Anthropic","purpose":"training","hits":2,"pages":2,)"
    R"("last_seen":"2026-03-02T10:00:00.000Z"},)"
    R"({"bot":"PerplexityBot","operator":"Perplexity","purpose":"search","hits":2,"pages":2,)"
    R"("last_seen":"2026-03-02T14:25:00.000Z"}]})";
const char* const kPages =
    R"({"data":[{"page":"/blog/ai-seo","hits":4,"bots":3,"last_seen":"2026-03-02T15:00:00.000Z"},)"
    R"({"page":"/pricing","hits":2,"bots":2,"last_seen":"2026-03-02T14:25:00.000Z"},)"
    R"({"page":"/docs/start?lang=en","hits":1,"bots":1,"last_seen":"2026-03-02T10:00:00.000Z"}]})";
const char* const kDaily =
    R"({"data":[{"date":"2026-02-28","hits":0,"bots":{}},)"
    R"({"date":"2026-03-01","hits":3,"bots":{"ClaudeBot":1,"GPTBot":2}},)"
    R"({"date":"2026-03-02","hits":4,"bots":{"ClaudeBot":1,"GPTBot":1,"PerplexityBot":2}},)"
    R"({"date":"2026-03-03","hits":0,"bots":{}}]})";

class AnalyticsBotTrafficTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &a_));
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "bravo", "pro", &b_));
    ASSERT_NO_FATAL_FAILURE(startServer());
    log_ = dir_.file("access.log");
    ASSERT_TRUE(writeFile(log_, kLog));
  }

  // `seoctl analytics import-access-log` on this test's database.
  CliResult importLog(const std::string& website_id, const std::string& file) const {
    return cli().run({"analytics", "import-access-log", "--website", website_id, "--file", file});
  }
  // Imports the log into `website_id` and returns its counts as
  // "lines recorded already not_ai_bots malformed".
  std::string importCounts(const std::string& website_id) const {
    CliResult r = importLog(website_id, log_);
    EXPECT_EQ(r.exit_code, 0) << r.describe();
    const rapidjson::Document& d = r.json;
    if (r.exit_code != 0 || !d.IsObject() || d.MemberCount() != 7) return r.describe();
    // No retention is set: nothing is skipped as older than it.
    EXPECT_EQ(d.HasMember("older_than_retention") ? d["older_than_retention"].GetInt64() : -1, 0);
    EXPECT_EQ(stringField(d, "website_id"), website_id);
    std::string counts;
    for (const char* name :
         {"lines", "bot_hits_recorded", "already_recorded", "not_ai_bots", "malformed"}) {
      if (!d.HasMember(name) || !d[name].IsInt64()) return r.describe();
      counts += (counts.empty() ? "" : " ") + std::to_string(d[name].GetInt64());
    }
    return counts;
  }
  // GET /bot-traffic/<what>?<query> as `who`: the body when 200, else a description.
  std::string read(const Tenant& who, const std::string& what, const std::string& query) const {
    HttpResponse r = http().get(api("/bot-traffic/" + what + "?" + query), who.key);
    return r.status == 200 ? r.body : describe(r);
  }
  // `actual` is the JSON `expected`, arrays in order (objects in any order).
  static ::testing::AssertionResult sameJson(const std::string& actual,
                                             const std::string& expected) {
    rapidjson::Document a = parseJson(actual), e = parseJson(expected);
    if (e.HasParseError()) return ::testing::AssertionFailure() << "bad expectation " << expected;
    if (a.HasParseError() || a != e) {
      return ::testing::AssertionFailure() << "got " << actual << "\nexpected " << expected;
    }
    return ::testing::AssertionSuccess();
  }
  void expectFullFigures(const Tenant& who) const {
    EXPECT_TRUE(sameJson(read(who, "bots", kPeriod), kBots));
    EXPECT_TRUE(sameJson(read(who, "pages", kPeriod), kPages));
    EXPECT_TRUE(sameJson(read(who, "daily", "from=2026-02-28&to=2026-03-03"), kDaily));
  }

  Tenant a_;
  Tenant b_;
  std::string log_;
};

TEST_F(AnalyticsBotTrafficTest, ImportCountsEveryLineAndTheReadsShowItsFigures) {
  EXPECT_EQ(importCounts(a_.website_id), "12 7 1 3 1");
  expectFullFigures(a_);
  // The same reads through an explicit website_id.
  EXPECT_TRUE(sameJson(read(a_, "bots", kPeriod + "&website_id=" + a_.website_id), kBots));

  // One day: PerplexityBot leads; ClaudeBot and GPTBot tie at one hit, by name.
  EXPECT_TRUE(sameJson(
      read(a_, "bots", "from=2026-03-02&to=2026-03-02"),
      R"({"data":[{"bot":"PerplexityBot","operator":"Perplexity","purpose":"search","hits":2,)"
      R"("pages":2,"last_seen":"2026-03-02T14:25:00.000Z"},)"
      R"({"bot":"ClaudeBot","operator":"Anthropic","purpose":"training","hits":1,"pages":1,)"
      R"("last_seen":"2026-03-02T10:00:00.000Z"},)"
      R"({"bot":"GPTBot","operator":"OpenAI","purpose":"training","hits":1,"pages":1,)"
      R"("last_seen":"2026-03-02T15:00:00.000Z"}]})"));
  EXPECT_TRUE(sameJson(read(a_, "pages", kPeriod + "&limit=1"),
                       R"({"data":[{"page":"/blog/ai-seo","hits":4,"bots":3,)"
                       R"("last_seen":"2026-03-02T15:00:00.000Z"}]})"));
  EXPECT_TRUE(sameJson(read(a_, "pages", kPeriod + "&bot=GPTBot"),
                       R"({"data":[{"page":"/blog/ai-seo","hits":2,"bots":1,)"
                       R"("last_seen":"2026-03-02T15:00:00.000Z"},)"
                       R"({"page":"/pricing","hits":1,"bots":1,)"
                       R"("last_seen":"2026-03-01T08:15:09.000Z"}]})"));
  // A tie at one hit each, by page; the bot's name in any case.
  EXPECT_TRUE(sameJson(read(a_, "pages", kPeriod + "&bot=perplexitybot"),
                       R"({"data":[{"page":"/blog/ai-seo","hits":1,"bots":1,)"
                       R"("last_seen":"2026-03-02T14:20:00.000Z"},)"
                       R"({"page":"/pricing","hits":1,"bots":1,)"
                       R"("last_seen":"2026-03-02T14:25:00.000Z"}]})"));
  EXPECT_TRUE(sameJson(read(a_, "pages", kPeriod + "&bot=Googlebot"), R"({"data":[]})"));
}

TEST_F(AnalyticsBotTrafficTest, ImportingAgainRecordsNothingNew) {
  EXPECT_EQ(importCounts(a_.website_id), "12 7 1 3 1");
  EXPECT_EQ(importCounts(a_.website_id), "12 0 8 3 1");
  expectFullFigures(a_);
  std::string rows;
  query("SELECT count(*) FROM analytics_bot_hits", &rows);
  EXPECT_EQ(rows, "7");
}

TEST_F(AnalyticsBotTrafficTest, DefaultPeriodIsTheThirtyDaysEndingToday) {
  auto today = [] {
    auto day = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    std::chrono::year_month_day ymd{day};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                  static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
    return std::string(text);
  };
  std::string before = today();
  rapidjson::Document daily = parseJson(read(a_, "daily", ""));
  std::string after = today();
  ASSERT_TRUE(daily.IsObject() && daily["data"].IsArray()) << toJson(daily);
  ASSERT_EQ(daily["data"].Size(), 30u);
  std::string last = stringField(daily["data"][29], "date");
  EXPECT_TRUE(last == before || last == after) << last;
  EXPECT_EQ(daily["data"][29]["hits"].GetInt64(), 0);
  EXPECT_EQ(parseJson(read(a_, "daily", "range=7d"))["data"].Size(), 7u);
  EXPECT_EQ(parseJson(read(a_, "daily", "range=90d"))["data"].Size(), 90u);
}

TEST_F(AnalyticsBotTrafficTest, UnusableQueryIs400NamingTheField) {
  const std::vector<std::pair<std::string, std::string>> every = {
      {"range=1y", "Invalid field: range: must be one of 7d, 30d, 90d"},
      {"from=2026-13-01&to=2026-03-02", "Invalid field: from: must be a date YYYY-MM-DD"},
      {"from=2026-03-01&to=nope", "Invalid field: to: must be a date YYYY-MM-DD"},
      {"from=2026-03-03&to=2026-03-01", "Invalid field: from: must not be after to"},
  };
  for (const char* what : {"bots", "pages", "daily"}) {
    for (const auto& [q, message] : every) {
      EXPECT_TRUE(isError(http().get(api(std::string("/bot-traffic/") + what + "?" + q), a_.key),
                          400, message))
          << what << "?" << q;
    }
  }
  const std::string limit = "Invalid field: limit: must be a whole number from 1 to 500";
  for (const char* q : {"limit=0", "limit=501", "limit=x", "limit="}) {
    EXPECT_TRUE(isError(http().get(api("/bot-traffic/pages?") + q, a_.key), 400, limit)) << q;
  }
  EXPECT_TRUE(isError(http().get(api("/bot-traffic/pages?bot="), a_.key), 400,
                      "Invalid field: bot: must be a bot name"));
  EXPECT_TRUE(isError(http().get(api("/bot-traffic/daily?from=2025-01-01&to=2026-03-02"), a_.key),
                      400,
                      "Invalid field: from: the period of daily figures must not exceed 366 days"));
}

TEST_F(AnalyticsBotTrafficTest, KeysAndWebsitesAreChecked) {
  for (const char* what : {"bots", "pages", "daily"}) {
    std::string path = api(std::string("/bot-traffic/") + what);
    EXPECT_TRUE(isError(http().get(path), 401, "Invalid or missing API key")) << what;
    EXPECT_TRUE(isError(http().get(path + "?website_id=" + b_.website_id, a_.key), 403, kForeign))
        << what;
  }
}

TEST_F(AnalyticsBotTrafficTest, OrganizationsSeeOnlyTheirOwnHits) {
  EXPECT_EQ(importCounts(a_.website_id), "12 7 1 3 1");
  EXPECT_TRUE(sameJson(read(b_, "bots", kPeriod), R"({"data":[]})"));
  EXPECT_TRUE(sameJson(read(b_, "pages", kPeriod), R"({"data":[]})"));
  EXPECT_TRUE(sameJson(read(b_, "daily", kPeriod),
                       R"({"data":[{"date":"2026-03-01","hits":0,"bots":{}},)"
                       R"({"date":"2026-03-02","hits":0,"bots":{}}]})"));
  // Hit keys are per website: the same log is new to bravo, and alpha's figures stay.
  EXPECT_EQ(importCounts(b_.website_id), "12 7 1 3 1");
  expectFullFigures(b_);
  expectFullFigures(a_);
  std::string rows;
  query("SELECT count(*) FROM analytics_bot_hits", &rows);
  EXPECT_EQ(rows, "14");
}

TEST_F(AnalyticsBotTrafficTest, SeoctlRefusesAnUnknownWebsiteOrAMissingFile) {
  CliResult r = importLog(kUnknownWebsite, log_);
  EXPECT_EQ(r.exit_code, 1) << r.describe();
  EXPECT_NE(r.err.find(std::string("website ") + kUnknownWebsite + " not found"),
            std::string::npos)
      << r.describe();
  std::string missing = dir_.file("missing.log");
  r = importLog(a_.website_id, missing);
  EXPECT_EQ(r.exit_code, 2) << r.describe();
  EXPECT_NE(r.err.find("cannot read access log " + missing + ": No such file or directory"),
            std::string::npos)
      << r.describe();
  std::string rows;
  query("SELECT count(*) FROM analytics_bot_hits", &rows);
  EXPECT_EQ(rows, "0");
  EXPECT_TRUE(sameJson(read(a_, "bots", kPeriod), R"({"data":[]})"));
}

}  // namespace
}  // namespace seo::tests
