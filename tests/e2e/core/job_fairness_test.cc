// One tenant cannot hold every job worker (issue 32): with a model that answers in 5 s, an
// organization's long Brand Radar runs keep at most its share of the workers
// (jobs.max_workers_per_organization, by default all but one), so another organization's
// keyword research finishes at once while those runs are still going.
//
// Alpha starts as many runs as a process has workers (jobs.workers, 4 by default), each long
// enough to hold its worker for the whole test.
#include <chrono>
#include <thread>

#include "tests/e2e/harness/visibility_fixture.h"

namespace seo::tests {
namespace {

using Clock = std::chrono::steady_clock;

class JobFairnessTest : public VisibilityE2eTest {};

TEST_F(JobFairnessTest, AnotherOrganizationsJobIsNotStuckBehindLongRuns) {
  // The runs ask the (slow) named endpoint; research uses the offline default model, so its
  // own time is a fraction of a second and any wait is the queue's.
  ASSERT_NO_FATAL_FAILURE(restartServer(visibilityOptions(/*with_judge=*/false)));
  ASSERT_NO_FATAL_FAILURE(scriptLlm(R"({"mode": "slow"})"));
  constexpr int kWorkers = 4;  // config/seo-server.jsonc
  std::string runs[kWorkers];
  std::string campaigns[kWorkers];
  for (int i = 0; i < kWorkers; ++i) {
    rapidjson::Document c;
    ASSERT_NO_FATAL_FAILURE(createCampaign(
        a_, "/brand-radar",
        R"({"prompt": "Best running shoes )" + std::to_string(i) +
            R"(", "brands": [{"name": "Acme"}], "models": ["lab/model-a"], "samples": 10,
                "languages": ["en", "de"], "status": "paused"})",
        &c));
    campaigns[i] = stringField(c, "id");
    ASSERT_NO_FATAL_FAILURE(startRun(a_, "/brand-radar", campaigns[i], &runs[i]));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // the runs hold their workers

  Clock::time_point asked = Clock::now();
  HttpResponse r = http().post(api("/keywords/research"), b_.key, R"({"seed_keywords":["tea"]})");
  ASSERT_EQ(r.status, 202) << describe(r);
  std::string job = stringField(r.json()["data"], "job_id");
  std::string status;
  while (Clock::now() - asked < std::chrono::seconds(20)) {
    HttpResponse poll = http().get(api("/keywords/research/" + job), b_.key);
    ASSERT_EQ(poll.status, 200) << describe(poll);
    status = stringField(poll.json()["data"], "status");
    if (status == "completed" || status == "failed") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  double waited = std::chrono::duration<double>(Clock::now() - asked).count();
  EXPECT_EQ(status, "completed");
  EXPECT_LT(waited, 5.0) << "bravo's research waited behind alpha's runs";

  // Alpha's runs are still going (each has 20 answers of 5 s to collect).
  for (int i = 0; i < kWorkers; ++i) {
    rapidjson::Document run;
    ASSERT_NO_FATAL_FAILURE(getData(a_, "/brand-radar/campaigns/{id}/runs/{run_id}",
                                    "/brand-radar/campaigns/" + campaigns[i] + "/runs/" + runs[i],
                                    &run));
    std::string run_status = stringField(run, "status");
    EXPECT_TRUE(run_status == "queued" || run_status == "running") << run_status;
  }
}

// A run is asked in slices of five checks, each its own job queued behind what else waits, and
// still ends once with every answer.
TEST_F(JobFairnessTest, ALongRunIsAskedFiveChecksAJob) {
  rapidjson::Document c;
  ASSERT_NO_FATAL_FAILURE(createCampaign(
      a_, "/brand-radar",
      R"({"prompt": "Best tea", "brands": [{"name": "Acme"}], "models": ["lab/model-a"],
          "samples": 6, "languages": ["en", "de"], "status": "paused"})",
      &c));
  std::string campaign = stringField(c, "id");
  // The first job as the answer names it: a query after the answer may already see a later one.
  std::string run_id;
  std::string first_job;
  ASSERT_NO_FATAL_FAILURE(startRun(a_, "/brand-radar", campaign, &run_id, &first_job));
  ASSERT_FALSE(first_job.empty());
  rapidjson::Document run;
  ASSERT_NO_FATAL_FAILURE(awaitRun(a_, "/brand-radar", campaign, run_id, &run));
  EXPECT_EQ(stringField(run, "status"), "completed");
  EXPECT_EQ(run["checks_answered"].GetInt64(), 12);
  EXPECT_EQ(run["answers"].Size(), 12u);
  std::string jobs;
  query("SELECT COUNT(*) FROM jobs WHERE kind = 'ai_visibility.run' AND website_id = '" +
            a_.website_id + "' AND status = 'completed'",
        &jobs);
  EXPECT_EQ(jobs, "3") << "12 checks: three jobs of five, five and two";
  EXPECT_NE(stringField(run, "job_id"), first_job) << "the run names the job working on it";
}

}  // namespace
}  // namespace seo::tests
