#include "core/http/listening_socket.h"

#include <fcntl.h>
#include <linux/filter.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "core/common/log.h"

namespace seo::core {
namespace {

int localPort(int fd) {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  if (::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) return -1;
  if (address.ss_family == AF_INET) {
    return ntohs(reinterpret_cast<const sockaddr_in&>(address).sin_port);
  }
  if (address.ss_family == AF_INET6) {
    return ntohs(reinterpret_cast<const sockaddr_in6&>(address).sin6_port);
  }
  return -1;
}

// For a listening TCP socket, Linux reports its accept queue's length as tcpi_unacked.
int acceptQueueLength(int fd) {
  tcp_info info{};
  socklen_t length = sizeof info;
  if (::getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &length) != 0) return 0;
  return static_cast<int>(info.tcpi_unacked);
}

// A classic BPF program run on each segment the listening socket receives (its TCP header at
// offset 0): a SYN without ACK (a new handshake) is dropped, everything else kept, so the final
// ACK of a handshake under way still lands.
bool dropNewHandshakes(int fd) {
  static sock_filter code[] = {
      BPF_STMT(BPF_LD | BPF_B | BPF_ABS, 13),     // the flags byte
      BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0x12),  // SYN | ACK
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0x02, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, 0),           // SYN alone: drop
      BPF_STMT(BPF_RET | BPF_K, 0xffffffff),  // the rest: keep
  };
  sock_fprog program{static_cast<unsigned short>(sizeof code / sizeof code[0]), code};
  return ::setsockopt(fd, SOL_SOCKET, SO_ATTACH_FILTER, &program, sizeof program) == 0;
}

}  // namespace

int findListeningSocket(int port) {
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/proc/self/fd", ec)) {
    char* end = nullptr;
    std::string name = entry.path().filename().string();
    long fd = std::strtol(name.c_str(), &end, 10);
    if (end == name.c_str() || *end != '\0') continue;
    int listening = 0;
    socklen_t length = sizeof listening;
    if (::getsockopt(static_cast<int>(fd), SOL_SOCKET, SO_ACCEPTCONN, &listening, &length) != 0 ||
        listening == 0) {
      continue;  // not a socket, or not listening
    }
    if (localPort(static_cast<int>(fd)) == port) return static_cast<int>(fd);
  }
  return -1;
}

ListeningSocketClosing::ListeningSocketClosing(int fd) : fd_(fd), busy_at_(Clock::now()) {
  if (fd_ >= 0 && !dropNewHandshakes(fd_)) {
    logLine(Level::Warning, "cannot hold new connections back while draining; a few may be reset");
  }
}

bool ListeningSocketClosing::closeWhenSettled(Clock::time_point now,
                                              std::chrono::milliseconds settle, bool now_anyway) {
  if (fd_ < 0) return true;
  if (acceptQueueLength(fd_) > 0) busy_at_ = now;
  if (!now_anyway && now - busy_at_ < settle) return false;
  // dup3 closes the socket and leaves its number open for its owner to close later. The
  // placeholder is a socket that is not listening: an accept the listener's thread may still
  // make on the number fails as a socket error, which Pistache logs and goes on from.
  int placeholder = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (placeholder >= 0) {
    ::dup3(placeholder, fd_, O_CLOEXEC);
    ::close(placeholder);
  }
  fd_ = -1;
  return true;
}

}  // namespace seo::core
