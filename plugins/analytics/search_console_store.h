// The search-console tables (schema.cc, migration 3): a website's link to a Search Console
// property with the sync chain it runs, and the rows of clicks and impressions per day and page.
// Every function runs in the caller's session (usually an open transaction) and lets SOCI's
// exceptions through, which the host's transaction barrier turns into a rollback.
//
//   std::optional<SearchConsoleLink> link = findLink(sql, website_id);
//   if (link && link->scheduled_job_id == job.job_id) { ... }
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "seo/sdk/host.h"

namespace seo::plugins::analytics {

// The `source` of rows a sync stored and of rows an import of Pages.csv stored.
inline constexpr char kApiSource[] = "api";
inline constexpr char kCsvSource[] = "csv";

// A website's link to a Search Console property. Empty strings stand for NULL.
struct SearchConsoleLink {
  std::string website_id;
  std::string property;          // "sc-domain:example.com" or "https://example.com/"
  std::string scheduled_job_id;  // the one sync job allowed to run for the link
  std::string last_synced_at;    // ISO 8601 UTC of the last successful sync
  std::string last_error;        // why the last sync failed; cleared by a success
  std::string created_at;
};

// One page on one day, as stored.
struct StoredPageDay {
  std::string day;   // 'YYYY-MM-DD'
  std::string page;  // the page's full URL
  std::int64_t clicks = 0, impressions = 0;
  double position = 0;  // average position over the day's impressions
};

std::optional<SearchConsoleLink> findLink(soci::session& sql, const std::string& website_id);

// Stores the link of `website_id` to `property`, replacing any earlier one whole: its schedule,
// last sync and error are cleared (the caller then schedules a sync with setScheduledJob).
void saveLink(soci::session& sql, const std::string& website_id, const std::string& property,
              const std::string& now);

// Deletes the link; false when there was none. The rows stay: they are the website's data.
bool removeLink(soci::session& sql, const std::string& website_id);

// The job the link of `website_id` schedules (its recurring sync's turn, recurring_job.h);
// nullopt when there is no link or no sync is scheduled. Inside a transaction the link's row
// stays locked until it ends (FOR UPDATE on PostgreSQL; SQLite has one writer), so a concurrent
// replacement of the link waits for the sync's end or is seen by it.
std::optional<std::string> scheduledSync(soci::session& sql, seo::sdk::Dialect dialect,
                                         const std::string& website_id);

void setScheduledJob(soci::session& sql, const std::string& website_id, const std::string& job_id);
void recordSyncSuccess(soci::session& sql, const std::string& website_id, const std::string& now);
void recordSyncError(soci::session& sql, const std::string& website_id, const std::string& error);

// Deletes the rows a sync stored (source "api") for days `from`..`to` (both included).
void deleteApiRows(soci::session& sql, const std::string& website_id, const std::string& from,
                   const std::string& to);

// Inserts `rows` with `source`; a row already stored for the same (website, day, page) is
// replaced whatever its source, so the latest write wins and a repeat changes nothing.
void upsertRows(soci::session& sql, const std::string& website_id,
                const std::vector<StoredPageDay>& rows, const std::string& source);

}  // namespace seo::plugins::analytics
