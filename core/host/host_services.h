// Calls between modules (seo::sdk::Services): the service of the catalog serving now, kept
// loaded while it answers.
#pragma once

#include "core/loader/plugin_manager.h"
#include "core/storage/database.h"
#include "seo/sdk/service.h"

namespace seo::core {

class HostServices : public seo::sdk::Services {
 public:
  // `host` is what the handlers are given.
  HostServices(Database& db, PluginManager& plugins, seo::sdk::Host& host)
      : db_(db), plugins_(plugins), host_(host) {}

  seo::sdk::Result<std::string> call(std::string_view name, std::string_view website_id,
                                     std::string_view request) override;
  seo::sdk::Result<std::string> callIn(soci::session& sql, std::string_view name,
                                       std::string_view website_id,
                                       std::string_view request) override;

 private:
  // The service `name` of the catalog serving now; Unavailable naming it when there is none.
  seo::sdk::Result<std::shared_ptr<ServiceEntry>> find(std::string_view name);

  Database& db_;
  PluginManager& plugins_;
  seo::sdk::Host& host_;
};

}  // namespace seo::core
