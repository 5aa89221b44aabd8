#include "core/http/http_connection.h"

#include <cerrno>
#include <cstring>

#include <sys/socket.h>
#include <unistd.h>

#include "core/common/ids.h"
#include "core/common/log.h"
#include "core/http/http_wire.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {
namespace {

constexpr auto kLinger = std::chrono::seconds(2);

// A request target's path as the router sees it: origin form "/a/b?x" or absolute form
// "http://host/a/b?x". False for anything else (authority form, "*" outside OPTIONS).
bool splitTarget(const std::string& target, std::string* path, std::string* query) {
  std::string rest = target;
  std::size_t hash = rest.find('#');
  if (hash != std::string::npos) rest.resize(hash);
  if (rest.compare(0, 7, "http://") == 0 || rest.compare(0, 8, "https://") == 0) {
    std::size_t slash = rest.find('/', rest.find("//") + 2);
    rest = slash == std::string::npos ? "/" : rest.substr(slash);
  }
  if (rest.empty() || rest[0] != '/') return false;
  std::size_t q = rest.find('?');
  *path = rest.substr(0, q);
  *query = q == std::string::npos ? "" : rest.substr(q + 1);
  for (char c : *path) {
    auto u = static_cast<unsigned char>(c);
    if (u <= 0x20 || u >= 0x7f) return false;  // raw bytes belong percent-encoded
  }
  return true;
}

int statusOfParserError(http_errno error, std::string* message) {
  switch (error) {
    case HPE_HEADER_OVERFLOW:
      *message = "Request header fields too large";
      return 431;
    case HPE_INVALID_CONTENT_LENGTH:
      *message = "Invalid Content-Length header";
      return 400;
    case HPE_UNEXPECTED_CONTENT_LENGTH:
      *message = "Conflicting Content-Length or Transfer-Encoding headers";
      return 400;
    case HPE_INVALID_TRANSFER_ENCODING:
      *message = "Unsupported Transfer-Encoding";
      return 501;
    case HPE_INVALID_METHOD:
      *message = "Unknown or malformed request method";
      return 400;
    case HPE_INVALID_VERSION:
      *message = "Unsupported HTTP version";
      return 505;
    default:
      *message = std::string("Malformed HTTP request: ") + http_errno_description(error);
      return 400;
  }
}

}  // namespace

HttpConnection::HttpConnection(int fd, std::uint64_t id, std::string peer_address,
                               const HttpLimits& limits, ConnectionOwner& owner)
    : fd_(fd), id_(id), peer_address_(std::move(peer_address)), limits_(limits), owner_(owner) {
  http_parser_init(&parser_, HTTP_REQUEST);
  parser_.data = this;
  last_activity_ = Clock::now();
}

HttpConnection::~HttpConnection() {
  if (!socket_closed_) ::close(fd_);
  owner_.releaseBytes(in_reserved_ + body_reserved_);
}

const http_parser_settings& HttpConnection::settings() {
  static const http_parser_settings s = [] {
    http_parser_settings v{};
    v.on_message_begin = &HttpConnection::onMessageBegin;
    v.on_url = &HttpConnection::onUrl;
    v.on_header_field = &HttpConnection::onHeaderField;
    v.on_header_value = &HttpConnection::onHeaderValue;
    v.on_headers_complete = &HttpConnection::onHeadersComplete;
    v.on_body = &HttpConnection::onBody;
    v.on_message_complete = &HttpConnection::onMessageComplete;
    return v;
  }();
  return s;
}

void HttpConnection::onBytes(const char* data, std::size_t size) {
  std::unique_lock<std::mutex> lock(mutex_);
  if (socket_closed_ || closing_) return;  // an answer that closes is on its way: discard
  last_activity_ = Clock::now();
  // Pipelined input waits while a request is answered, within the request's own limits.
  auto cap = static_cast<std::size_t>(limits_.max_request_line_bytes + limits_.max_header_bytes +
                                      limits_.max_body_bytes + 64 * 1024);
  if (in_.size() + size > cap) {
    fail(413, "Too much request data sent ahead of the answers");
    return drive(lock);
  }
  if (!owner_.reserveBytes(static_cast<std::int64_t>(size))) {
    fail(503, "The server is busy; try again shortly");
    return drive(lock);
  }
  in_reserved_ += static_cast<std::int64_t>(size);
  in_.append(data, size);
  drive(lock);
}

