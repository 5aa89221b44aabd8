// A plain TCP connection to the server under test, for what an HTTP client library will not send:
// malformed framing, pipelined requests, half-closed sockets, slow or endless headers.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace seo::tests {

class RawConnection {
 public:
  // Connects to 127.0.0.1:`port`; connected() says whether it worked.
  explicit RawConnection(int port);
  ~RawConnection();
  RawConnection(const RawConnection&) = delete;
  RawConnection& operator=(const RawConnection&) = delete;

  bool connected() const { return fd_ >= 0; }
  // Sends all of `bytes`; false when the server closed or reset the connection first.
  bool send(const std::string& bytes);
  // Half-closes: the server sees the end of the request stream, the answer can still come.
  void shutdownWrite();
  // Reads until the server closes the connection or `limit` passes; what came.
  std::string readAll(std::chrono::milliseconds limit = std::chrono::seconds(10));
  // Reads until `count` complete answers (head plus Content-Length body) arrived, the server
  // closes or `limit` passes.
  std::string readAnswers(int count, std::chrono::milliseconds limit = std::chrono::seconds(10));
  // True when the server closed the connection (reading gives end of stream or a reset).
  bool closedByServer(std::chrono::milliseconds limit = std::chrono::seconds(5));
  // True when a read found the connection reset (RST) rather than ended (FIN).
  bool wasReset() const { return reset_; }

 private:
  enum class Read { Data, Closed, TimedOut };
  // Waits until `deadline` for bytes and appends them to `into`.
  Read readSome(std::chrono::steady_clock::time_point deadline, std::string* into);

  int fd_ = -1;
  bool reset_ = false;
};

// The answers in `raw` (HTTP/1.1 responses, back to back): status codes and bodies in order.
struct RawAnswer {
  int status = 0;
  std::string head;  // status line and headers
  std::string body;
};
std::vector<RawAnswer> splitAnswers(const std::string& raw);

}  // namespace seo::tests
