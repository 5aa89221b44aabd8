#include "plugins/analytics/search_console_sync.h"

#include <optional>
#include <utility>
#include <vector>

#include "plugins/analytics/days.h"
#include "plugins/analytics/search_console_client.h"
#include "plugins/analytics/search_console_settings.h"
#include "plugins/analytics/search_console_store.h"
#include "seo/sdk/util/job_caller.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/recurring_job.h"

namespace seo::plugins::analytics {

using seo::sdk::JobContext;
using seo::sdk::RecurringRun;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

// Days from..to, both included.
struct Window {
  std::string from, to;
};

// The rows of `fetched` inside `window`, as stored.
std::vector<StoredPageDay> storedRows(const std::vector<SearchConsoleRow>& fetched,
                                      const Window& window) {
  std::vector<StoredPageDay> rows;
  rows.reserve(fetched.size());
  for (const SearchConsoleRow& r : fetched) {
    if (r.date < window.from || r.date > window.to) continue;  // not asked for: not ours to keep
    rows.push_back({r.date, r.page, r.clicks, r.impressions, r.position});
  }
  return rows;
}

std::string linkGone(const JobContext& job) {
  return "website " + job.website_id + " is no longer linked to Search Console";
}

std::string replacedBy(const std::string& job_id) {
  return job_id.empty() ? "the link schedules no sync"
                        : "the link's scheduled sync is now job " + job_id;
}

// The sync proper, for a run the link still schedules.
Result<std::string> syncLinked(JobContext& job, const RecurringRun& run,
                               const SearchConsoleLink& link) {
  seo::sdk::Host& host = *job.host;
  Result<int> days = syncDaysFromSettings(host);
  if (!days.isOk()) return days.status();
  Result<ServiceAccount> account = serviceAccountFromSettings(host);
  if (!account.isOk()) return account.status();
  std::int64_t today = dayOfMs(nowMs());
  Window window{formatDay(today - days.value()), formatDay(today - 1)};

  SearchConsoleClient client(host.http(), std::move(account).value(), apiBaseFromSettings(host));
  Result<std::vector<SearchConsoleRow>> fetched =
      client.pagesByDay(link.property, window.from, window.to);
  if (!fetched.isOk()) return fetched.status();
  std::vector<StoredPageDay> rows = storedRows(fetched.value(), window);

  bool superseded = false;
  std::string next_id;
  Status written = host.withTransaction([&](soci::session& sql) {
    if (!run.holds(sql)) {
      superseded = true;
      return Status::conflict("superseded");  // rolls back; nothing was written yet
    }
    if (Status spent = host.credits().consume(sql, seo::sdk::jobCaller(job), kCrawlCredits,
                                              kSearchConsoleSyncCost);
        !spent.isOk()) {
      return spent;
    }
    deleteApiRows(sql, job.website_id, window.from, window.to);
    upsertRows(sql, job.website_id, rows, kApiSource);
    recordSyncSuccess(sql, job.website_id, host.now());
    // In the same transaction, so a second run of this job finds the chain moved on and
    // neither spends nor schedules again.
    Result<std::string> next = scheduleSync(sql, host, job.organization_id, job.website_id,
                                            syncIntervalFromSettings(host));
    if (!next.isOk()) return next.status();
    next_id = next.value();
    return Status::ok();
  });
  if (superseded) {
    return run.staleResult("the link was replaced or removed while the sync ran; nothing stored");
  }
  if (!written.isOk()) return written;

  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("property", string(link.property, a), a);
  out.AddMember("from", string(window.from, a), a);
  out.AddMember("to", string(window.to, a), a);
  out.AddMember("rows", static_cast<std::uint64_t>(rows.size()), a);
  out.AddMember("credits_spent", kSearchConsoleSyncCost, a);
  out.AddMember("next_job_id", string(next_id, a), a);
  return seo::sdk::json::text(out);
}

}  // namespace

Result<std::string> scheduleSync(soci::session& sql, seo::sdk::Host& host,
                                 const std::string& organization_id, const std::string& website_id,
                                 int delay_seconds) {
  seo::sdk::JobRequest request;
  request.kind = kSearchConsoleSyncJob;
  request.organization_id = organization_id;
  request.website_id = website_id;
  request.max_attempts = kSearchConsoleSyncAttempts;
  request.delay_seconds = delay_seconds;
  Result<std::string> id = host.jobs().enqueue(sql, request);
  if (!id.isOk()) return id.status();
  setScheduledJob(sql, website_id, id.value());
  return id;
}

Result<std::string> onSearchConsoleSync(JobContext& job) {
  seo::sdk::Host& host = *job.host;
  RecurringRun run(job, [&](soci::session& sql) {
    return scheduledSync(sql, host.dialect(), job.website_id);
  });
  std::optional<SearchConsoleLink> link;
  Status read = host.withSession([&](soci::session& sql) {
    link = findLink(sql, job.website_id);
    return Status::ok();
  });
  if (!read.isOk()) return read;  // the database is down: retried
  if (!link) return run.staleResult(linkGone(job));
  if (link->scheduled_job_id != job.job_id) {
    return run.staleResult(replacedBy(link->scheduled_job_id));
  }
  Result<std::string> done = syncLinked(job, run, *link);
  if (!done.isOk()) {
    // The failure is recorded and the next sync queued, so one failed sync ends no schedule.
    return run.afterFailure(done.status(), [&](soci::session& sql) {
      recordSyncError(sql, job.website_id, done.status().message());
      return scheduleSync(sql, host, job.organization_id, job.website_id,
                          syncIntervalFromSettings(host))
          .status();
    });
  }
  return done;
}

}  // namespace seo::plugins::analytics
