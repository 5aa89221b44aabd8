// The real seo-server binary as a child process: started on port 0 with its own database, it is
// ready once it prints its listening line; the demo block it may print before that is parsed.
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tests/testing/build_paths.h"
#include "tests/testing/child_process.h"

namespace seo::tests {

struct ServerOptions {
  std::string config_file = seo::testing::configFile();
  std::string database_url;                // required: the test's database URL
  std::string plugin_dir;                  // empty: the server's default
  std::vector<std::string> plugins;        // empty: the configuration's list
  bool provision_demo = false;             // false passes --no-demo
  std::map<std::string, std::string> env;  // e.g. SEO_ALLOW_PRIVATE_ADDRESSES=1
  std::vector<std::string> extra_args;
  // A newcomer's first run: no --config, --database or --plugin-dir, started in `working_dir`
  // (the server's defaults: ./config/seo-server.jsonc if present, ./data/seo.db, the plugins
  // beside the binary).
  bool defaults_only = false;
  std::string working_dir;
};

class ServerProcess {
 public:
  ServerProcess(ServerOptions options, std::string stderr_path);

  // Starts the server and waits for its listening line; false with `*error` (including the
  // server's stderr) when it exits or stays silent instead.
  bool start(std::string* error);

  int port() const { return port_; }
  pid_t pid() const { return child_.pid(); }
  std::string baseUrl() const { return "http://127.0.0.1:" + std::to_string(port_); }
  // From the demo block on stdout; empty when none was printed.
  const std::string& demoKey() const { return demo_key_; }
  const std::string& demoWebsiteId() const { return demo_website_id_; }
  // All of stdout up to and including the listening line.
  const std::string& startupOutput() const { return child_.stdoutText(); }
  std::string stderrText() const { return child_.stderrText(); }
  const std::string& stderrPath() const { return stderr_path_; }

  // SIGTERM and wait (SIGKILL after 15 s); the exit status, or nullopt when it had to be killed.
  std::optional<int> stop();
  // Sends `signal` and returns at once (a graceful shutdown to watch: then wait()).
  void signal(int signal);
  // The exit status once it exited, or nullopt if it still runs after `timeout`.
  std::optional<int> wait(std::chrono::milliseconds timeout) { return child_.wait(timeout); }
  void kill() { child_.kill(); }
  bool running() { return child_.running(); }

 private:
  ServerOptions options_;
  std::string stderr_path_;
  ChildProcess child_;
  int port_ = 0;
  std::string demo_key_;
  std::string demo_website_id_;
};

}  // namespace seo::tests
