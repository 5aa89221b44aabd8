// The caller's role in the organization it acts in, for the routes only an organization's
// managers may use (its members, websites, webhook endpoints, CMS connections). Viewers are held
// to reading by the dispatcher already (dispatch_stages.h's checkRole).
#pragma once

#include <string>

#include "core/auth/roles.h"
#include "core/storage/database.h"
#include "core/tenancy/tenant_store.h"
#include "seo/sdk/request_context.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

inline seo::sdk::Result<std::string> callerRole(const seo::sdk::RequestContext& ctx, Database& db) {
  return UserStore(db).roleOf(ctx.caller.organization_id, ctx.caller.user_id);
}

// PermissionDenied with `refusal` unless the caller is an owner or admin; the role otherwise.
inline seo::sdk::Result<std::string> requireManager(const seo::sdk::RequestContext& ctx,
                                                    Database& db, const std::string& refusal) {
  SEO_ASSIGN_OR_RETURN(std::string role, callerRole(ctx, db));
  if (!managesOrganization(role)) return seo::sdk::Status::permissionDenied(refusal);
  return role;
}

}  // namespace seo::core
