// The search-console sync (job kind `analytics.search_console_sync`): one run fetches the linked
// property's clicks, impressions and positions per day and page for the last days (setting
// search_console_days, ending yesterday in UTC, as Search Console's data lags) and stores them
// for the job's website, spending 1 crawl_credit (spec, "Limits"). Each run schedules the next
// one (setting search_console_interval_seconds), so a link is a chain of jobs.
//
// The link's `scheduled_job_id` names the one job of the chain allowed to work; any other job of
// the website (from an earlier link, a replaced chain, or a second run of a job whose work is
// committed) ends at once with {"superseded": true, "reason": ...}. A success stores the rows,
// spends the credit, records last_synced_at and schedules the next job in one transaction. A
// failure that ends the job (permanent, or the last attempt; a 402 is permanent) records
// last_error and schedules the next job all the same, so the schedule outlives outages. Result:
//
//   {"property": "sc-domain:example.com", "from": "2026-11-14", "to": "2026-11-20",
//    "rows": 42, "credits_spent": 1, "next_job_id": "..."}
//
// Within the window the sync replaces the rows earlier syncs stored (source "api") and, where it
// has a row for the same day and page, an imported one (source "csv"); imported rows of other
// pages or days stay.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

inline constexpr char kSearchConsoleSyncJob[] = "analytics.search_console_sync";
inline constexpr int kSearchConsoleSyncAttempts = 3;
inline constexpr char kCrawlCredits[] = "crawl_credits";
inline constexpr std::int64_t kSearchConsoleSyncCost = 1;

// Enqueues a sync of `website_id` (owned by `organization_id`) to run in `delay_seconds` and
// makes it the link's scheduled job, in `sql`'s transaction; returns the job's id. Any job the
// link scheduled before ends itself when it runs.
seo::sdk::Result<std::string> scheduleSync(soci::session& sql, seo::sdk::Host& host,
                                           const std::string& organization_id,
                                           const std::string& website_id, int delay_seconds);

seo::sdk::Result<std::string> onSearchConsoleSync(seo::sdk::JobContext& job);

}  // namespace seo::plugins::analytics
