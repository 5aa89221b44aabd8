// Signing in to the console under attack, over real HTTP, the client address coming from
// X-Forwarded-For (client_ip_header) so that one test plays the user and many attackers:
// strangers' wrong passwords slow the guessers, per address and per account, without locking the
// user out of their own address or a browser that signed in before (OWASP's device cookies); a
// flood of strangers' attempts and made-up links slows a real sign-in at most twofold; links
// that are not good are counted per address like wrong passwords.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "tests/e2e/harness/console_fixture.h"

namespace seo::tests {
namespace {

using Headers = std::vector<std::pair<std::string, std::string>>;

constexpr const char* kHome = "198.51.100.7";  // the user's own address

class ConsoleSignInGuessingTest : public ConsoleTest {
 protected:
  // `pauses`: the rate limits on, and with them the second a refused guess waits (the sign-in
  // and link limits hold either way).
  void startBehindProxy(int attempts_per_minute, bool pauses = false) {
    advanceClock(0);
    ServerOptions o = consoleOptions(attempts_per_minute);
    o.env["SEO_CLIENT_IP_HEADER"] = "X-Forwarded-For";
    o.env["SEO_RATE_LIMITS"] = pauses ? "1" : "0";
    ASSERT_NO_FATAL_FAILURE(startServer(o));
    ASSERT_NO_FATAL_FAILURE(loadContract());
  }

  static Headers from(const std::string& address, const std::string& cookie = "") {
    Headers h{{"X-Forwarded-For", address}};
    if (!cookie.empty()) h.emplace_back("Cookie", cookie);
    return h;
  }

  // The device cookie ("seo_device=...") a successful sign-in set, or "".
  static std::string deviceCookieOf(const HttpResponse& r) {
    auto [first, last] = r.headers.equal_range("set-cookie");
    for (auto it = first; it != last; ++it) {
      if (it->second.rfind("seo_device=", 0) == 0)
        return it->second.substr(0, it->second.find(';'));
    }
    return "";
  }

