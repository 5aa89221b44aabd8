#include "core/admin/tenancy_commands.h"

#include <cstdint>
#include <exception>
#include <string>
#include <vector>

#include "core/admin/console_commands.h"
#include "core/metering/meter.h"
#include "core/tenancy/tenant_store.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using seo::sdk::json::stringOrNull;
using Doc = rapidjson::Document;

Doc toJson(const Organization& o) {
  Doc d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("id", string(o.id, a), a);
  d.AddMember("name", string(o.name, a), a);
  d.AddMember("plan", string(o.plan, a), a);
  d.AddMember("metered_billing", o.metered_billing, a);
  d.AddMember("created_at", string(o.created_at, a), a);
  return d;
}

Doc toJson(const User& u) {
  Doc d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("id", string(u.id, a), a);
  d.AddMember("email", string(u.email, a), a);
  d.AddMember("name", string(u.name, a), a);
  d.AddMember("created_at", string(u.created_at, a), a);
  if (!u.role.empty()) d.AddMember("role", string(u.role, a), a);
  return d;
}

Doc toJson(const Website& w) {
  Doc d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("id", string(w.id, a), a);
  d.AddMember("organization_id", string(w.organization_id, a), a);
  d.AddMember("domain", string(w.domain, a), a);
  d.AddMember("name", string(w.name, a), a);
  d.AddMember("language", string(w.language, a), a);
  d.AddMember("created_at", string(w.created_at, a), a);
  return d;
}

Doc toJson(const ApiKey& k) {
  Doc d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("id", string(k.id, a), a);
  if (!k.secret.empty()) d.AddMember("key", string(k.secret, a), a);
  d.AddMember("prefix", string(k.prefix, a), a);
  d.AddMember("name", string(k.name, a), a);
  d.AddMember("user_id", string(k.user_id, a), a);
  d.AddMember("organization_id", string(k.organization_id, a), a);
  d.AddMember("website_id", stringOrNull(k.website_id, a), a);
  d.AddMember("active", k.active, a);
  d.AddMember("created_at", string(k.created_at, a), a);
  return d;
}

Doc toJson(const Plan& p) {
  Doc d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("id", string(p.id, a), a);
  d.AddMember("name", string(p.name, a), a);
  d.AddMember("api_access", p.api_access, a);
  rapidjson::Value quotas(rapidjson::kObjectType);
  for (const auto& [resource, quota] : p.quotas) {
    quotas.AddMember(string(resource, a), rapidjson::Value(static_cast<std::int64_t>(quota)), a);
  }
  d.AddMember("quotas", quotas, a);
  return d;
}

Doc toJson(const Bucket& b) {
  Doc d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("resource", string(b.resource, a), a);
  d.AddMember("quota", static_cast<int64_t>(b.quota), a);
  d.AddMember("used", static_cast<int64_t>(b.used), a);
  d.AddMember("remaining", static_cast<int64_t>(b.quota > b.used ? b.quota - b.used : 0), a);
  d.AddMember("overage", static_cast<int64_t>(b.used > b.quota ? b.used - b.quota : 0), a);
  d.AddMember("period_start", string(b.period_start, a), a);
  d.AddMember("period_end", string(b.period_end, a), a);
  return d;
}

// One record, or a list of them, as the command's answer.
template <typename T>
Result<Doc> answer(Result<T> r) {
  if (!r.isOk()) return r.status();
  return toJson(r.value());
}
template <typename T>
Result<Doc> answer(Result<std::vector<T>> r) {
  if (!r.isOk()) return r.status();
  Doc d(rapidjson::kArrayType);
  for (const T& item : r.value()) {
    Doc one = toJson(item);
    d.PushBack(rapidjson::Value(one, d.GetAllocator()), d.GetAllocator());
  }
  return d;
}
// The sentence of a change, once it is made.
Result<Doc> changed(const Status& s, const std::string& message) {
  if (!s.isOk()) return s;
  return doneJson(message);
}

TenantStore tenants(const CliContext& ctx) {
  return TenantStore(*ctx.db, ctx.config.default_quotas);
}

// --quota N, a whole number.
Result<long long> quotaFlag(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string text, ctx.run.required("quota"));
  try {
    std::size_t used = 0;
    long long quota = std::stoll(text, &used);
    if (used == text.size()) return quota;
  } catch (const std::exception&) {
  }
  return Status::invalidArgument("--quota takes a whole number");
}

Result<Doc> planList(CliContext& ctx) { return answer(tenants(ctx).plans.list()); }

