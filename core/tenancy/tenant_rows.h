// The rules and the writes of tenancy's records: what makes a name, an email address or a domain
// valid, and the insert of one organization, membership, website or API key on a session inside
// its caller's transaction. TenantStore creates one record per transaction with them, and a new
// organization with its owner, website and key in a single one (provisionOrganization).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <soci/soci.h>

#include "core/tenancy/tenant_store.h"
#include "seo/sdk/status.h"

namespace seo::core {

// 1 to 200 characters, none of them a control character.
bool validName(const std::string& s);
bool validEmail(const std::string& s);
// A host name, letters, digits, '.', '-' (':' for the port of a local site).
bool validDomain(const std::string& s);
// InvalidArgument naming `field` unless `value` is a UUID.
seo::sdk::Status requireUuid(const std::string& value, const std::string& field);
// NotFound: "<what> not found: <id>".
seo::sdk::Status notFound(const std::string& what, const std::string& id);

// The checks of what a caller gives for a new record, before anything is written: InvalidArgument
// naming the field.
seo::sdk::Status checkOrganization(const std::string& name);
seo::sdk::Status checkUser(const std::string& email, const std::string& name,
                           const std::string& role);
seo::sdk::Status checkWebsite(const std::string& domain, const std::string& name,
                              const std::string& language);
seo::sdk::Status checkApiKeyName(const std::string& name);

// `org` (its plan by name: NotFound when none) with a credit bucket per default quota, the plan's
// own quotas over them.
seo::sdk::Status insertOrganization(
    soci::session& sql, const Organization& org,
    const std::vector<std::pair<std::string, std::int64_t>>& default_quotas);
// `user` (found by email, else inserted) made a member of `organization_id` with `user->role`;
// a member already keeps the role it has, and `*user` says which. NotFound when the organization
// is missing.
seo::sdk::Status insertMember(soci::session& sql, const std::string& organization_id, User* user);
// NotFound when the website's organization is missing.
seo::sdk::Status insertWebsite(soci::session& sql, const Website& site);
// `key` stored by `hash` (never its secret). InvalidArgument when its user is no member of its
// organization or its website is another organization's.
seo::sdk::Status insertApiKey(soci::session& sql, const ApiKey& key, const std::string& hash);

}  // namespace seo::core
