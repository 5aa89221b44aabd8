// Plans: their API access and the quotas an organization gets when it moves to one.
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

class PlanStore {
 public:
  explicit PlanStore(Database& db) : db_(db) {}

  seo::sdk::Result<std::vector<Plan>> list();
  seo::sdk::Result<Plan> create(const std::string& name, bool api_access);
  seo::sdk::Status setApiAccess(const std::string& plan, bool api_access);
  // The quota of `resource` an organization gets when it moves to `plan` (set-plan, a billing
  // provider's event); the organizations on the plan now get it at once.
  seo::sdk::Status setQuota(const std::string& plan, const std::string& resource,
                            std::int64_t quota);

 private:
  Database& db_;
};

}  // namespace seo::core
