// seo-server: the HTTP server. Loads the configuration, opens the database, applies the core's
// migrations, loads the enabled plugins, provisions a demo account on first start and serves
// /api/v1 until SIGINT or SIGTERM; SIGHUP and the control socket swap plugins meanwhile.
// main() reads as its steps; each is a function below.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "core/auth/user_links.h"
#include "core/common/log.h"
#include "core/config/config.h"
#include "core/console/console_component.h"
#include "core/host/host_components.h"
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
#include "core/server/memory_policy.h"
#include "core/server/reload_control.h"
#include "core/server/server_flags.h"
#include "core/server/service_notify.h"
#include "core/storage/core_schema.h"
#include "core/storage/migrator.h"
#include "core/tenancy/tenant_store.h"

namespace {

using namespace seo::core;
using seo::sdk::Result;
using seo::sdk::Status;

Level parseLevel(const std::string& s) {
  if (s == "debug") return Level::Debug;
  if (s == "warning") return Level::Warning;
  if (s == "error") return Level::Error;
  return Level::Info;
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

// SIGINT, SIGTERM and SIGHUP, blocked before any thread starts so that only sigwait takes them.
sigset_t blockSignals() {
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGHUP);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::signal(SIGPIPE, SIG_IGN);
  return signals;
}

// One connection now (a database that cannot be reached stops the start here), the others of
// the pool when the request threads and job workers first need them; the core's migrations.
Result<std::unique_ptr<Database>> openDatabase(const Config& config) {
  auto opened = Database::open(config.database_url,
                               std::max(config.database_pool_size, config.threads + 2), 1);
  if (!opened.isOk()) return opened.status();
  std::unique_ptr<Database> db = std::move(opened).value();
  if (Status s = applyMigrations(*db, kCoreComponent, coreMigrations()); !s.isOk()) return s;
  return db;
}

// Secrets at rest: the key file, and the stored connections sealed under its current key.
Result<std::shared_ptr<const Sealer>> openSecrets(const Config& config, Database& db) {
  auto opened = Sealer::fromKeyFile(config.secret_key_file);
  if (!opened.isOk()) return opened.status();
  std::shared_ptr<const Sealer> sealer = std::move(opened).value();
  auto resealed = resealConnections(db, *sealer);
  if (!resealed.isOk()) return resealed.status();
  if (resealed.value() > 0) {
    logLine(Level::Info, "connections sealed", {{"count", std::to_string(resealed.value())}});
  }
  return sealer;
}

// The host's own components, then the plugins the configuration enables.
Status loadPlugins(PluginManager& plugins, Database& db, const Config& config,
                   const ServerFlags& flags) {
  if (Status s = addHostComponents(plugins, db, config); !s.isOk()) return s;
  std::vector<std::string> enabled = pluginsToLoad(config);
  if (enabled.empty()) {
    logLine(Level::Warning, "no plugins enabled: list them in plugins.enabled of the configuration",
            {{"config", flags.config_path}, {"directory", config.plugin_directory}});
  }
  plugins.load(enabled);
  return Status::ok();
}

// On a first start (no organization yet), the demo account: its key printed now, the token of
// its user's set-password link returned to be printed once the port is known; "" otherwise.
Result<std::string> provisionDemo(Database& db, const Config& config) {
  if (!config.provision_demo) return std::string();
  TenantStore tenants(db, config.default_quotas);
  DemoAccount demo;
  auto provisioned = provisionDemoIfEmpty(tenants, config.demo_plan, &demo);
  if (!provisioned.isOk()) return provisioned.status();
  if (!provisioned.value()) return std::string();
  std::cout << "\n"
            << "Demo account provisioned. The API key is shown only this once:\n"
            << "  API key:      " << demo.key.secret << "\n"
            << "  organization: " << demo.organization.id << " (" << demo.organization.name << ")\n"
            << "  website_id:   " << demo.website.id << " (" << demo.website.domain << ")\n"
            << "  user:         " << demo.user.email << "\n\n";
  auto link = createUserLink(db, demo.user.id, kSetPasswordLink,
                             std::chrono::hours(config.console.link_hours));
  if (!link.isOk()) return link.status();
  return link.value().token;
}

OutboundPoolLimits outboundLimits(const Config& config) {
  OutboundPoolLimits outbound;
  outbound.workers = config.outbound.workers;
  outbound.max_queued = static_cast<std::size_t>(config.outbound.max_queued);
  outbound.max_running_per_organization = config.outbound.max_running_per_organization;
  outbound.max_waiting_per_organization = config.outbound.max_waiting_per_organization;
  return outbound;
}

// /metrics, on the API's listener or on one of its own (metrics.listen).
struct MetricsServing {
  std::unique_ptr<MetricsEndpoint> endpoint;
  std::unique_ptr<MetricsListener> handler;
  std::unique_ptr<HttpServer> server;  // set with a listener of its own
};

Status openMetrics(const Config& config, Database& db, PluginManager& plugins, HttpServer& api,
                   Dispatcher& dispatcher, const HttpLimits& limits, MetricsServing* out) {
  if (!config.metrics.enabled) return Status::ok();
  auto made = MetricsEndpoint::create(config.metrics, db, plugins);
  if (!made.isOk()) return made.status();
  out->endpoint = std::move(made).value();
  out->endpoint->addSource([&api](MetricsText& text) {
    text.family("seo_http_connections", "gauge", "Open client connections of the API listener.");
    text.sample("seo_http_connections", {}, static_cast<double>(api.openConnections()));
  });
  if (out->endpoint->listenPort() > 0) {
    out->handler = std::make_unique<MetricsListener>(*out->endpoint);
    out->server = std::make_unique<HttpServer>(*out->handler, out->endpoint->listenAddress(),
                                               out->endpoint->listenPort(), 1, limits);
  } else {
    dispatcher.serveMetrics(out->endpoint.get());
  }
  return Status::ok();
}

Status startMetrics(const MetricsServing& metrics) {
  if (metrics.server) {
    auto port = metrics.server->start();
    if (!port.isOk()) return Status::invalidArgument("metrics.listen: " + port.status().message());
    logLine(Level::Info, "metrics listening",
            {{"address", metrics.endpoint->listenAddress()}, {"port", port.value()}});
  } else if (metrics.endpoint) {
    logLine(Level::Info, "metrics served at /metrics");
  }
  return Status::ok();
}

void startControlSocket(ControlSocket& control, const Config& config) {
  if (config.control_socket.empty()) return;
  if (Status s = control.start(); s.isOk()) {
    logLine(Level::Info, "control socket", {{"path", config.control_socket}});
  } else {
    logLine(Level::Warning, "no control socket: seoctl cannot reach this server, SIGHUP can",
            {{"error", s.message()}});
  }
}

// What a person starting the server reads: the demo's link, where it listens.
void printBanner(const Config& config, int port, const std::string& demo_link_token) {
  if (!demo_link_token.empty()) {
    std::cout << "Set the demo user's password (the link works once, for "
              << config.console.link_hours << " hours):\n  "
              << setPasswordLink(consoleUrl(config.console, port), demo_link_token) << "\n\n";
  }
  std::cout << "seo-server listening on http://" << config.listen_address << ":" << port
            << std::endl;
  if (isLoopback(config.listen_address)) {
    std::cout
        << "  (this machine only: --listen 0.0.0.0 or SEO_LISTEN_ADDRESS=0.0.0.0 serves every "
           "interface; behind a reverse proxy, keep it and read docs/operations.md)"
        << std::endl;
  }
  logLine(Level::Info, "listening",
          {{"address", config.listen_address},
           {"port", port},
           {"threads", config.threads},
           {"database", config.database_url.substr(0, config.database_url.find(":"))}});
}

// Serves until SIGINT or SIGTERM; each SIGHUP reloads the plugins meanwhile.
void waitForStop(const sigset_t& signals, ReloadControl& reloads, ServiceNotify& service,
                 const Config& config) {
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
    return;
  }
}

