// One client connection: HTTP/1.1 framing (http-parser, the parser Node.js used for a decade)
// with every limit checked as the bytes arrive, one request at a time in order (pipelined ones
// wait their turn), answers written to the socket as they come from any thread, and the
// connection closed when the client, a limit or a time-out says so.
//
// The socket is the connection's own duplicate of the reactor's descriptor: the reactor may drop
// its side when the client half-closes, and the answer still goes out on this one.
#pragma once

#include <http_parser.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "core/http/http_limits.h"
#include "core/http/http_types.h"

namespace seo::core {

class HttpConnection;

// What a connection needs from the server it belongs to. Called without the connection's lock.
class ConnectionOwner {
 public:
  virtual ~ConnectionOwner() = default;
  // The most body bytes the route `method` `path` accepts.
  virtual std::int64_t bodyLimit(const std::string& method, const std::string& path) = 0;
  // Hands a whole request over; `done` takes its answer once, on any thread.
  virtual void dispatch(HttpRequest request, std::function<void(HttpResponse)> done) = 0;
  // Output is waiting: call onWritable() when the socket can take more.
  virtual void watchWritable(const std::shared_ptr<HttpConnection>& connection) = 0;
  // The budget of request bytes held by all connections: false when `bytes` more would pass it.
  virtual bool reserveBytes(std::int64_t bytes) = 0;
  virtual void releaseBytes(std::int64_t bytes) = 0;
  // The connection has closed its socket; nothing more will happen on it.
  virtual void closed(HttpConnection& connection) = 0;
};

// Thread-safe: bytes arrive on a reactor thread, answers on any, time-outs on the housekeeper's.
class HttpConnection : public std::enable_shared_from_this<HttpConnection> {
 public:
  using Clock = std::chrono::steady_clock;

  // Takes `fd` (closed by the connection).
  HttpConnection(int fd, std::uint64_t id, std::string peer_address, const HttpLimits& limits,
                 ConnectionOwner& owner);
  ~HttpConnection();
  HttpConnection(const HttpConnection&) = delete;
  HttpConnection& operator=(const HttpConnection&) = delete;

  // Bytes read from the client.
  void onBytes(const char* data, std::size_t size);
  // The client closed its side (or reset): answer what was asked, then close.
  void onPeerClosed();
  // The socket can take more output.
  void onWritable();
  // Answers `status` {"error": message} at once and closes (connection caps, shutdown).
  void refuse(int status, const std::string& message);
  // Time-outs: called every few hundred milliseconds.
  void tick(Clock::time_point now);
  // The server is shutting down: every answer from now on closes the connection after it.
  void drain();
  // Whether no request is being read or answered, nothing is left to write, and nothing came
  // from the client after `since` (a client about to send its next request has sent it).
  bool quietSince(Clock::time_point since);
  // Closes a quiet connection (FIN, then the usual linger); a busy one is left alone.
  void closeIfQuiet();

  std::uint64_t id() const { return id_; }
  int fd() const { return fd_; }
  const std::string& peerAddress() const { return peer_address_; }

 private:
  enum class Phase { Idle, Head, Body, Ready, InFlight };

  static int onMessageBegin(http_parser* p);
  static int onUrl(http_parser* p, const char* at, std::size_t n);
  static int onHeaderField(http_parser* p, const char* at, std::size_t n);
  static int onHeaderValue(http_parser* p, const char* at, std::size_t n);
  static int onHeadersComplete(http_parser* p);
  static int onBody(http_parser* p, const char* at, std::size_t n);
  static int onMessageComplete(http_parser* p);
  static const http_parser_settings& settings();

  // All below run under mutex_.
  void drive(std::unique_lock<std::mutex>& lock);
  void parse();
  void fail(int status, const std::string& message);
  int failInCallback(int status, const std::string& message);
  bool endHeader();
  bool countHeaderBytes(std::size_t n);  // false (and the 431 noted) past max_header_bytes
  int headersComplete();
  void answer(HttpResponse response, bool head_only, bool keep_alive, std::int64_t reserved);
  void write(std::string bytes);
  void flush();
  void finishIfDone();
  void closeSocket();

  const int fd_;
  const std::uint64_t id_;
  const std::string peer_address_;
  const HttpLimits limits_;
  ConnectionOwner& owner_;

  std::mutex mutex_;
  http_parser parser_{};
  std::string in_;             // received, not yet parsed
  std::int64_t in_reserved_ = 0;  // bytes of in_ counted against the owner's budget
  Phase phase_ = Phase::Idle;
  bool driving_ = false;       // a thread is in drive()
  bool rerun_ = false;         // more to do for the thread in drive()

  // The request being read.
  HttpRequest request_;
  std::string target_;
  std::string field_, value_;
  bool in_value_ = false;
  std::int64_t header_bytes_ = 0;
  int header_count_ = 0;
  std::int64_t body_limit_ = 0;
  std::int64_t body_reserved_ = 0;
  bool head_only_ = false;
  bool keep_alive_ = true;
  std::optional<std::pair<int, std::string>> callback_failure_;

  std::string out_;            // answered, not yet taken by the socket
  bool closing_ = false;       // close once out_ is written
  bool write_shut_ = false;    // FIN sent; lingering until the client closes
  bool peer_closed_ = false;
  bool socket_closed_ = false;
  bool draining_ = false;      // answers close the connection (shutdown)

  Clock::time_point request_started_{};
  Clock::time_point headers_done_{};
  Clock::time_point last_activity_{};
  Clock::time_point last_write_{};
  Clock::time_point linger_until_{};
};

}  // namespace seo::core
