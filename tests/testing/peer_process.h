// A fake peer from tests/peers/ run as a child process: a Python script that binds 127.0.0.1 on a
// free port and prints that port as its first line of stdout.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "tests/testing/child_process.h"

namespace seo::tests {

class PeerProcess {
 public:
  // `script` is a file name under tests/peers/, `args` its flags.
  explicit PeerProcess(std::string script, std::vector<std::string> args = {});

  // Starts the peer and reads its port; false with `*error` otherwise.
  bool start(std::string* error);
  int port() const { return port_; }
  // "http://127.0.0.1:PORT" + path.
  std::string url(const std::string& path = "") const;
  std::string stderrText() const { return child_.stderrText(); }
  void stop() { child_.terminate(std::chrono::seconds(5)); }

 private:
  std::string script_;
  std::vector<std::string> args_;
  ChildProcess child_;
  int port_ = 0;
};

}  // namespace seo::tests
