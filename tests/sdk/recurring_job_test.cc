// A schedule of jobs (recurring_job.h): a run the owner no longer names does nothing, the owner
// names the next run in the transaction that records this one, and a run that fails for good
// still queues the next so the schedule goes on.
#include "seo/sdk/util/recurring_job.h"

#include <soci/sqlite3/soci-sqlite3.h>

#include <gtest/gtest.h>

#include "seo/sdk/testing/fake_host.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::sdk {
namespace {

class RecurringRunTest : public ::testing::Test {
 protected:
  void SetUp() override {
    sql_ << "CREATE TABLE schedules (owner TEXT PRIMARY KEY, turn TEXT)";
    sql_ << "INSERT INTO schedules (owner, turn) VALUES ('site-a', 'run-1')";
    job_.job_id = "run-1";
    job_.kind = "things.sync";
    job_.organization_id = "org-a";
    job_.website_id = "site-a";
    job_.max_attempts = 3;
    job_.host = &host_;
  }

  RecurringRun runOf(JobContext& job) {
    return RecurringRun(job, [](soci::session& sql) {
      std::optional<std::string> turn;
      sql << "SELECT turn FROM schedules WHERE owner = 'site-a'", soci::into(turn);
      return turn;
    });
  }
  std::optional<std::string> turn() {
    std::optional<std::string> t;
    sql_ << "SELECT turn FROM schedules WHERE owner = 'site-a'", soci::into(t);
    return t;
  }
  // The recovery a module gives afterFailure: record why, queue and name the next run.
  std::function<Status(soci::session&)> goOn(RecurringRun& run) {
    return [&run](soci::session& sql) -> Status {
      JobRequest next;
      next.delay_seconds = 3600;
      Result<std::string> id = run.queueNext(sql, next);
      if (!id.isOk()) return id.status();
      sql << "UPDATE schedules SET turn = :t WHERE owner = 'site-a'", soci::use(id.value());
      return Status::ok();
    };
  }

  soci::session sql_{soci::sqlite3, ":memory:"};
  testing::FakeHost host_{sql_};
  JobContext job_;
};

TEST_F(RecurringRunTest, OnlyTheRunTheOwnerNamesIsCurrent) {
  RecurringRun run = runOf(job_);
  EXPECT_TRUE(run.holds(sql_));
  sql_ << "UPDATE schedules SET turn = 'run-2'";  // the owner was changed: another run's turn
  EXPECT_FALSE(run.holds(sql_));
  sql_ << "UPDATE schedules SET turn = NULL";  // the schedule is off
  EXPECT_FALSE(run.holds(sql_));
  sql_ << "DELETE FROM schedules";  // the owner is gone
  EXPECT_FALSE(run.holds(sql_));
  sql_ << "INSERT INTO schedules (owner, turn) VALUES ('site-a', 'run-1')";

  // An owner that names its runs by their due time gives the token the job carries.
  sql_ << "UPDATE schedules SET turn = '2026-11-27T10:00:00.000Z'";
  RecurringRun due(job_, [](soci::session& sql) {
    std::optional<std::string> t;
    sql << "SELECT turn FROM schedules", soci::into(t);
    return t;
  }, std::string("2026-11-27T10:00:00.000Z"));
  EXPECT_TRUE(due.holds(sql_));
}

TEST_F(RecurringRunTest, TheStaleResultSaysWhy) {
  RecurringRun run = runOf(job_);
  EXPECT_EQ(run.staleResult("the link was removed"),
            R"({"superseded":true,"reason":"the link was removed"})");
}

TEST_F(RecurringRunTest, TheNextRunIsTheSameKindAndTenant) {
  RecurringRun run = runOf(job_);
  JobRequest next;
  next.delay_seconds = 60;
  Result<std::string> id = run.queueNext(sql_, next);
  ASSERT_TRUE(id.isOk());
  ASSERT_EQ(host_.fake_jobs.jobs.size(), 1u);
  EXPECT_EQ(host_.fake_jobs.jobs[0].id, id.value());
  EXPECT_EQ(host_.fake_jobs.jobs[0].kind, "things.sync");
  EXPECT_EQ(host_.fake_jobs.jobs[0].organization_id, "org-a");
  EXPECT_EQ(host_.fake_jobs.jobs[0].website_id, "site-a");
}

TEST_F(RecurringRunTest, ARetriedFailureLeavesTheScheduleToTheRetry) {
  RecurringRun run = runOf(job_);
  job_.attempt = 1;  // of 3: the job runs again
  Status failure = Status::unavailable("the provider is down");
  auto recover = goOn(run);
  bool recovered = false;
  Status returned = run.afterFailure(failure, [&](soci::session& sql) {
    recovered = true;
    return recover(sql);
  });
  EXPECT_EQ(returned.code(), Code::Unavailable);
  EXPECT_FALSE(recovered);
  EXPECT_TRUE(host_.fake_jobs.jobs.empty());
  EXPECT_EQ(turn(), "run-1");
}

TEST_F(RecurringRunTest, AFinalFailureStillQueuesTheNextRun) {
  RecurringRun run = runOf(job_);
  job_.attempt = 3;  // the last one
  Status returned = run.afterFailure(Status::unavailable("the provider is down"), goOn(run));
  EXPECT_EQ(returned.code(), Code::Unavailable);  // the job still ends failed
  ASSERT_EQ(host_.fake_jobs.jobs.size(), 1u);
  EXPECT_EQ(turn(), host_.fake_jobs.jobs[0].id);

  // A refusal ends the job at its first attempt, and the schedule goes on the same way.
  job_.attempt = 1;
  job_.job_id = host_.fake_jobs.jobs[0].id;
  RecurringRun second = runOf(job_);
  EXPECT_EQ(second.afterFailure(Status::invalidArgument("bad settings"), goOn(second)).code(),
            Code::InvalidArgument);
  ASSERT_EQ(host_.fake_jobs.jobs.size(), 2u);
  EXPECT_EQ(turn(), host_.fake_jobs.jobs[1].id);
}

TEST_F(RecurringRunTest, AStaleRunsFailureQueuesNothing) {
  RecurringRun run = runOf(job_);
  job_.attempt = 3;
  sql_ << "UPDATE schedules SET turn = 'run-9'";  // another run took over meanwhile
  EXPECT_FALSE(run.afterFailure(Status::unavailable("down"), goOn(run)).isOk());
  EXPECT_TRUE(host_.fake_jobs.jobs.empty());
  EXPECT_EQ(turn(), "run-9");
}

TEST_F(RecurringRunTest, AFailedRecoveryIsLogged) {
  RecurringRun run = runOf(job_);
  job_.attempt = 3;
  EXPECT_EQ(run.afterFailure(Status::unavailable("down"),
                             [](soci::session&) { return Status::internal("disk full"); })
                .code(),
            Code::Unavailable);
  ASSERT_FALSE(host_.logs.empty());
  EXPECT_NE(host_.logs.back().find("disk full"), std::string::npos);
  EXPECT_NE(host_.logs.back().find("run-1"), std::string::npos);
}

}  // namespace
}  // namespace seo::sdk
