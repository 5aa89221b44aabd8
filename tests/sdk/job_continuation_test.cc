// A long job in slices (job_continuation.h): the successor is the job's own kind, tenant and
// attempts with the new payload, and its result says who continues, which the host reads to
// hold back the job's end event.
#include "seo/sdk/util/job_continuation.h"

#include <soci/sqlite3/soci-sqlite3.h>

#include <gtest/gtest.h>

#include "seo/sdk/testing/fake_host.h"

namespace seo::sdk {
namespace {

TEST(JobContinuationTest, TheSuccessorIsTheSameJobWithTheRestOfTheWork) {
  soci::session sql(soci::sqlite3, ":memory:");
  testing::FakeHost host(sql);
  JobContext job;
  job.job_id = "first";
  job.kind = "things.refresh";
  job.organization_id = "org-a";
  job.website_id = "site-a";
  job.payload = R"({"next": 0})";
  job.max_attempts = 3;
  job.host = &host;
  Result<std::string> next = enqueueSuccessor(job, sql, R"({"next": 5})");
  ASSERT_TRUE(next.isOk()) << next.status().message();
  ASSERT_EQ(host.fake_jobs.jobs.size(), 1u);
  EXPECT_EQ(host.fake_jobs.jobs[0].id, next.value());
  EXPECT_EQ(host.fake_jobs.jobs[0].kind, "things.refresh");
  EXPECT_EQ(host.fake_jobs.jobs[0].organization_id, "org-a");
  EXPECT_EQ(host.fake_jobs.jobs[0].website_id, "site-a");
  EXPECT_EQ(host.fake_jobs.payloads[0], R"({"next": 5})");
}

TEST(JobContinuationTest, TheResultNamesTheSuccessorBesideTheJobsOwnFields) {
  std::string result = continuedResult("job-2", R"({"stage": "reading", "done": 3})");
  EXPECT_EQ(result, R"({"stage":"reading","done":3,"continued_by_job":"job-2"})");
  EXPECT_TRUE(isContinuedResult(result));
  // The name is the host's: a field of that name is replaced, not doubled.
  EXPECT_EQ(continuedResult("job-3", R"({"continued_by_job": 7})"),
            R"({"continued_by_job":"job-3"})");
  // Fields that are no object are left out rather than making the result unreadable.
  EXPECT_EQ(continuedResult("job-4", "[1, 2]"), R"({"continued_by_job":"job-4"})");
  EXPECT_EQ(continuedResult("job-5"), R"({"continued_by_job":"job-5"})");
}

TEST(JobContinuationTest, OnlyAResultNamingItsSuccessorContinues) {
  EXPECT_FALSE(isContinuedResult(R"({"stage": "completed"})"));
  EXPECT_FALSE(isContinuedResult(R"({"continued_by_job": null})"));
  EXPECT_FALSE(isContinuedResult(R"([{"continued_by_job": "x"}])"));
  EXPECT_FALSE(isContinuedResult(R"({"result": {"continued_by_job": "x"}})"));
  EXPECT_FALSE(isContinuedResult("not json"));
  EXPECT_FALSE(isContinuedResult(""));
}

}  // namespace
}  // namespace seo::sdk