Result<Doc> planCreate(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string name, ctx.run.required("name"));
  return answer(tenants(ctx).plans.create(name, ctx.run.flag("api-access", "off") == "on"));
}

Result<Doc> planSetApiAccess(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string plan, ctx.run.required("plan"));
  SEO_ASSIGN_OR_RETURN(bool on, ctx.run.onOff("api-access"));
  return changed(tenants(ctx).plans.setApiAccess(plan, on),
                 "plan " + plan + ": API access " + (on ? "on" : "off"));
}

Result<Doc> planSetQuota(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string plan, ctx.run.required("plan"));
  SEO_ASSIGN_OR_RETURN(std::string resource, ctx.run.required("resource"));
  SEO_ASSIGN_OR_RETURN(long long quota, quotaFlag(ctx));
  return changed(tenants(ctx).plans.setQuota(plan, resource, quota),
                 "plan " + plan + ": " + resource + " quota " + std::to_string(quota));
}

// With --owner, the organization, its owner, first website and key in one transaction (all or
// nothing): what a new customer starts from, in one command.
Result<Doc> orgCreate(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string name, ctx.run.required("name"));
  const std::string plan = ctx.run.flag("plan", "pro");
  const std::string owner = ctx.run.flag("owner");
  if (owner.empty()) {
    for (const char* needs_owner : {"owner-name", "website", "website-name", "key"}) {
      if (!ctx.run.flag(needs_owner).empty()) {
        return Status::invalidArgument(std::string("--") + needs_owner + " needs --owner");
      }
    }
    return answer(tenants(ctx).organizations.create(name, plan));
  }
  NewOrganization request;
  request.name = name;
  request.plan = plan;
  request.owner_email = owner;
  request.owner_name = ctx.run.flag("owner-name");
  request.website_domain = ctx.run.flag("website");
  request.website_name = ctx.run.flag("website-name");
  if (request.website_domain.empty() && !request.website_name.empty()) {
    return Status::invalidArgument("--website-name needs --website");
  }
  if (const std::string key = ctx.run.flag("key"); !key.empty()) request.key_name = key;
  SEO_ASSIGN_OR_RETURN(ProvisionedOrganization made, tenants(ctx).organizations.provision(request));
  Doc d = toJson(made.organization);
  auto& a = d.GetAllocator();
  d.AddMember("owner", rapidjson::Value(toJson(made.owner), a), a);
  if (made.website) d.AddMember("website", rapidjson::Value(toJson(*made.website), a), a);
  if (made.key) d.AddMember("key", rapidjson::Value(toJson(*made.key), a), a);
  return d;
}

Result<Doc> orgList(CliContext& ctx) { return answer(tenants(ctx).organizations.list()); }

Result<Doc> orgSetPlan(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string org, ctx.run.required("org"));
  SEO_ASSIGN_OR_RETURN(std::string plan, ctx.run.required("plan"));
  return changed(tenants(ctx).organizations.setPlan(org, plan),
                 "organization " + org + ": plan " + plan);
}

Result<Doc> orgSetMetered(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string org, ctx.run.required("org"));
  SEO_ASSIGN_OR_RETURN(bool on, ctx.run.onOff("enabled"));
  return changed(tenants(ctx).organizations.setMeteredBilling(org, on),
                 "organization " + org + ": metered billing " + (on ? "on" : "off"));
}

Result<Doc> userCreate(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string org, ctx.run.required("org"));
  SEO_ASSIGN_OR_RETURN(std::string email, ctx.run.required("email"));
  return answer(
      tenants(ctx).users.create(email, ctx.run.flag("name"), org, ctx.run.flag("role", "member")));
}

Result<Doc> userList(CliContext& ctx) {
  return answer(tenants(ctx).users.list(ctx.run.flag("org")));
}

Result<Doc> userRemove(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string org, ctx.run.required("org"));
  SEO_ASSIGN_OR_RETURN(std::string user, ctx.run.required("user"));
  return changed(tenants(ctx).users.removeMember(org, user),
                 "user " + user + " removed from organization " + org);
}

Result<Doc> websiteCreate(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string org, ctx.run.required("org"));
  SEO_ASSIGN_OR_RETURN(std::string domain, ctx.run.required("domain"));
  return answer(tenants(ctx).websites.create(org, domain, ctx.run.flag("name"),
                                           ctx.run.flag("language", "en")));
}

Result<Doc> websiteList(CliContext& ctx) {
  return answer(tenants(ctx).websites.list(ctx.run.flag("org")));
}

