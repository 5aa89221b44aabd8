// Organizations: created alone or provisioned with their owner, first website and key; their
// plan, metered billing, name and quotas.
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

class OrganizationStore {
 public:
  // `default_quotas`: the credit buckets a new organization gets (create, provision).
  explicit OrganizationStore(Database& db,
                             std::vector<std::pair<std::string, std::int64_t>> default_quotas = {})
      : db_(db), default_quotas_(std::move(default_quotas)) {}

  // Creates the organization with a credit bucket per default quota.
  seo::sdk::Result<Organization> create(const std::string& name, const std::string& plan);
  // Creates everything `request` asks for in one transaction: all of it, or nothing when any
  // part is refused.
  seo::sdk::Result<ProvisionedOrganization> provision(const NewOrganization& request);
  seo::sdk::Result<std::vector<Organization>> list();
  seo::sdk::Result<Organization> find(const std::string& id);
  // Moves the organization to `plan`: its API access and the quotas the plan names.
  seo::sdk::Status setPlan(const std::string& organization_id, const std::string& plan);
  seo::sdk::Status setMeteredBilling(const std::string& organization_id, bool enabled);
  seo::sdk::Status rename(const std::string& organization_id, const std::string& name);
  seo::sdk::Status setQuota(const std::string& organization_id, const std::string& resource,
                            std::int64_t quota);
  seo::sdk::Result<bool> any();

 private:
  Database& db_;
  std::vector<std::pair<std::string, std::int64_t>> default_quotas_;
};

}  // namespace seo::core
