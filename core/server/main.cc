// seo-server: the HTTP server. Loads the configuration, opens the database, applies the core's
// migrations, loads the enabled plugins, provisions a demo account on first start and serves
// /api/v1 until SIGINT or SIGTERM.
#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>

#include <unistd.h>

#include "core/common/log.h"
#include "core/config/config.h"
#include "core/host/host_impl.h"
#include "core/http/dispatcher.h"
#include "core/http/pistache_server.h"
#include "core/jobs/job_runner.h"
#include "core/loader/plugin_manager.h"
#include "core/server/demo.h"
#include "core/storage/core_schema.h"
#include "core/storage/migrator.h"
#include "core/tenancy/tenant_store.h"

namespace {

using namespace seo::core;

constexpr const char* kUsage =
    "usage: seo-server [--config FILE] [--port N] [--database URL] [--plugin-dir DIR]\n"
    "                  [--plugins a,b,c] [--no-demo]\n"
    "Configuration: FILE (default config/seo-server.jsonc if present), then SEO_* environment\n"
    "variables, then these flags.\n";

Level parseLevel(const std::string& s) {
  if (s == "debug") return Level::Debug;
  if (s == "warning") return Level::Warning;
  if (s == "error") return Level::Error;
  return Level::Info;
}

int fail(const std::string& message) {
  logLine(Level::Error, "start-up failed", {{"error", message}});
  std::cerr << "seo-server: " << message << "\n";
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  std::string config_path = "config/seo-server.jsonc";
  bool config_required = false;
  std::string port_flag, database_flag, plugin_dir_flag, plugins_flag;
  bool no_demo = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&](std::string& out) {
      if (i + 1 >= argc) {
        std::cerr << "seo-server: " << arg << " needs a value\n" << kUsage;
        std::exit(2);
      }
      out = argv[++i];
    };
    if (arg == "--config") {
      value(config_path);
      config_required = true;
    } else if (arg == "--port") {
      value(port_flag);
    } else if (arg == "--database") {
      value(database_flag);
    } else if (arg == "--plugin-dir") {
      value(plugin_dir_flag);
    } else if (arg == "--plugins") {
      value(plugins_flag);
    } else if (arg == "--no-demo") {
      no_demo = true;
    } else if (arg == "--help" || arg == "-h") {
      std::cout << kUsage;
      return 0;
    } else {
      std::cerr << "seo-server: unknown argument " << arg << "\n" << kUsage;
      return 2;
    }
  }

  auto loaded = loadConfig(config_path, config_required);
  if (!loaded.isOk()) return fail(loaded.status().message());
  Config config = loaded.value();
  applyEnvironment(config);
  if (auto s = applySettingsEnvironment(config); !s.isOk()) return fail(s.message());
  if (!port_flag.empty()) config.port = parsePort(port_flag.c_str());
  if (!database_flag.empty()) config.database_url = database_flag;
  if (!plugin_dir_flag.empty()) config.plugin_directory = plugin_dir_flag;
  if (!plugins_flag.empty()) {
    setenv("SEO_PLUGINS", plugins_flag.c_str(), 1);
    applyEnvironment(config);
  }
  if (no_demo) config.provision_demo = false;
  if (config.port < 0 || config.port > 65535) return fail("the port must be a number 0..65535");
  if (config.threads < 1) return fail("threads must be at least 1");
  setLogLevel(parseLevel(config.log_level));
  if (config.plugin_directory.empty()) {
    config.plugin_directory = defaultPluginDirectory().string();
  }

  // Signals are taken by sigwait below; block them before any thread starts.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGHUP);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::signal(SIGPIPE, SIG_IGN);

  auto opened = Database::open(config.database_url, std::max(config.database_pool_size,
                                                             config.threads + 2));
  if (!opened.isOk()) return fail(opened.status().message());
  std::unique_ptr<Database> db = std::move(opened).value();
  if (auto s = applyMigrations(*db, kCoreComponent, coreMigrations()); !s.isOk()) {
    return fail(s.message());
  }

  auto copy_dir = std::filesystem::temp_directory_path() /
                  ("seo-server-plugins-" + std::to_string(::getpid()));
  PluginManager plugins(*db, config.plugin_directory, copy_dir);
  if (config.enabled_plugins.empty()) {
    logLine(Level::Warning, "no plugins enabled: list them in plugins.enabled of the configuration",
            {{"config", config_path}});
  }
  plugins.load(config.enabled_plugins);

  TenantStore tenants(*db, config.default_quotas);
  if (config.provision_demo) {
    DemoAccount demo;
    auto provisioned = provisionDemoIfEmpty(tenants, config.demo_plan, &demo);
    if (!provisioned.isOk()) return fail(provisioned.status().message());
    if (provisioned.value()) {
      std::cout << "\n"
                << "Demo account provisioned. The API key is shown only this once:\n"
                << "  API key:      " << demo.key.secret << "\n"
                << "  organization: " << demo.organization.id << " (" << demo.organization.name
                << ")\n"
                << "  website_id:   " << demo.website.id << " (" << demo.website.domain << ")\n"
                << "  user:         " << demo.user.email << "\n\n";
    }
  }

  HostImpl host(*db, plugins, config.outbound, config.providers, config.settings);
  logLine(Level::Info, "providers", {{"providers", host.providers().description()}});
  Dispatcher dispatcher(*db, plugins, host, config.max_body_bytes, config.client_ip_header);
  PistacheServer server(dispatcher, config.listen_address, config.port, config.threads,
                        config.max_body_bytes);
  JobRunner jobs(host.jobQueue(), plugins, host, host.jobSignal(), config.jobs);
  jobs.start();
  auto port = server.start();
  if (!port.isOk()) return fail(port.status().message());
  std::cout << "seo-server listening on http://" << config.listen_address << ":" << port.value()
            << std::endl;
  logLine(Level::Info, "listening",
          {{"address", config.listen_address}, {"port", port.value()},
           {"threads", config.threads}, {"database", config.database_url.substr(0, config.database_url.find(":"))}});

  for (;;) {
    int sig = 0;
    sigwait(&signals, &sig);
    if (sig == SIGHUP) {
      logLine(Level::Warning, "SIGHUP ignored: plugin reload is not available in this build");
      continue;
    }
    logLine(Level::Info, "shutting down", {{"signal", sig}});
    break;
  }
  server.stop();
  jobs.stop();  // running jobs finish; unfinished ones are taken over after their lease
  // Release the plugins while the host they use still lives: a plugin's background work (a
  // write queue, say) finishes as its routes are released.
  if (!plugins.unloadAll(std::chrono::seconds(10))) {
    logLine(Level::Warning, "a plugin was still in use after 10 s; left loaded at exit");
  }
  std::error_code ec;
  std::filesystem::remove_all(copy_dir, ec);
  return 0;
}
