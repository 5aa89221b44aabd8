#include "core/server/demo.h"

namespace seo::core {

seo::sdk::Result<bool> provisionDemoIfEmpty(TenantStore& store, const std::string& plan,
                                            DemoAccount* out) {
  auto any = store.organizations.any();
  if (!any.isOk()) return any.status();
  if (any.value()) return false;
  // In one transaction: a start cut short leaves no half-made demo (which, the database no
  // longer being empty, would never be completed).
  NewOrganization demo;
  demo.name = "Demo Organization";
  demo.plan = plan;
  demo.owner_email = "demo@example.com";
  demo.owner_name = "Demo User";
  demo.website_domain = "example.com";
  demo.website_name = "Example";
  demo.key_name = "Demo key";
  auto made = store.organizations.provision(demo);
  if (!made.isOk()) return made.status();
  *out = DemoAccount{made.value().organization, made.value().owner, *made.value().website,
                     *made.value().key};
  return true;
}

}  // namespace seo::core
