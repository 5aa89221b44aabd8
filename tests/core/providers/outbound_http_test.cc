#include "core/providers/outbound_http.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <atomic>
#include <mutex>
#include <string>
#include <thread>

namespace seo::core {
namespace {

using seo::sdk::Code;
using seo::sdk::OutboundRequest;

// A tiny HTTP peer on 127.0.0.1 (or [::1]), port 0: accepts one connection, reads one request
// and answers with the canned bytes given.
class OneShotServer {
 public:
  explicit OneShotServer(std::string response, bool ipv6 = false) : ipv6_(ipv6) {
    fd_ = ::socket(ipv6 ? AF_INET6 : AF_INET, SOCK_STREAM, 0);
    sockaddr_storage storage{};
    socklen_t len = 0;
    if (ipv6) {
      auto* a6 = reinterpret_cast<sockaddr_in6*>(&storage);
      a6->sin6_family = AF_INET6;
      a6->sin6_addr = in6addr_loopback;
      len = sizeof *a6;
    } else {
      auto* a4 = reinterpret_cast<sockaddr_in*>(&storage);
      a4->sin_family = AF_INET;
      a4->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      len = sizeof *a4;
    }
    auto* addr = reinterpret_cast<sockaddr*>(&storage);
    if (fd_ < 0 || ::bind(fd_, addr, len) != 0 || ::listen(fd_, 1) != 0) {
      if (!ipv6) ADD_FAILURE() << "cannot listen on 127.0.0.1";
      return;
    }
    ::getsockname(fd_, addr, &len);
    port_ = ntohs(ipv6 ? reinterpret_cast<sockaddr_in6*>(&storage)->sin6_port
                       : reinterpret_cast<sockaddr_in*>(&storage)->sin_port);
    thread_ = std::thread([this, response = std::move(response)] { serve(response); });
  }
  bool listening() const { return port_ != 0; }
  ~OneShotServer() {
    ::shutdown(fd_, SHUT_RDWR);  // unblocks accept() when nobody came
    if (thread_.joinable()) thread_.join();
    ::close(fd_);
  }

  std::string url(const std::string& path) const {
    return std::string(ipv6_ ? "http://[::1]:" : "http://127.0.0.1:") + std::to_string(port_) +
           path;
  }
  bool accepted() const { return accepted_; }
  std::string request() {
    std::lock_guard<std::mutex> lock(mutex_);
    return request_;
  }

