// What the account area's routes share: each is open to every tier (an account is managed
// whatever the plan) and about the organization rather than one website; many are for the
// organization's managers only (caller_role.h).
//   accountRoute(r, "GET", "/members", [&db](RequestContext& ctx) { return onList(ctx, db); })
//       .summary("The organization's members");
#pragma once

#include <string>
#include <utility>

#include "core/loader/registrations.h"
#include "core/storage/database.h"
#include "core/tenancy/caller_role.h"
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

}  // namespace seo::core
