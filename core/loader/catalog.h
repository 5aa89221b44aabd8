// The catalog: an immutable snapshot of everything the loaded plugins registered (routes and their
// router, connectors, the plugin list). A request pins the snapshot it started with; a reload
// publishes a new one. Each entry holds its plugin's library, declared first so it is released last.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/loader/plugin_library.h"
#include "core/router/router.h"
#include "seo/sdk/connector.h"
#include "seo/sdk/plugin.h"

namespace seo::core {

struct RouteEntry {
  std::shared_ptr<PluginLibrary> library;  // first: destroyed after the handler
  std::string plugin;
  seo::sdk::Route route;
  std::shared_ptr<const seo::sdk::Asset> asset;  // set for a static asset (no handler)
  std::string asset_etag;
};

struct ConnectorEntry {
  std::shared_ptr<PluginLibrary> library;  // first: destroyed after the connector
  std::string plugin;
  std::shared_ptr<const seo::sdk::Connector> connector;
};

struct JobHandlerEntry {
  std::shared_ptr<PluginLibrary> library;  // first: destroyed after the handler
  std::string plugin;
  std::string kind;
  seo::sdk::JobHandler handler;
};

struct CommandEntry {
  std::shared_ptr<PluginLibrary> library;  // first: destroyed after the handler
  std::string plugin;
  seo::sdk::CommandRegistration command;
};

struct PluginInfo {
  std::string name;
  std::string version;
  std::string abi;  // "1.0"
  std::string file;
};

struct Catalog {
  std::vector<RouteEntry> routes;
  Router router;  // route_index points into `routes`
  std::map<std::string, std::shared_ptr<ConnectorEntry>, std::less<>> connectors;
  std::map<std::string, std::shared_ptr<JobHandlerEntry>, std::less<>> job_handlers;
  // "<plugin> <command>" -> the admin command (seoctl).
  std::map<std::string, std::shared_ptr<CommandEntry>, std::less<>> commands;
  std::vector<PluginInfo> plugins;
};

}  // namespace seo::core
