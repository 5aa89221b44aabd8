// The running server's control socket: a Unix domain socket (mode 0600, so only the server's user
// may connect) on which the admin CLI asks the server to act, such as reloading plugins. One
// request line in, one answer out, then the connection closes. The path is owned through an
// exclusive lock on "<path>.lock": a second server configured with the same path runs without a
// control socket instead of taking it over, and a socket file left by a crash is replaced.
#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <thread>

#include "seo/sdk/status.h"

namespace seo::core {

class ControlSocket {
 public:
  // Answers one request line. Called on the socket's own thread, one request at a time.
  using Handler = std::function<std::string(const std::string& line)>;

  ControlSocket(std::string path, Handler handler);
  ~ControlSocket();  // stop()
  ControlSocket(const ControlSocket&) = delete;
  ControlSocket& operator=(const ControlSocket&) = delete;

  // Binds and starts serving. Unavailable when another process holds the path or it cannot be
  // bound; InvalidArgument when it is too long for a socket address.
  seo::sdk::Status start();
  // Stops serving and removes the socket file.
  void stop();

 private:
  void serve();

  std::string path_;
  Handler handler_;
  int listen_fd_ = -1;
  int lock_fd_ = -1;
  int wake_[2] = {-1, -1};  // a byte here ends serve()
  std::thread thread_;
};

// Sends `line` to the control socket at `path` and returns the answer (for seoctl).
seo::sdk::Result<std::string> controlRequest(const std::string& path, const std::string& line,
                                             std::chrono::milliseconds timeout);

}  // namespace seo::core