void HttpConnection::onPeerClosed() {
  std::unique_lock<std::mutex> lock(mutex_);
  peer_closed_ = true;
  drive(lock);
}

void HttpConnection::onWritable() {
  std::unique_lock<std::mutex> lock(mutex_);
  flush();
  finishIfDone();
}

void HttpConnection::refuse(int status, const std::string& message) {
  std::unique_lock<std::mutex> lock(mutex_);
  fail(status, message);
  finishIfDone();
}

void HttpConnection::tick(Clock::time_point now) {
  std::unique_lock<std::mutex> lock(mutex_);
  if (socket_closed_) return;
  using std::chrono::milliseconds;
  if (write_shut_ && now >= linger_until_) return closeSocket();
  if (!out_.empty() && now - last_write_ > milliseconds(limits_.write_timeout_ms)) {
    return closeSocket();  // the client reads nothing: stop waiting for it
  }
  if (phase_ == Phase::Head && now - request_started_ > milliseconds(limits_.header_timeout_ms)) {
    fail(408, "Request headers not received in time");
  } else if (phase_ == Phase::Body &&
             now - headers_done_ > milliseconds(limits_.body_timeout_ms)) {
    fail(408, "Request body not received in time");
  } else if (phase_ == Phase::Idle && out_.empty() && in_.empty() && !closing_ &&
             now - last_activity_ > milliseconds(limits_.keep_alive_timeout_ms)) {
    return closeSocket();
  }
  finishIfDone();
}

void HttpConnection::drain() {
  std::unique_lock<std::mutex> lock(mutex_);
  draining_ = true;
}

bool HttpConnection::quietSince(Clock::time_point since) {
  std::unique_lock<std::mutex> lock(mutex_);
  if (socket_closed_ || write_shut_) return true;
  return phase_ == Phase::Idle && in_.empty() && out_.empty() && !driving_ &&
         last_activity_ <= since;
}

void HttpConnection::closeIfQuiet() {
  std::unique_lock<std::mutex> lock(mutex_);
  if (socket_closed_ || phase_ != Phase::Idle || !in_.empty() || !out_.empty()) return;
  closing_ = true;
  finishIfDone();
}

// One thread at a time parses and dispatches; a thread that finds another at it leaves a note.
// Dispatch runs unlocked: an answer given synchronously comes back through answer() at once.
void HttpConnection::drive(std::unique_lock<std::mutex>& lock) {
  if (driving_) {
    rerun_ = true;
    return;
  }
  driving_ = true;
  for (;;) {
    rerun_ = false;
    parse();
    if (phase_ == Phase::Ready) {
      phase_ = Phase::InFlight;
      HttpRequest request = std::move(request_);
      request_ = HttpRequest();
      bool head_only = head_only_;
      bool keep_alive = keep_alive_;
      std::int64_t reserved = body_reserved_;
      body_reserved_ = 0;
      std::weak_ptr<HttpConnection> weak = weak_from_this();
      lock.unlock();
      owner_.dispatch(std::move(request), [weak, head_only, keep_alive,
                                           reserved](HttpResponse response) {
        if (auto self = weak.lock()) {
          self->answer(std::move(response), head_only, keep_alive, reserved);
        }
      });
      lock.lock();
      continue;
    }
    if (!rerun_) break;
  }
  driving_ = false;
  finishIfDone();
}

void HttpConnection::answer(HttpResponse response, bool head_only, bool keep_alive,
                            std::int64_t reserved) {
  std::unique_lock<std::mutex> lock(mutex_);
  owner_.releaseBytes(reserved);
  if (phase_ != Phase::InFlight) return;
  phase_ = Phase::Idle;
  last_activity_ = Clock::now();
  if (!keep_alive || draining_) closing_ = true;
  if (!socket_closed_) write(serializeResponse(response, head_only, !closing_));
  drive(lock);
}

