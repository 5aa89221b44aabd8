// File: testing/fake_registrar.h
// A Registrar that keeps what a plugin registers, for plugin authors' unit tests:
//
//   seo::sdk::testing::FakeRegistrar r;
//   ASSERT_TRUE(myplugin::onRegister(r).isOk());
//   auto* route = r.findRoute("GET", "/hello");
//   auto result = route->handler(ctx);
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "seo/sdk/internal/route.h"
#include "seo/sdk/plugin.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeRegistrar : public Registrar {
 public:
  void addMigration(Migration migration) override { migrations.push_back(std::move(migration)); }
  void addConnector(std::string type, std::shared_ptr<const Connector> connector) override {
    connectors.emplace_back(std::move(type), std::move(connector));
  }
  void schema(std::string name, std::string json_schema) override {
    schemas.emplace_back(std::move(name), std::move(json_schema));
  }
  // The registered route with this method and path template, or null.
  const Route* findRoute(const std::string& method, const std::string& path) const {
    for (const Route& r : routes) {
      if (r.method == method && r.path == path) return &r;
    }
    return nullptr;
  }

  std::deque<Route> routes;  // a deque: the RouteSpec handed out stays valid
  std::vector<Migration> migrations;
  std::vector<std::pair<std::string, std::shared_ptr<const Connector>>> connectors;
  std::vector<JobRegistration> jobs;
  std::vector<Asset> assets;
  std::vector<CommandRegistration> commands;
  std::vector<std::pair<std::string, std::string>> schemas;  // name, JSON Schema text
  std::vector<EventType> events;
  std::vector<ConsolePage> console_pages;
  struct JobEvents {
    std::string kind, completed, failed;
  };
  std::vector<JobEvents> job_events;
  std::map<std::string, ServiceHandler> services;  // by name
  std::map<std::string, TransactionalServiceHandler> transactional_services;  // by name

 protected:
  RouteSpec& addRoute(std::string method, std::string path, Handler handler) override {
    return routes.emplace_back(std::move(method), std::move(path), std::move(handler));
  }
  void addJobHandler(JobRegistration registration) override {
    jobs.push_back(std::move(registration));
  }
  void addAsset(Asset asset) override { assets.push_back(std::move(asset)); }
  void addCommand(CommandRegistration command) override { commands.push_back(std::move(command)); }
  void addConsolePage(ConsolePage page) override {
    console_pages.push_back(std::move(page));
  }
  void addEvent(EventType event) override { events.push_back(std::move(event)); }
  void addJobEvents(std::string kind, std::string completed, std::string failed) override {
    job_events.push_back({std::move(kind), std::move(completed), std::move(failed)});
  }
  void addTransactionalService(std::string name, TransactionalServiceHandler handler) override {
    transactional_services[std::move(name)] = std::move(handler);
  }
  void addService(std::string name, ServiceHandler handler) override {
    services[std::move(name)] = std::move(handler);
  }
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
