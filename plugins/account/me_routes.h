// GET /me: the caller's profile (any valid key, any plan).
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::account {

// {data: {id, email, name, organization, plan, website, api_key, credits}}. The account module
// reads the core's tenancy tables (users, organizations, plans, websites, api_keys,
// credit_buckets) read-only; it owns no table of its own.
seo::sdk::Result<seo::sdk::Response> onGetMe(seo::sdk::RequestContext& ctx);

// Registers GET /me with its documentation.
void registerMe(seo::sdk::Registrar& r);

}  // namespace seo::plugins::account
