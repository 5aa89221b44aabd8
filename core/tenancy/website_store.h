// Websites of an organization.
// Thread-safe. Validation errors are InvalidArgument and name the offending field.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/storage/database.h"
#include "core/tenancy/tenant_records.h"
#include "seo/sdk/status.h"

namespace seo::core {

class WebsiteStore {
 public:
  explicit WebsiteStore(Database& db) : db_(db) {}

  seo::sdk::Result<Website> create(const std::string& organization_id, const std::string& domain,
                                   const std::string& name, const std::string& language);
  // The websites of `organization_id`; every website when it is "".
  seo::sdk::Result<std::vector<Website>> list(const std::string& organization_id);

 private:
  Database& db_;
};

}  // namespace seo::core