  // One sign-in of alpha's owner from home with the device cookie: how long it took.
  std::chrono::duration<double> timedSignIn(const std::string& device) {
    auto started = std::chrono::steady_clock::now();
    HttpResponse r = signIn(a_.email, kConsolePassword, from(kHome, device));
    auto took = std::chrono::steady_clock::now() - started;
    EXPECT_EQ(r.status, 200) << describe(r);
    return took;
  }
};

double medianSeconds(std::vector<std::chrono::duration<double>> times) {
  std::sort(times.begin(), times.end());
  return times[times.size() / 2].count();
}

TEST_F(ConsoleSignInGuessingTest, StrangersFailuresNeverHoldBackTheUsersOwnAddressOrBrowser) {
  ASSERT_NO_FATAL_FAILURE(startBehindProxy(3));
  HttpResponse first = signIn(a_.email, kConsolePassword, from(kHome));
  ASSERT_EQ(first.status, 200) << describe(first);
  const std::string device = deviceCookieOf(first);
  ASSERT_FALSE(device.empty()) << describe(first);
  EXPECT_NE(first.header("set-cookie").value_or("").find("seo_session="), std::string::npos)
      << "the session's cookie comes first";
  auto [begin, end] = first.headers.equal_range("set-cookie");
  for (auto it = begin; it != end; ++it) {
    if (it->second.rfind("seo_device=", 0) != 0) continue;
    EXPECT_NE(it->second.find("HttpOnly"), std::string::npos) << it->second;
    EXPECT_NE(it->second.find("SameSite=Strict"), std::string::npos) << it->second;
  }

  // Guessers from four addresses, one wrong password each: the account's three stranger
  // attempts a minute are spent, and the fourth waits.
  for (int i = 1; i <= 3; ++i) {
    HttpResponse r = signIn(a_.email, "wrong password", from("203.0.113." + std::to_string(i)));
    EXPECT_EQ(r.status, 401) << i << ": " << describe(r);
  }
  HttpResponse held = signIn(a_.email, "wrong password", from("203.0.113.4"));
  EXPECT_EQ(held.status, 429) << describe(held);
  EXPECT_GT(std::stoi(held.header("retry-after").value_or("0")), 0);
  EXPECT_NE(held.body.find("from devices it has not used"), std::string::npos) << held.body;
  // The right password from a new address and browser waits too: a stranger cannot be told
  // from the user there.
  EXPECT_EQ(signIn(a_.email, kConsolePassword, from("192.0.2.9")).status, 429);

  // The user is not held back: from home (the address of a session of theirs), and from
  // another address in the browser that signed in before.
  HttpResponse at_home = signIn(a_.email, kConsolePassword, from(kHome));
  EXPECT_EQ(at_home.status, 200) << describe(at_home);
  HttpResponse travelling = signIn(a_.email, kConsolePassword, from("192.0.2.10", device));
  EXPECT_EQ(travelling.status, 200) << describe(travelling);
  // Another user's device cookie is no pass for this account.
  HttpResponse theirs = signIn(b_.email, kConsolePassword, from("192.0.2.11"));
  ASSERT_EQ(theirs.status, 200) << describe(theirs);
  for (int i = 0; i < 3; ++i) signIn(b_.email, "wrong password", from("203.0.113.5"));
  EXPECT_EQ(signIn(a_.email, kConsolePassword, from("192.0.2.12", deviceCookieOf(theirs))).status,
            429);

  // One address guesses slowly whatever the account: its attempts are spent.
  for (int i = 0; i < 3; ++i) signIn(b_.email, "wrong password", from("203.0.113.6"));
  HttpResponse address = signIn(b_.email, kConsolePassword, from("203.0.113.6"));
  EXPECT_EQ(address.status, 429) << describe(address);
  EXPECT_NE(address.body.find("from your address"), std::string::npos) << address.body;
}

TEST_F(ConsoleSignInGuessingTest, LinksThatAreNotGoodAreCountedPerAddress) {
  ASSERT_NO_FATAL_FAILURE(startBehindProxy(3));
  auto setWith = [&](const std::string& address) {
    HttpRequest request{
        "POST", api("/auth/password/set"), std::nullopt,
        R"({"token": "made-up-token-0123456789", "new_password": "a new password"})",
        from(address)};
    return contract_.checked(http(), "/auth/password/set", request);
  };
  for (int i = 0; i < 3; ++i) EXPECT_EQ(setWith("203.0.113.20").status, 404) << i;
  HttpResponse held = setWith("203.0.113.20");
  EXPECT_EQ(held.status, 429) << describe(held);
  EXPECT_GT(std::stoi(held.header("retry-after").value_or("0")), 0);
  // Another address has its own tries.
  EXPECT_EQ(setWith("203.0.113.21").status, 404);
}

// Times compared: run alone (RUN_SERIAL), by ctest's e2e_serial.ConsoleSignInFloodTest, which
// sets SEO_TEST_SERIAL; skipped among the tests that run side by side.
class ConsoleSignInFloodTest : public ConsoleSignInGuessingTest {
 protected:
  void SetUp() override {
    if (std::getenv("SEO_TEST_SERIAL") == nullptr) {
      GTEST_SKIP() << "runs alone, as ctest's e2e_serial.ConsoleSignInFloodTest";
    }
    ConsoleSignInGuessingTest::SetUp();
  }
};

// The flood a 16-connection attacker made in the issue: strangers' sign-ins, each from its own
// address for its own made-up account (every one asks for a hash), and made-up set-password
// links. The user's sign-in is measured before and during it, in the same run.
TEST_F(ConsoleSignInFloodTest, AFloodOfStrangersSlowsARealSignInAtMostTwofold) {
  ASSERT_NO_FATAL_FAILURE(startBehindProxy(100000, true));
  HttpResponse first = signIn(a_.email, kConsolePassword, from(kHome));
  ASSERT_EQ(first.status, 200) << describe(first);
  const std::string device = deviceCookieOf(first);
  constexpr int kSignIns = 7;
  std::vector<std::chrono::duration<double>> quiet, flooded;
  for (int i = 0; i < kSignIns; ++i) quiet.push_back(timedSignIn(device));

  std::atomic<bool> stop{false};
  std::atomic<int> hashed{0}, refused{0};
  std::vector<std::thread> attackers;
  for (int t = 0; t < 16; ++t) {
    attackers.emplace_back([&, t] {
      std::mt19937 random(static_cast<unsigned>(t));
      for (int n = 0; !stop.load(); ++n) {
        std::string address = "10." + std::to_string(t) + "." + std::to_string(n / 250 % 250) +
                              "." + std::to_string(n % 250 + 1);
        HttpRequest request{"POST", api("/auth/sign-in"), std::nullopt,
                            R"({"email": "nobody)" + std::to_string(random()) +
                                R"(@example.com", "password": "guess )" + std::to_string(n) +
                                R"("})",
                            from(address)};
        if (t % 4 == 3) {  // a quarter make up set-password links instead
          request.path = api("/auth/password/set");
          request.body = R"({"token": "made-up-)" + std::to_string(random()) +
                         R"(", "new_password": "a new password"})";
        }
        HttpResponse r = http().send(request);
        if (r.status == 401) ++hashed;
        if (r.status == 429) ++refused;
      }
    });
  }
  while (hashed.load() < 20) std::this_thread::yield();  // until the flood hashes
  const int hashed_before = hashed.load();
  for (int i = 0; i < kSignIns; ++i) flooded.push_back(timedSignIn(device));
  const int hashed_during = hashed.load() - hashed_before;
  stop = true;
  for (std::thread& t : attackers) t.join();

  const double before = medianSeconds(quiet);
  const double during = medianSeconds(flooded);
  EXPECT_GE(hashed_during, 3) << "the flood should have hashed all along";
  EXPECT_LE(during, 2 * before) << "median sign-in " << before * 1000 << " ms quiet, "
                                << during * 1000 << " ms flooded (" << hashed_during
                                << " strangers' passwords hashed meanwhile, " << refused.load()
                                << " attempts refused)";
  std::cout << "sign-in median: " << before * 1000 << " ms quiet, " << during * 1000
            << " ms under the flood; strangers hashed " << hashed_during << ", refused "
            << refused.load() << "\n";
}

}  // namespace
}  // namespace seo::tests
