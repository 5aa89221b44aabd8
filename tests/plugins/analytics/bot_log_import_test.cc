// The access-log import on the SDK's fakes: which lines count as what, the hits and rollup rows
// it writes, idempotence, transactions of bounded size, over-long lines, and the command's
// refusals before anything is written.
#include "plugins/analytics/bot_log_import.h"

#include <cstdio>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "tests/plugins/analytics/bot_test_database.h"

namespace seo::plugins::analytics {
namespace {

using seo::sdk::Code;

constexpr const char* kGptBot =
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; "
    "+https://openai.com/gptbot)";
constexpr const char* kChrome =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/122.0.0.0 Safari/537.36";

// A combined-format line at second `second` of 2026-03-01 10:00 (+0100).
std::string line(const std::string& target, const std::string& agent, int second = 0) {
  char time[8];
  std::snprintf(time, sizeof time, "%02d:%02d", second / 60 % 60, second % 60);
  return "192.0.2.1 - - [01/Mar/2026:10:" + std::string(time) + " +0100] \"GET " + target +
         " HTTP/1.1\" 200 512 \"-\" \"" + agent + "\"\n";
}

std::string counts(const AccessLogImport& d) {
  return std::to_string(d.lines) + " lines: " + std::to_string(d.bot_hits_recorded) + " new, " +
         std::to_string(d.already_recorded) + " already, " + std::to_string(d.not_ai_bots) +
         " not AI, " + std::to_string(d.malformed) + " malformed";
}

class BotLogImportTest : public ::testing::Test {
 protected:
  // Imports `log` into site-a and returns its counts as counts() writes them.
  std::string import(const std::string& log, std::size_t batch = kImportBatchHits) {
    std::istringstream in(log);
    seo::sdk::Result<AccessLogImport> done = importAccessLog(db_.host, "site-a", in, batch);
    if (!done.isOk()) return "error: " + done.status().message();
    return counts(done.value());
  }
  seo::sdk::Result<rapidjson::Document> command(const seo::sdk::Params& flags) {
    seo::sdk::CommandContext cmd;
    cmd.name = "import-access-log";
    cmd.flags = flags;
    cmd.host = &db_.host;
    return onImportAccessLog(cmd);
  }

