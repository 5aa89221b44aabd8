#include "tests/e2e/harness/run_command.h"

#include "tests/testing/child_process.h"

namespace seo::tests {

CommandResult runCommand(const std::vector<std::string>& argv,
                         const std::map<std::string, std::string>& env, int timeout_seconds,
                         const std::string& input) {
  CommandResult result;
  ChildProcess child;
  std::string error;
  if (!child.start(ChildSpec{argv, env, "", "", input}, &error)) {
    result.err = error;
    return result;
  }
  auto timeout = std::chrono::seconds(timeout_seconds);
  result.out = child.readAll(timeout);
  std::optional<int> status = child.wait(timeout);
  if (!status) {
    child.kill();
    result.err = "timed out\n";
  }
  result.exit_code = status.value_or(-1);
  result.err += child.stderrText();
  return result;
}

}  // namespace seo::tests
