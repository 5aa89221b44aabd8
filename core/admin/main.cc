// seoctl: the admin CLI. Creates and lists organizations, users, websites and keys, sets plans,
// quotas and metered billing, and shows usage, on the server's database.
#include <iostream>
#include <string>

#include "core/admin/commands.h"
#include "core/common/log.h"

using namespace seo::core;

int main(int argc, char** argv) {
  CliArgs args;
  std::string config_path = "config/seo-server.jsonc";
  bool config_required = false;
  std::string database;
  std::vector<std::string> words;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::cout << cliUsage();
      return 0;
    }
    if (arg == "--json") {
      args.json = true;
    } else if (arg.rfind("--", 0) == 0) {
      std::string name = arg.substr(2);
      if (i + 1 >= argc) {
        std::cerr << "seoctl: " << arg << " needs a value\n";
        return 2;
      }
      std::string value = argv[++i];
      if (name == "database") {
        database = value;
      } else if (name == "config") {
        config_path = value;
        config_required = true;
      } else {
        args.flags[name] = value;
      }
    } else {
      words.push_back(arg);
    }
  }
  if (words.empty() || words.size() > 2) {
    std::cerr << cliUsage();
    return 2;
  }
  args.noun = words[0];
  args.verb = words.size() > 1 ? words[1] : "";

  auto config = loadConfig(config_path, config_required);
  if (!config.isOk()) {
    std::cerr << "seoctl: " << config.status().message() << "\n";
    return 2;
  }
  Config c = config.value();
  applyEnvironment(c);
  if (auto s = applySettingsEnvironment(c); !s.isOk()) {
    std::cerr << "seoctl: " << s.message() << "\n";
    return 2;
  }
  if (!database.empty()) c.database_url = database;
  setLogLevel(Level::Warning);  // migrations log at info; the CLI's output is its answer
  return runCommand(args, c, std::cout, std::cerr);
}
