// libFuzzer: every route of the real plugins (and the host's webhooks component), through the
// dispatcher, in process: the input picks a route and carries its query string and body, sent with
// a valid key of a pro organization. Whatever the bytes, the answer is never a 500, and it is JSON
// (an error has exactly `error`). With FUZZ_ROUTE defined ("POST /analytics/collect"), every input
// goes to that one route.
#include <rapidjson/document.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "core/host/host_impl.h"
#include "core/http/dispatcher.h"
#include "core/loader/plugin_manager.h"
#include "core/storage/core_schema.h"
#include "core/storage/database.h"
#include "core/storage/migrator.h"
#include "core/tenancy/tenant_store.h"
#include "core/host/host_components.h"

namespace {

using namespace seo::core;

struct World {
  std::unique_ptr<Database> db;
  std::unique_ptr<PluginManager> plugins;
  std::unique_ptr<HostImpl> host;
  std::unique_ptr<Dispatcher> dispatcher;
  std::string authorization;
  std::string website_id;
  std::string site_id;  // the website's public tracking id: "@SITE@" in an input becomes it
  std::vector<std::pair<std::string, std::string>> routes;  // method, path with ids filled in
};

World* world = nullptr;

[[noreturn]] void fail(const std::string& why) {
  std::cerr << "api_request_fuzz: " << why << "\n";
  std::abort();
}

template <typename T>
T must(seo::sdk::Result<T> r, const char* what) {
  if (!r.isOk()) fail(std::string(what) + ": " + r.status().message());
  return std::move(r).value();
}

// "/keywords/groups/{id}" with every parameter replaced by a UUID no resource has.
std::string filled(const std::string& path_template) {
  std::string out;
  for (std::size_t i = 0; i < path_template.size(); ++i) {
    if (path_template[i] == '{') {
      i = path_template.find('}', i);
      out += "7d3c1a52-0f4e-4b8a-9c61-2e5f8a9b0c1d";
    } else {
      out += path_template[i];
    }
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  auto dir =
      std::filesystem::temp_directory_path() / ("seo-api-fuzz-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  world = new World();
  world->db = must(Database::open("sqlite://" + (dir / "fuzz.db").string(), 4), "database");
  if (auto s = applyMigrations(*world->db, kCoreComponent, coreMigrations()); !s.isOk()) {
    fail(s.message());
  }
  world->plugins = std::make_unique<PluginManager>(*world->db, SEO_FUZZ_PLUGIN_DIR, dir / "copies");
  // The host's components (webhooks, console) serve their routes beside the plugins'.
  if (auto s = addHostComponents(*world->plugins, *world->db, Config{}); !s.isOk()) {
    fail(s.message());
  }
  std::vector<std::string> refusals =
      world->plugins
          ->load({"account", "cms_webhook", "cms_wordpress", "cms_ghost", "keywords", "analytics",
                  "backlinks", "content", "ai_visibility", "billing_stripe"})
          .refusals();
  if (!refusals.empty()) fail(refusals.front());
  world->host = std::make_unique<HostImpl>(*world->db, *world->plugins, OutboundConfig{});
  world->dispatcher =
      std::make_unique<Dispatcher>(*world->db, *world->plugins, *world->host, 64 * 1024);
  TenantStore tenants(*world->db, {{"keyword_research", 1000000000},
                                   {"ai_credits", 1000000000},
                                   {"backlink_research", 1000000000},
                                   {"crawl_credits", 1000000000}});
  std::string org = must(tenants.organizations.create("Fuzz", "pro"), "organization").id;
  std::string user =
      must(tenants.users.create("fuzz@example.com", "Fuzz", org, "owner"), "user").id;
  world->website_id = must(tenants.websites.create(org, "fuzz.example", "", "en"), "website").id;
  world->authorization =
      "Bearer " + must(tenants.keys.create(user, org, world->website_id, "fuzz"), "key").secret;
  for (const auto& entry : world->plugins->current()->routes) {
    // Routes that call the outside world would send the fuzzer's URLs to real hosts.
    if (entry->route.options.outbound_calls) continue;
    world->routes.emplace_back(entry->route.method, filled(entry->route.path));
  }
  if (world->routes.empty()) fail("no routes");
  HttpRequest tracking;
  tracking.method = "GET";
  tracking.path = "/api/v1/website/tracking";
  tracking.authorization = world->authorization;
  HttpResponse code = world->dispatcher->handleAndWait(tracking);
  rapidjson::Document doc;
  doc.Parse(code.body.c_str());
  if (code.status != 200 || !doc.IsObject() || !doc["data"]["site_id"].IsString()) {
    fail("no tracking code: " + code.body);
  }
  world->site_id = doc["data"]["site_id"].GetString();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string input(reinterpret_cast<const char*>(data), size);
  HttpRequest request;
#ifdef FUZZ_ROUTE
  std::string route = FUZZ_ROUTE;
  request.method = route.substr(0, route.find(' '));
  request.path = "/api/v1" + route.substr(route.find(' ') + 1);
#else
  if (input.size() < 2) return 0;
  std::size_t pick =
      (static_cast<std::uint8_t>(input[0]) << 8 | static_cast<std::uint8_t>(input[1])) %
      world->routes.size();
  input.erase(0, 2);
  request.method = world->routes[pick].first;
  request.path = "/api/v1" + world->routes[pick].second;
#endif
  // The query string up to the first newline, the body after it.
  std::size_t newline = input.find('\n');
  std::string query = newline == std::string::npos ? "" : input.substr(0, newline);
  request.body = newline == std::string::npos ? input : input.substr(newline + 1);
  for (std::size_t at = request.body.find("@SITE@"); at != std::string::npos;
       at = request.body.find("@SITE@", at)) {
    request.body.replace(at, 6, world->site_id);
  }
  request.query = parseQueryString(query);
  request.authorization = world->authorization;
  request.headers = {{"user-agent", "Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0"},
                     {"host", "fuzz.example"}};
  request.peer_address = "192.0.2.10";
  HttpResponse response = world->dispatcher->handleAndWait(request);
  if (response.status >= 500 && response.status != 503) {
    fail(request.method + " " + request.path + " answered " + std::to_string(response.status) +
         ": " + response.body);
  }
  if (response.content_type == "application/json" && !response.body.empty()) {
    rapidjson::Document doc;
    doc.Parse(response.body.c_str(), response.body.size());
    if (doc.HasParseError() || !doc.IsObject()) fail("not a JSON object: " + response.body);
    if (response.status >= 400 && (doc.MemberCount() != 1 || !doc.HasMember("error"))) {
      fail("not an error envelope: " + response.body);
    }
  }
  return 0;
}
