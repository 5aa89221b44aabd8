// A database that goes away is an interruption, not an outage (issue 32, DESIGN.md "Running it
// for months"): PostgreSQL is stopped and started again under load, and the server answers
// normally again within seconds without a restart, having answered 503 with Retry-After (never
// a 500, never internals) meanwhile, lost no acknowledged write, and run jobs again.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/log_reader.h"
#include "tests/e2e/harness/private_cluster.h"
#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

using Clock = std::chrono::steady_clock;

double secondsBetween(Clock::time_point from, Clock::time_point to) {
  return std::chrono::duration<double>(to - from).count();
}

class DatabaseOutageTest : public E2eTest {
 protected:
  // What the load saw: answers by status, and the 5xx answers themselves (a sample).
  struct Tally {
    std::mutex mutex;
    std::map<long, int> by_status;
    std::vector<HttpResponse> failures;
    std::set<std::string> acknowledged;  // terms whose POST answered 201
    Clock::time_point last_failure{};

    void add(const HttpResponse& r) {
      std::lock_guard<std::mutex> lock(mutex);
      ++by_status[r.status];
      if (r.status >= 500 || r.status == 0) {
        last_failure = Clock::now();
        if (failures.size() < 400) failures.push_back(r);
      }
    }
  };
};

TEST_F(DatabaseOutageTest, APostgresqlRestartUnderLoadIsAnInterruption) {
  if (!db_->onPostgresql()) {
    GTEST_SKIP() << "a PostgreSQL fault: runs in the suite's PostgreSQL run (scripts/test)";
  }
  PrivateCluster cluster;
  ASSERT_EQ(cluster.error(), "");
  std::string error;
  ASSERT_TRUE(cluster.createDatabase("outage", &error)) << error;
  const std::string url = cluster.urlOf("outage");

  ServerOptions o = options({});
  o.database_url = url;
  o.env["SEO_LOG_LEVEL"] = "warning";  // as the issue measured the log flood
  startServer(o);
  AdminCli cli(url, seo::testing::configFile(), secretKeyFile());
  Tenant t;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli, "outage", "pro", &t));

  // Load: readers of the keyword list, and a writer whose acknowledged keywords must survive.
  Tally tally;
  std::atomic<bool> stop{false};
  std::vector<std::thread> load;
  for (int i = 0; i < 3; ++i) {
    load.emplace_back([&] {
      while (!stop) tally.add(http().get(api("/keywords"), t.key));
    });
  }
  load.emplace_back([&] {
    for (int n = 0; !stop; ++n) {
      std::string term = "outage term " + std::to_string(n);
      HttpResponse r = http().post(api("/keywords"), t.key,
                                   R"({"keywords":[{"term":")" + term + R"("}]})");
      tally.add(r);
      if (r.status == 201) {
        std::lock_guard<std::mutex> lock(tally.mutex);
        tally.acknowledged.insert(term);
      }
    }
  });

  std::this_thread::sleep_for(std::chrono::seconds(2));
  ASSERT_TRUE(cluster.stop(&error)) << error;
  Clock::time_point stopped = Clock::now();
  std::this_thread::sleep_for(std::chrono::seconds(1));
  // Down: /healthz says so, a job cannot be queued, and neither is a 500.
  HttpResponse health = http().get("/healthz");
  EXPECT_EQ(health.status, 503) << describe(health);
  EXPECT_EQ(stringField(health.json(), "database"), "unavailable") << health.body;
  HttpResponse research = http().post(api("/keywords/research"), t.key,
                                      R"({"seed_keywords":["while down"]})");
  EXPECT_TRUE(tellsNoInternals(research)) << describe(research);
  EXPECT_EQ(research.status, 503);
  std::this_thread::sleep_for(std::chrono::seconds(4));
  ASSERT_TRUE(cluster.resume(&error)) << error;
  Clock::time_point resumed = Clock::now();

  // Back: within 5 s every request is answered normally again.
  Clock::time_point recovered{};
  ASSERT_TRUE(eventuallyTrue([&] {
    HttpResponse r = http().get(api("/keywords"), t.key);
    if (r.status != 200) return false;
    recovered = Clock::now();
    return true;
  }));
  std::this_thread::sleep_for(std::chrono::seconds(2));
  stop = true;
  for (std::thread& th : load) th.join();

  double recovery = secondsBetween(resumed, recovered);
  double tail = tally.last_failure > resumed ? secondsBetween(resumed, tally.last_failure) : 0;
  std::printf("outage: down %.1f s; answers by status:", secondsBetween(stopped, resumed));
  for (const auto& [status, count] : tally.by_status) std::printf(" %ld x%d", status, count);
  std::printf("; first 200 %.2f s after the restart, last failure %.2f s after it\n", recovery,
              tail);
  EXPECT_LT(recovery, 5.0);
  EXPECT_LT(tail, 5.0) << "failures went on after the database was back";
  EXPECT_EQ(tally.by_status.count(500), 0u) << "a lost database is a 503, never a 500";
  EXPECT_EQ(tally.by_status.count(0), 0u) << "a connection was cut";
  EXPECT_GT(tally.by_status[503], 0) << "the outage was not seen: did the cluster stop?";
  for (const HttpResponse& r : tally.failures) {
    EXPECT_TRUE(tellsNoInternals(r)) << describe(r);
  }
  // The storm of failures is logged a few lines a second, not once each.
  const std::string log = readFile(server().stderrPath());
  std::printf("outage: %zu bytes of log at level warning\n", log.size());
  EXPECT_LT(log.size(), 1024u * 1024u);
  // Every line one JSON object, the driver's own messages (the FATAL the stopping database sends
  // its idle connections) included.
  EXPECT_EQ(countUnstructuredLines(log), 0u) << log.substr(0, 4000);

  // After: /healthz is well, every acknowledged write is there, and jobs run again.
  health = http().get("/healthz");
  EXPECT_EQ(health.status, 200) << describe(health);
  EXPECT_EQ(stringField(health.json(), "database"), "ok");
  std::string stored;
  ASSERT_TRUE(cluster.query("outage", "SELECT term FROM keywords", &stored)) << stored;
  std::set<std::string> kept;
  for (std::size_t at = 0; at <= stored.size();) {
    std::size_t end = stored.find('\n', at);
    if (end == std::string::npos) end = stored.size();
    kept.insert(stored.substr(at, end - at));
    at = end + 1;
  }
  for (const std::string& term : tally.acknowledged) {
    EXPECT_EQ(kept.count(term), 1u) << term << " was acknowledged and is lost";
  }
  EXPECT_GT(tally.acknowledged.size(), 10u);
  research = http().post(api("/keywords/research"), t.key, R"({"seed_keywords":["after"]})");
  ASSERT_EQ(research.status, 202) << describe(research);
  std::string job = stringField(research.json()["data"], "job_id");
  EXPECT_TRUE(eventuallyTrue([&] {
    HttpResponse r = http().get(api("/keywords/research/" + job), t.key);
    return r.status == 200 && stringField(r.json()["data"], "status") == "completed";
  })) << "the job workers did not resume";
}

}  // namespace
}  // namespace seo::tests
