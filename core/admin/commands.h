// The admin CLI's commands (seoctl): tenancy, plans, credits and usage, on the same database the
// server uses.
#pragma once

#include <map>
#include <ostream>
#include <string>

#include "core/config/config.h"

namespace seo::core {

struct CliArgs {
  std::string noun;  // "org", "user", "website", "key", "plan", "credits", "usage", "migrate"
  std::string verb;  // "create", "list", ...
  std::map<std::string, std::string> flags;  // "--name X" becomes {"name", "X"}
  bool json = false;
};

extern const char* const kCliUsage;

// Runs one command; returns the process exit code (0 ok, 1 failed, 2 usage).
int runCommand(const CliArgs& args, const Config& config, std::ostream& out, std::ostream& err);

}  // namespace seo::core