Result<Doc> keyCreate(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string org, ctx.run.required("org"));
  SEO_ASSIGN_OR_RETURN(std::string user, ctx.run.required("user"));
  return answer(
      tenants(ctx).keys.create(user, org, ctx.run.flag("website"), ctx.run.flag("name")));
}

Result<Doc> keyList(CliContext& ctx) {
  return answer(tenants(ctx).keys.list(ctx.run.flag("org")));
}

template <bool kActive>
Result<Doc> keySetActive(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string key, ctx.run.required("key"));
  return changed(tenants(ctx).keys.setActive(key, kActive),
                 "API key " + key + (kActive ? " activated" : " deactivated"));
}

Result<Doc> creditsSet(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string org, ctx.run.required("org"));
  SEO_ASSIGN_OR_RETURN(std::string resource, ctx.run.required("resource"));
  SEO_ASSIGN_OR_RETURN(long long quota, quotaFlag(ctx));
  return changed(tenants(ctx).organizations.setQuota(org, resource, quota),
                 "organization " + org + ": " + resource + " quota " + std::to_string(quota));
}

Result<Doc> usageShow(CliContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string org, ctx.run.required("org"));
  SEO_RETURN_IF_ERROR(tenants(ctx).organizations.find(org));
  return answer(listBuckets(*ctx.db, org));
}

constexpr CliCommand kCommands[] = {
    {"plan", "list", "", "", true, answered<planList>},
    {"plan", "create", "--name NAME [--api-access on|off]", "", true, answered<planCreate>},
    {"plan", "set-api-access", "--plan NAME --api-access on|off", "", true,
     answered<planSetApiAccess>},
    {"plan", "set-quota", "--plan NAME --resource NAME --quota N",
     "the bucket's quota on the plan (set-plan and\nbilling events apply it)", true,
     answered<planSetQuota>},
    {"org", "create",
     "--name NAME [--plan PLAN]\n"
     "             [--owner EMAIL [--owner-name NAME] [--website DOMAIN\n"
     "             [--website-name NAME]] [--key NAME]]",
     "(default plan: pro) with --owner, its owner,\nfirst website and an API key of the "
     "owner's\n(bound to the website), all in one step", true, answered<orgCreate>},
    {"org", "list", "", "", true, answered<orgList>},
    {"org", "set-plan", "--org ID --plan PLAN", "", true, answered<orgSetPlan>},
    {"org", "set-two-factor", "--org ID --required on|off",
     "require two-factor sign-in of the members'\nconsole sessions", true,
     answered<orgSetTwoFactor>},
    {"org", "set-metered", "--org ID --enabled on|off", "metered billing (overage instead of 402)",
     true, answered<orgSetMetered>},
    {"user", "create", "--org ID --email EMAIL [--name NAME] [--role owner|admin|member|viewer]",
     "", true, answered<userCreate>},
    {"user", "list", "[--org ID]", "", true, answered<userList>},
    {"user", "set-password", "--email EMAIL",
     "the console password, read from standard input;\nends the user's sessions", true,
     answered<userSetPassword>},
    {"user", "reset-link", "--email EMAIL", "prints a single-use link that sets the password", true,
     answered<userResetLink>},
    {"user", "reset-two-factor", "--email EMAIL",
     "turns the user's two-factor sign-in off (a lost\nauthenticator)", true,
     answered<userResetTwoFactor>},
    {"user", "remove", "--org ID --user ID", "ends the membership; the user's keys there stop",
     true, answered<userRemove>},
    {"website", "create", "--org ID --domain DOMAIN [--name NAME] [--language CODE]", "", true,
     answered<websiteCreate>},
    {"website", "list", "[--org ID]", "", true, answered<websiteList>},
    {"key", "create", "--org ID --user ID [--website ID] [--name NAME]", "prints the key once",
     true, answered<keyCreate>},
    {"key", "list", "[--org ID]", "", true, answered<keyList>},
    {"key", "deactivate", "--key ID", "", true, answered<keySetActive<false>>},
    {"key", "activate", "--key ID", "", true, answered<keySetActive<true>>},
    {"credits", "set", "--org ID --resource NAME --quota N", "", true, answered<creditsSet>},
    {"usage", "show", "--org ID", "buckets of the current period", true, answered<usageShow>},
    {"credits", "show", "--org ID", "the same as usage show", true, answered<usageShow>},
};

}  // namespace

std::span<const CliCommand> tenancyCommands() { return kCommands; }

}  // namespace seo::core
