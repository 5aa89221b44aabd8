// Events a plugin emits (seo::sdk::Events): written to the webhook outbox in the caller's
// transaction, for the types the catalog serving now registered.
#pragma once

#include "core/loader/plugin_manager.h"
#include "seo/sdk/event.h"
#include "seo/sdk/host.h"

namespace seo::core {

class HostEvents : public seo::sdk::Events {
 public:
  // `host` gives the events their ids and times.
  HostEvents(PluginManager& plugins, seo::sdk::Host& host) : plugins_(plugins), host_(host) {}

  seo::sdk::Status emit(soci::session& sql, const seo::sdk::Event& event) override;

 private:
  PluginManager& plugins_;
  seo::sdk::Host& host_;
};

}  // namespace seo::core
