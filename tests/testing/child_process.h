// One child process started with fork/exec: its stdout is a pipe the test reads line by line, its
// stderr goes to a file the test reads whole. The environment is the test's own minus every
// SEO_* and proxy variable (so the caller's shell cannot change a test's outcome), plus what the
// spec adds.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace seo::tests {

struct ChildSpec {
  std::vector<std::string> argv;            // argv[0] is the program's path
  std::map<std::string, std::string> env;   // added after SEO_* variables are removed
  std::string stderr_path;                  // empty: an anonymous temporary file
  std::string working_dir;                  // empty: the test's own
  std::string stdin_text = "";              // what the child reads on stdin; empty: /dev/null
};

class ChildProcess {
 public:
  ChildProcess() = default;
  ~ChildProcess();  // kills the child if it still runs
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Starts the child; false with `*error` set when it cannot be started.
  bool start(const ChildSpec& spec, std::string* error);

  // The next line of stdout without its newline, or nullopt at end of file or after `timeout`.
  std::optional<std::string> readLine(std::chrono::milliseconds timeout);
  // Reads stdout until end of file (or `timeout`) and returns all of it, earlier lines included.
  std::string readAll(std::chrono::milliseconds timeout);
  // Everything read from stdout so far.
  const std::string& stdoutText() const { return stdout_text_; }
  // Everything the child wrote to stderr so far.
  std::string stderrText() const;

  // The exit status (128 + signal when killed), or nullopt if it is still running after `timeout`.
  std::optional<int> wait(std::chrono::milliseconds timeout);
  // SIGTERM, then wait up to `timeout`; SIGKILL when it did not exit. Returns the exit status.
  std::optional<int> terminate(std::chrono::milliseconds timeout);
  // SIGKILL and reap.
  void kill();
  bool running();
  pid_t pid() const { return pid_; }

 private:
  bool fillBuffer(std::chrono::steady_clock::time_point deadline);

  pid_t pid_ = -1;
  std::optional<int> exit_status_;
  int stdout_fd_ = -1;
  int stderr_fd_ = -1;
  std::string buffer_;       // read but not yet returned by readLine
  std::string stdout_text_;  // everything read
};

}  // namespace seo::tests
