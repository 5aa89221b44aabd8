// Durable jobs over HTTP through the test plugin's routes: a job is accepted with 202, runs in
// the background, retries transient failures, is invisible to other organizations, and survives
// the server being killed mid-job.
#include <chrono>
#include <set>
#include <thread>

#include "tests/e2e/harness/e2e_fixture.h"

namespace seo::tests {
namespace {

using namespace std::chrono_literals;

class JobsTest : public E2eTest {
 protected:
  void SetUp() override {
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "jobs", "pro", &tenant_));
  }
  ServerOptions jobOptions() {
    ServerOptions o = options();
    o.env["SEO_JOB_RETRY_BASE_MS"] = "50";
    o.env["SEO_JOB_LEASE_SECONDS"] = "2";
    return o;
  }
  void enqueue(const std::string& body, std::string* job_id) {
    HttpResponse r = http().post(api("/probe/jobs"), tenant_.key, body);
    ASSERT_EQ(r.status, 202) << describe(r);
    rapidjson::Document doc = r.json();
    EXPECT_EQ(stringField(doc["data"], "status"), "pending");
    *job_id = stringField(doc["data"], "job_id");
    ASSERT_FALSE(job_id->empty());
  }
  // Polls the job until it is completed or failed, or `limit` passes.
  void waitDone(const std::string& job_id, rapidjson::Document* job,
                std::chrono::milliseconds limit = 15000ms) {
    auto deadline = std::chrono::steady_clock::now() + limit;
    for (;;) {
      HttpResponse r = http().get(api("/probe/jobs/" + job_id), tenant_.key);
      ASSERT_EQ(r.status, 200) << describe(r);
      *job = r.json();
      std::string status = stringField((*job)["data"], "status");
      if (status == "completed" || status == "failed") return;
      ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "job still " << status;
      std::this_thread::sleep_for(25ms);
    }
  }
  // The attempts a worker started, as {attempt, pid} objects.
  void runs(const std::string& job_id, rapidjson::Document* out) {
    HttpResponse r = http().get(api("/probe/job-runs?job_id=" + job_id), tenant_.key);
    ASSERT_EQ(r.status, 200) << describe(r);
    *out = r.json();
  }
  Tenant tenant_;
};

TEST_F(JobsTest, JobRetriesAndCompletesInTheBackground) {
  ASSERT_NO_FATAL_FAILURE(startServer(jobOptions()));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(enqueue(R"({"fail_times":2,"max_attempts":5})", &id));
  rapidjson::Document job;
  ASSERT_NO_FATAL_FAILURE(waitDone(id, &job));
  const rapidjson::Value& data = job["data"];
  EXPECT_EQ(stringField(data, "status"), "completed") << toJson(data);
  EXPECT_EQ(data["attempts"].GetInt(), 3);
  EXPECT_EQ(data["result"]["attempt"].GetInt(), 3);
  rapidjson::Document r;
  ASSERT_NO_FATAL_FAILURE(runs(id, &r));
  EXPECT_EQ(r["data"].Size(), 3u);
}

TEST_F(JobsTest, PermanentFailureEndsFailedWithItsReason) {
  ASSERT_NO_FATAL_FAILURE(startServer(jobOptions()));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(enqueue(R"({"permanent":true})", &id));
  rapidjson::Document job;
  ASSERT_NO_FATAL_FAILURE(waitDone(id, &job));
  EXPECT_EQ(stringField(job["data"], "status"), "failed");
  EXPECT_EQ(stringField(job["data"], "error"), "probe: permanent failure, as asked");
  EXPECT_EQ(job["data"]["attempts"].GetInt(), 1);
}

TEST_F(JobsTest, AnotherOrganizationCannotSeeTheJob) {
  Tenant other;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "jobs-other", "pro", &other));
  ASSERT_NO_FATAL_FAILURE(startServer(jobOptions()));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(enqueue("{}", &id));
  EXPECT_TRUE(isError(http().get(api("/probe/jobs/" + id), other.key), 404, "Resource not found"));
  EXPECT_TRUE(isError(
      http().get(api("/probe/jobs/" + id + "?website_id=" + tenant_.website_id), other.key), 403,
      "website_id does not belong to any of your organizations"));
  HttpResponse own = http().get(api("/probe/jobs/" + id), tenant_.key);
  EXPECT_EQ(own.status, 200) << describe(own);
}

TEST_F(JobsTest, KilledServerResumesTheJobAfterRestart) {
  ASSERT_NO_FATAL_FAILURE(startServer(jobOptions(), "first.log"));
  std::string id;
  ASSERT_NO_FATAL_FAILURE(enqueue(R"({"sleep_ms":4000})", &id));
  rapidjson::Document r;
  auto deadline = std::chrono::steady_clock::now() + 10s;
  do {
    std::this_thread::sleep_for(25ms);
    ASSERT_NO_FATAL_FAILURE(runs(id, &r));
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "the job never started";
  } while (r["data"].Size() == 0);
  long long first_pid = r["data"][0]["pid"].GetInt64();
  server().kill();  // mid-job: the attempt never finishes

  ServerOptions o = jobOptions();
  ASSERT_NO_FATAL_FAILURE(startServer(o, "second.log"));
  HttpResponse mid = http().get(api("/probe/jobs/" + id), tenant_.key);
  EXPECT_EQ(stringField(mid.json()["data"], "status"), "processing") << describe(mid);
  rapidjson::Document job;
  ASSERT_NO_FATAL_FAILURE(waitDone(id, &job, 20s));
  EXPECT_EQ(stringField(job["data"], "status"), "completed") << toJson(job);
  EXPECT_EQ(job["data"]["attempts"].GetInt(), 2);
  EXPECT_NE(job["data"]["result"]["pid"].GetInt64(), first_pid);
  ASSERT_NO_FATAL_FAILURE(runs(id, &r));
  EXPECT_EQ(r["data"].Size(), 2u);
}

}  // namespace
}  // namespace seo::tests
