// File: testing/fake_connectors.h
// Connectors for plugin authors' unit tests: the connectors a test adds by type, and the
// settings saved, kept as given (the host keeps them sealed).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "seo/sdk/connector.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeConnectors : public Connectors {
 public:
  std::shared_ptr<const Connector> find(std::string_view type) override {
    auto it = registered.find(std::string(type));
    return it == registered.end() ? nullptr : it->second;
  }
  std::vector<std::string> types() override {
    std::vector<std::string> list;
    for (const auto& [type, c] : registered) list.push_back(type);
    return list;
  }
  Status save(soci::session&, std::string_view website_id, std::string_view type,
              std::string_view settings_json) override {
    saved[key(website_id, type)] = std::string(settings_json);
    return Status::ok();
  }
  Result<std::string> settings(std::string_view website_id, std::string_view type) override {
    auto it = saved.find(key(website_id, type));
    if (it == saved.end()) return Status::notFound();
    return it->second;
  }

  std::map<std::string, std::shared_ptr<const Connector>> registered;  // by type
  std::map<std::string, std::string> saved;  // "website/type" -> settings JSON

 private:
  static std::string key(std::string_view website_id, std::string_view type) {
    return std::string(website_id) + "/" + std::string(type);
  }
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