  BotTestDatabase db_;
};

TEST_F(BotLogImportTest, CountsEachLineOnceAndRecordsOnlyAiBots) {
  std::string log =
      line("/blog/post?x=1", kGptBot) +
      "160.79.104.10 - - [01/Mar/2026:23:30:00 -0200] \"GET /pricing HTTP/2.0\" 301 - "
      "\"https://example.org/\" \"Mozilla/5.0 (compatible; ClaudeBot/1.0; "
      "+claudebot@anthropic.com)\"\r\n" +
      line("/blog/post?x=1", kChrome) +
      line("/", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)") +
      "192.0.2.44 - - [01/Mar/2026:10:00:00 +0000] \"\\x16\\x03\\x01\\x02\\x00\" 400 157 \"-\" "
      "\"-\"\n" +
      "\n" + line("/last", kGptBot, 7).substr(0, line("/last", kGptBot, 7).size() - 1);
  EXPECT_EQ(import(log), "7 lines: 3 new, 0 already, 2 not AI, 2 malformed");
  EXPECT_EQ(db_.host.logs.size(), 1u);  // the first malformed line only, as a hint
  EXPECT_NE(db_.host.logs.at(0).find("access log line 5 skipped: Malformed"), std::string::npos)
      << db_.host.logs.at(0);

  EXPECT_EQ(db_.scalar("SELECT group_concat(website_id || ' ' || occurred_at || ' ' || day || "
                       "' ' || bot || ' ' || path || ' ' || source, ';') FROM (SELECT * FROM "
                       "analytics_bot_hits ORDER BY occurred_at)"),
            "site-a 2026-03-01T09:00:00.000Z 2026-03-01 GPTBot /blog/post?x=1 access_log;"
            "site-a 2026-03-01T09:00:07.000Z 2026-03-01 GPTBot /last access_log;"
            "site-a 2026-03-02T01:30:00.000Z 2026-03-02 ClaudeBot /pricing access_log");
  EXPECT_EQ(db_.scalar("SELECT count(DISTINCT hit_key) FROM analytics_bot_hits"), "3");
  EXPECT_EQ(db_.scalar("SELECT group_concat(day || ' ' || bot || ' ' || path || ' ' || hits || "
                       "' ' || last_seen, ';') FROM (SELECT * FROM analytics_bot_daily ORDER BY "
                       "day, bot, path)"),
            "2026-03-01 GPTBot /blog/post?x=1 1 2026-03-01T09:00:00.000Z;"
            "2026-03-01 GPTBot /last 1 2026-03-01T09:00:07.000Z;"
            "2026-03-02 ClaudeBot /pricing 1 2026-03-02T01:30:00.000Z");
}

TEST_F(BotLogImportTest, ImportingAgainRecordsNothingNew) {
  std::string log = line("/a", kGptBot, 1) + line("/a", kGptBot, 2) + line("/b", kChrome);
  EXPECT_EQ(import(log), "3 lines: 2 new, 0 already, 1 not AI, 0 malformed");
  EXPECT_EQ(import(log), "3 lines: 0 new, 2 already, 1 not AI, 0 malformed");
  EXPECT_EQ(db_.scalar("SELECT count(*) FROM analytics_bot_hits"), "2");
  EXPECT_EQ(db_.scalar("SELECT hits FROM analytics_bot_daily WHERE path = '/a'"), "2");
  // A log rotated after more lines were written: only the new lines count.
  EXPECT_EQ(import(log + line("/a", kGptBot, 3)),
            "4 lines: 1 new, 2 already, 1 not AI, 0 malformed");
  EXPECT_EQ(db_.scalar("SELECT hits FROM analytics_bot_daily WHERE path = '/a'"), "3");
}

TEST_F(BotLogImportTest, ByteIdenticalLinesCountOnce) {
  std::string log = line("/a", kGptBot) + line("/a", kGptBot);
  EXPECT_EQ(import(log), "2 lines: 1 new, 1 already, 0 not AI, 0 malformed");
  EXPECT_EQ(db_.scalar("SELECT hits FROM analytics_bot_daily"), "1");
}

TEST_F(BotLogImportTest, TransactionsHoldAtMostOneBatchOfHits) {
  std::string log;
  for (int i = 0; i < 25; ++i) {
    log += line("/p" + std::to_string(i), kGptBot, i) + line("/", kChrome);
  }
  EXPECT_EQ(import(log, 10), "50 lines: 25 new, 0 already, 25 not AI, 0 malformed");
  EXPECT_EQ(db_.host.transactions, 3);  // 10 + 10 + 5
  EXPECT_EQ(db_.scalar("SELECT count(*) FROM analytics_bot_hits"), "25");

  db_.host.transactions = 0;
  EXPECT_EQ(import(line("/", kChrome) + "garbage\n"),
            "2 lines: 0 new, 0 already, 1 not AI, 1 malformed");
  EXPECT_EQ(db_.host.transactions, 0);  // nothing to record, no transaction
}

TEST_F(BotLogImportTest, AFailedBatchKeepsEarlierOnesAndNamesTheLine) {
  std::string log;
  for (int i = 0; i < 5; ++i) log += line("/p" + std::to_string(i), kGptBot, i);
  db_.host.fail_transaction = 2;
  EXPECT_EQ(import(log, 2),
            "error: access log import stopped at line 4 (earlier lines are recorded): database "
            "is gone");
  EXPECT_EQ(db_.scalar("SELECT count(*) FROM analytics_bot_hits"), "2");
  db_.host.fail_transaction = 0;
  EXPECT_EQ(import(log, 2), "5 lines: 3 new, 2 already, 0 not AI, 0 malformed");
}

TEST_F(BotLogImportTest, OverlongLinesAreMalformedAndTheNextLineStillCounts) {
  std::string huge = line("/" + std::string(70000, 'x'), kGptBot);
  std::string exact = std::string(64 * 1024, 'y') + "\n";  // the longest line read whole
  EXPECT_EQ(import(huge + line("/after", kGptBot) + exact + line("/end", kGptBot, 1) + huge),
            "5 lines: 2 new, 0 already, 0 not AI, 3 malformed");
  EXPECT_NE(db_.host.logs.at(0).find("line 1 skipped: longer than 65536 bytes"),
            std::string::npos)
      << db_.host.logs.at(0);
  EXPECT_EQ(import(""), "0 lines: 0 new, 0 already, 0 not AI, 0 malformed");
}

// Their raw rows may be pruned already, so recording them again would count them twice.
TEST_F(BotLogImportTest, HitsOfDaysPastTheRetentionAreSkippedAndCounted) {
  db_.host.clock = "2026-03-05T08:00:00.000Z";
  db_.host.settings["analytics.raw_retention_days"] = "3";  // keeps 2026-03-02 and later
  std::string log = line("/a", kGptBot, 1) + line("/b", kGptBot, 2) + line("/c", kChrome) +
                    "160.79.104.10 - - [01/Mar/2026:23:30:00 -0200] \"GET /pricing HTTP/2.0\" "
                    "200 - \"-\" \"Mozilla/5.0 (compatible; ClaudeBot/1.0)\"\n";
  std::istringstream in(log);
  seo::sdk::Result<AccessLogImport> done = importAccessLog(db_.host, "site-a", in);
  ASSERT_TRUE(done.isOk()) << done.status().message();
  EXPECT_EQ(counts(done.value()), "4 lines: 1 new, 0 already, 1 not AI, 0 malformed");
  EXPECT_EQ(done.value().older_than_retention, 2);  // the GPTBot hits of 2026-03-01
  EXPECT_EQ(db_.scalar("SELECT group_concat(day || ' ' || path, ';') FROM analytics_bot_daily"),
            "2026-03-02 /pricing");
  EXPECT_EQ(db_.scalar("SELECT count(*) FROM analytics_bot_hits"), "1");

  db_.host.settings["analytics.raw_retention_days"] = "0";  // keep everything: all are recorded
  std::istringstream again(log);
  done = importAccessLog(db_.host, "site-a", again);
  ASSERT_TRUE(done.isOk()) << done.status().message();
  EXPECT_EQ(counts(done.value()), "4 lines: 2 new, 1 already, 1 not AI, 0 malformed");
  EXPECT_EQ(done.value().older_than_retention, 0);
}

TEST_F(BotLogImportTest, CommandAnswersTheCountsForAFile) {
  std::string path = ::testing::TempDir() + "/bot_log_import_test.log";
  {
    std::ofstream out(path);
    out << line("/a", kGptBot) << line("/b", kChrome);
  }
  auto done = command({{"website", "site-b"}, {"file", path}});
  ASSERT_TRUE(done.isOk()) << done.status().message();
  rapidjson::Document& d = done.value();
  EXPECT_STREQ(d["website_id"].GetString(), "site-b");
  EXPECT_EQ(d["lines"].GetInt64(), 2);
  EXPECT_EQ(d["bot_hits_recorded"].GetInt64(), 1);
  EXPECT_EQ(d["already_recorded"].GetInt64(), 0);
  EXPECT_EQ(d["older_than_retention"].GetInt64(), 0);
  EXPECT_EQ(d["not_ai_bots"].GetInt64(), 1);
  EXPECT_EQ(d["malformed"].GetInt64(), 0);
  EXPECT_EQ(d.MemberCount(), 7u);
  EXPECT_EQ(db_.scalar("SELECT website_id FROM analytics_bot_daily"), "site-b");
  std::remove(path.c_str());
}

TEST_F(BotLogImportTest, CommandRefusesBeforeWritingAnything) {
  std::string dir = ::testing::TempDir();
  struct Case {
    seo::sdk::Params flags;
    Code code;
    std::string message;
  };
  const std::vector<Case> cases = {
      {{{"file", "/x.log"}}, Code::InvalidArgument, "missing --website"},
      {{{"website", "site-a"}}, Code::InvalidArgument, "missing --file"},
      {{{"website", "site-a"}, {"file", ""}}, Code::InvalidArgument, "missing --file"},
      {{{"website", "site-a"}, {"file", "/x.log"}, {"fille", "y"}}, Code::InvalidArgument,
       "unknown flag --fille (import-access-log takes --website ID --file PATH)"},
      {{{"website", "nope"}, {"file", "/x.log"}}, Code::NotFound, "website nope not found"},
      {{{"website", "site-a"}, {"file", "/no/such.log"}}, Code::InvalidArgument,
       "cannot read access log /no/such.log: No such file or directory"},
      {{{"website", "site-a"}, {"file", dir}}, Code::InvalidArgument,
       "cannot read access log " + dir + ": it is a directory"},
  };
  for (const Case& c : cases) {
    auto done = command(c.flags);
    ASSERT_FALSE(done.isOk()) << c.message;
    EXPECT_EQ(done.status().code(), c.code) << c.message;
    EXPECT_EQ(done.status().message(), c.message);
  }
  EXPECT_EQ(db_.host.transactions, 0);
  EXPECT_EQ(db_.scalar("SELECT count(*) FROM analytics_bot_hits"), "0");
}

}  // namespace
}  // namespace seo::plugins::analytics