// Feeds what was received to the parser until a request is whole, an error ends the
// connection, or the bytes run out.
void HttpConnection::parse() {
  if (phase_ == Phase::Ready || phase_ == Phase::InFlight || closing_ || socket_closed_) return;
  if (in_.empty()) {
    if (peer_closed_ && phase_ != Phase::Idle) closing_ = true;  // cut off mid-request
    return;
  }
  std::size_t used = http_parser_execute(&parser_, &settings(), in_.data(), in_.size());
  auto error = static_cast<http_errno>(parser_.http_errno);
  if (error == HPE_PAUSED) {
    http_parser_pause(&parser_, 0);  // a request is whole; the rest waits in in_
  } else if (error != HPE_OK) {
    if (callback_failure_) {
      fail(callback_failure_->first, callback_failure_->second);
    } else {
      std::string message;
      int status = statusOfParserError(error, &message);
      fail(status, message);
    }
    return;
  }
  if (parser_.upgrade) keep_alive_ = false;  // no protocol switch here: answer, then close
  in_.erase(0, used);
  owner_.releaseBytes(static_cast<std::int64_t>(used));
  in_reserved_ -= static_cast<std::int64_t>(used);
}

// The answer to a request that cannot be read on: sent once, then the connection closes.
void HttpConnection::fail(int status, const std::string& message) {
  if (closing_ || socket_closed_) return;
  bool answering = phase_ != Phase::InFlight;
  closing_ = true;
  owner_.releaseBytes(in_reserved_);
  in_reserved_ = 0;
  in_.clear();
  std::string request_id = randomHex(8);
  logLine(Level::Info, "request refused",
          {{"client", peer_address_}, {"status", status}, {"error", message},
           {"request_id", request_id}});
  if (answering) {
    phase_ = Phase::Idle;
    write(serializeResponse(transportError(status, message, request_id), false, false));
  }
}

int HttpConnection::failInCallback(int status, const std::string& message) {
  callback_failure_ = std::make_pair(status, message);
  return -1;
}

int HttpConnection::onMessageBegin(http_parser* p) {
  auto* c = static_cast<HttpConnection*>(p->data);
  c->phase_ = Phase::Head;
  c->request_started_ = Clock::now();
  c->request_ = HttpRequest();
  c->request_.peer_address = c->peer_address_;
  c->target_.clear();
  c->field_.clear();
  c->value_.clear();
  c->in_value_ = false;
  c->header_bytes_ = 0;
  c->header_count_ = 0;
  c->callback_failure_.reset();
  return 0;
}

int HttpConnection::onUrl(http_parser* p, const char* at, std::size_t n) {
  auto* c = static_cast<HttpConnection*>(p->data);
  if (c->target_.size() + n > static_cast<std::size_t>(c->limits_.max_request_line_bytes)) {
    return c->failInCallback(414, "Request target longer than " +
                                      std::to_string(c->limits_.max_request_line_bytes) +
                                      " bytes");
  }
  c->target_.append(at, n);
  return 0;
}

bool HttpConnection::endHeader() {
  if (!in_value_) return true;
  std::string name = seo::sdk::ascii::lower(std::move(field_));
  if (name == "authorization") request_.authorization = value_;
  request_.headers.emplace_back(std::move(name), std::move(value_));
  field_.clear();
  value_.clear();
  in_value_ = false;
  return ++header_count_ <= limits_.max_headers;
}

bool HttpConnection::countHeaderBytes(std::size_t n) {
  header_bytes_ += static_cast<std::int64_t>(n);
  if (header_bytes_ <= limits_.max_header_bytes) return true;
  failInCallback(431, "Request header fields larger than " +
                          std::to_string(limits_.max_header_bytes) + " bytes");
  return false;
}

int HttpConnection::onHeaderField(http_parser* p, const char* at, std::size_t n) {
  auto* c = static_cast<HttpConnection*>(p->data);
  if (!c->endHeader()) {
    return c->failInCallback(431, "More than " + std::to_string(c->limits_.max_headers) +
                                      " request headers");
  }
  if (!c->countHeaderBytes(n)) return -1;
  c->field_.append(at, n);
  return 0;
}

int HttpConnection::onHeaderValue(http_parser* p, const char* at, std::size_t n) {
  auto* c = static_cast<HttpConnection*>(p->data);
  c->in_value_ = true;
  if (!c->countHeaderBytes(n)) return -1;
  c->value_.append(at, n);
  return 0;
}

int HttpConnection::onHeadersComplete(http_parser* p) {
  return static_cast<HttpConnection*>(p->data)->headersComplete();
}

