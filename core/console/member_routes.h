// The organization's members in the account area (GET/POST /api/v1/members, PATCH and DELETE
// /members/{id}): everyone reads the list; owners and admins invite, change roles and remove;
// only an owner gives or takes the owner role, and the last owner stays one. An invitation of
// someone new to the server answers a single-use link for them to set a password.
#pragma once

#include "core/config/config.h"
#include "core/loader/registrations.h"
#include "core/storage/database.h"

namespace seo::core {

// `config` is copied; `db` outlives the routes.
void registerMemberRoutes(Registrations& r, Database& db, const ConsoleConfig& config);

}  // namespace seo::core
