#include "tests/e2e/harness/server_process.h"

#include <signal.h>

#include <sstream>

#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

constexpr const char* kListening = "seo-server listening on http://";

// The first whitespace-separated word after `label` in `line`, or "".
std::string wordAfter(const std::string& line, const std::string& label) {
  std::size_t at = line.find(label);
  if (at == std::string::npos) return "";
  std::istringstream rest(line.substr(at + label.size()));
  std::string word;
  rest >> word;
  return word;
}

}  // namespace

ServerProcess::ServerProcess(ServerOptions options, std::string stderr_path)
    : options_(std::move(options)), stderr_path_(std::move(stderr_path)) {}

bool ServerProcess::start(std::string* error) {
  std::vector<std::string> argv = {seo::testing::serverBin(), "--port", "0"};
  if (!options_.defaults_only) {
    argv.insert(argv.end(), {"--config", options_.config_file, "--database", options_.database_url});
  }
  if (!options_.plugin_dir.empty() && !options_.defaults_only) {
    argv.insert(argv.end(), {"--plugin-dir", options_.plugin_dir});
  }
  if (!options_.plugins.empty()) {
    std::string joined;
    for (const std::string& p : options_.plugins) joined += (joined.empty() ? "" : ",") + p;
    argv.insert(argv.end(), {"--plugins", joined});
  }
  if (!options_.provision_demo) argv.emplace_back("--no-demo");
  argv.insert(argv.end(), options_.extra_args.begin(), options_.extra_args.end());

  // No control socket unless the test asks for one: servers of parallel tests would share the
  // configuration's path.
  std::map<std::string, std::string> env = options_.env;
  env.emplace("SEO_CONTROL_SOCKET", "");
  if (!child_.start(ChildSpec{argv, env, stderr_path_, options_.working_dir}, error)) return false;
  for (;;) {
    std::optional<std::string> line = child_.readLine(std::chrono::seconds(30));
    if (!line) break;
    if (line->rfind(kListening, 0) == 0) {
      std::string address = line->substr(std::string(kListening).size());
      std::size_t colon = address.rfind(':');
      port_ = colon == std::string::npos ? 0 : std::atoi(address.c_str() + colon + 1);
      if (port_ > 0) return true;
      break;
    }
    if (std::string key = wordAfter(*line, "API key:"); !key.empty()) demo_key_ = key;
    if (std::string id = wordAfter(*line, "website_id:"); !id.empty()) demo_website_id_ = id;
  }
  child_.kill();
  *error = "seo-server did not report a listening port.\nstdout:\n" + child_.stdoutText() +
           "\nstderr:\n" + child_.stderrText();
  return false;
}

std::optional<int> ServerProcess::stop() { return child_.terminate(std::chrono::seconds(15)); }

void ServerProcess::signal(int signal) { ::kill(child_.pid(), signal); }

}  // namespace seo::tests
