#include "core/http/http_server.h"

#include <fcntl.h>
#include <pistache/listener.h>
#include <pistache/peer.h>
#include <pistache/prototype.h>
#include <pistache/tcp.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/common/log.h"
#include "core/http/listening_socket.h"

namespace seo::core {
namespace {

using namespace Pistache;

// Pistache clones this per reactor thread; a peer's events all reach one clone, on its thread,
// so each clone's map needs no lock.
class ReactorHandler : public Tcp::Handler {
 public:
  PROTOTYPE_OF(Tcp::Handler, ReactorHandler)

  explicit ReactorHandler(HttpServer* server) : server_(server) {}
  ReactorHandler(const ReactorHandler& other) : Tcp::Handler(), server_(other.server_) {}

  void onConnection(const std::shared_ptr<Tcp::Peer>& peer) override {
    // Our own descriptor of the socket: it outlives the reactor's when the client half-closes.
    int fd = ::fcntl(peer->fd(), F_DUPFD_CLOEXEC, 0);
    if (fd < 0) {
      ::shutdown(peer->fd(), SHUT_RDWR);  // out of descriptors: the reactor drops it at once
      return;
    }
    connections_[peer.get()] = server_->open(fd, peer->address().host());
  }

  void onInput(const char* buffer, size_t len, const std::shared_ptr<Tcp::Peer>& peer) override {
    auto it = connections_.find(peer.get());
    if (it != connections_.end()) it->second->onBytes(buffer, len);
  }

  void onDisconnection(const std::shared_ptr<Tcp::Peer>& peer) override {
    auto it = connections_.find(peer.get());
    if (it == connections_.end()) return;
    std::shared_ptr<HttpConnection> connection = std::move(it->second);
    connections_.erase(it);
    connection->onPeerClosed();
  }

 private:
  HttpServer* server_;
  std::unordered_map<const Tcp::Peer*, std::shared_ptr<HttpConnection>> connections_;
};

// Every connection holds two descriptors (the reactor's and ours): derive the cap from the
// open-file limit, raised to its hard maximum first.
int connectionCapFromFileLimit() {
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0) return 512;
  if (limit.rlim_cur < limit.rlim_max) {
    rlimit raised = limit;
    raised.rlim_cur = std::min<rlim_t>(limit.rlim_max, 1 << 20);
    if (::setrlimit(RLIMIT_NOFILE, &raised) == 0) limit = raised;
  }
  auto usable = static_cast<long long>(limit.rlim_cur) - 256;  // database, plugins, logs
  return static_cast<int>(std::clamp<long long>(usable / 2, 64, 100000));
}

}  // namespace

HttpServer::HttpServer(RequestHandler& dispatcher, std::string address, int port, int threads,
                       HttpLimits limits)
    : dispatcher_(dispatcher), address_(std::move(address)), port_(port), threads_(threads),
      limits_(limits) {}

HttpServer::~HttpServer() { stop(); }

seo::sdk::Result<int> HttpServer::start() {
  if (limits_.max_connections <= 0) limits_.max_connections = connectionCapFromFileLimit();
  writable_epoll_ = ::epoll_create1(EPOLL_CLOEXEC);
  wake_fd_ = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  if (writable_epoll_ < 0 || wake_fd_ < 0) {
    return seo::sdk::Status::unavailable("cannot create the HTTP housekeeper's descriptors");
  }
  epoll_event wake{};
  wake.events = EPOLLIN;
  wake.data.u64 = 0;  // connection ids start at 1
  ::epoll_ctl(writable_epoll_, EPOLL_CTL_ADD, wake_fd_, &wake);
  try {
    Address addr(address_, Port(static_cast<uint16_t>(port_)));
    listener_ = std::make_unique<Tcp::Listener>(addr);
    listener_->init(static_cast<size_t>(threads_), Flags<Tcp::Options>(Tcp::Options::ReuseAddr));
    listener_->setHandler(std::make_shared<ReactorHandler>(this));
    listener_->bind();
    running_ = true;
    housekeeper_ = std::thread([this] { housekeep(); });
    listener_->runThreaded();
    int port = static_cast<int>(static_cast<uint16_t>(listener_->getPort()));
    listening_fd_ = findListeningSocket(port);
    return port;
  } catch (const std::exception& e) {
    stop();
    return seo::sdk::Status::unavailable(std::string("cannot listen on ") + address_ + ":" +
                                         std::to_string(port_) + ": " + e.what());
  }
}

void HttpServer::stop() {
  if (listener_) {
    listener_->shutdown();  // joins the reactor threads: no more bytes arrive
    listener_.reset();
  }
  if (running_.exchange(false)) {
    std::uint64_t one = 1;
    static_cast<void>(::write(wake_fd_, &one, sizeof one));
    housekeeper_.join();
  }
  std::unordered_map<std::uint64_t, std::shared_ptr<HttpConnection>> left;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    left.swap(connections_);
  }
  left.clear();  // answers still to come find their connection gone and are dropped
  if (writable_epoll_ >= 0) ::close(writable_epoll_);
  if (wake_fd_ >= 0) ::close(wake_fd_);
  writable_epoll_ = wake_fd_ = -1;
}

