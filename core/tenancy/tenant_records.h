// Tenancy's records as the stores (plan_store.h, organization_store.h, user_store.h,
// website_store.h, api_key_store.h) read and write them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

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

}  // namespace seo::core
