#include "core/tenancy/tenant_rows.h"

#include <cctype>

#include "core/auth/roles.h"
#include "core/common/clock.h"
#include "core/metering/meter.h"
#include "core/tenancy/plan_change.h"
#include "seo/sdk/util/uuid.h"

namespace seo::core {

using seo::sdk::Status;

bool validName(const std::string& s) {
  if (s.empty() || s.size() > 200) return false;
  for (unsigned char c : s) {
    if (c < 0x20) return false;
  }
  return true;
}

bool validEmail(const std::string& s) {
  auto at = s.find('@');
  return s.size() <= 254 && at != std::string::npos && at > 0 && at + 1 < s.size() &&
         s.find(' ') == std::string::npos && s.find('@', at + 1) == std::string::npos;
}

bool validDomain(const std::string& s) {
  if (s.empty() || s.size() > 253) return false;
  for (unsigned char c : s) {
    if (!(std::isalnum(c) || c == '.' || c == '-' || c == ':')) return false;
  }
  return true;
}

Status requireUuid(const std::string& value, const std::string& field) {
  if (!seo::sdk::isUuid(value)) return Status::invalidField(field, "must be a UUID");
  return Status::ok();
}

Status notFound(const std::string& what, const std::string& id) {
  return Status::notFound(what + " not found: " + id);
}

Status checkOrganization(const std::string& name) {
  if (!validName(name)) return Status::invalidField("name", "1 to 200 printable characters");
  return Status::ok();
}

Status checkUser(const std::string& email, const std::string& name, const std::string& role) {
  if (!validEmail(email)) return Status::invalidField("email", "must be an email address");
  if (name.size() > 200) return Status::invalidField("name", "at most 200 characters");
  if (!isRole(role)) return Status::invalidField("role", "owner, admin, member or viewer");
  return Status::ok();
}

Status checkWebsite(const std::string& domain, const std::string& name,
                    const std::string& language) {
  if (!validDomain(domain)) return Status::invalidField("domain", "must be a host name");
  if (!name.empty() && !validName(name)) {
    return Status::invalidField("name", "at most 200 characters");
  }
  if (language.empty() || language.size() > 16) {
    return Status::invalidField("language", "a language code such as en");
  }
  return Status::ok();
}

Status checkApiKeyName(const std::string& name) {
  if (name.size() > 200) return Status::invalidField("name", "at most 200 characters");
  return Status::ok();
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

}  // namespace seo::core
