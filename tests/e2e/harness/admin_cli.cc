#include "tests/e2e/harness/admin_cli.h"

#include "tests/e2e/harness/http_client.h"
#include "tests/e2e/harness/run_command.h"
#include "tests/testing/build_paths.h"

namespace seo::tests {

std::string CliResult::describe() const {
  return "exit " + std::to_string(exit_code) + "\nstdout: " + out + "\nstderr: " + err;
}

AdminCli::AdminCli(std::string database_url, std::string config_file,
                   std::string secret_key_file)
    : database_url_(std::move(database_url)),
      config_file_(std::move(config_file)),
      secret_key_file_(std::move(secret_key_file)) {}

CliResult AdminCli::run(const std::vector<std::string>& args, bool json,
                        const std::map<std::string, std::string>& env,
                        const std::string& input) const {
  std::vector<std::string> argv = {seo::testing::seoctlBin(), "--database", database_url_,
                                   "--config", config_file_};
  if (json) argv.emplace_back("--json");
  argv.insert(argv.end(), args.begin(), args.end());
  std::map<std::string, std::string> full_env = env;
  if (!secret_key_file_.empty()) full_env.emplace("SEO_SECRET_KEY_FILE", secret_key_file_);
  CommandResult ran = runCommand(argv, full_env, 60, input);
  CliResult result;
  result.exit_code = ran.exit_code;
  result.out = std::move(ran.out);
  result.err = std::move(ran.err);
  result.json = parseJson(result.out);
  return result;
}

}  // namespace seo::tests
