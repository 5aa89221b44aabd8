// The group commit on the SDK's fakes: a batch whose rows fail is written again request by
// request, so one request's bad rows (here a website deleted while its events were queued) cost
// the other requests of the batch nothing; and the writer prunes old raw rows when idle.
#include "plugins/analytics/ingestor.h"

#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

#include <gtest/gtest.h>

#include "tests/plugins/analytics/bot_test_database.h"

namespace seo::plugins::analytics {
namespace {

// Collects the answers the ingestor gives, by request name.
class Answers {
 public:
  seo::sdk::Responder responder(const std::string& name) {
    return [this, name](seo::sdk::Result<seo::sdk::Response> r) {
      std::lock_guard<std::mutex> lock(mutex_);
      status_[name] = r.isOk() ? 200 : r.status().httpStatus();
      done_.notify_all();
    };
  }
  std::map<std::string, int> await(std::size_t count) {
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait_for(lock, std::chrono::seconds(10), [&] { return status_.size() >= count; });
    return status_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable done_;
  std::map<std::string, int> status_;
};

// Holds the writer in its first transaction until the test has queued the rest, so that the rest
// form one batch.
class Gate {
 public:
  explicit Gate(CountingHost& host) {
    host.before_transaction = [this] {
      std::unique_lock<std::mutex> lock(mutex_);
      entered_ = true;
      changed_.notify_all();
      changed_.wait(lock, [this] { return open_; });
    };
  }
  void awaitWriter() {
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait(lock, [this] { return entered_; });
  }
  void open() {
    std::lock_guard<std::mutex> lock(mutex_);
    open_ = true;
    changed_.notify_all();
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  bool entered_ = false;
  bool open_ = false;
};

IngestItem pageviewOn(const std::string& website, const std::string& path,
                      seo::sdk::Responder respond) {
  IngestItem item;
  Pageview p;
  p.website_id = website;
  p.visitor = "visitor-" + website;
  // Each its own millisecond: event ids start with it, and the fake host's ids differ only
  // past the part an event id keeps.
  static std::int64_t next_ms = 1772359200000;  // 2026-03-01
  p.ms = next_ms++;
  p.path = path;
  p.country = "ZZ";
  item.pageviews.push_back(p);
  item.respond = std::move(respond);
  item.answer = seo::sdk::Response::success();
  return item;
}

TEST(IngestorTest, AFailingRequestCostsTheRestOfItsBatchNothing) {
  BotTestDatabase db;
  db.sql << "PRAGMA foreign_keys = ON";
  Gate gate(db.host);
  Answers answers;
  {
    Ingestor ingestor(IngestOptions{100, 1000, {}});
    ingestor.submit(db.host, pageviewOn("site-a", "/first", answers.responder("first")));
    gate.awaitWriter();
    ingestor.submit(db.host, pageviewOn("site-a", "/a", answers.responder("a")));
    ingestor.submit(db.host, pageviewOn("deleted-site", "/x", answers.responder("deleted")));
    ingestor.submit(db.host, pageviewOn("site-b", "/b", answers.responder("b")));
    gate.open();
  }  // destroying it commits and answers everything queued
  std::map<std::string, int> got = answers.await(4);
  EXPECT_EQ(got["first"], 200);
  EXPECT_EQ(got["a"], 200);
  EXPECT_EQ(got["b"], 200);
  EXPECT_EQ(got["deleted"], 503);
  EXPECT_EQ(db.scalar("SELECT COUNT(*) FROM analytics_events WHERE website_id = 'site-a'"), "2");
  EXPECT_EQ(db.scalar("SELECT COUNT(*) FROM analytics_events WHERE website_id = 'site-b'"), "1");
  EXPECT_EQ(db.scalar("SELECT COUNT(*) FROM analytics_events WHERE website_id = 'deleted-site'"),
            "0");
  EXPECT_EQ(db.host.transactions, 5);  // first; the batch of three (failed); each again
}

TEST(IngestorTest, ABatchThatFailsOnceIsWrittenOnTheRetry) {
  BotTestDatabase db;
  db.host.fail_transaction = 2;  // the batch after the first commit (a lost connection, say)
  Gate gate(db.host);
  Answers answers;
  {
    Ingestor ingestor(IngestOptions{100, 1000, {}});
    ingestor.submit(db.host, pageviewOn("site-a", "/first", answers.responder("first")));
    gate.awaitWriter();
    for (const char* name : {"a", "b", "c"}) {
      ingestor.submit(db.host, pageviewOn("site-a", std::string("/") + name,
                                          answers.responder(name)));
    }
    gate.open();
  }
  for (const auto& [name, status] : answers.await(4)) EXPECT_EQ(status, 200) << name;
  EXPECT_EQ(db.scalar("SELECT COUNT(*) FROM analytics_events"), "4");
  EXPECT_EQ(db.host.transactions, 5);  // first; the batch of three (failed); each again
}

TEST(IngestorTest, ARequestThatFailsAloneIsAnswered503AndKeepsNothing) {
  BotTestDatabase db;
  db.host.fail_transaction = 1;
  Answers answers;
  {
    Ingestor ingestor(IngestOptions{100, 1000, {}});
    ingestor.submit(db.host, pageviewOn("site-a", "/a", answers.responder("a")));
  }
  EXPECT_EQ(answers.await(1)["a"], 503);
  EXPECT_EQ(db.scalar("SELECT COUNT(*) FROM analytics_events"), "0");
  EXPECT_EQ(db.host.transactions, 1);  // a batch of one is its own retry
}

TEST(IngestorTest, TheWriterPrunesRawRowsPastTheRetentionWhenIdle) {
  BotTestDatabase db;
  db.host.clock = "2026-03-10T12:00:00.000Z";
  db.host.settings["analytics.raw_retention_days"] = "30";  // keeps 2026-02-08 and later
  for (int i = 0; i < 3; ++i) {
    db.sql << "INSERT INTO analytics_events (id, website_id, occurred_at, day, visit_id, path, "
              "country) VALUES ('old-" + std::to_string(i) + "', 'site-a', "
              "'2026-02-01T10:00:00.000Z', '2026-02-01', 'v', '/', 'ZZ')";
  }
  auto old_rows = [&db] {
    long long n = -1;
    seo::sdk::Status s = db.host.withSession([&](soci::session& sql) {
      sql << "SELECT COUNT(*) FROM analytics_events WHERE day < '2026-02-08'", soci::into(n);
      return seo::sdk::Status::ok();
    });
    return s.isOk() ? n : -1;
  };
  Answers answers;
  {
    IngestOptions options;
    options.prune.first_after = std::chrono::milliseconds(0);
    Ingestor ingestor(options);
    ingestor.submit(db.host, pageviewOn("site-a", "/new", answers.responder("new")));
    EXPECT_EQ(answers.await(1)["new"], 200);
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (old_rows() != 0 && std::chrono::steady_clock::now() < deadline) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  }
  EXPECT_EQ(db.scalar("SELECT group_concat(path) FROM analytics_events"), "/new");
  EXPECT_EQ(db.scalar("SELECT COUNT(*) FROM analytics_daily"), "1");
}

}  // namespace
}  // namespace seo::plugins::analytics
