// CMS connectors and the settings websites connected with (seo::sdk::Connectors): connectors
// from the catalog serving now, settings sealed in the core's `connections` table.
#pragma once

#include <memory>

#include "core/loader/plugin_manager.h"
#include "core/secrets/sealer.h"
#include "core/storage/database.h"
#include "seo/sdk/connector.h"

namespace seo::core {

class HostConnectors : public seo::sdk::Connectors {
 public:
  HostConnectors(Database& db, PluginManager& plugins, std::shared_ptr<const Sealer> sealer)
      : db_(db), plugins_(plugins), sealer_(std::move(sealer)) {}

  std::shared_ptr<const seo::sdk::Connector> find(std::string_view type) override;
  std::vector<std::string> types() override;
  seo::sdk::Status save(soci::session& sql, std::string_view website_id, std::string_view type,
                        std::string_view settings_json) override;
  seo::sdk::Result<std::string> settings(std::string_view website_id,
                                         std::string_view type) override;

 private:
  Database& db_;
  PluginManager& plugins_;
  const std::shared_ptr<const Sealer> sealer_;
};

}  // namespace seo::core
