// libFuzzer: the HTTP layer's framing (core/http/http_connection) on any bytes, fed in pieces of
// a size the input chooses, then the client closes. Every byte the server writes back must be a
// sequence of HTTP/1.1 answers; nothing crashes, leaks or hangs.
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>

#include <sys/socket.h>
#include <unistd.h>

#include "core/http/http_connection.h"

namespace {

using seo::core::ConnectionOwner;
using seo::core::HttpConnection;
using seo::core::HttpRequest;
using seo::core::HttpResponse;

// Answers every request at once; 256 body bytes for /small, 4 KiB elsewhere.
class Owner : public ConnectionOwner {
 public:
  std::int64_t bodyLimit(const std::string&, const std::string& path) override {
    return path == "/small" ? 256 : 4096;
  }
  void dispatch(HttpRequest request, std::function<void(HttpResponse)> done) override {
    if (request.method.empty() || request.path.empty() || request.path[0] != '/') std::abort();
    done(HttpResponse{200, {}, "{\"ok\":true}"});
  }
  void watchWritable(const std::shared_ptr<HttpConnection>&) override {}
  bool reserveBytes(std::int64_t bytes) override {
    held += bytes;
    return held <= 1 << 20;
  }
  void releaseBytes(std::int64_t bytes) override { held -= bytes; }
  void closed(HttpConnection&) override {}
  std::int64_t held = 0;
};

void drain(int fd, std::string* into) {
  char buf[65536];
  for (;;) {
    ssize_t n = ::recv(fd, buf, sizeof buf, MSG_DONTWAIT);
    if (n <= 0) return;
    into->append(buf, static_cast<std::size_t>(n));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  int fds[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) return 0;
  seo::core::HttpLimits limits;
  limits.max_request_line_bytes = 512;
  limits.max_header_bytes = 2048;
  limits.max_headers = 16;
  limits.max_body_bytes = 4096;
  Owner owner;
  std::string written;
  {
    auto connection = std::make_shared<HttpConnection>(fds[0], 1, "192.0.2.1", limits, owner);
    std::size_t piece = 1 + data[0] % 64;
    const char* bytes = reinterpret_cast<const char*>(data + 1);
    std::size_t left = size - 1;
    while (left > 0) {
      std::size_t n = left < piece ? left : piece;
      connection->onBytes(bytes, n);
      bytes += n;
      left -= n;
      drain(fds[1], &written);
      connection->onWritable();  // what the socket could not take at once
    }
    connection->onPeerClosed();
    for (int i = 0; i < 64; ++i) {
      drain(fds[1], &written);
      connection->onWritable();
    }
  }
  ::close(fds[1]);
  if (owner.held != 0) std::abort();  // every reserved byte was given back
  if (!written.empty() && written.rfind("HTTP/1.1 ", 0) != 0) std::abort();
  return 0;
}
