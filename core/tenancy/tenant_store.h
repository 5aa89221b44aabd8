// Tenancy records, one store each: plans, organizations, users and their memberships, websites
// and API keys. Used by the admin CLI and the first-start demo provisioning; the request path
// reads these tables through Authenticator and resolveWebsite instead.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/tenancy/api_key_store.h"
#include "core/tenancy/organization_store.h"
#include "core/tenancy/plan_store.h"
#include "core/tenancy/user_store.h"
#include "core/tenancy/website_store.h"

namespace seo::core {

// The five stores over one database, for a caller that manages them all (seoctl).
struct TenantStore {
  TenantStore(Database& db, std::vector<std::pair<std::string, std::int64_t>> default_quotas)
      : plans(db),
        organizations(db, std::move(default_quotas)),
        users(db),
        websites(db),
        keys(db) {}

  PlanStore plans;
  OrganizationStore organizations;
  UserStore users;
  WebsiteStore websites;
  ApiKeyStore keys;
};

}  // namespace seo::core
