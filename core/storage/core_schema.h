// The core's own tables: tenancy (plans, organizations, users, memberships, websites, API keys),
// metering (credit buckets, usage ledger), connector connections, durable jobs and the auth epoch.
#pragma once

#include <vector>

#include "seo/sdk/plugin.h"

namespace seo::core {

inline constexpr const char* kCoreComponent = "core";

std::vector<seo::sdk::Migration> coreMigrations();

}  // namespace seo::core
