#include "core/tenancy/tenant_rows.h"

#include <cctype>

#include "core/auth/api_key.h"
#include "core/auth/auth_epoch.h"
#include "core/auth/roles.h"
#include "core/common/clock.h"
#include "core/common/ids.h"
#include "core/metering/meter.h"
#include "core/tenancy/plan_change.h"
#include "core/tenancy/tenant_rules.h"
#include "seo/sdk/util/status_macros.h"
#include "seo/sdk/util/uuid.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Status requireUuid(const std::string& value, const std::string& field) {
  if (!seo::sdk::isUuid(value)) return Status::invalidField(field, "must be a UUID");
  return Status::ok();
}

Status notFound(const std::string& what, const std::string& id) {
  return Status::notFound(what + " not found: " + id);
}

Result<NewOrganization> checkedOrganization(const NewOrganization& request) {
  NewOrganization out = request;
  SEO_ASSIGN_OR_RETURN(out.name, requiredName(request.name));
  SEO_ASSIGN_OR_RETURN(out.owner_email, emailAddress(request.owner_email));
  SEO_ASSIGN_OR_RETURN(out.owner_name, optionalName(request.owner_name));
  if (!request.website_domain.empty() || !request.website_name.empty()) {
    SEO_ASSIGN_OR_RETURN(
        WebsiteFields site,
        checkedWebsite(request.website_domain, request.website_name, request.website_language));
    out.website_domain = site.domain;
    out.website_name = site.name;
    out.website_language = site.language;
  }
  if (request.key_name) {
    SEO_ASSIGN_OR_RETURN(*out.key_name, optionalName(*request.key_name));
  }
  return out;
}

Result<WebsiteFields> checkedWebsite(std::string_view domain, std::string_view name,
                                     std::string_view language) {
  WebsiteFields site;
  SEO_ASSIGN_OR_RETURN(site.domain, websiteDomain(domain));
  SEO_ASSIGN_OR_RETURN(site.name, optionalName(name));
  SEO_ASSIGN_OR_RETURN(site.language, websiteLanguage(language));
  if (site.name.empty()) site.name = site.domain;
  return site;
}

Status insertOrganization(soci::session& sql, const Organization& org,
                          const std::vector<std::pair<std::string, std::int64_t>>& default_quotas) {
  std::string plan_id;
  sql << "SELECT id FROM plans WHERE name = :n", soci::use(org.plan), soci::into(plan_id);
  if (!sql.got_data()) return notFound("plan", org.plan);
  sql << "INSERT INTO organizations (id, name, plan_id, metered_billing, created_at) "
         "VALUES (:i, :n, :p, 0, :t)",
      soci::use(org.id), soci::use(org.name), soci::use(plan_id), soci::use(org.created_at);
  for (const auto& [resource, quota] : default_quotas) {
    if (Status q = core::setQuota(sql, org.id, resource, quota); !q.isOk()) return q;
  }
  // The plan's own quotas, where it names some, over the defaults.
  for (const auto& [resource, quota] : planQuotas(sql, plan_id)) {
    if (Status q = core::setQuota(sql, org.id, resource, quota); !q.isOk()) return q;
  }
  return Status::ok();
}

Status insertMember(soci::session& sql, const std::string& organization_id, User* user) {
  int org_exists = 0;
  sql << "SELECT COUNT(*) FROM organizations WHERE id = :o", soci::use(organization_id),
      soci::into(org_exists);
  if (!org_exists) return notFound("organization", organization_id);
  std::string existing_id;
  sql << "SELECT id, name, created_at FROM users WHERE email = :e", soci::use(user->email),
      soci::into(existing_id), soci::into(user->name), soci::into(user->created_at);
  if (sql.got_data()) {
    user->id = existing_id;
  } else {
    sql << "INSERT INTO users (id, email, name, created_at) VALUES (:i, :e, :n, :t)",
        soci::use(user->id), soci::use(user->email), soci::use(user->name),
        soci::use(user->created_at);
  }
  // A member already keeps the role it has; the answer says which.
  const std::string role = user->role;
  sql << "SELECT role FROM memberships WHERE organization_id = :o AND user_id = :u",
      soci::use(organization_id), soci::use(user->id), soci::into(user->role);
  if (!sql.got_data()) {
    user->role = role;
    std::string now = isoNow();
    sql << "INSERT INTO memberships (organization_id, user_id, role, created_at) "
           "VALUES (:o, :u, :r, :t)",
        soci::use(organization_id), soci::use(user->id), soci::use(role), soci::use(now);
  }
  return Status::ok();
}

