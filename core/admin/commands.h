// The admin CLI's commands (seoctl): the core's own, from the tables of tenancy_commands.h and
// server_commands.h, and those plugins add, on the same database the server uses.
#pragma once

#include <ostream>
#include <string>

#include "core/admin/cli_runner.h"
#include "core/config/config.h"

namespace seo::core {

// The help: every command of the core's tables, with its flags and what it does.
std::string cliUsage();

// Runs one command; returns the process exit code (0 ok, 1 failed, 2 usage).
int runCommand(const CliArgs& args, const Config& config, std::ostream& out, std::ostream& err);

}  // namespace seo::core
