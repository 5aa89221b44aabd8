// What the account area's routes share: each is open to every tier (an account is managed
// whatever the plan) and about the organization rather than one website; many are for the
// organization's managers only (caller_role.h).
//   accountRoute(r, "GET", "/members", [&db](RequestContext& ctx) { return onList(ctx, db); })
//       .summary("The organization's members");
#pragma once

#include <rapidjson/document.h>

#include <optional>
#include <string>
#include <utility>

#include "core/loader/registrations.h"
#include "core/storage/database.h"
#include "core/tenancy/caller_role.h"
#include "seo/sdk/request_context.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

// The member `name` as the text given, for a rule of tenancy_rules.h to judge (so the API and
// seoctl say the same of the same value): nullopt when absent or null, 400 unless a string.
inline seo::sdk::Result<std::optional<std::string>> givenText(const rapidjson::Value& body,
                                                              const char* name) {
  auto it = body.FindMember(name);
  if (it == body.MemberEnd() || it->value.IsNull()) return std::optional<std::string>();
  if (!it->value.IsString()) return seo::sdk::Status::invalidField(name, "must be a string");
  return std::optional<std::string>(
      std::string(it->value.GetString(), it->value.GetStringLength()));
}

template <typename Handler>
seo::sdk::RouteSpec& accountRoute(Registrations& r, std::string method, std::string path,
                                  Handler handler) {
  return r.route(std::move(method), std::move(path), std::move(handler))
      .openToEveryTier()
      .withoutWebsite();
}

}  // namespace seo::core