Status insertWebsite(soci::session& sql, const Website& site) {
  int org_exists = 0;
  sql << "SELECT COUNT(*) FROM organizations WHERE id = :o", soci::use(site.organization_id),
      soci::into(org_exists);
  if (!org_exists) return notFound("organization", site.organization_id);
  sql << "INSERT INTO websites (id, organization_id, domain, name, language, created_at) "
         "VALUES (:i, :o, :d, :n, :l, :t)",
      soci::use(site.id), soci::use(site.organization_id), soci::use(site.domain),
      soci::use(site.name), soci::use(site.language), soci::use(site.created_at);
  return Status::ok();
}

Status insertApiKey(soci::session& sql, const ApiKey& key, const std::string& hash) {
  int member = 0;
  sql << "SELECT COUNT(*) FROM memberships WHERE organization_id = :o AND user_id = :u",
      soci::use(key.organization_id), soci::use(key.user_id), soci::into(member);
  if (!member) {
    return Status::invalidField("user", "is not a member of organization " + key.organization_id);
  }
  soci::indicator website_ind = key.website_id.empty() ? soci::i_null : soci::i_ok;
  if (!key.website_id.empty()) {
    int owned = 0;
    sql << "SELECT COUNT(*) FROM websites WHERE id = :w AND organization_id = :o",
        soci::use(key.website_id), soci::use(key.organization_id), soci::into(owned);
    if (!owned) {
      return Status::invalidField("website",
                                  "does not belong to organization " + key.organization_id);
    }
  }
  sql << "INSERT INTO api_keys (id, key_hash, prefix, name, user_id, organization_id, "
         "website_id, active, created_at) VALUES (:i, :h, :p, :n, :u, :o, :w, 1, :t)",
      soci::use(key.id), soci::use(hash), soci::use(key.prefix), soci::use(key.name),
      soci::use(key.user_id), soci::use(key.organization_id),
      soci::use(key.website_id, website_ind), soci::use(key.created_at);
  return Status::ok();
}

bool isResourceName(const std::string& name) {
  if (name.empty() || name.size() > 64) return false;
  for (unsigned char c : name) {
    if (!(std::islower(c) || std::isdigit(c) || c == '_')) return false;
  }
  return true;
}

long long affectedRows(soci::statement statement) {
  statement.execute(true);
  return statement.get_affected_rows();
}

Status changeAuth(Database& db, const SessionFn& fn) {
  Status s = db.withTransaction([&](soci::session& sql) {
    if (Status changed = fn(sql); !changed.isOk()) return changed;
    bumpAuthEpoch(sql);
    return Status::ok();
  });
  if (s.isOk()) noteLocalAuthChange();
  return s;
}

Website newWebsiteRecord(const std::string& organization_id, const std::string& domain,
                         const std::string& name, const std::string& language) {
  return {newUuid(), organization_id, domain, name.empty() ? domain : name, language, isoNow()};
}

ApiKey newApiKeyRecord(const std::string& user_id, const std::string& organization_id,
                       const std::string& website_id, const std::string& name, std::string* hash) {
  NewApiKey material = generateApiKey();
  ApiKey key;
  key.id = newUuid();
  key.prefix = material.prefix;
  key.name = name.empty() ? "API key" : name;
  key.user_id = user_id;
  key.organization_id = organization_id;
  key.website_id = website_id;
  key.created_at = isoNow();
  key.secret = material.secret;
  *hash = material.hash;
  return key;
}

}  // namespace seo::core
