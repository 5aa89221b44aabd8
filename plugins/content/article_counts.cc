#include "plugins/content/article_counts.h"

namespace seo::plugins::content {

void addToCount(soci::session& sql, const std::string& website_id, const std::string& status,
                long long delta) {
  sql << "INSERT INTO article_counts (website_id, status, count) VALUES (:w, :s, :d) "
         "ON CONFLICT (website_id, status) DO UPDATE SET count = article_counts.count + "
         "excluded.count",
      soci::use(website_id), soci::use(status), soci::use(delta);
}

std::int64_t countedArticles(soci::session& sql, const std::string& website_id,
                             const std::optional<std::string>& status) {
  long long n = 0;
  soci::indicator ind = soci::i_ok;
  if (status) {
    sql << "SELECT SUM(count) FROM article_counts WHERE website_id = :w AND status = :s",
        soci::use(website_id), soci::use(*status), soci::into(n, ind);
  } else {
    sql << "SELECT SUM(count) FROM article_counts WHERE website_id = :w", soci::use(website_id),
        soci::into(n, ind);
  }
  return ind == soci::i_ok ? n : 0;
}

}  // namespace seo::plugins::content
