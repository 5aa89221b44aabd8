#include "core/host/host_billing.h"

#include <string>

#include "core/auth/auth_epoch.h"
#include "core/tenancy/plan_change.h"

namespace seo::core {

using seo::sdk::Status;

Status HostBilling::findOrganization(soci::session& sql, std::string_view organization_id) {
  std::string id(organization_id);
  int found = 0;
  sql << "SELECT COUNT(*) FROM organizations WHERE id = :o", soci::use(id), soci::into(found);
  if (found == 0) return Status::notFound("organization not found: " + id);
  return Status::ok();
}

Status HostBilling::findPlan(soci::session& sql, std::string_view plan) {
  std::string name(plan);
  int found = 0;
  sql << "SELECT COUNT(*) FROM plans WHERE name = :n", soci::use(name), soci::into(found);
  if (found == 0) return Status::notFound("plan not found: " + name);
  return Status::ok();
}

Status HostBilling::setPlan(soci::session& sql, std::string_view organization_id,
                            std::string_view plan, std::string_view resets_at) {
  Status s =
      applyPlan(sql, std::string(organization_id), std::string(plan), std::string(resets_at));
  if (!s.isOk()) return s;
  // The plan decides API access, which authentication caches: every process rereads it.
  bumpAuthEpoch(sql);
  noteLocalAuthChange();
  return Status::ok();
}

Status HostBilling::startCreditPeriod(soci::session& sql, std::string_view organization_id,
                                      std::string_view start, std::string_view end) {
  return core::startCreditPeriod(sql, std::string(organization_id), std::string(start),
                                 std::string(end));
}

seo::sdk::Result<std::vector<seo::sdk::Overage>> HostBilling::overage(soci::session& sql,
                                                                      std::string_view from,
                                                                      std::string_view to) {
  return overageBetween(sql, std::string(from), std::string(to));
}

}  // namespace seo::core
