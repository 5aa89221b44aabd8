#include "core/host/host_connectors.h"

#include "core/common/clock.h"

namespace seo::core {

using seo::sdk::Status;

std::shared_ptr<const seo::sdk::Connector> HostConnectors::find(std::string_view type) {
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  auto it = catalog->connectors.find(type);
  if (it == catalog->connectors.end()) return nullptr;
  // Aliasing: the caller's pointer owns the entry, and so the plugin library, while it lives.
  std::shared_ptr<ConnectorEntry> entry = it->second;
  return std::shared_ptr<const seo::sdk::Connector>(entry, entry->connector.get());
}

std::vector<std::string> HostConnectors::types() {
  std::vector<std::string> list;
  for (const auto& [type, entry] : plugins_.current()->connectors) list.push_back(type);
  return list;
}

Status HostConnectors::save(soci::session& sql, std::string_view website_id, std::string_view type,
                            std::string_view settings_json) {
  try {
    std::string website(website_id);
    std::string kind(type);
    seo::sdk::Result<std::string> sealed = sealer_->seal(settings_json);
    if (!sealed.isOk()) return sealed.status();
    std::string settings = std::move(sealed).value();
    std::string now = isoNow();
    // One statement, so two concurrent connects of the same website cannot both insert.
    sql << "INSERT INTO connections (website_id, type, settings, created_at, updated_at) "
           "VALUES (:w, :k, :s, :t, :t2) ON CONFLICT (website_id, type) DO UPDATE SET "
           "settings = excluded.settings, updated_at = excluded.updated_at",
        soci::use(website), soci::use(kind), soci::use(settings), soci::use(now), soci::use(now);
    return Status::ok();
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

seo::sdk::Result<std::string> HostConnectors::settings(std::string_view website_id,
                                                       std::string_view type) {
  std::string sealed;
  Status s = db_.withSession([&](soci::session& sql) {
    std::string website(website_id), kind(type);
    sql << "SELECT settings FROM connections WHERE website_id = :w AND type = :k",
        soci::use(website), soci::use(kind), soci::into(sealed);
    return sql.got_data() ? Status::ok() : Status::notFound();
  });
  if (!s.isOk()) return s;
  return sealer_->open(sealed);
}

}  // namespace seo::core
