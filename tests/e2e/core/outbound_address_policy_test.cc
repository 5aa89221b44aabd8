// The outbound address policy at every place a tenant names a server: a webhook endpoint, a CMS
// connection (POST /connect) and the outreach mail server (PUT /outreach/smtp-settings). A refused
// host is a 400 naming the field when it is saved, and nothing is stored or called; with
// outbound.allow_private_addresses the loopback peers the other tests use are accepted.
//
// Should the policy regress, these tests would call the addresses they list. So they run only
// where nothing but loopback is reachable: ctest runs them as e2e_offline.* in a network namespace
// of their own (tests/e2e/CMakeLists.txt); anywhere else they skip.
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <string>
#include <vector>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/webhook_peer.h"

namespace seo::tests {
namespace {

// True when a datagram socket finds no route to a public IPv4 nor a public IPv6 address (a
// connect() of one sends nothing: it only picks the route).
bool onlyLoopbackIsReachable() {
  auto routed = [](int family, const sockaddr* to, socklen_t size) {
    int fd = ::socket(family, SOCK_DGRAM, 0);
    if (fd < 0) return false;
    bool found = ::connect(fd, to, size) == 0;
    ::close(fd);
    return found;
  };
  sockaddr_in v4{};
  v4.sin_family = AF_INET;
  v4.sin_port = htons(9);
  v4.sin_addr.s_addr = htonl(0x08080808);  // 8.8.8.8
  sockaddr_in6 v6{};
  v6.sin6_family = AF_INET6;
  v6.sin6_port = htons(9);
  v6.sin6_addr.s6_addr[0] = 0x26;  // 2600::1
  v6.sin6_addr.s6_addr[15] = 1;
  return !routed(AF_INET, reinterpret_cast<sockaddr*>(&v4), sizeof v4) &&
         !routed(AF_INET6, reinterpret_cast<sockaddr*>(&v6), sizeof v6);
}

// The hosts the attack session found accepted, what was refused already, and local names.
const std::vector<std::string> kRefusedHosts = {"2002:7f00:1::",    "2002:a00:1::",
                                                "2002:a9fe:a9fe::", "64:ff9b:1::7f00:1",
                                                "::ffff:0:7f00:1",  "2001:0:808:808::80ff:fffe",
                                                "100::1",           "192.0.2.1",
                                                "127.0.0.1",        "10.0.0.1",
                                                "169.254.169.254",  "::1",
                                                "0.0.0.0",          "64:ff9b::7f00:1",
                                                "::ffff:127.0.0.1", "::127.0.0.1",
                                                "localhost",        "api.localhost"};

// Other spellings of loopback, refused whatever the operator allows.
const std::vector<std::string> kMisspelledHosts = {"localhost.", "127.1", "0x7f.1", "2130706433",
                                                   "0177.0.0.1"};

std::string inUrl(const std::string& host, int port) {
  bool ipv6 = host.find(':') != std::string::npos;
  return (ipv6 ? "[" + host + "]" : host) + ":" + std::to_string(port);
}

class OutboundAddressPolicyTest : public E2eTest {
 protected:
  void SetUp() override {
    if (!onlyLoopbackIsReachable()) {
      GTEST_SKIP() << "runs only without a network (ctest's e2e_offline.OutboundAddressPolicyTest)";
    }
    ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
    ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "policy", "pro", &tenant_));
    std::string error;
    ASSERT_TRUE(peer_.start(&error)) << error;
  }
  void startServerAllowingPrivate() {
    ServerOptions o = options();
    o.env["SEO_ALLOW_PRIVATE_ADDRESSES"] = "1";
    ASSERT_NO_FATAL_FAILURE(startServer(o));
  }
  HttpResponse createEndpoint(const std::string& url) {
    return http().post(api("/webhooks/endpoints"), tenant_.key,
                       R"({"url": ")" + url + R"(", "event_types": ["*"]})");
  }
  HttpResponse connect(const std::string& url) {
    return http().post(api("/connect"), tenant_.key,
                       R"({"type": "webhook", "url": ")" + url + "\"}");
  }
  HttpResponse saveSmtp(const std::string& host) {
    HttpRequest request;
    request.method = "PUT";
    request.path = api("/outreach/smtp-settings");
    request.key = tenant_.key;
    request.body = R"({"host": ")" + host + R"(", "from_address": "ann@policy.example"})";
    return http().send(request);
  }
  // Every entry point answers 400 naming its field, with `part` in the message.
  void expectRefusedEverywhere(const std::string& host, const std::string& part) {
    std::string at = inUrl(host, peer_.port());
    EXPECT_TRUE(isErrorContaining(createEndpoint("https://" + at + "/in"), 400,
                                  {"Invalid field: url", part}))
        << host;
    EXPECT_TRUE(
        isErrorContaining(connect("http://" + at + "/hook"), 400, {"Invalid field: url", part}))
        << host;
    EXPECT_TRUE(isErrorContaining(saveSmtp(host), 400, {"Invalid field: host", part})) << host;
  }
  // Nothing stored, and the loopback peer never called.
  void expectNothingSavedOrCalled() {
    for (const char* table : {"webhook_endpoints", "connections", "backlink_smtp_settings"}) {
      std::string n;
      ASSERT_NO_FATAL_FAILURE(query(std::string("SELECT COUNT(*) FROM ") + table, &n));
      EXPECT_EQ(n, "0") << table;
    }
    rapidjson::Document got;
    std::string error;
    ASSERT_TRUE(peer_.received(&got, &error)) << error;
    EXPECT_EQ(got.Size(), 0u) << toJson(got);
  }

  Tenant tenant_;
  WebhookPeer peer_;
};

TEST_F(OutboundAddressPolicyTest, RefusedHostsAre400NamingTheFieldAtEveryEntryPoint) {
  ASSERT_NO_FATAL_FAILURE(startServer());  // private addresses refused, as by default
  for (const std::string& host : kRefusedHosts) {
    expectRefusedEverywhere(host, "no public address");
  }
  for (const std::string& host : kMisspelledHosts) expectRefusedEverywhere(host, "");
  ASSERT_NO_FATAL_FAILURE(expectNothingSavedOrCalled());
}

TEST_F(OutboundAddressPolicyTest, LoopbackIsAcceptedWhenPrivateAddressesAreAllowed) {
  ASSERT_NO_FATAL_FAILURE(startServerAllowingPrivate());
  for (const std::string& host : kMisspelledHosts) expectRefusedEverywhere(host, "");
  ASSERT_NO_FATAL_FAILURE(expectNothingSavedOrCalled());

  for (const char* url : {"https://127.0.0.1:9/in", "https://[::1]:9/in", "https://localhost:9/in",
                          "https://[::ffff:127.0.0.1]:9/in"}) {
    HttpResponse r = createEndpoint(url);
    EXPECT_EQ(r.status, 201) << url << ": " << describe(r);
  }
  HttpResponse connected = connect(peer_.url("/hook"));
  EXPECT_EQ(connected.status, 200) << describe(connected);
  for (const char* host : {"127.0.0.1", "::1", "localhost"}) {
    HttpResponse r = saveSmtp(host);
    EXPECT_EQ(r.status, 200) << host << ": " << describe(r);
  }
}

}  // namespace
}  // namespace seo::tests
