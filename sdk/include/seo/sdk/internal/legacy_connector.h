// File: internal/legacy_connector.h
// For the host, not plugins. A connector built against an SDK older than 2.6 has no onUpdate in
// its virtual table, so calling Connector::update on it would jump past the table's end. The
// host wraps such a connector in this adapter, which forwards every call to the connector's
// public methods and answers update with publish, as connector.h documents for connectors that
// cannot update.
#pragma once

#include <memory>
#include <utility>

#include "seo/sdk/connector.h"

namespace seo::sdk {
inline namespace v2 {
namespace internal {

class LegacyConnector final : public seo::sdk::Connector {
 public:
  explicit LegacyConnector(std::shared_ptr<const seo::sdk::Connector> inner)
      : inner_(std::move(inner)) {}

 private:
  seo::sdk::Status onValidate(const rapidjson::Value& settings) const override {
    return inner_->validate(settings);
  }
  seo::sdk::Status onCheckConnection(const rapidjson::Value& settings,
                                     seo::sdk::HttpClient& http) const override {
    return inner_->checkConnection(settings, http);
  }
  seo::sdk::Result<seo::sdk::Published> onPublish(const rapidjson::Value& settings,
                                                  const seo::sdk::Article& article,
                                                  seo::sdk::HttpClient& http) const override {
    return inner_->publish(settings, article, http);
  }
  seo::sdk::Result<seo::sdk::Published> onUpdate(const rapidjson::Value& settings,
                                                 const seo::sdk::Article& article,
                                                 const seo::sdk::Published&,
                                                 seo::sdk::HttpClient& http) const override {
    return inner_->publish(settings, article, http);
  }

  std::shared_ptr<const seo::sdk::Connector> inner_;
};

}  // namespace internal
}  // namespace v2
}  // namespace seo::sdk
