// The routes of two-factor sign-in (under /api/v1/auth/totp): its state, setting it up with a
// password and a first code (which answers the recovery codes, once), and turning it off, which
// an organization that requires it refuses.
#pragma once

#include <memory>

#include "core/console/auth_routes.h"
#include "core/loader/registrations.h"

namespace seo::core {

void registerTwoFactorRoutes(Registrations& r, const std::shared_ptr<ConsoleAuth>& auth);

}  // namespace seo::core
