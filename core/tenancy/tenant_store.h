// Tenancy records: plans, organizations, users and their memberships, websites and API keys.
// Used by the admin CLI and the first-start demo provisioning; the request path reads these
// tables through Authenticator and resolveWebsite instead.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/storage/database.h"

namespace seo::core {

struct Plan {
  std::string id;
  std::string name;
  bool api_access = false;
  std::vector<std::pair<std::string, std::int64_t>> quotas;  // by resource (plan_change.h)
};

struct Organization {
  std::string id;
  std::string name;
  std::string plan;
  bool metered_billing = false;
  std::string created_at;
};

struct User {
  std::string id;
  std::string email;
  std::string name;
  std::string created_at;
  std::string role;  // in the organization asked about (auth/roles.h); empty when none was
};

struct Website {
  std::string id;
  std::string organization_id;
  std::string domain;
  std::string name;
  std::string language;
  std::string created_at;
};

struct ApiKey {
  std::string id;
  std::string prefix;
  std::string name;
  std::string user_id;
  std::string organization_id;
  std::string website_id;  // empty: not bound
  bool active = true;
  std::string created_at;
  std::string last_used_at;  // empty: never used
  std::string secret;  // only right after creation; never stored
};

// What a change of an API key sets; what is empty stays.
struct ApiKeyChange {
  std::optional<std::string> name;
  std::optional<std::string> website_id;  // "" unbinds the key
  std::optional<bool> active;
};

// A new organization with its owner, and optionally its first website and an API key of the
// owner's (bound to that website when there is one): what a new customer starts from.
struct NewOrganization {
  std::string name;
  std::string plan = "pro";
  std::string owner_email;
  std::string owner_name;
  std::string website_domain;  // empty: no website
  std::string website_name;    // empty: the domain
  std::string website_language = "en";
  std::optional<std::string> key_name;  // unset: no key ("": the default name)
};

struct ProvisionedOrganization {
  Organization organization;
  User owner;  // an existing user of that email becomes the owner
  std::optional<Website> website;
  std::optional<ApiKey> key;  // with its secret, shown once
};

// Thread-safe. Validation errors are InvalidArgument and name the offending field.
class TenantStore {
 public:
  TenantStore(Database& db, std::vector<std::pair<std::string, std::int64_t>> default_quotas)
      : db_(db), default_quotas_(std::move(default_quotas)) {}

  seo::sdk::Result<std::vector<Plan>> listPlans();
  seo::sdk::Result<Plan> createPlan(const std::string& name, bool api_access);
  seo::sdk::Status setPlanApiAccess(const std::string& plan, bool api_access);
  // The quota of `resource` an organization gets when it moves to `plan` (set-plan, a billing
  // provider's event); the organizations on the plan now get it at once.
  seo::sdk::Status setPlanQuota(const std::string& plan, const std::string& resource,
                                std::int64_t quota);

  // Creates the organization with a credit bucket per default quota.
  seo::sdk::Result<Organization> createOrganization(const std::string& name,
                                                    const std::string& plan);
  // Creates everything `request` asks for in one transaction: all of it, or nothing when any
  // part is refused.
  seo::sdk::Result<ProvisionedOrganization> provisionOrganization(const NewOrganization& request);
  seo::sdk::Result<std::vector<Organization>> listOrganizations();
  seo::sdk::Result<Organization> findOrganization(const std::string& id);
  // Moves the organization to `plan`: its API access and the quotas the plan names.
  seo::sdk::Status setOrganizationPlan(const std::string& organization_id,
                                       const std::string& plan);
  seo::sdk::Status setMeteredBilling(const std::string& organization_id, bool enabled);
  seo::sdk::Status renameOrganization(const std::string& organization_id, const std::string& name);
  seo::sdk::Status setQuota(const std::string& organization_id, const std::string& resource,
                            std::int64_t quota);

  // Creates the user, or finds it by email, and makes it a member of `organization_id`.
  seo::sdk::Result<User> createUser(const std::string& email, const std::string& name,
                                    const std::string& organization_id, const std::string& role);
  seo::sdk::Result<std::vector<User>> listUsers(const std::string& organization_id);
  // Ends `user_id`'s membership of `organization_id`: the user's keys there stop working.
  seo::sdk::Status removeMember(const std::string& organization_id, const std::string& user_id);

  seo::sdk::Result<Website> createWebsite(const std::string& organization_id,
                                          const std::string& domain, const std::string& name,
                                          const std::string& language);
  seo::sdk::Result<std::vector<Website>> listWebsites(const std::string& organization_id);

  // A key for `user_id` in `organization_id`, bound to `website_id` when it is not empty (which
  // must belong to that organization). The result carries the secret, shown once.
  seo::sdk::Result<ApiKey> createApiKey(const std::string& user_id,
                                        const std::string& organization_id,
                                        const std::string& website_id, const std::string& name);
  seo::sdk::Result<std::vector<ApiKey>> listApiKeys(const std::string& organization_id);
  seo::sdk::Status setApiKeyActive(const std::string& key_id, bool active);
  // Changes key `key_id` of `organization_id`: what `change` holds. NotFound for a key of
  // another organization; a website that is not the organization's is 400 naming website_id.
  seo::sdk::Status changeApiKey(const std::string& organization_id, const std::string& key_id,
                                const ApiKeyChange& change);

  // The role of `user_id` in `organization_id` (auth/roles.h); NotFound when not a member.
  seo::sdk::Result<std::string> roleOf(const std::string& organization_id,
                                       const std::string& user_id);

  seo::sdk::Result<bool> anyOrganization();

 private:
  // withTransaction() for a change to what authentication reads: moves the auth epoch in the
  // same transaction (auth_epoch.h), so every process's auth cache lets go of the old answer.
  seo::sdk::Status changeAuth(const SessionFn& fn);

  Database& db_;
  std::vector<std::pair<std::string, std::int64_t>> default_quotas_;
};

}  // namespace seo::core
