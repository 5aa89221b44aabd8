// The HTTP listener. Pistache's TCP reactor (N threads) accepts connections and reads them; each
// connection frames its requests itself (http_connection.h) and hands them to the Dispatcher.
// Pistache 0.0.5's own HTTP layer is not used: its request parser costs quadratic time on long
// request lines, buffers up to its maxRequestSize whatever the route allows, accepts ambiguous
// framing, drops pipelined requests and cannot answer a half-closed connection (docs/security.md).
//
// The server also caps connections in all and per client address, bounds the request bytes held
// at once, and runs a housekeeper thread for time-outs and for answers the socket could not take
// at once.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>

#include "core/http/http_connection.h"
#include "core/http/http_limits.h"
#include "core/http/request_handler.h"
#include "seo/sdk/status.h"

namespace Pistache::Tcp {
class Listener;
}

namespace seo::core {

class HttpServer : public ConnectionOwner {
 public:
  HttpServer(RequestHandler& dispatcher, std::string address, int port, int threads,
             HttpLimits limits);
  ~HttpServer() override;

  // Binds and starts serving in background threads. Returns the bound port (useful with port 0).
  seo::sdk::Result<int> start();
  // Stops accepting and reading; answers still to come are dropped.
  void stop();
  // The graceful part of a shutdown: the listening socket is closed (listening_socket.h; a
  // connection still in its queue is answered 503), every request already read is answered
  // (with Connection: close), and connections that stay quiet are closed. Returns true when all
  // were answered, false when `deadline` passed or `interrupted` (polled every 50 ms) said to give
  // up. stop() follows either way.
  bool drain(std::chrono::steady_clock::time_point deadline,
             const std::function<bool()>& interrupted);

  // A new connection on `fd` (the server's own duplicate) from `address`; refused with 503 when
  // over a cap. Called on a reactor thread.
  std::shared_ptr<HttpConnection> open(int fd, const std::string& address);

  // ConnectionOwner.
  std::int64_t bodyLimit(const std::string& method, const std::string& path) override;
  void dispatch(HttpRequest request, std::function<void(HttpResponse)> done) override;
  void watchWritable(const std::shared_ptr<HttpConnection>& connection) override;
  bool reserveBytes(std::int64_t bytes) override;
  void releaseBytes(std::int64_t bytes) override;
  void closed(HttpConnection& connection) override;

  // For tests and /healthz-style reporting.
  std::size_t openConnections() const;

 private:
  void housekeep();

  RequestHandler& dispatcher_;
  std::string address_;
  int port_;
  int threads_;
  HttpLimits limits_;

  mutable std::mutex mutex_;  // guards the maps below; never held while calling a connection
  std::unordered_map<std::uint64_t, std::shared_ptr<HttpConnection>> connections_;
  std::map<std::string, int> per_address_;
  std::uint64_t next_id_ = 1;

  std::atomic<std::int64_t> buffered_{0};
  int writable_epoll_ = -1;
  int wake_fd_ = -1;
  std::atomic<bool> running_{false};
  std::atomic<bool> draining_{false};
  int listening_fd_ = -1;  // Pistache's, found at start
  std::thread housekeeper_;
  std::unique_ptr<Pistache::Tcp::Listener> listener_;
};

}  // namespace seo::core
