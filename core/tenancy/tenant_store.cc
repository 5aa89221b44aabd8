#include "core/tenancy/tenant_store.h"

#include <cctype>

#include "core/auth/api_key.h"
#include "core/auth/auth_epoch.h"
#include "core/auth/roles.h"
#include "core/common/clock.h"
#include "core/common/ids.h"
#include "core/metering/meter.h"
#include "core/tenancy/plan_change.h"
#include "core/tenancy/tenant_rows.h"
#include "core/tenancy/tenant_rules.h"
#include "seo/sdk/util/status_macros.h"
#include "seo/sdk/util/uuid.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

bool validResource(const std::string& s) {
  if (s.empty() || s.size() > 64) return false;
  for (unsigned char c : s) {
    if (!(std::islower(c) || std::isdigit(c) || c == '_')) return false;
  }
  return true;
}

// Rows affected by `statement`; 0 means the WHERE clause matched nothing.
long long execute(soci::statement statement) {
  statement.execute(true);
  return statement.get_affected_rows();
}

// A new website's record; its name is its domain unless given.
Website newWebsite(const std::string& organization_id, const std::string& domain,
                   const std::string& name, const std::string& language) {
  return {newUuid(), organization_id, domain, name.empty() ? domain : name, language, isoNow()};
}

// A new key's record with its secret (shown once), and the hash that is stored instead.
ApiKey newApiKey(const std::string& user_id, const std::string& organization_id,
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

}  // namespace

Result<std::vector<Plan>> TenantStore::listPlans() {
  std::vector<Plan> plans;
  Status s = db_.withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows = sql.prepare
                                   << "SELECT id, name, api_access FROM plans ORDER BY name";
    for (const soci::row& r : rows) {
      plans.push_back({r.get<std::string>(0), r.get<std::string>(1), r.get<int>(2) != 0, {}});
    }
    for (Plan& plan : plans) plan.quotas = planQuotas(sql, plan.id);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return plans;
}

