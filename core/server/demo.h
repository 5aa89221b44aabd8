// First-start provisioning: on an empty database, a demo organization, user, website and API key,
// so a fresh install can be called at once. The key is printed once and never stored in clear.
#pragma once

#include <string>

#include "core/tenancy/tenant_store.h"

namespace seo::core {

struct DemoAccount {
  Organization organization;
  User user;
  Website website;
  ApiKey key;
};

// Provisions the demo account when no organization exists yet; returns whether it did.
seo::sdk::Result<bool> provisionDemoIfEmpty(TenantStore& store, const std::string& plan,
                                            DemoAccount* out);

}  // namespace seo::core
