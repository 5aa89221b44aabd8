// seoctl's commands for signing in to the console: `user set-password` (the password read from
// standard input, so it never shows in a process list or a shell history), `user reset-link` (a
// single-use link to set one, for installs that send no mail), `user reset-two-factor` (for a
// user who lost the authenticator and the recovery codes) and `org set-two-factor` (require it
// of an organization's members).
#pragma once

#include <rapidjson/document.h>

#include "core/admin/cli_command.h"

namespace seo::core {

seo::sdk::Result<rapidjson::Document> userSetPassword(CliContext& ctx);
seo::sdk::Result<rapidjson::Document> userResetLink(CliContext& ctx);
seo::sdk::Result<rapidjson::Document> userResetTwoFactor(CliContext& ctx);
seo::sdk::Result<rapidjson::Document> orgSetTwoFactor(CliContext& ctx);

}  // namespace seo::core
