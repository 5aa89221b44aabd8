// seo-server's command line, and the configuration it names: the file, then SEO_* environment
// variables, then the flags. Kept, so SIGHUP reads the configuration again the same way.
#pragma once

#include <optional>
#include <string>

#include "core/config/config.h"
#include "seo/sdk/status.h"

namespace seo::core {

struct ServerFlags {
  std::string config_path = "config/seo-server.jsonc";
  bool config_required = false;
  std::string listen, port, database, plugin_dir, plugins, control_socket;
  bool control_socket_set = false;
  bool no_demo = false;
};

// The flags of `argv`; nullopt with `*exit_code` set when the process should end at once (help
// printed: 0; a flag unknown or without its value, said on stderr with the usage: 2).
std::optional<ServerFlags> parseServerFlags(int argc, char** argv, int* exit_code);

// The configuration the flags name, checked: a port 0..65535, at least one thread.
seo::sdk::Result<Config> readServerConfig(const ServerFlags& flags);

}  // namespace seo::core
