#include "core/server/control_socket.h"

#include <cerrno>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "core/common/log.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::size_t kMaxRequestBytes = 4096;
constexpr int kRequestTimeoutMs = 5000;

std::string errnoText() { return std::strerror(errno); }

bool socketAddress(const std::string& path, sockaddr_un* address) {
  std::memset(address, 0, sizeof *address);
  address->sun_family = AF_UNIX;
  if (path.empty() || path.size() >= sizeof address->sun_path) return false;
  std::memcpy(address->sun_path, path.data(), path.size());
  return true;
}

// Reads up to the first newline (or the peer's end of writing), waiting at most `timeout_ms` for
// each piece.
Result<std::string> readLine(int fd, int timeout_ms, std::size_t limit) {
  std::string text;
  char buffer[1024];
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    int ready = ::poll(&p, 1, timeout_ms);
    if (ready == 0) return Status::unavailable("timed out waiting for the other side");
    if (ready < 0) {
      if (errno == EINTR) continue;
      return Status::unavailable(errnoText());
    }
    ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return Status::unavailable(errnoText());
    if (n == 0) return text;
    text.append(buffer, static_cast<std::size_t>(n));
    if (std::size_t end = text.find('\n'); end != std::string::npos) return text.substr(0, end);
    if (text.size() > limit) return Status::invalidArgument("request too long");
  }
}

bool writeAll(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    ssize_t n = ::send(fd, text.data() + done, text.size() - done, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace

ControlSocket::ControlSocket(std::string path, Handler handler)
    : path_(std::move(path)), handler_(std::move(handler)) {}

ControlSocket::~ControlSocket() { stop(); }

Status ControlSocket::start() {
  sockaddr_un address;
  if (!socketAddress(path_, &address)) {
    return Status::invalidArgument("control socket path must be 1.." +
                                   std::to_string(sizeof address.sun_path - 1) + " bytes: " +
                                   path_);
  }
  std::error_code ec;
  std::filesystem::path parent = std::filesystem::path(path_).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent, ec);

  lock_fd_ = ::open((path_ + ".lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (lock_fd_ < 0) return Status::unavailable("cannot open " + path_ + ".lock: " + errnoText());
  if (::flock(lock_fd_, LOCK_EX | LOCK_NB) != 0) {
    ::close(lock_fd_);
    lock_fd_ = -1;
    return Status::unavailable("control socket " + path_ + " is held by another server");
  }
  ::unlink(path_.c_str());  // ours now: whatever is there was left by a server that ended
  listen_fd_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  // Only the owner may connect; nobody can before listen(), so chmod first leaves no gap.
  bool bound = listen_fd_ >= 0 &&
               ::bind(listen_fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
  if (!bound || ::chmod(path_.c_str(), 0600) != 0 || ::listen(listen_fd_, 8) != 0 ||
      ::pipe2(wake_, O_CLOEXEC) != 0) {
    Status failed = Status::unavailable("cannot listen on " + path_ + ": " + errnoText());
    stop();
    return failed;
  }
  thread_ = std::thread(&ControlSocket::serve, this);
  return Status::ok();
}

void ControlSocket::stop() {
  if (thread_.joinable()) {
    char byte = 0;
    (void)!::write(wake_[1], &byte, 1);
    thread_.join();
  }
  for (int* fd : {&listen_fd_, &wake_[0], &wake_[1]}) {
    if (*fd >= 0) ::close(*fd);
    *fd = -1;
  }
  if (lock_fd_ >= 0) {
    ::unlink(path_.c_str());
    ::close(lock_fd_);  // releases the lock
    lock_fd_ = -1;
  }
}

void ControlSocket::serve() {
  for (;;) {
    pollfd fds[2] = {{listen_fd_, POLLIN, 0}, {wake_[0], POLLIN, 0}};
    if (::poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      logLine(Level::Error, "control socket failed", {{"error", errnoText()}});
      return;
    }
    if (fds[1].revents != 0) return;
    int client = ::accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (client < 0) continue;
    Result<std::string> line = readLine(client, kRequestTimeoutMs, kMaxRequestBytes);
    if (line.isOk()) {
      writeAll(client, handler_(line.value()) + "\n");
    } else {
      logLine(Level::Warning, "control request refused", {{"error", line.status().message()}});
    }
    ::close(client);
  }
}

Result<std::string> controlRequest(const std::string& path, const std::string& line,
                                   std::chrono::milliseconds timeout) {
  sockaddr_un address;
  if (!socketAddress(path, &address)) {
    return Status::invalidArgument("control socket path must be 1.." +
                                   std::to_string(sizeof address.sun_path - 1) + " bytes: " + path);
  }
  int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return Status::unavailable(errnoText());
  if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
    Status failed = Status::unavailable("cannot reach the server at " + path + ": " + errnoText() +
                                        " (is seo-server running with this control_socket?)");
    ::close(fd);
    return failed;
  }
  Result<std::string> answer = Status::unavailable("cannot send to " + path);
  if (writeAll(fd, line + "\n")) {
    ::shutdown(fd, SHUT_WR);
    answer = readLine(fd, static_cast<int>(timeout.count()), 16 * 1024 * 1024);
  }
  ::close(fd);
  return answer;
}

}  // namespace seo::core
