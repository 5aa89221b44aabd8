// Provisioning through seoctl: an organization with its owner, a website and an API key, the unit
// most tests start from. Each helper asserts success, so call it under ASSERT_NO_FATAL_FAILURE.
#pragma once

#include <string>
#include <vector>

#include <rapidjson/document.h>

#include "tests/e2e/harness/admin_cli.h"

namespace seo::tests {

struct Tenant {
  std::string org_id;
  std::string user_id;
  std::string email;
  std::string website_id;  // the first website; the key is bound to it unless asked otherwise
  std::string key_id;
  std::string key;         // the secret
};

// Runs a seoctl command that must exit 0 with JSON output, into `*out`.
void runCliOk(const AdminCli& cli, const std::vector<std::string>& args, rapidjson::Document* out);

// Creates organization `name` on `plan` with owner owner@<name>.test, website <name>.example
// and a key (bound to the website when `bind_key` is true), in one `seoctl org create --owner`.
void createTenant(const AdminCli& cli, const std::string& name, const std::string& plan,
                  Tenant* out, bool bind_key = true);

// Adds a website to `org_id`; its id into `*website_id`.
void createWebsite(const AdminCli& cli, const std::string& org_id, const std::string& domain,
                   std::string* website_id);

// Creates a key for `user_id` in `org_id`, bound to `website_id` unless it is empty.
void createKey(const AdminCli& cli, const std::string& org_id, const std::string& user_id,
               const std::string& website_id, std::string* key_id, std::string* secret);

// Sets the quota of `resource` for `org_id`.
void setQuota(const AdminCli& cli, const std::string& org_id, const std::string& resource,
              long long quota);

// The bucket of `resource` from `seoctl usage show`, into `*bucket` (an object).
void usageOf(const AdminCli& cli, const std::string& org_id, const std::string& resource,
             rapidjson::Document* bucket);

}  // namespace seo::tests
