// seo-server: the HTTP server. Loads the configuration, opens the database, applies the core's
// migrations, loads the enabled plugins, provisions a demo account on first start and serves
// /api/v1 until SIGINT or SIGTERM; SIGHUP and the control socket swap plugins meanwhile.
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>

#include <unistd.h>

#include "core/common/log.h"
#include "core/config/config.h"
#include "core/host/host_impl.h"
#include "core/http/dispatcher.h"
#include "core/http/http_server.h"
#include "core/jobs/job_runner.h"
#include "core/loader/plugin_manager.h"
#include "core/metrics/metrics_endpoint.h"
#include "core/metrics/metrics_listener.h"
#include "core/secrets/connection_sealing.h"
#include "core/server/control_socket.h"
#include "core/server/demo.h"
#include "core/auth/user_links.h"
#include "core/console/console_component.h"
#include "core/server/reload_control.h"
#include "core/server/service_notify.h"
#include "core/storage/core_schema.h"
#include "core/storage/migrator.h"
#include "core/tenancy/tenant_store.h"
#include "core/host/host_components.h"

namespace {

using namespace seo::core;

constexpr const char* kUsage =
    "usage: seo-server [--config FILE] [--listen ADDRESS] [--port N] [--database URL]\n"
    "                  [--plugin-dir DIR] [--plugins a,b,c] [--control-socket PATH] [--no-demo]\n"
    "Configuration: FILE (default config/seo-server.jsonc if present, else the shipped one\n"
    "compiled in), then SEO_* environment variables, then these flags. SIGHUP re-reads it and\n"
    "reloads plugins (hot swap). --listen 0.0.0.0 serves every interface (default 127.0.0.1).\n";

Level parseLevel(const std::string& s) {
  if (s == "debug") return Level::Debug;
  if (s == "warning") return Level::Warning;
  if (s == "error") return Level::Error;
  return Level::Info;
}

// What the command line asked for; the configuration is read from these again on SIGHUP.
struct Flags {
  std::string config_path = "config/seo-server.jsonc";
  bool config_required = false;
  std::string listen, port, database, plugin_dir, plugins, control_socket;
  bool control_socket_set = false;
  bool no_demo = false;
};

// The configuration file, then SEO_* environment variables, then the flags.
seo::sdk::Result<Config> readConfig(const Flags& flags) {
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
  return config;
}

// Whether `address` is reached from this machine only.
bool isLoopback(const std::string& address) {
  return address.rfind("127.", 0) == 0 || address == "::1" || address == "localhost";
}

int fail(const std::string& message) {
  logLine(Level::Error, "start-up failed", {{"error", message}});
  std::cerr << "seo-server: " << message << "\n";
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  Flags flags;
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
      value(flags.config_path);
      flags.config_required = true;
    } else if (arg == "--listen") {
      value(flags.listen);
    } else if (arg == "--port") {
      value(flags.port);
    } else if (arg == "--database") {
      value(flags.database);
    } else if (arg == "--plugin-dir") {
      value(flags.plugin_dir);
    } else if (arg == "--plugins") {
      value(flags.plugins);
    } else if (arg == "--control-socket") {
      value(flags.control_socket);
      flags.control_socket_set = true;
    } else if (arg == "--no-demo") {
      flags.no_demo = true;
    } else if (arg == "--help" || arg == "-h") {
      std::cout << kUsage;
      return 0;
    } else {
      std::cerr << "seo-server: unknown argument " << arg << "\n" << kUsage;
      return 2;
    }
  }

  auto read = readConfig(flags);
  if (!read.isOk()) return fail(read.status().message());
  Config config = read.value();
  if (config.port < 0 || config.port > 65535) return fail("the port must be a number 0..65535");
  if (config.threads < 1) return fail("threads must be at least 1");
  setLogLevel(parseLevel(config.log_level));

  // Signals are taken by sigwait below; block them before any thread starts.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGHUP);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::signal(SIGPIPE, SIG_IGN);

  // One connection now (a database that cannot be reached stops the start here), the others of
  // the pool when the request threads and job workers first need them.
  auto opened = Database::open(config.database_url,
                               std::max(config.database_pool_size, config.threads + 2), 1);
  if (!opened.isOk()) return fail(opened.status().message());
  std::unique_ptr<Database> db = std::move(opened).value();
  if (auto s = applyMigrations(*db, kCoreComponent, coreMigrations()); !s.isOk()) {
    return fail(s.message());
  }

  // Secrets at rest: the key file, and the stored connections sealed under its current key.
  auto opened_keys = Sealer::fromKeyFile(config.secret_key_file);
  if (!opened_keys.isOk()) return fail(opened_keys.status().message());
  std::shared_ptr<const Sealer> sealer = std::move(opened_keys).value();
  if (auto resealed = resealConnections(*db, *sealer); !resealed.isOk()) {
    return fail(resealed.status().message());
  } else if (resealed.value() > 0) {
    logLine(Level::Info, "connections sealed", {{"count", std::to_string(resealed.value())}});
  }

  auto copy_dir = std::filesystem::temp_directory_path() /
                  ("seo-server-plugins-" + std::to_string(::getpid()));
  PluginManager plugins(*db, config.plugin_directory, copy_dir);
  if (seo::sdk::Status s = addHostComponents(plugins, *db, config); !s.isOk()) {
    return fail(s.message());
  }
  std::vector<std::string> enabled = pluginsToLoad(config);
  if (enabled.empty()) {
    logLine(Level::Warning, "no plugins enabled: list them in plugins.enabled of the configuration",
            {{"config", flags.config_path}, {"directory", config.plugin_directory}});
  }
  plugins.load(enabled);

  TenantStore tenants(*db, config.default_quotas);
  std::string demo_link_token;  // printed once the port is known
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
      auto link = createUserLink(*db, demo.user.id, kSetPasswordLink,
                                 std::chrono::hours(config.console.link_hours));
      if (!link.isOk()) return fail(link.status().message());
      demo_link_token = link.value().token;
    }
  }

  HostImpl host(*db, plugins, config.outbound, config.providers, config.settings, sealer);
  logLine(Level::Info, "providers", {{"providers", host.providers().description()}});
  OutboundPoolLimits outbound;
  outbound.workers = config.outbound.workers;
  outbound.max_queued = static_cast<std::size_t>(config.outbound.max_queued);
  outbound.max_running_per_organization = config.outbound.max_running_per_organization;
  outbound.max_waiting_per_organization = config.outbound.max_waiting_per_organization;
  Dispatcher dispatcher(*db, plugins, host, config.max_body_bytes, config.client_ip_header,
                        outbound, config.rate_limits, sessionPolicyOf(config.console),
                        sessionCookieFor(config.console.public_url));
  HttpLimits limits = config.http;
  limits.max_body_bytes = config.max_body_bytes;
  HttpServer server(dispatcher, config.listen_address, config.port, config.threads, limits);
  // /metrics, on the API's listener or on one of its own (metrics.listen).
  std::unique_ptr<MetricsEndpoint> metrics;
  std::unique_ptr<MetricsListener> metrics_handler;
  std::unique_ptr<HttpServer> metrics_server;
  if (config.metrics.enabled) {
    auto made = MetricsEndpoint::create(config.metrics, *db, plugins);
    if (!made.isOk()) return fail(made.status().message());
    metrics = std::move(made).value();
    metrics->addSource([&server](MetricsText& out) {
      out.family("seo_http_connections", "gauge", "Open client connections of the API listener.");
      out.sample("seo_http_connections", {}, static_cast<double>(server.openConnections()));
    });
    if (metrics->listenPort() > 0) {
      metrics_handler = std::make_unique<MetricsListener>(*metrics);
      metrics_server = std::make_unique<HttpServer>(*metrics_handler, metrics->listenAddress(),
                                                    metrics->listenPort(), 1, limits);
    } else {
      dispatcher.serveMetrics(metrics.get());
    }
  }
  JobRunner jobs(host.jobQueue(), plugins, host, host.jobSignal(), config.jobs);
  jobs.start();
  // Hot swap: SIGHUP and seoctl (through the control socket) reload plugins while serving.
  ReloadControl reloads(plugins, [&flags]() -> seo::sdk::Result<std::vector<std::string>> {
    auto reread = readConfig(flags);
    if (!reread.isOk()) return reread.status();
    return pluginsToLoad(reread.value());
  });
  ControlSocket control(config.control_socket,
                        [&reloads](const std::string& line) { return reloads.answer(line); });
  if (!config.control_socket.empty()) {
    if (auto s = control.start(); s.isOk()) {
      logLine(Level::Info, "control socket", {{"path", config.control_socket}});
    } else {
      logLine(Level::Warning, "no control socket: seoctl cannot reach this server, SIGHUP can",
              {{"error", s.message()}});
    }
  }

  auto port = server.start();
  if (!port.isOk()) return fail(port.status().message());
  if (metrics_server) {
    auto metrics_port = metrics_server->start();
    if (!metrics_port.isOk()) return fail("metrics.listen: " + metrics_port.status().message());
    logLine(Level::Info, "metrics listening",
            {{"address", metrics->listenAddress()}, {"port", metrics_port.value()}});
  } else if (metrics) {
    logLine(Level::Info, "metrics served at /metrics");
  }
  if (!demo_link_token.empty()) {
    std::cout << "Set the demo user's password (the link works once, for "
              << config.console.link_hours << " hours):\n  "
              << setPasswordLink(consoleUrl(config.console, port.value()), demo_link_token)
              << "\n\n";
  }
  std::cout << "seo-server listening on http://" << config.listen_address << ":" << port.value()
            << std::endl;
  if (isLoopback(config.listen_address)) {
    std::cout << "  (this machine only: --listen 0.0.0.0 or SEO_LISTEN_ADDRESS=0.0.0.0 serves every "
                 "interface; behind a reverse proxy, keep it and read docs/operations.md)"
              << std::endl;
  }
  logLine(Level::Info, "listening",
          {{"address", config.listen_address}, {"port", port.value()},
           {"threads", config.threads}, {"database", config.database_url.substr(0, config.database_url.find(":"))}});

  ServiceNotify service(*db);
  service.ready("serving on " + config.listen_address + ":" + std::to_string(port.value()));

  for (;;) {
    int sig = 0;
    sigwait(&signals, &sig);
    if (sig == SIGHUP) {
      static_cast<void>(reloads.reloadConfiguration("SIGHUP"));  // it logs what changed
      continue;
    }
    logLine(Level::Info, "shutting down: answering the requests in hand",
            {{"signal", sig}, {"drain_seconds", config.drain_seconds}});
    service.stopping("answering the requests in hand");
    break;
  }
  control.stop();
  // Graceful: requests already read are answered (deferred ones too, whose jobs still run), new
  // connections are refused, until all are done or the drain time is up; another SIGTERM or
  // SIGINT ends it at once.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(config.drain_seconds);
  sigset_t stops;
  sigemptyset(&stops);
  sigaddset(&stops, SIGINT);
  sigaddset(&stops, SIGTERM);
  bool hurry = false;  // a second signal came
  auto interrupted = [&stops, &hurry] {
    timespec now{};
    if (sigtimedwait(&stops, nullptr, &now) > 0) hurry = true;
    return hurry;
  };
  bool drained = server.drain(deadline, interrupted);
  server.stop();
  if (metrics_server) metrics_server->stop();
  if (!drained) logLine(Level::Warning, "shutting down with requests unanswered");
  // Running jobs finish within what is left of the drain time; past it (or told to hurry) they
  // are released to run again, here after a restart or in another process, and the process
  // leaves them as a crash would (nothing acknowledged is lost).
  if (!jobs.stopBy(drained ? deadline : std::chrono::steady_clock::now(), interrupted) ||
      !drained) {
    std::error_code ec;
    std::filesystem::remove_all(copy_dir, ec);  // mapped copies stay usable until the exit
    std::fflush(stdout);
    std::_Exit(0);
  }
  // Release the plugins while the host they use still lives: a plugin's background work (a
  // write queue, say) finishes as its routes are released.
  if (!plugins.unloadAll(std::chrono::seconds(10))) {
    logLine(Level::Warning, "a plugin was still in use after 10 s; left loaded at exit");
  }
  std::error_code ec;
  std::filesystem::remove_all(copy_dir, ec);
  return 0;
}
