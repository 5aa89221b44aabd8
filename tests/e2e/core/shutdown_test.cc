// SIGTERM drains (issues 32 and 55): the server stops taking connections (a client that comes
// meanwhile gets 503 with Retry-After and Connection: close), answers every request already
// read, the deferred ones included, and exits 0; under a load generator (wrk) not one socket
// error. A second SIGTERM, or the drain time, ends it at once.
#include <signal.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/raw_connection.h"
#include "tests/e2e/harness/run_command.h"
#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;
using std::chrono::seconds;

class ShutdownTest : public E2eTest {
 protected:
  void SetUp() override {
    E2eTest::SetUp();
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "drain", "pro", &t_));
  }

  // A request the probe plugin answers `delay_ms` later from another thread (a deferred answer),
  // sent on a connection of its own; its connection, to read the answer from.
  std::unique_ptr<RawConnection> sendSlow(int delay_ms) {
    auto c = std::make_unique<RawConnection>(server().port());
    EXPECT_TRUE(c->connected());
    EXPECT_TRUE(c->send("POST /api/v1/probe/later?delay_ms=" + std::to_string(delay_ms) +
                        " HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + t_.key +
                        "\r\nContent-Length: 0\r\n\r\n"));
    return c;
  }

  Tenant t_;
};

TEST_F(ShutdownTest, SigtermAnswersEveryRequestInFlightThenExitsZero) {
  startServer();
  // Load from clients that stop once told the server is going away, as a client behind a load
  // balancer would turn to another instance.
  std::mutex mutex;
  std::map<std::string, int> outcomes;  // "200", "503 shutting down", or the transport error
  std::atomic<bool> told{false};
  std::vector<std::thread> load;
  for (int i = 0; i < 4; ++i) {
    load.emplace_back([&, i] {
      auto deadline = Clock::now() + seconds(20);
      while (Clock::now() < deadline) {
        HttpResponse r = http().get(api(i % 2 ? "/me" : "/keywords"), t_.key);
        std::string outcome = std::to_string(r.status);
        if (r.status == 0) outcome = "cut: " + r.transport_error;
        bool leaving = r.status == 503 && r.body.find("shutting down") != std::string::npos;
        if (leaving) outcome = "503 shutting down";
        std::lock_guard<std::mutex> lock(mutex);
        ++outcomes[outcome];
        if (leaving || r.status == 0) break;
      }
    });
  }
  std::this_thread::sleep_for(milliseconds(800));
  // A keep-alive client between requests: answered once, then idle through the signal.
  RawConnection idle(server().port());
  ASSERT_TRUE(idle.send("GET /api/v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + t_.key +
                        "\r\n\r\n"));
  ASSERT_EQ(splitAnswers(idle.readAnswers(1)).size(), 1u);
  std::unique_ptr<RawConnection> slow = sendSlow(2500);
  std::this_thread::sleep_for(milliseconds(200));

  Clock::time_point signalled = Clock::now();
  server().signal(SIGTERM);
  std::optional<int> exit_status = server().wait(seconds(20));
  double took = std::chrono::duration<double>(Clock::now() - signalled).count();
  for (std::thread& th : load) th.join();

  ASSERT_TRUE(exit_status.has_value()) << "still running 20 s after SIGTERM";
  EXPECT_EQ(*exit_status, 0);
  // It waited for the slow answer (about 2.3 s more), not for the 30 s drain limit.
  EXPECT_GE(took, 2.0);
  EXPECT_LT(took, 15.0);
  std::vector<RawAnswer> answers = splitAnswers(slow->readAll(seconds(5)));
  ASSERT_EQ(answers.size(), 1u) << "the deferred request in flight was cut";
  EXPECT_EQ(answers[0].status, 200) << answers[0].body;
  EXPECT_NE(answers[0].body.find("another thread"), std::string::npos) << answers[0].body;
  EXPECT_NE(answers[0].head.find("Connection: close"), std::string::npos) << answers[0].head;
  // The idle one was closed cleanly: an end of stream (FIN), no reset and nothing written.
  std::string after = idle.readAll(seconds(5));
  EXPECT_TRUE(after.empty()) << after;
  EXPECT_FALSE(idle.wasReset()) << "the idle keep-alive connection was reset";
  std::string seen;
  for (const auto& [outcome, count] : outcomes) seen += outcome + " x" + std::to_string(count) + "; ";
  for (const auto& [outcome, count] : outcomes) {
    EXPECT_TRUE(outcome == "200" || outcome == "503 shutting down") << seen;
  }
  EXPECT_GT(outcomes["200"], 0) << seen;
  std::string log = readFile(server().stderrPath());
  EXPECT_NE(log.find("shutting down: answering the requests in hand"), std::string::npos);
  EXPECT_EQ(log.find("shutting down with requests unanswered"), std::string::npos);
}

// wrk's script: answers counted by status across its threads, 503s without Retry-After, and
// its socket errors, printed one figure a line.
constexpr const char* kWrkTally = R"(
local threads = {}
setup = function(thread) table.insert(threads, thread) end
init = function() statuses = {}; unmarked = 0 end
response = function(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if status == 503 and headers["Retry-After"] == nil then unmarked = unmarked + 1 end
end
done = function(summary, latency, requests)
  local unmarked_all = 0
  local all = {}
  for _, t in ipairs(threads) do
    for s, n in pairs(t:get("statuses")) do all[s] = (all[s] or 0) + n end
    unmarked_all = unmarked_all + t:get("unmarked")
  end
  for s, n in pairs(all) do io.write(string.format("status %d %d\n", s, n)) end
  io.write(string.format("unmarked %d\n", unmarked_all))
  local e = summary.errors
  io.write(string.format("socket errors %d\n", e.connect + e.read + e.write + e.timeout))
end
)";

