#include "core/server/server_flags.h"

#include <iostream>
#include <sstream>

#include "core/loader/plugin_manager.h"

namespace seo::core {
namespace {

constexpr const char* kUsage =
    "usage: seo-server [--config FILE] [--listen ADDRESS] [--port N] [--database URL]\n"
    "                  [--plugin-dir DIR] [--plugins a,b,c] [--control-socket PATH] [--no-demo]\n"
    "Configuration: FILE (default config/seo-server.jsonc if present, else the shipped one\n"
    "compiled in), then SEO_* environment variables, then these flags. SIGHUP re-reads it and\n"
    "reloads plugins (hot swap). --listen 0.0.0.0 serves every interface (default 127.0.0.1).\n";

}  // namespace

std::optional<ServerFlags> parseServerFlags(int argc, char** argv, int* exit_code) {
  ServerFlags flags;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&](std::string& out) {
      if (i + 1 >= argc) return false;
      out = argv[++i];
      return true;
    };
    bool given = true;
    if (arg == "--config") {
      given = value(flags.config_path);
      flags.config_required = true;
    } else if (arg == "--listen") {
      given = value(flags.listen);
    } else if (arg == "--port") {
      given = value(flags.port);
    } else if (arg == "--database") {
      given = value(flags.database);
    } else if (arg == "--plugin-dir") {
      given = value(flags.plugin_dir);
    } else if (arg == "--plugins") {
      given = value(flags.plugins);
    } else if (arg == "--control-socket") {
      given = value(flags.control_socket);
      flags.control_socket_set = true;
    } else if (arg == "--no-demo") {
      flags.no_demo = true;
    } else if (arg == "--help" || arg == "-h") {
      std::cout << kUsage;
      *exit_code = 0;
      return std::nullopt;
    } else {
      std::cerr << "seo-server: unknown argument " << arg << "\n" << kUsage;
      *exit_code = 2;
      return std::nullopt;
    }
    if (!given) {
      std::cerr << "seo-server: " << arg << " needs a value\n" << kUsage;
      *exit_code = 2;
      return std::nullopt;
    }
  }
  return flags;
}

seo::sdk::Result<Config> readServerConfig(const ServerFlags& flags) {
  auto loaded = loadConfig(flags.config_path, flags.config_required);
  if (!loaded.isOk()) return loaded.status();
  Config config = loaded.value();
  applyEnvironment(config);
  if (auto s = applySettingsEnvironment(config); !s.isOk()) return s;
  if (!flags.listen.empty()) config.listen_address = flags.listen;
  if (!flags.port.empty()) config.port = parsePort(flags.port.c_str());
  if (!flags.database.empty()) config.database_url = flags.database;
  if (!flags.plugin_dir.empty()) config.plugin_directory = flags.plugin_dir;
  if (!flags.plugins.empty()) {
    config.enabled_plugins.clear();
    config.plugins_listed = true;
    std::stringstream list(flags.plugins);
    std::string name;
    while (std::getline(list, name, ',')) {
      if (!name.empty()) config.enabled_plugins.push_back(name);
    }
  }
  if (flags.control_socket_set) config.control_socket = flags.control_socket;
  if (flags.no_demo) config.provision_demo = false;
  if (config.plugin_directory.empty()) {
    config.plugin_directory = defaultPluginDirectory().string();
  }
  if (config.port < 0 || config.port > 65535) {
    return seo::sdk::Status::invalidArgument("the port must be a number 0..65535");
  }
  if (config.threads < 1) return seo::sdk::Status::invalidArgument("threads must be at least 1");
  return config;
}

}  // namespace seo::core
