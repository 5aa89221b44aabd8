// The signed-in person's profile (GET and PATCH /api/v1/auth/profile): their email, which is
// how they sign in and is changed only by an operator, and the name others see in the members
// list. Under /auth/ like the rest of one's own sign-in, so a viewer changes it too.
#pragma once

#include "core/loader/registrations.h"
#include "core/storage/database.h"

namespace seo::core {

void registerProfileRoutes(Registrations& r, Database& db);

}  // namespace seo::core