// The figure after `label` in wrk's tally, or -1.
long long tallied(const std::string& out, const std::string& label) {
  std::size_t at = out.find(label + " ");
  return at == std::string::npos ? -1 : std::stoll(out.substr(at + label.size() + 1));
}

TEST_F(ShutdownTest, SigtermUnderALoadGeneratorCutsNoRequest) {
  startServer();
  const std::string script = dir_.file("tally.lua");
  ASSERT_TRUE(writeFile(script, kWrkTally));
  // A deferred answer in flight holds the drain open past the load's end, so every connection
  // wrk makes meets a server that is either serving or draining, never one that has gone.
  std::unique_ptr<RawConnection> slow = sendSlow(9000);
  CommandResult load;
  std::thread generator([&] {
    load = runCommand({seo::testing::wrkBin(), "-t2", "-c16", "-d4s", "-s", script, "-H",
                       "Authorization: Bearer " + t_.key, server().baseUrl() + api("/me")},
                      {}, 60);
  });
  std::this_thread::sleep_for(milliseconds(1500));  // load before the signal
  server().signal(SIGTERM);
  generator.join();
  std::optional<int> exit_status = server().wait(seconds(20));
  ASSERT_TRUE(exit_status.has_value()) << "still running 20 s after SIGTERM";
  EXPECT_EQ(*exit_status, 0);

  ASSERT_EQ(load.exit_code, 0) << "wrk: " << load.out << load.err;
  const std::string& tally = load.out;
  EXPECT_EQ(tallied(tally, "socket errors"), 0) << tally;  // no connection cut or refused
  EXPECT_GT(tallied(tally, "status 200"), 0) << tally;     // served before and during the drain
  EXPECT_GT(tallied(tally, "status 503"), 0) << tally;     // new connections turned away
  EXPECT_EQ(tallied(tally, "unmarked"), 0) << tally;       // each with Retry-After
  for (std::size_t at = tally.find("status "); at != std::string::npos;
       at = tally.find("status ", at + 1)) {
    long long status = std::stoll(tally.substr(at + 7));
    EXPECT_TRUE(status == 200 || status == 503) << tally;
  }
  std::vector<RawAnswer> answers = splitAnswers(slow->readAll(seconds(15)));
  ASSERT_EQ(answers.size(), 1u) << "the deferred request in flight was cut";
  EXPECT_EQ(answers[0].status, 200) << answers[0].body;
  std::printf("drain under wrk: %s", tally.c_str());
}

TEST_F(ShutdownTest, ASecondSigtermEndsTheDrainAtOnce) {
  startServer();
  std::unique_ptr<RawConnection> slow = sendSlow(20000);
  std::this_thread::sleep_for(milliseconds(300));
  server().signal(SIGTERM);
  std::this_thread::sleep_for(milliseconds(500));
  EXPECT_TRUE(server().running()) << "the first SIGTERM must wait for the slow request";
  Clock::time_point second = Clock::now();
  server().signal(SIGTERM);
  std::optional<int> exit_status = server().wait(seconds(10));
  ASSERT_TRUE(exit_status.has_value());
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - second).count(), 5.0);
  EXPECT_NE(readFile(server().stderrPath()).find("shutting down with requests unanswered"),
            std::string::npos);
}

TEST_F(ShutdownTest, TheDrainLimitEndsAWaitThatIsTooLong) {
  ServerOptions o = options();
  o.env["SEO_DRAIN_SECONDS"] = "1";
  startServer(o);
  std::unique_ptr<RawConnection> slow = sendSlow(20000);
  std::this_thread::sleep_for(milliseconds(300));
  Clock::time_point signalled = Clock::now();
  server().signal(SIGTERM);
  std::optional<int> exit_status = server().wait(seconds(10));
  ASSERT_TRUE(exit_status.has_value()) << "the 1 s drain limit did not end the wait";
  EXPECT_EQ(*exit_status, 0);
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - signalled).count(), 6.0);
}

// A job still running when the drain time is up is handed back at once (not after its lease),
// its interrupted attempt not counted, and the next server runs it.
TEST_F(ShutdownTest, AJobStillRunningAtTheDrainLimitIsReleasedToRunAgain) {
  ServerOptions o = options();
  o.env["SEO_DRAIN_SECONDS"] = "1";
  startServer(o);
  HttpResponse r = http().post(api("/probe/jobs"), t_.key, R"({"sleep_ms": 30000})");
  ASSERT_EQ(r.status, 202) << describe(r);
  std::string job = stringField(r.json()["data"], "job_id");
  std::string row;
  ASSERT_TRUE(eventuallyTrue([&] {
    query("SELECT status FROM jobs WHERE id = '" + job + "'", &row);
    return row == "processing";
  })) << row;
  Clock::time_point signalled = Clock::now();
  server().signal(SIGTERM);
  std::optional<int> exit_status = server().wait(seconds(10));
  ASSERT_TRUE(exit_status.has_value()) << "the job kept the server past its drain limit";
  EXPECT_EQ(*exit_status, 0);
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - signalled).count(), 6.0);
  query("SELECT status || '|' || attempts || '|' || COALESCE(lease_owner, '') FROM jobs "
        "WHERE id = '" + job + "'",
        &row);
  EXPECT_EQ(row, "pending|0|") << "released, its attempt not counted";
  EXPECT_NE(readFile(server().stderrPath()).find("jobs still running at shutdown"),
            std::string::npos);
}

}  // namespace
}  // namespace seo::tests
