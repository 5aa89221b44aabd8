// File: testing/fake_services.h
// Services for plugin authors' unit tests: calls are answered from `handlers` and
// `transactional` (by name), which a test fills, a FakeRegistrar's registrations say.
#pragma once

#include <map>
#include <string>

#include "seo/sdk/service.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeServices : public Services {
 public:
  explicit FakeServices(Host& host) : host_(host) {}

  Result<std::string> call(std::string_view name, std::string_view website_id,
                           std::string_view request) override {
    auto it = handlers.find(std::string(name));
    if (it == handlers.end()) {
      return Status::unavailable("No loaded module answers the service " + std::string(name));
    }
    return it->second(host_, website_id, request);
  }
  Result<std::string> callIn(soci::session& sql, std::string_view name, std::string_view website_id,
                             std::string_view request) override {
    auto it = transactional.find(std::string(name));
    if (it == transactional.end()) {
      return Status::unavailable("No loaded module offers the service " + std::string(name));
    }
    return it->second(host_, sql, website_id, request);
  }

  std::map<std::string, ServiceHandler> handlers;                    // by name, for call
  std::map<std::string, TransactionalServiceHandler> transactional;  // by name, for callIn

 private:
  Host& host_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
