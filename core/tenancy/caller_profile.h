// The profile Host::callerProfile hands a plugin (GET /me): the user, organization, plan, API key
// and credit buckets of one key (or console session), read from core's tables so no plugin has to.
#pragma once

#include <string_view>

#include <soci/soci.h>

#include "seo/sdk/host.h"

namespace seo::core {

// The profile of the key `api_key_id` of `organization_id`, or, when `api_key_id` is empty (a
// console session), of `user_id`'s membership there with the key's fields empty; NotFound when
// there is no such key or membership. `host` keeps the statement prepared on `sql`'s connection.
seo::sdk::Result<seo::sdk::CallerProfile> loadCallerProfile(seo::sdk::Host& host,
                                                           soci::session& sql,
                                                           std::string_view api_key_id,
                                                           std::string_view user_id,
                                                           std::string_view organization_id);

}  // namespace seo::core
