// SIGTERM drains (issues 32 and 55): the server closes its listening socket (a client that
// comes meanwhile is refused, before it sends anything; one already in the accept queue gets 503
// with Retry-After and Connection: close), answers every request already read, the deferred ones
// included, and exits 0; under a load generator that goes on past the exit, not one request
// cut. A second SIGTERM, or the drain time, ends it at once.
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
  std::map<std::string, int> outcomes;  // "200", "503 shutting down", "refused" or the error
  std::atomic<bool> told{false};
  std::vector<std::thread> load;
  for (int i = 0; i < 4; ++i) {
    load.emplace_back([&, i] {
      auto deadline = Clock::now() + seconds(20);
      while (Clock::now() < deadline) {
        HttpResponse r = http().get(api(i % 2 ? "/me" : "/keywords"), t_.key);
        std::string outcome = std::to_string(r.status);
        if (r.status == 0) outcome = "cut: " + r.transport_error;
        // The listening socket closed: nothing was sent.
        if (r.transport_error == "Couldn't connect to server") outcome = "refused";
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
    EXPECT_TRUE(outcome == "200" || outcome == "503 shutting down" || outcome == "refused") << seen;
  }
  EXPECT_GT(outcomes["200"], 0) << seen;
  std::string log = readFile(server().stderrPath());
  EXPECT_NE(log.find("shutting down: answering the requests in hand"), std::string::npos);
  EXPECT_EQ(log.find("shutting down with requests unanswered"), std::string::npos);
}

// What a load generator saw: answers by status, 503s without Retry-After, connections refused
// (nothing sent) and requests sent that got no whole answer (cut). wrk cannot tell the last two
// apart (it counts a refused connection as a write error), hence a generator of this test's own.
struct LoadTally {
  std::mutex mutex;
  std::map<int, long long> statuses;
  long long unmarked = 0;
  long long refused = 0;
  long long cut = 0;

  std::string text() {
    std::lock_guard<std::mutex> lock(mutex);
    std::string out;
    for (const auto& [status, count] : statuses) {
      out += std::to_string(count) + " x " + std::to_string(status) + ", ";
    }
    return out + std::to_string(unmarked) + " 503s without Retry-After, " +
           std::to_string(refused) + " connections refused, " + std::to_string(cut) +
           " requests cut";
  }
};

// `clients` keep-alive clients of GET `path` until `until`, each opening a new connection when
// the server answers with Connection: close or refuses one (a refused client pauses 10 ms, as a
// client backing off would, rather than spin).
void generateLoad(int port, const std::string& request, int clients, Clock::time_point until,
                  LoadTally& tally) {
  std::vector<std::thread> threads;
  for (int i = 0; i < clients; ++i) {
    threads.emplace_back([&] {
      while (Clock::now() < until) {
        RawConnection connection(port);
        if (!connection.connected()) {
          {
            std::lock_guard<std::mutex> lock(tally.mutex);
            ++tally.refused;
          }
          std::this_thread::sleep_for(milliseconds(10));
          continue;
        }
        while (Clock::now() < until) {
          bool sent = connection.send(request);
          std::vector<RawAnswer> answers =
              sent ? splitAnswers(connection.readAnswers(1, seconds(10))) : std::vector<RawAnswer>();
          std::lock_guard<std::mutex> lock(tally.mutex);
          if (answers.empty()) {
            ++tally.cut;
            break;
          }
          const RawAnswer& answer = answers.front();
          ++tally.statuses[answer.status];
          if (answer.status == 503 && answer.head.find("Retry-After:") == std::string::npos) {
            ++tally.unmarked;
          }
          if (answer.head.find("Connection: close") != std::string::npos) break;
        }
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
}

// The load outlasts the process: it goes on for seconds after the server has exited, so every
// connection made meets a server that serves, one that drains, or a closed port.
TEST_F(ShutdownTest, SigtermUnderSustainedLoadCutsNoRequest) {
  startServer();
  // A deferred answer in flight holds the drain open for a while with the listener closed.
  std::unique_ptr<RawConnection> slow = sendSlow(4000);
  LoadTally tally;
  const std::string request =
      "GET /api/v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + t_.key + "\r\n\r\n";
  std::thread generator([&] {
    generateLoad(server().port(), request, 16, Clock::now() + seconds(8), tally);
  });
  std::this_thread::sleep_for(milliseconds(1500));  // load before the signal
  server().signal(SIGTERM);
  // The listener stops accepting while the deferred answer still holds the process.
  bool refused = eventuallyTrue([&] {
    RawConnection probe(server().port());
    return !probe.connected() && server().running();
  });
  std::optional<int> exit_status = server().wait(seconds(20));
  generator.join();
  ASSERT_TRUE(exit_status.has_value()) << "still running 20 s after SIGTERM";
  EXPECT_EQ(*exit_status, 0);
  EXPECT_TRUE(refused) << "a new connection was taken while draining";

  const std::string seen = tally.text();
  EXPECT_EQ(tally.cut, 0) << seen;        // no request sent went unanswered
  EXPECT_GT(tally.refused, 0) << seen;    // the port closed under the load
  EXPECT_GT(tally.statuses[200], 0) << seen;
  EXPECT_EQ(tally.unmarked, 0) << seen;   // every 503 with Retry-After
  for (const auto& [status, count] : tally.statuses) {
    EXPECT_TRUE(status == 200 || status == 503) << seen;
  }
  std::vector<RawAnswer> answers = splitAnswers(slow->readAll(seconds(15)));
  ASSERT_EQ(answers.size(), 1u) << "the deferred request in flight was cut";
  EXPECT_EQ(answers[0].status, 200) << answers[0].body;
  std::printf("drain under load: %s\n", seen.c_str());
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
