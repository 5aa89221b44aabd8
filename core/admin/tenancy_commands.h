// seoctl's tenancy commands: plans, organizations, users, websites, API keys, credits and usage,
// on the server's database through TenantStore (the store the server's provisioning uses).
#pragma once

#include <span>

#include "core/admin/cli_command.h"

namespace seo::core {

std::span<const CliCommand> tenancyCommands();

}  // namespace seo::core
