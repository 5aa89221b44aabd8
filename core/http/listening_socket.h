// Closing the listening socket at the start of a drain without resetting a connection a client
// has already made. Closing it outright would reset every connection in its accept queue (whose
// clients may have sent their request already), so it is closed in three steps: new handshakes
// are dropped (a filter on the socket drops each SYN; the client tries again a second later and
// then meets a closed port: connection refused, no request sent), the handshakes under way finish
// and are accepted from the queue as usual, and once the queue has stayed empty for a moment the
// socket is closed in place.
//
// Pistache keeps the listening descriptor to itself, so it is found by what it is, and closed
// by putting a socket that does not listen on its number (Pistache closes that one at exit).
#pragma once

#include <chrono>

namespace seo::core {

// The descriptor of this process's socket listening on TCP `port`, or -1.
int findListeningSocket(int port);

class ListeningSocketClosing {
 public:
  using Clock = std::chrono::steady_clock;

  // Drops new handshakes on `fd` from now on. An `fd` below 0 (not found) is closed already.
  explicit ListeningSocketClosing(int fd);

  // Closes the socket once its accept queue has been empty for `settle` (a handshake under way
  // takes a round trip to land there), or at once when `now_anyway`; call it again until true.
  bool closeWhenSettled(Clock::time_point now, std::chrono::milliseconds settle,
                        bool now_anyway = false);

 private:
  int fd_;
  Clock::time_point busy_at_;
};

}  // namespace seo::core
