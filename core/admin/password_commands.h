// seoctl's commands for console passwords: `user set-password` (the password read from standard
// input, so it never shows in a process list or a shell history) and `user reset-link` (a
// single-use link to set one, for installs that send no mail).
#pragma once

#include <rapidjson/document.h>

#include "core/admin/cli_command.h"

namespace seo::core {

seo::sdk::Result<rapidjson::Document> userSetPassword(CliContext& ctx);
seo::sdk::Result<rapidjson::Document> userResetLink(CliContext& ctx);

}  // namespace seo::core
