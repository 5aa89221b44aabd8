// The catalog: an immutable snapshot of everything the loaded plugins registered (routes and their
// router, connectors, job handlers, admin commands, the plugin list). A request pins the snapshot
// it started with; a reload publishes a new one. Each entry holds its plugin's library, declared
// first so it is released last.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/jobs/prune_step.h"
#include "core/loader/plugin_library.h"
#include "core/openapi/openapi_document.h"
#include "core/openapi/operation.h"
#include "core/router/router.h"
#include "seo/sdk/command.h"
#include "seo/sdk/connector.h"
#include "seo/sdk/internal/route.h"
#include "seo/sdk/job.h"
#include "seo/sdk/plugin.h"

namespace seo::core {

struct RouteEntry {
  std::shared_ptr<PluginLibrary> library;  // first: destroyed after the handler
  std::string plugin;
  seo::sdk::Route route;
  std::shared_ptr<const seo::sdk::Asset> asset;  // set for a static asset (no handler)
  std::string asset_etag;
  PathTemplate path;  // route.path, parsed
};

// The entry of a route (or an asset's GET) of `plugin`; nullopt when its template is malformed.
std::optional<RouteEntry> routeEntry(std::shared_ptr<PluginLibrary> library, std::string plugin,
                                     seo::sdk::Route route);

struct ConnectorEntry {
  std::shared_ptr<PluginLibrary> library;  // first: destroyed after the connector
  std::string plugin;
  std::shared_ptr<const seo::sdk::Connector> connector;
  std::string type;
};

struct JobHandlerEntry {
  std::shared_ptr<PluginLibrary> library;  // first: destroyed after the handler
  std::string plugin;
  std::string kind;
  seo::sdk::JobHandler handler;
  // Registrar::jobEvents: the event types the host emits when a job ends ("" for none).
  std::string completed_event;
  std::string failed_event;
};

struct ServiceEntry {
  std::shared_ptr<PluginLibrary> library;  // first: destroyed after the handler
  std::string plugin;
  std::string name;
  seo::sdk::ServiceHandler handler;  // a plain service's; empty for a transactional one
  seo::sdk::TransactionalServiceHandler in_transaction;  // a transactional service's
};

struct CommandEntry {
  std::shared_ptr<PluginLibrary> library;  // first: destroyed after the handler
  std::string plugin;
  seo::sdk::CommandRegistration command;
};

// An event type and the plugin that registered it.
struct EventEntry {
  std::string plugin;
  seo::sdk::EventType event;
};

// A console page a plugin registered (console_page.h), with where its module is served.
struct ConsolePageEntry {
  std::string plugin;
  seo::sdk::ConsolePage page;
  // "/api/v1<module>?v=<its ETag's digits>": a new build of the module is a new address, so
  // the page loads it fresh while the shell caches it for good.
  std::string module_url;
};

struct PluginInfo {
  std::string name;
  std::string version;
  std::string abi;  // "1.0"
  std::string file;
};

// What identifies the file a build was loaded from; a different stamp means a new build on disk.
struct FileStamp {
  std::uintmax_t device = 0;
  std::uintmax_t inode = 0;
  std::uintmax_t size = 0;
  std::int64_t modified_ns = 0;
  bool operator==(const FileStamp&) const = default;
};

// One loaded build of a plugin and everything it registered, checked on its own. Successive
// catalogs share a build while its file is unchanged, so reloading one plugin leaves the others'
// state (caches, write queues) alone.
struct PluginBuild {
  std::string name;  // as the configuration names it: the file is <name>.so
  FileStamp stamp;
  PluginInfo info;
  std::vector<std::shared_ptr<const RouteEntry>> routes;  // the handlers, then the assets
  std::vector<std::shared_ptr<ConnectorEntry>> connectors;
  std::vector<std::shared_ptr<JobHandlerEntry>> jobs;
  std::vector<std::shared_ptr<CommandEntry>> commands;
  std::vector<std::shared_ptr<ServiceEntry>> services;
  std::vector<seo::sdk::Migration> migrations;
  SchemaTexts schemas;  // Registrar::schema, checked
  std::vector<seo::sdk::EventType> events;
  std::vector<ConsolePageEntry> console_pages;
  // Set by the host's components only, which have no library to hold.
  std::vector<PruneStep> prune_steps;
  // A component of the host registered like a plugin (no library): it serves in every catalog
  // but is neither listed among the plugins nor ever unloaded.
  bool built_in = false;
};

struct Catalog {
  std::vector<std::shared_ptr<const PluginBuild>> builds;  // in the configuration's order
  std::vector<std::shared_ptr<const RouteEntry>> routes;
  Router router;  // route_index points into `routes`
  // The fixed paths on the server's root that routes are also served at (RouteSpec::alsoAtRoot);
  // route_index points into `routes` too.
  Router root_router;
  // The API's operations (openapi/operation.h): every route but the assets, described once.
  std::vector<Operation> operations;
  std::map<std::string, std::shared_ptr<ConnectorEntry>, std::less<>> connectors;
  std::map<std::string, std::shared_ptr<JobHandlerEntry>, std::less<>> job_handlers;
  std::map<std::string, std::shared_ptr<ServiceEntry>, std::less<>> services;
  // "<plugin> <command>" -> the admin command (seoctl).
  std::map<std::string, std::shared_ptr<CommandEntry>, std::less<>> commands;
  // The event catalogue: every type a serving plugin (or the host) registered, by type.
  std::map<std::string, EventEntry, std::less<>> events;
  std::vector<PluginInfo> plugins;
  // The console's navigation: every serving plugin's pages, by section, order and title.
  std::vector<ConsolePageEntry> console_pages;
  SchemaTexts schemas;  // the host's and every plugin's, for the API description
  // What the job workers delete after its retention, in the builds' order.
  std::vector<PruneStep> prune_steps;

  // GET /api/v1/openapi.json (openapi_document.h) and its ETag, built on first use and kept
  // with the snapshot: a start or a hot swap does not pay for a document (hundreds of KB with
  // every example) that nobody may ask for. Thread-safe.
  struct ApiDescription {
    std::string text;
    std::string etag;
  };
  const ApiDescription& openapi() const;

  // The build serving plugin `name`, or null.
  std::shared_ptr<const PluginBuild> build(const std::string& name) const;

 private:
  mutable std::once_flag openapi_once_;
  mutable ApiDescription openapi_;
};

// The stamp of `file`; a zero stamp when it cannot be read.
FileStamp stampOf(const std::filesystem::path& file);

// Loads `file` (a copy under `copy_dir`), calls its registration and checks what it registered:
// methods, path templates, handlers, no duplicate within the plugin. Conflicts with other plugins
// are composeCatalog's to find; migrations are not applied here.
seo::sdk::Result<std::shared_ptr<const PluginBuild>> buildPlugin(
    const std::string& name, const std::filesystem::path& file,
    const std::filesystem::path& copy_dir);

class Registrations;

// A component of the host, registered through `regs` like a plugin and checked as buildPlugin
// checks one: built_in, no library.
seo::sdk::Result<std::shared_ptr<const PluginBuild>> builtInBuild(const std::string& name,
                                                                  Registrations& regs);

// A catalog with no plugin: no routes, and the API description of the host alone.
std::unique_ptr<Catalog> emptyCatalog();

// The catalog serving `builds`, in that order. A route or asset path, root path, connector type,
// job kind, service name or plugin name that two builds register is a Conflict naming the later
// plugin.
seo::sdk::Result<std::unique_ptr<Catalog>> composeCatalog(
    const std::vector<std::shared_ptr<const PluginBuild>>& builds);

}  // namespace seo::core
