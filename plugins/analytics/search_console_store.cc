#include "plugins/analytics/search_console_store.h"

#include "seo/sdk/util/soci_optional.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

std::optional<SearchConsoleLink> findLink(soci::session& sql, const std::string& website_id) {
  SearchConsoleLink link;
  std::optional<std::string> job, synced, error;
  sql << "SELECT property, scheduled_job_id, last_synced_at, last_error, created_at "
         "FROM search_console_links WHERE website_id = :w",
      soci::use(website_id), soci::into(link.property), soci::into(job), soci::into(synced),
      soci::into(error), soci::into(link.created_at);
  if (!sql.got_data()) return std::nullopt;
  link.website_id = website_id;
  link.scheduled_job_id = job.value_or("");
  link.last_synced_at = synced.value_or("");
  link.last_error = error.value_or("");
  return link;
}

void saveLink(soci::session& sql, const std::string& website_id, const std::string& property,
              const std::string& now) {
  sql << "INSERT INTO search_console_links (website_id, property, scheduled_job_id, "
         "last_synced_at, last_error, created_at) VALUES (:w, :p, NULL, NULL, NULL, :t) "
         "ON CONFLICT (website_id) DO UPDATE SET property = excluded.property, "
         "scheduled_job_id = NULL, last_synced_at = NULL, last_error = NULL, "
         "created_at = excluded.created_at",
      soci::use(website_id), soci::use(property), soci::use(now);
}

bool removeLink(soci::session& sql, const std::string& website_id) {
  soci::statement st = (sql.prepare << "DELETE FROM search_console_links WHERE website_id = :w",
                        soci::use(website_id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

std::optional<std::string> scheduledSync(soci::session& sql, seo::sdk::Dialect dialect,
                                         const std::string& website_id) {
  std::optional<std::string> job;
  sql << std::string("SELECT scheduled_job_id FROM search_console_links WHERE website_id = :w") +
             seo::sdk::forUpdate(dialect),
      soci::use(website_id), soci::into(job);
  if (!sql.got_data() || (job && job->empty())) return std::nullopt;
  return job;
}

void setScheduledJob(soci::session& sql, const std::string& website_id, const std::string& job_id) {
  sql << "UPDATE search_console_links SET scheduled_job_id = :j WHERE website_id = :w",
      soci::use(job_id), soci::use(website_id);
}

void recordSyncSuccess(soci::session& sql, const std::string& website_id, const std::string& now) {
  sql << "UPDATE search_console_links SET last_synced_at = :t, last_error = NULL "
         "WHERE website_id = :w",
      soci::use(now), soci::use(website_id);
}

void recordSyncError(soci::session& sql, const std::string& website_id, const std::string& error) {
  sql << "UPDATE search_console_links SET last_error = :e WHERE website_id = :w", soci::use(error),
      soci::use(website_id);
}

void deleteApiRows(soci::session& sql, const std::string& website_id, const std::string& from,
                   const std::string& to) {
  std::string source = kApiSource;
  sql << "DELETE FROM search_console_rows WHERE website_id = :w AND source = :s "
         "AND day >= :f AND day <= :t",
      soci::use(website_id), soci::use(source), soci::use(from), soci::use(to);
}

void upsertRows(soci::session& sql, const std::string& website_id,
                const std::vector<StoredPageDay>& rows, const std::string& source) {
  if (rows.empty()) return;
  // One prepared statement, re-run with the bound variables changed.
  std::string day, page;
  long long clicks = 0, impressions = 0;
  double weighted = 0;
  std::string website = website_id, from = source;
  soci::statement st =
      (sql.prepare << "INSERT INTO search_console_rows (website_id, day, page, clicks, "
                      "impressions, position_x_impressions, source) "
                      "VALUES (:w, :d, :p, :c, :i, :x, :s) "
                      "ON CONFLICT (website_id, day, page) DO UPDATE SET clicks = excluded.clicks, "
                      "impressions = excluded.impressions, "
                      "position_x_impressions = excluded.position_x_impressions, "
                      "source = excluded.source",
       soci::use(website), soci::use(day), soci::use(page), soci::use(clicks),
       soci::use(impressions), soci::use(weighted), soci::use(from));
  for (const StoredPageDay& row : rows) {
    day = row.day;
    page = row.page;
    clicks = row.clicks;
    impressions = row.impressions;
    // Stored weighted by impressions, so positions average correctly over any set of rows.
    weighted = row.position * static_cast<double>(row.impressions);
    st.execute(true);
  }
}

}  // namespace seo::plugins::analytics
