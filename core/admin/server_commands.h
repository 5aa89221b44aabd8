// seoctl's commands about the server itself: its migrations, its secrets, the plugins the
// running server serves (through its control socket) and the commands and API description the
// enabled plugins bring.
#pragma once

#include <span>

#include "core/admin/cli_command.h"

namespace seo::core {

std::span<const CliCommand> serverCommands();

// `seoctl <plugin> <command>`: a command a plugin added, run with the server's own host
// services after the plugins' migrations, exactly as the server would load them.
int runPluginCommand(CliContext& ctx);

}  // namespace seo::core
