#include "core/host/host_services.h"

#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Status;

seo::sdk::Result<std::shared_ptr<ServiceEntry>> HostServices::find(std::string_view name) {
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  auto it = catalog->services.find(name);
  if (it == catalog->services.end()) {
    return Status::unavailable("No loaded module answers the service " + std::string(name));
  }
  return it->second;  // keeps the plugin loaded while the caller holds it
}

seo::sdk::Result<std::string> HostServices::call(std::string_view name, std::string_view website_id,
                                                 std::string_view request) {
  SEO_ASSIGN_OR_RETURN(std::shared_ptr<ServiceEntry> entry, find(name));
  if (entry->handler) return entry->handler(host_, website_id, request);
  // A transactional service called on its own: in a transaction of its own.
  seo::sdk::Result<std::string> answer = Status::internal("not run");
  Status s = db_.withTransaction([&](soci::session& sql) {
    answer = entry->in_transaction(host_, sql, website_id, request);
    return answer.status();
  });
  if (!s.isOk()) return s;
  return answer;
}

seo::sdk::Result<std::string> HostServices::callIn(soci::session& sql, std::string_view name,
                                                   std::string_view website_id,
                                                   std::string_view request) {
  SEO_ASSIGN_OR_RETURN(std::shared_ptr<ServiceEntry> entry, find(name));
  if (!entry->in_transaction) {
    return Status::invalidArgument("The service " + std::string(name) +
                                   " does not run in a caller's transaction");
  }
  return entry->in_transaction(host_, sql, website_id, request);
}

}  // namespace seo::core
