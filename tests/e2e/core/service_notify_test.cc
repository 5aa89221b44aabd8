// The server under a `Type=notify` systemd unit (issue 37): it says READY once it serves,
// pings the watchdog while the database answers and only then, and says STOPPING when it
// drains. systemd is not needed: the test is the notify socket (a Unix datagram socket named by
// NOTIFY_SOCKET, as systemd passes it) and reads what the server sends.
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/private_cluster.h"

namespace seo::tests {
namespace {

using Clock = std::chrono::steady_clock;

// The systemd side of the notify protocol: a datagram socket, each datagram one message.
class NotifySocket {
 public:
  explicit NotifySocket(const std::string& path) : path_(path) {
    fd_ = ::socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::strncpy(address.sun_path, path.c_str(), sizeof(address.sun_path) - 1);
    ::unlink(path.c_str());
    bound_ = fd_ >= 0 && path.size() < sizeof(address.sun_path) &&
             ::bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0;
  }
  ~NotifySocket() {
    if (fd_ >= 0) ::close(fd_);
    ::unlink(path_.c_str());
  }
  bool bound() const { return bound_; }

  // The messages that arrive within `wait`.
  std::vector<std::string> receive(std::chrono::milliseconds wait) const {
    std::vector<std::string> messages;
    const Clock::time_point end = Clock::now() + wait;
    while (Clock::now() < end) {
      auto left = std::chrono::duration_cast<std::chrono::microseconds>(end - Clock::now());
      timeval timeout{static_cast<time_t>(left.count() / 1000000),
                      static_cast<suseconds_t>(left.count() % 1000000)};
      ::setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof(timeout));
      char buffer[4096];
      ssize_t n = ::recv(fd_, buffer, sizeof(buffer), 0);
      if (n > 0) messages.emplace_back(buffer, static_cast<std::size_t>(n));
    }
    return messages;
  }

 private:
  std::string path_;
  int fd_ = -1;
  bool bound_ = false;
};

int countContaining(const std::vector<std::string>& messages, const std::string& part) {
  int n = 0;
  for (const std::string& m : messages) n += m.find(part) != std::string::npos ? 1 : 0;
  return n;
}

std::string joined(const std::vector<std::string>& messages) {
  std::string text;
  for (const std::string& m : messages) text += "[" + m + "] ";
  return text;
}

class ServiceNotifyTest : public E2eTest {
 protected:
  // A server told to notify `socket` with a watchdog of `watchdog_ms` (0: none).
  ServerOptions notifying(const std::string& socket, int watchdog_ms) {
    ServerOptions o = options({});
    o.env["NOTIFY_SOCKET"] = socket;
    if (watchdog_ms > 0) o.env["WATCHDOG_USEC"] = std::to_string(watchdog_ms * 1000);
    return o;
  }
};

TEST_F(ServiceNotifyTest, ReadyThenWatchdogPingsThenStopping) {
  NotifySocket socket(dir_.file("notify.sock"));
  ASSERT_TRUE(socket.bound()) << dir_.file("notify.sock");
  startServer(notifying(dir_.file("notify.sock"), 600));

  std::vector<std::string> first = socket.receive(std::chrono::milliseconds(1500));
  ASSERT_FALSE(first.empty()) << "nothing notified";
  EXPECT_NE(first.front().find("READY=1"), std::string::npos) << joined(first);
  EXPECT_NE(first.front().find("STATUS=serving on 127.0.0.1:" + std::to_string(server().port())),
            std::string::npos)
      << joined(first);
  // Every 300 ms (half the interval): about five in 1.5 s.
  EXPECT_GE(countContaining(first, "WATCHDOG=1"), 3) << joined(first);

  server().signal(SIGTERM);
  std::vector<std::string> last = socket.receive(std::chrono::milliseconds(1500));
  EXPECT_EQ(countContaining(last, "STOPPING=1"), 1) << joined(last);
  ASSERT_TRUE(server().wait(std::chrono::seconds(15)).has_value());
}

TEST_F(ServiceNotifyTest, WithoutAWatchdogOnlyReadyIsSent) {
  NotifySocket socket(dir_.file("notify.sock"));
  ASSERT_TRUE(socket.bound());
  startServer(notifying(dir_.file("notify.sock"), 0));
  std::vector<std::string> messages = socket.receive(std::chrono::milliseconds(1000));
  EXPECT_EQ(countContaining(messages, "READY=1"), 1) << joined(messages);
  EXPECT_EQ(countContaining(messages, "WATCHDOG=1"), 0) << joined(messages);
}

// A server that cannot reach its database is not kept as if well: no ping while PostgreSQL is
// down (systemd would restart it once the interval passes), pings again once it is back.
TEST_F(ServiceNotifyTest, TheWatchdogIsPingedOnlyWhileTheDatabaseAnswers) {
  if (!db_->onPostgresql()) {
    GTEST_SKIP() << "a PostgreSQL fault: runs in the suite's PostgreSQL run (scripts/test)";
  }
  PrivateCluster cluster;
  ASSERT_EQ(cluster.error(), "");
  std::string error;
  ASSERT_TRUE(cluster.createDatabase("watchdog", &error)) << error;
  NotifySocket socket(dir_.file("notify.sock"));
  ASSERT_TRUE(socket.bound());
  ServerOptions o = notifying(dir_.file("notify.sock"), 600);
  o.database_url = cluster.urlOf("watchdog");
  startServer(o);
  std::vector<std::string> serving = socket.receive(std::chrono::milliseconds(1200));
  EXPECT_GE(countContaining(serving, "WATCHDOG=1"), 2) << joined(serving);

  ASSERT_TRUE(cluster.stop(&error)) << error;
  // A ping under way when it stopped may still come; then none.
  std::vector<std::string> stopping = socket.receive(std::chrono::milliseconds(700));
  std::vector<std::string> down = socket.receive(std::chrono::milliseconds(2000));
  EXPECT_EQ(countContaining(down, "WATCHDOG=1"), 0) << joined(down);
  stopping.insert(stopping.end(), down.begin(), down.end());
  EXPECT_EQ(countContaining(stopping, "STATUS=the database does not answer"), 1)
      << joined(stopping);

  ASSERT_TRUE(cluster.resume(&error)) << error;
  EXPECT_TRUE(eventuallyTrue([&] {
    return countContaining(socket.receive(std::chrono::milliseconds(700)), "WATCHDOG=1") > 0;
  }));
}

}  // namespace
}  // namespace seo::tests
