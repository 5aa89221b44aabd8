// Runs a program to completion and captures what it printed: for short-lived tools (seoctl,
// sqlite3, psql) whose whole output is the answer.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace seo::tests {

struct CommandResult {
  int exit_code = -1;  // 128 + signal when killed; -1 when it could not be started or timed out
  std::string out;
  std::string err;
};

// `argv[0]` is the program's path. SEO_* variables of the test's environment are not passed on.
// `input` is what the program reads on stdin (empty: /dev/null).
CommandResult runCommand(const std::vector<std::string>& argv,
                         const std::map<std::string, std::string>& env = {},
                         int timeout_seconds = 60, const std::string& input = "");

}  // namespace seo::tests
