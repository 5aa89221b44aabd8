#include "core/metering/usage_history.h"

#include "core/storage/row_values.h"

namespace seo::core {

seo::sdk::Result<std::vector<DailyUsage>> dailyUsage(Database& db,
                                                     const std::string& organization_id,
                                                     const std::string& since) {
  std::vector<DailyUsage> days;
  // The ledger's index (organization_id, created_at) bounds the scan to the period asked.
  seo::sdk::Status s = db.withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows =
        (sql.prepare << "SELECT SUBSTR(created_at, 1, 10), resource, "
                        "CAST(SUM(amount) AS BIGINT), CAST(SUM(overage) AS BIGINT) "
                        "FROM usage_ledger WHERE organization_id = :o AND created_at >= :s "
                        "GROUP BY SUBSTR(created_at, 1, 10), resource ORDER BY 1, 2",
         soci::use(organization_id), soci::use(since));
    for (const soci::row& r : rows) {
      days.push_back(
          {r.get<std::string>(0), r.get<std::string>(1), integerAt(r, 2), integerAt(r, 3)});
    }
    return seo::sdk::Status::ok();
  });
  if (!s.isOk()) return s;
  return days;
}

}  // namespace seo::core
