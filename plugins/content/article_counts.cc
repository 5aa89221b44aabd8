#include "plugins/content/article_counts.h"

#include "seo/sdk/util/prepared_statement.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::content {

void addToCount(soci::session& sql, const std::string& website_id, const std::string& status,
                long long delta) {
  sql << "INSERT INTO article_counts (website_id, status, count) VALUES (:w, :s, :d) "
         "ON CONFLICT (website_id, status) DO UPDATE SET count = article_counts.count + "
         "excluded.count",
      soci::use(website_id), soci::use(status), soci::use(delta);
}

std::int64_t countedArticles(seo::sdk::Host& host, soci::session& sql,
                             const std::string& website_id,
                             const std::optional<std::string>& status) {
  std::optional<long long> n;  // NULL when no row is summed
  seo::sdk::PreparedStatement st(
      host, sql,
      status ? "SELECT SUM(count) FROM article_counts WHERE website_id = :w AND status = :s"
             : "SELECT SUM(count) FROM article_counts WHERE website_id = :w");
  st.exchange(soci::into(n));
  st.exchange(soci::use(website_id));
  if (status) st.exchange(soci::use(*status));
  st.execute(true);
  return n.value_or(0);
}

}  // namespace seo::plugins::content