bool HttpServer::drain(std::chrono::steady_clock::time_point deadline,
                       const std::function<bool()>& interrupted) {
  using Clock = std::chrono::steady_clock;
  // A keep-alive client sends its next request within moments of an answer; a connection
  // quiet for this long is idle, and closing it cuts nothing.
  constexpr auto kQuiet = std::chrono::milliseconds(500);
  // A handshake under way lands in the accept queue within a round trip.
  constexpr auto kSettle = std::chrono::milliseconds(300);
  draining_ = true;
  ListeningSocketClosing listening(std::exchange(listening_fd_, -1));
  bool closed = false;
  auto all = [this] {
    std::vector<std::shared_ptr<HttpConnection>> list;
    std::lock_guard<std::mutex> lock(mutex_);
    list.reserve(connections_.size());
    for (const auto& [id, connection] : connections_) list.push_back(connection);
    return list;
  };
  for (const auto& connection : all()) connection->drain();
  for (;;) {
    auto now = Clock::now();
    bool over = now >= deadline || (interrupted && interrupted());
    if (!closed) closed = listening.closeWhenSettled(now, kSettle, over);
    bool quiet = closed;
    for (const auto& connection : all()) {
      connection->drain();  // idempotent; one opened since the flag was set is refused anyway
      if (!connection->quietSince(now - kQuiet)) quiet = false;
    }
    if (quiet) {
      for (const auto& connection : all()) connection->closeIfQuiet();
      return true;
    }
    if (over) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
}

std::shared_ptr<HttpConnection> HttpServer::open(int fd, const std::string& address) {
  std::string refusal;
  std::shared_ptr<HttpConnection> connection;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    connection = std::make_shared<HttpConnection>(fd, next_id_++, address, limits_, *this);
    int& from_address = per_address_[address];
    if (draining_) {
      refusal = "The server is shutting down; try again shortly";
    } else if (static_cast<int>(connections_.size()) >= limits_.max_connections) {
      refusal = "Too many connections to this server; try again shortly";
    } else if (from_address >= limits_.max_connections_per_address) {
      refusal = "Too many connections from your address; close some and try again";
    }
    ++from_address;
    connections_.emplace(connection->id(), connection);
  }
  if (!refusal.empty()) {
    logLine(Level::Warning, "connection refused", {{"client", address}, {"reason", refusal}});
    connection->refuse(503, refusal);
  }
  return connection;
}

std::int64_t HttpServer::bodyLimit(const std::string& method, const std::string& path) {
  return dispatcher_.bodyLimit(method, path);
}

void HttpServer::dispatch(HttpRequest request, std::function<void(HttpResponse)> done) {
  dispatcher_.handle(std::move(request), std::move(done));
}

void HttpServer::watchWritable(const std::shared_ptr<HttpConnection>& connection) {
  epoll_event event{};
  event.events = EPOLLOUT | EPOLLONESHOT;
  event.data.u64 = connection->id();
  if (::epoll_ctl(writable_epoll_, EPOLL_CTL_MOD, connection->fd(), &event) != 0) {
    ::epoll_ctl(writable_epoll_, EPOLL_CTL_ADD, connection->fd(), &event);
  }
}

bool HttpServer::reserveBytes(std::int64_t bytes) {
  if (buffered_.fetch_add(bytes) + bytes > limits_.max_buffered_bytes) {
    buffered_.fetch_sub(bytes);
    return false;
  }
  return true;
}

void HttpServer::releaseBytes(std::int64_t bytes) { buffered_.fetch_sub(bytes); }

void HttpServer::closed(HttpConnection& connection) {
  // Before the descriptor closes: an epoll registration outlives a closed duplicate.
  if (writable_epoll_ >= 0) ::epoll_ctl(writable_epoll_, EPOLL_CTL_DEL, connection.fd(), nullptr);
  std::shared_ptr<HttpConnection> keep;  // destroyed after the lock is released
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = connections_.find(connection.id());
  if (it == connections_.end()) return;
  keep = std::move(it->second);
  connections_.erase(it);
  auto count = per_address_.find(connection.peerAddress());
  if (count != per_address_.end() && --count->second <= 0) per_address_.erase(count);
}

std::size_t HttpServer::openConnections() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return connections_.size();
}

void HttpServer::housekeep() {
  constexpr int kTickMs = 200;
  auto next_tick = std::chrono::steady_clock::now();
  std::vector<epoll_event> events(64);
  while (running_) {
    int n = ::epoll_wait(writable_epoll_, events.data(), static_cast<int>(events.size()), kTickMs);
    for (int i = 0; i < n; ++i) {
      std::uint64_t id = events[static_cast<std::size_t>(i)].data.u64;
      if (id == 0) continue;  // the wake-up at stop
      std::shared_ptr<HttpConnection> connection;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        auto it = connections_.find(id);
        if (it != connections_.end()) connection = it->second;
      }
      if (connection) connection->onWritable();
    }
    auto now = std::chrono::steady_clock::now();
    if (now < next_tick) continue;
    next_tick = now + std::chrono::milliseconds(kTickMs);
    std::vector<std::shared_ptr<HttpConnection>> all;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      all.reserve(connections_.size());
      for (const auto& [id, connection] : connections_) all.push_back(connection);
    }
    for (const auto& connection : all) connection->tick(now);
  }
}

}  // namespace seo::core
