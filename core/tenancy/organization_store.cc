#include "core/tenancy/organization_store.h"

#include "core/common/clock.h"
#include "core/common/ids.h"
#include "core/metering/meter.h"
#include "core/tenancy/plan_change.h"
#include "core/tenancy/tenant_rows.h"
#include "core/tenancy/tenant_rules.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Result<Organization> OrganizationStore::create(const std::string& name, const std::string& plan) {
  SEO_ASSIGN_OR_RETURN(std::string checked, requiredName(name));
  Organization org{newUuid(), checked, plan, false, isoNow()};
  SEO_RETURN_IF_ERROR(db_.withTransaction(
      [&](soci::session& sql) { return insertOrganization(sql, org, default_quotas_); }));
  return org;
}

Result<ProvisionedOrganization> OrganizationStore::provision(const NewOrganization& given) {
  SEO_ASSIGN_OR_RETURN(NewOrganization request, checkedOrganization(given));
  ProvisionedOrganization made;
  made.organization = {newUuid(), request.name, request.plan, false, isoNow()};
  made.owner = {newUuid(), request.owner_email, request.owner_name, isoNow(), "owner"};
  if (!request.website_domain.empty()) {
    made.website = newWebsiteRecord(made.organization.id, request.website_domain,
                                    request.website_name, request.website_language);
  }
  std::string key_hash;
  SEO_RETURN_IF_ERROR(db_.withTransaction([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(insertOrganization(sql, made.organization, default_quotas_));
    SEO_RETURN_IF_ERROR(insertMember(sql, made.organization.id, &made.owner));
    if (made.website) SEO_RETURN_IF_ERROR(insertWebsite(sql, *made.website));
    if (request.key_name) {
      made.key =
          newApiKeyRecord(made.owner.id, made.organization.id, made.website ? made.website->id : "",
                          *request.key_name, &key_hash);
      SEO_RETURN_IF_ERROR(insertApiKey(sql, *made.key, key_hash));
    }
    return Status::ok();
  }));
  return made;
}

Result<std::vector<Organization>> OrganizationStore::list() {
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

Result<Organization> OrganizationStore::find(const std::string& id) {
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

Status OrganizationStore::setPlan(const std::string& organization_id, const std::string& plan) {
  if (Status u = requireUuid(organization_id, "org"); !u.isOk()) return u;
  return changeAuth(db_,
                    [&](soci::session& sql) { return applyPlan(sql, organization_id, plan, ""); });
}

Status OrganizationStore::setMeteredBilling(const std::string& organization_id, bool enabled) {
  if (Status u = requireUuid(organization_id, "org"); !u.isOk()) return u;
  return db_.withTransaction([&](soci::session& sql) {
    int value = enabled ? 1 : 0;
    if (affectedRows((sql.prepare << "UPDATE organizations SET metered_billing = :m WHERE id = :o",
                      soci::use(value), soci::use(organization_id))) == 0) {
      return notFound("organization", organization_id);
    }
    return Status::ok();
  });
}

Status OrganizationStore::rename(const std::string& organization_id, const std::string& name) {
  if (Status u = requireUuid(organization_id, "org"); !u.isOk()) return u;
  SEO_ASSIGN_OR_RETURN(std::string checked, requiredName(name));
  return db_.withTransaction([&](soci::session& sql) {
    if (affectedRows((sql.prepare << "UPDATE organizations SET name = :n WHERE id = :o",
                      soci::use(checked), soci::use(organization_id))) == 0) {
      return notFound("organization", organization_id);
    }
    return Status::ok();
  });
}

Status OrganizationStore::setQuota(const std::string& organization_id, const std::string& resource,
                                   std::int64_t quota) {
  if (Status u = requireUuid(organization_id, "org"); !u.isOk()) return u;
  if (!isResourceName(resource)) {
    return Status::invalidField("resource", "lower-case letters, digits and _");
  }
  if (quota < 0) return Status::invalidField("quota", "must be >= 0");
  if (auto org = find(organization_id); !org.isOk()) return org.status();
  return db_.withTransaction(
      [&](soci::session& sql) { return core::setQuota(sql, organization_id, resource, quota); });
}

Result<bool> OrganizationStore::any() {
  int count = 0;
  Status s = db_.withSession([&](soci::session& sql) {
    sql << "SELECT COUNT(*) FROM organizations", soci::into(count);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return count > 0;
}

}  // namespace seo::core