// Graceful: requests already read are answered (deferred ones too, whose jobs still run), new
// connections are refused, until all are done or the drain time is up; another SIGTERM or
// SIGINT ends it at once. Running jobs finish within what is left of the drain time; past it
// (or told to hurry) they are released to run again, here after a restart or in another
// process, and the process leaves them as a crash would (nothing acknowledged is lost).
int shutDown(const Config& config, HttpServer& server, const MetricsServing& metrics,
             JobRunner& jobs, PluginManager& plugins, const std::filesystem::path& copy_dir) {
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
  if (metrics.server) metrics.server->stop();
  if (!drained) logLine(Level::Warning, "shutting down with requests unanswered");
  std::error_code ec;
  if (!jobs.stopBy(drained ? deadline : std::chrono::steady_clock::now(), interrupted) ||
      !drained) {
    std::filesystem::remove_all(copy_dir, ec);  // mapped copies stay usable until the exit
    std::fflush(stdout);
    std::_Exit(0);
  }
  // Release the plugins while the host they use still lives: a plugin's background work (a
  // write queue, say) finishes as its routes are released.
  if (!plugins.unloadAll(std::chrono::seconds(10))) {
    logLine(Level::Warning, "a plugin was still in use after 10 s; left loaded at exit");
  }
  std::filesystem::remove_all(copy_dir, ec);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  int exit_code = 0;
  std::optional<ServerFlags> flags = parseServerFlags(argc, argv, &exit_code);
  if (!flags) return exit_code;
  auto read = readServerConfig(*flags);
  if (!read.isOk()) return fail(read.status().message());
  const Config config = std::move(read).value();
  setLogLevel(parseLevel(config.log_level));
  keepFreedMemory();
  const sigset_t signals = blockSignals();

  auto opened = openDatabase(config);
  if (!opened.isOk()) return fail(opened.status().message());
  Database& db = *opened.value();
  auto sealer = openSecrets(config, db);
  if (!sealer.isOk()) return fail(sealer.status().message());

  const auto copy_dir =
      std::filesystem::temp_directory_path() / ("seo-server-plugins-" + std::to_string(::getpid()));
  PluginManager plugins(db, config.plugin_directory, copy_dir);
  if (Status s = loadPlugins(plugins, db, config, *flags); !s.isOk()) return fail(s.message());
  auto demo_link_token = provisionDemo(db, config);
  if (!demo_link_token.isOk()) return fail(demo_link_token.status().message());

  HostImpl host(db, plugins, config.outbound, config.providers, config.settings, sealer.value());
  logLine(Level::Info, "providers", {{"providers", host.providers().description()}});
  Dispatcher dispatcher(db, plugins, host, config.max_body_bytes, config.client_ip_header,
                        outboundLimits(config), config.rate_limits, sessionPolicyOf(config.console),
                        sessionCookieFor(config.console.public_url));
  HttpLimits limits = config.http;
  limits.max_body_bytes = config.max_body_bytes;
  HttpServer server(dispatcher, config.listen_address, config.port, config.threads, limits);
  MetricsServing metrics;
  if (Status s = openMetrics(config, db, plugins, server, dispatcher, limits, &metrics);
      !s.isOk()) {
    return fail(s.message());
  }
  JobRunner jobs(host.jobQueue(), plugins, host, host.jobSignal(), config.jobs);
  jobs.start();
  // Hot swap: SIGHUP and seoctl (through the control socket) reload plugins while serving.
  ReloadControl reloads(plugins, [&flags]() -> Result<std::vector<std::string>> {
    auto reread = readServerConfig(*flags);
    if (!reread.isOk()) return reread.status();
    return pluginsToLoad(reread.value());
  });
  ControlSocket control(config.control_socket,
                        [&reloads](const std::string& line) { return reloads.answer(line); });
  startControlSocket(control, config);

  auto port = server.start();
  if (!port.isOk()) return fail(port.status().message());
  if (Status s = startMetrics(metrics); !s.isOk()) return fail(s.message());
  printBanner(config, port.value(), demo_link_token.value());
  ServiceNotify service(db);
  service.ready("serving on " + config.listen_address + ":" + std::to_string(port.value()));

  waitForStop(signals, reloads, service, config);
  control.stop();
  return shutDown(config, server, metrics, jobs, plugins, copy_dir);
}
