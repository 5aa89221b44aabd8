// The writes of tenancy's records, with the checks of a new one's fields (tenant_rules.h): the
// insert of one organization, membership, website or API key on a session inside its caller's
// transaction. The stores create one record per transaction with them, and a new organization
// with its owner, website and key in a single one (OrganizationStore::provision).
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/storage/database.h"
#include "core/tenancy/tenant_records.h"
#include "seo/sdk/status.h"

namespace seo::core {

// InvalidArgument naming `field` unless `value` is a UUID.
seo::sdk::Status requireUuid(const std::string& value, const std::string& field);
// NotFound: "<what> not found: <id>".
seo::sdk::Status notFound(const std::string& what, const std::string& id);
// A plan's or a credit resource's name: 1 to 64 of lower-case letters, digits and _.
bool isResourceName(const std::string& name);
// Rows affected by `statement`; 0 means the WHERE clause matched nothing.
long long affectedRows(soci::statement statement);
// withTransaction() for a change to what authentication reads: moves the auth epoch in the same
// transaction (auth_epoch.h), so every process's auth cache lets go of the old answer.
seo::sdk::Status changeAuth(Database& db, const SessionFn& fn);

// A new website's record; its name is its domain unless given.
Website newWebsiteRecord(const std::string& organization_id, const std::string& domain,
                         const std::string& name, const std::string& language);
// A new key's record with its secret (shown once), and the hash that is stored instead.
ApiKey newApiKeyRecord(const std::string& user_id, const std::string& organization_id,
                       const std::string& website_id, const std::string& name, std::string* hash);

// The fields of a new website in their one spelling (tenant_rules.h); the name is the domain
// unless given.
struct WebsiteFields {
  std::string domain;
  std::string name;
  std::string language;
};
seo::sdk::Result<WebsiteFields> checkedWebsite(std::string_view domain, std::string_view name,
                                               std::string_view language);
// `request` with every field in its one spelling, or InvalidArgument naming the first field
// that breaks its rule; nothing is written either way.
seo::sdk::Result<NewOrganization> checkedOrganization(const NewOrganization& request);

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
