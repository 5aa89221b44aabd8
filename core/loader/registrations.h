// Collects what one plugin registers during its onRegister call. The plugin manager validates the
// lot and builds the catalog from it; nothing reaches the host's tables directly.
#pragma once

#include <deque>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/jobs/prune_step.h"
#include "seo/sdk/internal/route.h"
#include "seo/sdk/plugin.h"

namespace seo::core {

class Registrations : public seo::sdk::Registrar {
 public:
  void addMigration(seo::sdk::Migration migration) override {
    migrations.push_back(std::move(migration));
  }
  void addConnector(std::string type, std::shared_ptr<const seo::sdk::Connector> connector) override {
    connectors.emplace_back(std::move(type), std::move(connector));
  }
  void schema(std::string name, std::string json_schema) override {
    schemas.emplace_back(std::move(name), std::move(json_schema));
  }

  std::deque<seo::sdk::Route> routes;  // a deque: the RouteSpec handed out stays valid
  std::vector<seo::sdk::Migration> migrations;
  std::vector<std::pair<std::string, std::shared_ptr<const seo::sdk::Connector>>> connectors;
  std::vector<seo::sdk::JobRegistration> jobs;
  std::vector<seo::sdk::Asset> assets;
  std::vector<seo::sdk::CommandRegistration> commands;
  std::vector<std::pair<std::string, std::string>> schemas;  // name, JSON Schema text
  std::vector<std::pair<std::string, seo::sdk::ServiceHandler>> services;
  std::vector<std::pair<std::string, seo::sdk::TransactionalServiceHandler>>
      transactional_services;
  std::vector<seo::sdk::EventType> events;
  std::vector<seo::sdk::ConsolePage> console_pages;
  struct JobEvents {
    std::string kind, completed, failed;
  };
  std::vector<JobEvents> job_events;
  // Filled by the host's own components only (the SDK has no such call): what they delete
  // after its retention.
  std::vector<PruneStep> prune_steps;

 protected:
  seo::sdk::RouteSpec& addRoute(std::string method, std::string path,
                                seo::sdk::Handler handler) override {
    return routes.emplace_back(std::move(method), std::move(path), std::move(handler));
  }
  void addJobHandler(seo::sdk::JobRegistration registration) override {
    jobs.push_back(std::move(registration));
  }
  void addAsset(seo::sdk::Asset asset) override { assets.push_back(std::move(asset)); }
  void addCommand(seo::sdk::CommandRegistration command) override {
    commands.push_back(std::move(command));
  }
  void addConsolePage(seo::sdk::ConsolePage page) override {
    console_pages.push_back(std::move(page));
  }
  void addEvent(seo::sdk::EventType event) override { events.push_back(std::move(event)); }
  void addJobEvents(std::string kind, std::string completed, std::string failed) override {
    job_events.push_back({std::move(kind), std::move(completed), std::move(failed)});
  }
  void addTransactionalService(std::string name,
                               seo::sdk::TransactionalServiceHandler handler) override {
    transactional_services.emplace_back(std::move(name), std::move(handler));
  }
  void addService(std::string name, seo::sdk::ServiceHandler handler) override {
    services.emplace_back(std::move(name), std::move(handler));
  }
};

}  // namespace seo::core
