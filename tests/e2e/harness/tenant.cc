#include "tests/e2e/harness/tenant.h"

#include <gtest/gtest.h>

#include "tests/e2e/harness/http_client.h"

namespace seo::tests {

void runCliOk(const AdminCli& cli, const std::vector<std::string>& args, rapidjson::Document* out) {
  CliResult r = cli.run(args);
  ASSERT_EQ(r.exit_code, 0) << r.describe();
  ASSERT_FALSE(r.json.HasParseError()) << r.describe();
  out->CopyFrom(r.json, out->GetAllocator());
}

void createWebsite(const AdminCli& cli, const std::string& org_id, const std::string& domain,
                   std::string* website_id) {
  rapidjson::Document site;
  ASSERT_NO_FATAL_FAILURE(runCliOk(cli, {"website", "create", "--org", org_id, "--domain", domain},
                                   &site));
  *website_id = stringField(site, "id");
  ASSERT_FALSE(website_id->empty()) << toJson(site);
  ASSERT_EQ(stringField(site, "organization_id"), org_id);
}

void createKey(const AdminCli& cli, const std::string& org_id, const std::string& user_id,
               const std::string& website_id, std::string* key_id, std::string* secret) {
  std::vector<std::string> args = {"key", "create", "--org", org_id, "--user", user_id};
  if (!website_id.empty()) args.insert(args.end(), {"--website", website_id});
  rapidjson::Document key;
  ASSERT_NO_FATAL_FAILURE(runCliOk(cli, args, &key));
  *key_id = stringField(key, "id");
  *secret = stringField(key, "key");
  ASSERT_FALSE(key_id->empty()) << toJson(key);
  ASSERT_FALSE(secret->empty()) << toJson(key);
}

void createTenant(const AdminCli& cli, const std::string& name, const std::string& plan,
                  Tenant* out, bool bind_key) {
  out->email = "owner@" + name + ".test";
  // One seoctl run for all four records (it was four runs, a tenth of a simple test's time).
  std::vector<std::string> args = {"org",         "create",          "--name",    name,
                                   "--plan",      plan,              "--owner",   out->email,
                                   "--owner-name", name + " owner", "--website", name + ".example"};
  if (bind_key) args.insert(args.end(), {"--key", "API key"});
  rapidjson::Document org;
  ASSERT_NO_FATAL_FAILURE(runCliOk(cli, args, &org));
  out->org_id = stringField(org, "id");
  ASSERT_FALSE(out->org_id.empty()) << toJson(org);
  ASSERT_EQ(stringField(org, "plan"), plan);
  ASSERT_TRUE(org.HasMember("owner") && org.HasMember("website")) << toJson(org);
  out->user_id = stringField(org["owner"], "id");
  ASSERT_EQ(stringField(org["owner"], "role"), "owner") << toJson(org);
  out->website_id = stringField(org["website"], "id");
  if (bind_key) {
    ASSERT_TRUE(org.HasMember("key")) << toJson(org);
    out->key_id = stringField(org["key"], "id");
    out->key = stringField(org["key"], "key");
    ASSERT_EQ(stringField(org["key"], "website_id"), out->website_id) << toJson(org);
  } else {
    ASSERT_NO_FATAL_FAILURE(createKey(cli, out->org_id, out->user_id, "", &out->key_id, &out->key));
  }
  ASSERT_FALSE(out->user_id.empty() || out->website_id.empty() || out->key.empty()) << toJson(org);
}

void setQuota(const AdminCli& cli, const std::string& org_id, const std::string& resource,
              long long quota) {
  rapidjson::Document done;
  ASSERT_NO_FATAL_FAILURE(runCliOk(cli,
                                   {"credits", "set", "--org", org_id, "--resource", resource,
                                    "--quota", std::to_string(quota)},
                                   &done));
}

void usageOf(const AdminCli& cli, const std::string& org_id, const std::string& resource,
             rapidjson::Document* bucket) {
  rapidjson::Document usage;
  ASSERT_NO_FATAL_FAILURE(runCliOk(cli, {"usage", "show", "--org", org_id}, &usage));
  ASSERT_TRUE(usage.IsArray()) << toJson(usage);
  for (const auto& item : usage.GetArray()) {
    if (stringField(item, "resource") == resource) {
      bucket->CopyFrom(item, bucket->GetAllocator());
      return;
    }
  }
  FAIL() << "no bucket " << resource << " in " << toJson(usage);
}

}  // namespace seo::tests