 private:
  void serve(const std::string& response) {
    int c = ::accept(fd_, nullptr, nullptr);
    if (c < 0) return;
    accepted_ = true;
    timeval timeout{5, 0};
    ::setsockopt(c, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    std::string got;
    char buf[4096];
    std::size_t need = std::string::npos;
    while (need == std::string::npos || got.size() < need) {
      ssize_t n = ::recv(c, buf, sizeof buf, 0);
      if (n <= 0) break;
      got.append(buf, static_cast<std::size_t>(n));
      std::size_t end = got.find("\r\n\r\n");
      if (need == std::string::npos && end != std::string::npos) {
        std::size_t length = 0;
        std::size_t cl = got.find("Content-Length: ");
        if (cl != std::string::npos && cl < end) length = std::stoul(got.substr(cl + 16));
        need = end + 4 + length;
      }
    }
    {
      std::lock_guard<std::mutex> lock(mutex_);
      request_ = got;
    }
    std::size_t sent = 0;
    while (sent < response.size()) {
      ssize_t n = ::send(c, response.data() + sent, response.size() - sent, MSG_NOSIGNAL);
      if (n <= 0) break;  // the client may hang up early, as on an oversized answer
      sent += static_cast<std::size_t>(n);
    }
    ::shutdown(c, SHUT_WR);
    ::close(c);
  }

  bool ipv6_ = false;
  int fd_ = -1;
  int port_ = 0;
  std::thread thread_;
  std::atomic<bool> accepted_{false};
  std::mutex mutex_;
  std::string request_;
};

std::string cannedResponse(int status, const std::string& reason, const std::string& body) {
  return "HTTP/1.1 " + std::to_string(status) + " " + reason +
         "\r\nX-Custom-Header:   Some Value  \r\nContent-Type: text/plain\r\nContent-Length: " +
         std::to_string(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
}

OutboundConfig config(bool allow_private, std::int64_t max_bytes = 1 << 20) {
  OutboundConfig c;
  c.timeout_ms = 5000;
  c.max_response_bytes = max_bytes;
  c.allow_private_addresses = allow_private;
  return c;
}

TEST(OutboundHttpTest, RefusesPrivateTargetsUnlessAllowed) {
  OneShotServer server(cannedResponse(200, "OK", "secret"));
  OutboundHttp http(config(false));
  for (const std::string& url : {server.url("/"), std::string("http://localhost:9/"),
                                 std::string("http://[::1]:9/"), std::string("http://10.1.2.3/")}) {
    OutboundRequest request;
    request.url = url;
    auto r = http.send(request);
    ASSERT_FALSE(r.isOk()) << url;
    EXPECT_EQ(r.status().code(), Code::InvalidArgument) << url;
    EXPECT_NE(r.status().message().find("no public address"), std::string::npos)
        << r.status().message();
  }
  EXPECT_FALSE(server.accepted());
}

TEST(OutboundHttpTest, OutboundHostsPinANameToItsAddressUnderThePolicy) {
  OneShotServer server(cannedResponse(200, "OK", "pinned"));
  std::string url = server.url("/");
  // The server listens on 127.0.0.1; reach it as a name DNS does not know.
  std::string named = "http://cms.internal.example:" + url.substr(url.rfind(':') + 1);
  OutboundConfig allowed = config(true);
  allowed.hosts["cms.internal.example"] = "127.0.0.1";
  OutboundHttp http(allowed);
  OutboundRequest request;
  request.url = named;
  auto r = http.send(request);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r.value().body, "pinned");
  // The policy still applies to the address it names.
  OutboundConfig refused = config(false);
  refused.hosts["cms.internal.example"] = "127.0.0.1";
  auto no = OutboundHttp(refused).send(request);
  EXPECT_EQ(no.status().code(), Code::InvalidArgument);
  EXPECT_NE(no.status().message().find("no public address"), std::string::npos);
}

TEST(OutboundHttpTest, ReachesAnIpv6AddressLiteral) {
  OneShotServer server(cannedResponse(200, "OK", "over six"), /*ipv6=*/true);
  if (!server.listening()) GTEST_SKIP() << "no IPv6 loopback on this machine";
  OutboundHttp http(config(true));
  OutboundRequest request;
  request.url = server.url("/v6");
  auto r = http.send(request);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r.value().status, 200);
  EXPECT_EQ(r.value().body, "over six");
}

// A caller must not learn which internal names exist: an unknown name and a name of a private
// address are refused alike.
TEST(OutboundHttpTest, UnknownAndPrivateNamesAreRefusedAlike) {
  OutboundHttp http(config(false));
  auto answer = [&](const std::string& host) {
    OutboundRequest request;
    request.url = "http://" + host + ":9/";
    auto r = http.send(request);
    EXPECT_FALSE(r.isOk()) << host;
    std::string message = r.status().message();
    message.replace(message.find(host), host.size(), "HOST");
    return std::to_string(static_cast<int>(r.status().code())) + " " + message;
  };
  EXPECT_EQ(answer("localhost"), answer("no-such-host.invalid"));
}

TEST(OutboundHttpTest, RefusesSchemesOtherThanHttp) {
  for (bool allow : {false, true}) {
    OutboundHttp http(config(allow));
    for (const char* url : {"ftp://127.0.0.1/file", "file:///etc/passwd", "gopher://8.8.8.8/"}) {
      OutboundRequest request;
      request.url = url;
      auto r = http.send(request);
      ASSERT_FALSE(r.isOk()) << url;
      EXPECT_EQ(r.status().code(), Code::InvalidArgument) << url;
      EXPECT_NE(r.status().message().find("scheme"), std::string::npos) << r.status().message();
    }
  }
}

TEST(OutboundHttpTest, RefusesMalformedUrls) {
  OutboundHttp http(config(true));
  OutboundRequest request;
  request.url = "not a url";
  auto r = http.send(request);
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::InvalidArgument);
}

TEST(OutboundHttpTest, ReturnsStatusLowerCasedHeadersAndBody) {
  OneShotServer server(cannedResponse(201, "Created", "hello world"));
  OutboundHttp http(config(true));
  OutboundRequest request;
  request.method = "POST";
  request.url = server.url("/hook?x=1");
  request.headers = {{"X-Sig", "abc"}};
  request.body = "payload";
  auto r = http.send(request);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r.value().status, 201);
  EXPECT_EQ(r.value().body, "hello world");
  bool custom = false;
  bool type = false;
  for (const auto& [name, value] : r.value().headers) {
    EXPECT_EQ(name.find_first_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), std::string::npos) << name;
    if (name == "x-custom-header") custom = value == "Some Value";
    if (name == "content-type") type = value == "text/plain";
  }
  EXPECT_TRUE(custom);
  EXPECT_TRUE(type);
  std::string seen = server.request();
  ASSERT_GE(seen.size(), 7u) << seen;
  EXPECT_EQ(seen.rfind("POST /hook?x=1 HTTP/1.1\r\n", 0), 0u) << seen;
  EXPECT_NE(seen.find("X-Sig: abc\r\n"), std::string::npos) << seen;
  EXPECT_EQ(seen.substr(seen.size() - 7), "payload") << seen;
}

TEST(OutboundHttpTest, AnswerUpToTheLimitIsAccepted) {
  std::string body(100, 'b');
  OneShotServer server(cannedResponse(200, "OK", body));
  OutboundHttp http(config(true, 100));
  OutboundRequest request;
  request.url = server.url("/exact");
  auto r = http.send(request);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r.value().body, body);
}

TEST(OutboundHttpTest, AnswerOverTheLimitIsPayloadTooLarge) {
  OneShotServer server(cannedResponse(200, "OK", std::string(100000, 'x')));
  OutboundHttp http(config(true, 1000));
  OutboundRequest request;
  request.url = server.url("/big");
  auto r = http.send(request);
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::PayloadTooLarge) << r.status().message();
  EXPECT_NE(r.status().message().find("1000"), std::string::npos) << r.status().message();
  EXPECT_TRUE(server.accepted());
}

TEST(OutboundHttpTest, HeaderWithLineBreakIsRefused) {
  OneShotServer server(cannedResponse(200, "OK", ""));
  OutboundHttp http(config(true));
  OutboundRequest request;
  request.url = server.url("/");
  request.headers = {{"X-Evil", "a\r\nInjected: yes"}};
  auto r = http.send(request);
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::InvalidArgument);
  EXPECT_FALSE(server.accepted());
}

}  // namespace
}  // namespace seo::core
