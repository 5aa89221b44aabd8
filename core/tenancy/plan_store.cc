#include "core/tenancy/plan_store.h"

#include "core/common/clock.h"
#include "core/common/ids.h"
#include "core/metering/meter.h"
#include "core/tenancy/plan_change.h"
#include "core/tenancy/tenant_rows.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Result<std::vector<Plan>> PlanStore::list() {
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

Result<Plan> PlanStore::create(const std::string& name, bool api_access) {
  if (!isResourceName(name)) return Status::invalidField("name", "lower-case letters, digits, _");
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

Status PlanStore::setApiAccess(const std::string& plan, bool api_access) {
  return changeAuth(db_, [&](soci::session& sql) {
    int access = api_access ? 1 : 0;
    if (affectedRows((sql.prepare << "UPDATE plans SET api_access = :a WHERE name = :n",
                      soci::use(access), soci::use(plan))) == 0) {
      return notFound("plan", plan);
    }
    return Status::ok();
  });
}

Status PlanStore::setQuota(const std::string& plan, const std::string& resource,
                           std::int64_t quota) {
  if (!isResourceName(resource)) {
    return Status::invalidField("resource", "lower-case letters, digits and _");
  }
  if (quota < 0) return Status::invalidField("quota", "must be >= 0");
  return db_.withTransaction([&](soci::session& sql) {
    std::string plan_id;
    sql << "SELECT id FROM plans WHERE name = :n", soci::use(plan), soci::into(plan_id);
    if (!sql.got_data()) return notFound("plan", plan);
    long long q = quota;
    if (affectedRows((sql.prepare << "UPDATE plan_quotas SET quota = :q WHERE plan_id = :p "
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

}  // namespace seo::core
