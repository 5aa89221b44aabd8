// API keys: made for a member (bound to one of its organization's websites or not), listed,
// turned off and on, renamed and rebound. A key's secret is shown once, when it is made.
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

class ApiKeyStore {
 public:
  explicit ApiKeyStore(Database& db) : db_(db) {}

  // A key for `user_id` in `organization_id`, bound to `website_id` when it is not empty (which
  // must belong to that organization). The result carries the secret, shown once.
  seo::sdk::Result<ApiKey> create(const std::string& user_id, const std::string& organization_id,
                                  const std::string& website_id, const std::string& name);
  // The keys of `organization_id`; every key when it is "".
  seo::sdk::Result<std::vector<ApiKey>> list(const std::string& organization_id);
  seo::sdk::Status setActive(const std::string& key_id, bool active);
  // Changes key `key_id` of `organization_id`: what `change` holds. NotFound for a key of
  // another organization; a website that is not the organization's is 400 naming website_id.
  seo::sdk::Status change(const std::string& organization_id, const std::string& key_id,
                          const ApiKeyChange& change);

 private:
  Database& db_;
};

}  // namespace seo::core
