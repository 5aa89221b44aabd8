#include "tests/e2e/harness/raw_connection.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace seo::tests {
namespace {

// Length of the first complete answer at the start of `raw`, or 0 when it is not all there.
std::size_t firstAnswerLength(const std::string& raw) {
  std::size_t end = raw.find("\r\n\r\n");
  if (end == std::string::npos) return 0;
  std::string head = raw.substr(0, end);
  std::size_t length = 0;
  std::string lower = head;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::size_t at = lower.find("\r\ncontent-length:");
  if (at != std::string::npos) length = std::strtoull(head.c_str() + at + 17, nullptr, 10);
  // Answers to HEAD carry a Content-Length but no body; callers of HEAD read with readAll.
  if (raw.size() < end + 4 + length) return 0;
  return end + 4 + length;
}

}  // namespace

RawConnection::RawConnection(int port) {
  fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd_ < 0) return;
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd_);
    fd_ = -1;
  }
}

RawConnection::~RawConnection() {
  if (fd_ >= 0) ::close(fd_);
}

bool RawConnection::send(const std::string& bytes) {
  std::size_t sent = 0;
  while (sent < bytes.size()) {
    ssize_t n = ::send(fd_, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    sent += static_cast<std::size_t>(n);
  }
  return true;
}

void RawConnection::shutdownWrite() { ::shutdown(fd_, SHUT_WR); }

std::string RawConnection::readAll(std::chrono::milliseconds limit) {
  return readAnswers(1 << 30, limit);
}

std::string RawConnection::readAnswers(int count, std::chrono::milliseconds limit) {
  std::string raw;
  auto deadline = std::chrono::steady_clock::now() + limit;
  for (;;) {
    std::string rest = raw;
    int complete = 0;
    while (std::size_t n = firstAnswerLength(rest)) {
      ++complete;
      rest.erase(0, n);
    }
    if (complete >= count || readSome(deadline, &raw) != Read::Data) return raw;
  }
}

bool RawConnection::closedByServer(std::chrono::milliseconds limit) {
  auto deadline = std::chrono::steady_clock::now() + limit;
  std::string discarded;
  for (;;) {
    Read r = readSome(deadline, &discarded);
    if (r != Read::Data) return r == Read::Closed;
  }
}

RawConnection::Read RawConnection::readSome(std::chrono::steady_clock::time_point deadline,
                                            std::string* into) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
      deadline - std::chrono::steady_clock::now());
  if (left.count() <= 0) return Read::TimedOut;
  pollfd p{fd_, POLLIN, 0};
  if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) return Read::TimedOut;
  char buf[65536];
  ssize_t n = ::recv(fd_, buf, sizeof buf, 0);
  if (n < 0 && errno == ECONNRESET) reset_ = true;
  if (n <= 0) return Read::Closed;
  into->append(buf, static_cast<std::size_t>(n));
  return Read::Data;
}

std::vector<RawAnswer> splitAnswers(const std::string& raw) {
  std::vector<RawAnswer> answers;
  std::string rest = raw;
  while (std::size_t n = firstAnswerLength(rest)) {
    RawAnswer a;
    std::size_t end = rest.find("\r\n\r\n");
    a.head = rest.substr(0, end);
    a.body = rest.substr(end + 4, n - end - 4);
    if (a.head.compare(0, 9, "HTTP/1.1 ") == 0) a.status = std::atoi(a.head.c_str() + 9);
    answers.push_back(std::move(a));
    rest.erase(0, n);
  }
  return answers;
}

}  // namespace seo::tests