int HttpConnection::headersComplete() {
  if (!endHeader()) {
    return failInCallback(431, "More than " + std::to_string(limits_.max_headers) +
                                   " request headers");
  }
  headers_done_ = Clock::now();
  std::string method = http_method_str(static_cast<http_method>(parser_.method));
  std::string path, query;
  if (!splitTarget(target_, &path, &query)) {
    if (method == "OPTIONS" && target_ == "*") {
      path = "*";
    } else {
      return failInCallback(400, "Invalid request target");
    }
  }
  head_only_ = method == "HEAD";
  request_.method = head_only_ ? "GET" : method;  // HEAD is GET without the body
  request_.path = std::move(path);
  request_.query = parseQueryString(query);
  keep_alive_ = http_should_keep_alive(&parser_) != 0;
  body_limit_ = owner_.bodyLimit(request_.method, request_.path);
  bool has_length = (parser_.flags & F_CONTENTLENGTH) != 0;
  if (has_length && parser_.content_length > static_cast<std::uint64_t>(body_limit_)) {
    return failInCallback(413, "Request body exceeds the limit of " +
                                   std::to_string(body_limit_) + " bytes");
  }
  phase_ = Phase::Body;
  bool chunked = (parser_.flags & F_CHUNKED) != 0;
  if ((has_length && parser_.content_length > 0) || chunked) {
    for (const auto& [name, value] : request_.headers) {
      if (name == "expect" && seo::sdk::ascii::lower(value) == "100-continue" && parser_.http_minor >= 1) {
        write("HTTP/1.1 100 Continue\r\n\r\n");  // the body is welcome: say so now
      }
    }
  }
  return 0;
}

int HttpConnection::onBody(http_parser* p, const char* at, std::size_t n) {
  auto* c = static_cast<HttpConnection*>(p->data);
  auto size = static_cast<std::int64_t>(n);
  if (static_cast<std::int64_t>(c->request_.body.size()) + size > c->body_limit_) {
    return c->failInCallback(413, "Request body exceeds the limit of " +
                                      std::to_string(c->body_limit_) + " bytes");
  }
  if (!c->owner_.reserveBytes(size)) {
    return c->failInCallback(503, "The server is busy; try again shortly");
  }
  c->body_reserved_ += size;
  c->request_.body.append(at, n);
  return 0;
}

int HttpConnection::onMessageComplete(http_parser* p) {
  auto* c = static_cast<HttpConnection*>(p->data);
  c->phase_ = Phase::Ready;
  http_parser_pause(p, 1);  // one request at a time: the rest waits for this one's answer
  return 0;
}

void HttpConnection::write(std::string bytes) {
  if (socket_closed_) return;
  bool was_empty = out_.empty();
  out_ += bytes;
  if (was_empty) {
    last_write_ = Clock::now();
    flush();
  }
}

void HttpConnection::flush() {
  while (!out_.empty() && !socket_closed_) {
    ssize_t n = ::send(fd_, out_.data(), out_.size(), MSG_DONTWAIT | MSG_NOSIGNAL);
    if (n > 0) {
      out_.erase(0, static_cast<std::size_t>(n));
      last_write_ = Clock::now();
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      owner_.watchWritable(shared_from_this());
      return;
    }
    out_.clear();  // the client is gone
    closing_ = true;
    peer_closed_ = true;
    return;
  }
}

void HttpConnection::finishIfDone() {
  if (socket_closed_ || !out_.empty() || driving_) return;
  if (phase_ == Phase::InFlight || phase_ == Phase::Ready) return;
  if (peer_closed_) {
    // Whatever the client asked before it closed has been answered.
    if (closing_ || in_.empty()) closeSocket();
    return;
  }
  if (closing_ && !write_shut_) {
    // FIN after the answer; keep reading (and discarding) for a moment, so that the client's
    // unread bytes do not turn our close into a reset that destroys the answer.
    ::shutdown(fd_, SHUT_WR);
    write_shut_ = true;
    linger_until_ = Clock::now() + kLinger;
  }
}

void HttpConnection::closeSocket() {
  if (socket_closed_) return;
  socket_closed_ = true;
  out_.clear();
  // Wakes the reactor's copy of the socket too, so it lets go of the connection.
  ::shutdown(fd_, SHUT_RDWR);
  owner_.closed(*this);
  ::close(fd_);
}

}  // namespace seo::core
