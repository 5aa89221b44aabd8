// Website scoping: a request acts on the key's bound website unless it names another with
// `website_id`, which must belong to one of the caller's organizations.
#pragma once

#include <string>

#include "core/storage/database.h"

namespace seo::core {

struct WebsiteAccess {
  std::string website_id;
  std::string organization_id;
  bool api_access = false;  // the owning organization's plan
};

inline constexpr const char* kForeignWebsiteMessage =
    "website_id does not belong to any of your organizations";

// The website `website_id` if `user_id` is a member of its organization; PermissionDenied for
// any other website, existing or not (so ids of other tenants cannot be probed).
seo::sdk::Result<WebsiteAccess> resolveWebsite(Database& db, const std::string& user_id,
                                               const std::string& website_id);

}  // namespace seo::core
