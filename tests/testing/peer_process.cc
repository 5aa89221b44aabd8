#include "tests/testing/peer_process.h"

#include <cstdlib>
#include <optional>

namespace seo::tests {

PeerProcess::PeerProcess(std::string script, std::vector<std::string> args)
    : script_(std::move(script)), args_(std::move(args)) {}

bool PeerProcess::start(std::string* error) {
  std::vector<std::string> argv = {PYTHON3_BIN, std::string(PEERS_DIR) + "/" + script_};
  argv.insert(argv.end(), args_.begin(), args_.end());
  if (!child_.start(ChildSpec{argv, {{"PYTHONUNBUFFERED", "1"}}, ""}, error)) return false;
  std::optional<std::string> line = child_.readLine(std::chrono::seconds(20));
  port_ = line ? std::atoi(line->c_str()) : 0;
  if (port_ > 0) return true;
  child_.kill();
  *error = script_ + " printed no port; stderr:\n" + child_.stderrText();
  return false;
}

std::string PeerProcess::url(const std::string& path) const {
  return "http://127.0.0.1:" + std::to_string(port_) + path;
}

}  // namespace seo::tests
