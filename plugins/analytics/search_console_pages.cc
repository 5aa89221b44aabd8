#include "plugins/analytics/search_console_pages.h"

#include "plugins/analytics/rounding.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::byteOrder;
using seo::sdk::Result;
using seo::sdk::Status;

Result<std::vector<PageRow>> topPages(seo::sdk::Host& host, const std::string& website_id,
                                      const std::string& from, const std::string& to, int limit) {
  std::vector<PageRow> pages;
  // CAST: PostgreSQL sums BIGINT into NUMERIC.
  std::string query =
      "SELECT page, CAST(SUM(clicks) AS BIGINT), CAST(SUM(impressions) AS BIGINT), "
      "SUM(position_x_impressions) FROM search_console_rows "
      "WHERE website_id = :w AND day >= :f AND day <= :t GROUP BY page "
      "ORDER BY SUM(clicks) DESC, SUM(impressions) DESC, page" +
      std::string(byteOrder(host.dialect())) + " LIMIT " + std::to_string(limit);
  Status s = host.withSession([&](soci::session& sql) {
    PageRow row;
    long long clicks = 0, impressions = 0;
    double weighted = 0;
    soci::statement st =
        (sql.prepare << query, soci::use(website_id), soci::use(from), soci::use(to),
         soci::into(row.page), soci::into(clicks), soci::into(impressions), soci::into(weighted));
    st.execute();
    while (st.fetch()) {
      row.clicks = clicks;
      row.impressions = impressions;
      row.ctr = row.position = 0;
      if (impressions > 0) {
        auto shown = static_cast<double>(impressions);
        // Rounded as rates are usually shown: CTR to 4 decimals (0.0345 is 3.45%), position
        // to 2, enough for a ranking and free of floating-point noise.
        row.ctr = roundedTo(static_cast<double>(clicks) / shown, 4);
        row.position = roundedTo(weighted / shown, 2);
      }
      pages.push_back(row);
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return pages;
}

}  // namespace seo::plugins::analytics
