#include "core/tenancy/plan_change.h"

#include "core/metering/meter.h"
#include "core/storage/row_values.h"

namespace seo::core {

using seo::sdk::Status;

namespace {

bool organizationExists(soci::session& sql, const std::string& organization_id) {
  int found = 0;
  sql << "SELECT COUNT(*) FROM organizations WHERE id = :o", soci::use(organization_id),
      soci::into(found);
  return found > 0;
}

}  // namespace

std::vector<std::pair<std::string, std::int64_t>> planQuotas(soci::session& sql,
                                                             const std::string& plan_id) {
  std::vector<std::pair<std::string, std::int64_t>> quotas;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT resource, quota FROM plan_quotas WHERE plan_id = :p "
                      "ORDER BY resource",
       soci::use(plan_id));
  for (const soci::row& row : rows) {
    quotas.emplace_back(row.get<std::string>(0), integerAt(row, 1));
  }
  return quotas;
}

Status applyPlan(soci::session& sql, const std::string& organization_id, const std::string& plan,
                 const std::string& resets_at) {
  std::string plan_id;
  sql << "SELECT id FROM plans WHERE name = :n", soci::use(plan), soci::into(plan_id);
  if (!sql.got_data()) return Status::notFound("plan not found: " + plan);
  soci::statement update = (sql.prepare << "UPDATE organizations SET plan_id = :p WHERE id = :o",
                            soci::use(plan_id), soci::use(organization_id));
  update.execute(true);
  if (update.get_affected_rows() == 0) {
    return Status::notFound("organization not found: " + organization_id);
  }
  for (const auto& [resource, quota] : planQuotas(sql, plan_id)) {
    if (Status s = setQuota(sql, organization_id, resource, quota); !s.isOk()) return s;
  }
  if (!resets_at.empty()) {
    sql << "UPDATE credit_buckets SET period_end = :e WHERE organization_id = :o",
        soci::use(resets_at), soci::use(organization_id);
  }
  return Status::ok();
}

Status startCreditPeriod(soci::session& sql, const std::string& organization_id,
                         const std::string& start, const std::string& end) {
  if (!organizationExists(sql, organization_id)) {
    return Status::notFound("organization not found: " + organization_id);
  }
  sql << "UPDATE credit_buckets SET used = 0, period_start = :s, period_end = :e "
         "WHERE organization_id = :o",
      soci::use(start), soci::use(end), soci::use(organization_id);
  return Status::ok();
}

std::vector<seo::sdk::Overage> overageBetween(soci::session& sql, const std::string& from,
                                              const std::string& to) {
  std::vector<seo::sdk::Overage> rows;
  soci::rowset<soci::row> sums =
      (sql.prepare << "SELECT organization_id, resource, CAST(SUM(overage) AS BIGINT) "
                      "FROM usage_ledger "
                      "WHERE created_at >= :f AND created_at < :t "
                      "GROUP BY organization_id, resource HAVING SUM(overage) > 0 "
                      "ORDER BY organization_id, resource",
       soci::use(from), soci::use(to));
  for (const soci::row& row : sums) {
    rows.push_back({row.get<std::string>(0), row.get<std::string>(1), integerAt(row, 2)});
  }
  return rows;
}

}  // namespace seo::core
