// A plugin's build made in the test itself, as buildPlugin would make it from a library, so a
// catalog of hand-written routes can be composed (composeCatalog) and described; and the JSON
// helpers the tests of what a catalog becomes (the API description, the MCP tools) read it with.
#pragma once

#include <gtest/gtest.h>
#include <rapidjson/document.h>
#include <rapidjson/pointer.h>

#include <memory>
#include <string>
#include <vector>

#include "core/loader/catalog.h"

namespace seo::core::testing {

inline seo::sdk::Result<seo::sdk::Response> noop(seo::sdk::RequestContext&) {
  return seo::sdk::Response::success();
}

// A build of plugin `name` serving `routes` with `schemas`.
inline std::shared_ptr<const PluginBuild> buildOf(const std::string& name,
                                                  std::vector<seo::sdk::Route> routes,
                                                  SchemaTexts schemas = {}) {
  auto build = std::make_shared<PluginBuild>();
  build->name = name;
  build->info = {name, "1.2.3", "2.3", name + ".so"};
  for (seo::sdk::Route& r : routes) {
    build->routes.push_back(
        std::make_shared<const RouteEntry>(*routeEntry(nullptr, name, std::move(r))));
  }
  build->schemas = std::move(schemas);
  return build;
}

inline rapidjson::Document parsed(const std::string& text) {
  rapidjson::Document d;
  d.Parse(text.c_str());
  EXPECT_FALSE(d.HasParseError()) << text.substr(0, 200);
  return d;
}

// The value at JSON pointer `pointer` ("/paths/~1things/get"), or null.
inline const rapidjson::Value* at(const rapidjson::Value& root, const char* pointer) {
  return rapidjson::Pointer(pointer).Get(root);
}

}  // namespace seo::core::testing
