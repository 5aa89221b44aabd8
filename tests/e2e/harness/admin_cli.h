// The real seoctl binary, pointed at the same database and configuration as the server under
// test. Tests provision organizations, users, websites, keys and quotas through it.
#pragma once

#include <rapidjson/document.h>

#include <map>
#include <string>
#include <vector>

#include "tests/testing/build_paths.h"

namespace seo::tests {

struct CliResult {
  int exit_code = -1;
  std::string out;
  std::string err;
  rapidjson::Document json;  // stdout parsed; HasParseError() when it is not JSON

  // "exit N, stdout ..., stderr ..." for failure messages.
  std::string describe() const;
};

class AdminCli {
 public:
  explicit AdminCli(std::string database_url, std::string config_file = seo::testing::configFile(),
                    std::string secret_key_file = "");

  // Runs `seoctl --database URL --config FILE [--json] args...`, with `input` on its stdin.
  CliResult run(const std::vector<std::string>& args, bool json = true,
                const std::map<std::string, std::string>& env = {},
                const std::string& input = "") const;

  const std::string& databaseUrl() const { return database_url_; }

 private:
  std::string database_url_;
  std::string config_file_;
  std::string secret_key_file_;  // SEO_SECRET_KEY_FILE unless a run's env names one
};

}  // namespace seo::tests
