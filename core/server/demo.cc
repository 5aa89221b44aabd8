#include "core/server/demo.h"

namespace seo::core {

seo::sdk::Result<bool> provisionDemoIfEmpty(TenantStore& store, const std::string& plan,
                                            DemoAccount* out) {
  auto any = store.anyOrganization();
  if (!any.isOk()) return any.status();
  if (any.value()) return false;
  auto org = store.createOrganization("Demo Organization", plan);
  if (!org.isOk()) return org.status();
  auto user = store.createUser("demo@example.com", "Demo User", org.value().id, "owner");
  if (!user.isOk()) return user.status();
  auto site = store.createWebsite(org.value().id, "example.com", "Example", "en");
  if (!site.isOk()) return site.status();
  auto key = store.createApiKey(user.value().id, org.value().id, site.value().id, "Demo key");
  if (!key.isOk()) return key.status();
  *out = DemoAccount{org.value(), user.value(), site.value(), key.value()};
  return true;
}

}  // namespace seo::core