Result<Plan> TenantStore::createPlan(const std::string& name, bool api_access) {
  if (!validResource(name)) return Status::invalidField("name", "lower-case letters, digits, _");
  Plan plan{newUuid(), name, api_access, {}};
  Status s = db_.withTransaction([&](soci::session& sql) {
    int exists = 0;
    sql << "SELECT COUNT(*) FROM plans WHERE name = :n", soci::use(name), soci::into(exists);
    if (exists) return Status::conflict("plan already exists: " + name);
    int access = api_access ? 1 : 0;
    std::string now = isoNow();
    sql << "INSERT INTO plans (id, name, api_access, created_at) VALUES (:i, :n, :a, :t)",
        soci::use(plan.id), soci::use(name), soci::use(access), soci::use(now);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return plan;
}

Status TenantStore::setPlanApiAccess(const std::string& plan, bool api_access) {
  return changeAuth([&](soci::session& sql) {
    int access = api_access ? 1 : 0;
    if (execute((sql.prepare << "UPDATE plans SET api_access = :a WHERE name = :n",
                 soci::use(access), soci::use(plan))) == 0) {
      return notFound("plan", plan);
    }
    return Status::ok();
  });
}

Status TenantStore::setPlanQuota(const std::string& plan, const std::string& resource,
                                 std::int64_t quota) {
  if (!validResource(resource)) {
    return Status::invalidField("resource", "lower-case letters, digits and _");
  }
  if (quota < 0) return Status::invalidField("quota", "must be >= 0");
  return db_.withTransaction([&](soci::session& sql) {
    std::string plan_id;
    sql << "SELECT id FROM plans WHERE name = :n", soci::use(plan), soci::into(plan_id);
    if (!sql.got_data()) return notFound("plan", plan);
    long long q = quota;
    if (execute((sql.prepare << "UPDATE plan_quotas SET quota = :q WHERE plan_id = :p "
                                "AND resource = :r",
                 soci::use(q), soci::use(plan_id), soci::use(resource))) == 0) {
      sql << "INSERT INTO plan_quotas (plan_id, resource, quota) VALUES (:p, :r, :q)",
          soci::use(plan_id), soci::use(resource), soci::use(q);
    }
    std::vector<std::string> members;
    soci::rowset<std::string> ids =
        (sql.prepare << "SELECT id FROM organizations WHERE plan_id = :p", soci::use(plan_id));
    for (const std::string& id : ids) members.push_back(id);
    for (const std::string& id : members) {
      if (Status s = core::setQuota(sql, id, resource, quota); !s.isOk()) return s;
    }
    return Status::ok();
  });
}

Result<Organization> TenantStore::createOrganization(const std::string& name,
                                                     const std::string& plan) {
  SEO_ASSIGN_OR_RETURN(std::string checked, requiredName(name));
  Organization org{newUuid(), checked, plan, false, isoNow()};
  SEO_RETURN_IF_ERROR(db_.withTransaction(
      [&](soci::session& sql) { return insertOrganization(sql, org, default_quotas_); }));
  return org;
}

Result<ProvisionedOrganization> TenantStore::provisionOrganization(const NewOrganization& given) {
  SEO_ASSIGN_OR_RETURN(NewOrganization request, checkedOrganization(given));
  ProvisionedOrganization made;
  made.organization = {newUuid(), request.name, request.plan, false, isoNow()};
  made.owner = {newUuid(), request.owner_email, request.owner_name, isoNow(), "owner"};
  if (!request.website_domain.empty()) {
    made.website = newWebsite(made.organization.id, request.website_domain, request.website_name,
                              request.website_language);
  }
  std::string key_hash;
  SEO_RETURN_IF_ERROR(db_.withTransaction([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(insertOrganization(sql, made.organization, default_quotas_));
    SEO_RETURN_IF_ERROR(insertMember(sql, made.organization.id, &made.owner));
    if (made.website) SEO_RETURN_IF_ERROR(insertWebsite(sql, *made.website));
    if (request.key_name) {
      made.key = newApiKey(made.owner.id, made.organization.id,
                           made.website ? made.website->id : "", *request.key_name, &key_hash);
      SEO_RETURN_IF_ERROR(insertApiKey(sql, *made.key, key_hash));
    }
    return Status::ok();
  }));
  return made;
}

Result<std::vector<Organization>> TenantStore::listOrganizations() {
  std::vector<Organization> orgs;
  Status s = db_.withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows =
        sql.prepare << "SELECT o.id, o.name, p.name, o.metered_billing, o.created_at "
                       "FROM organizations o JOIN plans p ON p.id = o.plan_id "
                       "ORDER BY o.created_at, o.id";
    for (const soci::row& r : rows) {
      orgs.push_back({r.get<std::string>(0), r.get<std::string>(1), r.get<std::string>(2),
                      r.get<int>(3) != 0, r.get<std::string>(4)});
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return orgs;
}

Result<Organization> TenantStore::findOrganization(const std::string& id) {
  if (Status u = requireUuid(id, "org"); !u.isOk()) return u;
  Organization org;
  int metered = 0;
  bool found = false;
  Status s = db_.withSession([&](soci::session& sql) {
    sql << "SELECT o.id, o.name, p.name, o.metered_billing, o.created_at "
           "FROM organizations o JOIN plans p ON p.id = o.plan_id WHERE o.id = :i",
        soci::use(id), soci::into(org.id), soci::into(org.name), soci::into(org.plan),
        soci::into(metered), soci::into(org.created_at);
    found = sql.got_data();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (!found) return notFound("organization", id);
  org.metered_billing = metered != 0;
  return org;
}

Status TenantStore::setOrganizationPlan(const std::string& organization_id,
                                        const std::string& plan) {
  if (Status u = requireUuid(organization_id, "org"); !u.isOk()) return u;
  return changeAuth([&](soci::session& sql) { return applyPlan(sql, organization_id, plan, ""); });
}

Status TenantStore::setMeteredBilling(const std::string& organization_id, bool enabled) {
  if (Status u = requireUuid(organization_id, "org"); !u.isOk()) return u;
  return db_.withTransaction([&](soci::session& sql) {
    int value = enabled ? 1 : 0;
    if (execute((sql.prepare << "UPDATE organizations SET metered_billing = :m WHERE id = :o",
                 soci::use(value), soci::use(organization_id))) == 0) {
      return notFound("organization", organization_id);
    }
    return Status::ok();
  });
}

Status TenantStore::renameOrganization(const std::string& organization_id,
                                       const std::string& name) {
  if (Status u = requireUuid(organization_id, "org"); !u.isOk()) return u;
  SEO_ASSIGN_OR_RETURN(std::string checked, requiredName(name));
  return db_.withTransaction([&](soci::session& sql) {
    if (execute((sql.prepare << "UPDATE organizations SET name = :n WHERE id = :o",
                 soci::use(checked), soci::use(organization_id))) == 0) {
      return notFound("organization", organization_id);
    }
    return Status::ok();
  });
}

Status TenantStore::setQuota(const std::string& organization_id, const std::string& resource,
                             std::int64_t quota) {
  if (Status u = requireUuid(organization_id, "org"); !u.isOk()) return u;
  if (!validResource(resource)) {
    return Status::invalidField("resource", "lower-case letters, digits and _");
  }
  if (quota < 0) return Status::invalidField("quota", "must be >= 0");
  if (auto org = findOrganization(organization_id); !org.isOk()) return org.status();
  return db_.withTransaction(
      [&](soci::session& sql) { return core::setQuota(sql, organization_id, resource, quota); });
}

Result<User> TenantStore::createUser(const std::string& email, const std::string& name,
                                     const std::string& organization_id, const std::string& role) {
  SEO_ASSIGN_OR_RETURN(std::string checked_email, emailAddress(email));
  SEO_ASSIGN_OR_RETURN(std::string checked_name, optionalName(name));
  if (!isRole(role)) return Status::invalidField("role", "owner, admin, member or viewer");
  SEO_RETURN_IF_ERROR(requireUuid(organization_id, "org"));
  User user{newUuid(), checked_email, checked_name, isoNow(), role};
  SEO_RETURN_IF_ERROR(db_.withTransaction(
      [&](soci::session& sql) { return insertMember(sql, organization_id, &user); }));
  return user;
}

Result<std::vector<User>> TenantStore::listUsers(const std::string& organization_id) {
  std::vector<User> users;
  Status s = db_.withSession([&](soci::session& sql) {
    std::string org = organization_id;
    soci::rowset<soci::row> rows =
        (sql.prepare << "SELECT DISTINCT u.id, u.email, u.name, u.created_at, "
                        "CASE WHEN :o = '' THEN '' ELSE m.role END FROM users u "
                        "LEFT JOIN memberships m ON m.user_id = u.id "
                        "WHERE :o2 = '' OR m.organization_id = :o3 ORDER BY u.email",
         soci::use(org), soci::use(org), soci::use(org));
    for (const soci::row& r : rows) {
      users.push_back({r.get<std::string>(0), r.get<std::string>(1), r.get<std::string>(2),
                       r.get<std::string>(3), r.get<std::string>(4)});
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return users;
}

Result<Website> TenantStore::createWebsite(const std::string& organization_id,
                                           const std::string& domain, const std::string& name,
                                           const std::string& language) {
  SEO_RETURN_IF_ERROR(requireUuid(organization_id, "org"));
  SEO_ASSIGN_OR_RETURN(WebsiteFields checked, checkedWebsite(domain, name, language));
  Website site = newWebsite(organization_id, checked.domain, checked.name, checked.language);
  SEO_RETURN_IF_ERROR(
      db_.withTransaction([&](soci::session& sql) { return insertWebsite(sql, site); }));
  return site;
}

Result<std::vector<Website>> TenantStore::listWebsites(const std::string& organization_id) {
  std::vector<Website> sites;
  Status s = db_.withSession([&](soci::session& sql) {
    std::string org = organization_id;
    soci::rowset<soci::row> rows =
        (sql.prepare << "SELECT id, organization_id, domain, name, language, created_at "
                        "FROM websites WHERE :o = '' OR organization_id = :o2 "
                        "ORDER BY created_at, id",
         soci::use(org), soci::use(org));
    for (const soci::row& r : rows) {
      sites.push_back({r.get<std::string>(0), r.get<std::string>(1), r.get<std::string>(2),
                       r.get<std::string>(3), r.get<std::string>(4), r.get<std::string>(5)});
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return sites;
}

Result<ApiKey> TenantStore::createApiKey(const std::string& user_id,
                                         const std::string& organization_id,
                                         const std::string& website_id, const std::string& name) {
  SEO_RETURN_IF_ERROR(requireUuid(user_id, "user"));
  SEO_RETURN_IF_ERROR(requireUuid(organization_id, "org"));
  if (!website_id.empty()) SEO_RETURN_IF_ERROR(requireUuid(website_id, "website"));
  SEO_ASSIGN_OR_RETURN(std::string checked, optionalName(name));
  std::string hash;
  ApiKey key = newApiKey(user_id, organization_id, website_id, checked, &hash);
  SEO_RETURN_IF_ERROR(
      db_.withTransaction([&](soci::session& sql) { return insertApiKey(sql, key, hash); }));
  return key;
}

Result<std::vector<ApiKey>> TenantStore::listApiKeys(const std::string& organization_id) {
  std::vector<ApiKey> keys;
  Status s = db_.withSession([&](soci::session& sql) {
    std::string org = organization_id;
    soci::rowset<soci::row> rows =
        (sql.prepare << "SELECT id, prefix, name, user_id, organization_id, website_id, active, "
                        "created_at, last_used_at FROM api_keys "
                        "WHERE :o = '' OR organization_id = :o2 "
                        "ORDER BY created_at, id",
         soci::use(org), soci::use(org));
    for (const soci::row& r : rows) {
      ApiKey k;
      k.id = r.get<std::string>(0);
      k.prefix = r.get<std::string>(1);
      k.name = r.get<std::string>(2);
      k.user_id = r.get<std::string>(3);
      k.organization_id = r.get<std::string>(4);
      k.website_id = r.get_indicator(5) == soci::i_null ? "" : r.get<std::string>(5);
      k.active = r.get<int>(6) != 0;
      k.created_at = r.get<std::string>(7);
      if (r.get_indicator(8) != soci::i_null) k.last_used_at = r.get<std::string>(8);
      keys.push_back(std::move(k));
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return keys;
}

Status TenantStore::setApiKeyActive(const std::string& key_id, bool active) {
  if (Status u = requireUuid(key_id, "key"); !u.isOk()) return u;
  return changeAuth([&](soci::session& sql) {
    int value = active ? 1 : 0;
    if (execute((sql.prepare << "UPDATE api_keys SET active = :a WHERE id = :i", soci::use(value),
                 soci::use(key_id))) == 0) {
      return notFound("API key", key_id);
    }
    return Status::ok();
  });
}

Status TenantStore::changeApiKey(const std::string& organization_id, const std::string& key_id,
                                 const ApiKeyChange& given) {
  ApiKeyChange change = given;
  if (given.name) {
    SEO_ASSIGN_OR_RETURN(*change.name, requiredName(*given.name));
  }
  return changeAuth([&](soci::session& sql) {
    int found = 0;
    sql << "SELECT COUNT(*) FROM api_keys WHERE id = :i AND organization_id = :o",
        soci::use(key_id), soci::use(organization_id), soci::into(found);
    if (!found) return notFound("API key", key_id);
    if (change.name) {
      sql << "UPDATE api_keys SET name = :n WHERE id = :i", soci::use(*change.name),
          soci::use(key_id);
    }
    if (change.website_id) {
      soci::indicator ind = change.website_id->empty() ? soci::i_null : soci::i_ok;
      if (!change.website_id->empty()) {
        int owned = 0;
        sql << "SELECT COUNT(*) FROM websites WHERE id = :w AND organization_id = :o",
            soci::use(*change.website_id), soci::use(organization_id), soci::into(owned);
        if (!owned) {
          return Status::invalidField("website_id", "is not a website of the organization");
        }
      }
      sql << "UPDATE api_keys SET website_id = :w WHERE id = :i",
          soci::use(*change.website_id, ind), soci::use(key_id);
    }
    if (change.active) {
      int value = *change.active ? 1 : 0;
      sql << "UPDATE api_keys SET active = :a WHERE id = :i", soci::use(value), soci::use(key_id);
    }
    return Status::ok();
  });
}

Result<std::string> TenantStore::roleOf(const std::string& organization_id,
                                        const std::string& user_id) {
  std::string role;
  Status s = db_.withSession([&](soci::session& sql) {
    sql << "SELECT role FROM memberships WHERE organization_id = :o AND user_id = :u",
        soci::use(organization_id), soci::use(user_id), soci::into(role);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (role.empty()) return Status::notFound("Not a member of the organization");
  return role;
}

Status TenantStore::removeMember(const std::string& organization_id, const std::string& user_id) {
  if (Status u = requireUuid(organization_id, "org"); !u.isOk()) return u;
  if (Status u = requireUuid(user_id, "user"); !u.isOk()) return u;
  return changeAuth([&](soci::session& sql) {
    if (execute((sql.prepare << "DELETE FROM memberships WHERE organization_id = :o AND "
                                "user_id = :u",
                 soci::use(organization_id), soci::use(user_id))) == 0) {
      return Status::notFound("user " + user_id + " is not a member of organization " +
                              organization_id);
    }
    return Status::ok();
  });
}

Status TenantStore::changeAuth(const SessionFn& fn) {
  Status s = db_.withTransaction([&](soci::session& sql) {
    if (Status changed = fn(sql); !changed.isOk()) return changed;
    bumpAuthEpoch(sql);
    return Status::ok();
  });
  if (s.isOk()) noteLocalAuthChange();
  return s;
}

Result<bool> TenantStore::anyOrganization() {
  int count = 0;
  Status s = db_.withSession([&](soci::session& sql) {
    sql << "SELECT COUNT(*) FROM organizations", soci::into(count);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return count > 0;
}

}  // namespace seo::core
