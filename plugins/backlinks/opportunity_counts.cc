#include "plugins/backlinks/opportunity_counts.h"

#include <vector>

#include "seo/sdk/util/prepared_statement.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::backlinks {

void addToCount(soci::session& sql, const std::string& campaign_id, const std::string& status,
                const std::string& strategy, long long delta) {
  // One statement for both dialects; concurrent writers serialize on the row.
  sql << "INSERT INTO backlink_opportunity_counts (campaign_id, status, strategy, count) "
         "VALUES (:c, :s, :g, :d) ON CONFLICT (campaign_id, status, strategy) "
         "DO UPDATE SET count = backlink_opportunity_counts.count + excluded.count",
      soci::use(campaign_id), soci::use(status), soci::use(strategy), soci::use(delta);
}

std::int64_t countedOpportunities(seo::sdk::Host& host, soci::session& sql,
                                  const std::string& campaign_id,
                                  const std::optional<std::string>& status,
                                  const std::optional<std::string>& strategy) {
  std::string where = " WHERE campaign_id = :c";
  std::vector<std::string> params = {campaign_id};
  if (status) {
    where += " AND status = :s";
    params.push_back(*status);
  }
  if (strategy) {
    where += " AND strategy = :g";
    params.push_back(*strategy);
  }
  std::optional<long long> count;  // NULL when no row is summed
  seo::sdk::PreparedStatement st(host, sql,
                                 "SELECT SUM(count) FROM backlink_opportunity_counts" + where);
  st.exchange(soci::into(count));
  for (const std::string& p : params) st.exchange(soci::use(p));
  st.execute(true);
  return count.value_or(0);
}

}  // namespace seo::plugins::backlinks
