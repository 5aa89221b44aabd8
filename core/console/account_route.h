// What the account area's routes share: each is open to every tier (an account is managed
// whatever the plan) and about the organization rather than one website, and many are for the
// organization's managers only.
//   accountRoute(r, "GET", "/members", [&db](RequestContext& ctx) { return onList(ctx, db); })
//       .summary("The organization's members");
#pragma once

#include <string>
#include <utility>

#include "core/auth/roles.h"
#include "core/loader/registrations.h"
#include "core/storage/database.h"
#include "core/tenancy/tenant_store.h"
#include "seo/sdk/request_context.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

template <typename Handler>
seo::sdk::RouteSpec& accountRoute(Registrations& r, std::string method, std::string path,
                                  Handler handler) {
  return r.route(std::move(method), std::move(path), std::move(handler))
      .openToEveryTier()
      .withoutWebsite();
}

// The caller's role in the organization it acts in.
inline seo::sdk::Result<std::string> callerRole(const seo::sdk::RequestContext& ctx, Database& db) {
  return TenantStore(db, {}).roleOf(ctx.caller.organization_id, ctx.caller.user_id);
}

// PermissionDenied with `refusal` unless the caller is an owner or admin; the role otherwise.
inline seo::sdk::Result<std::string> requireManager(const seo::sdk::RequestContext& ctx,
                                                    Database& db, const std::string& refusal) {
  SEO_ASSIGN_OR_RETURN(std::string role, callerRole(ctx, db));
  if (!managesOrganization(role)) return seo::sdk::Status::permissionDenied(refusal);
  return role;
}

}  // namespace seo::core
