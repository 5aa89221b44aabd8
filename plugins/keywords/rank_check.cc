#include "plugins/keywords/rank_check.h"

#include <algorithm>
#include <set>

#include "plugins/keywords/credits.h"
#include "plugins/keywords/rank_digest.h"
#include "plugins/keywords/rank_events.h"
#include "plugins/keywords/rank_reading.h"
#include "plugins/keywords/rank_server_settings.h"
#include "plugins/keywords/rank_settings.h"
#include "plugins/keywords/rank_store.h"
#include "plugins/keywords/rank_thinning.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/job_caller.h"
#include "seo/sdk/util/json_optional.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/recurring_job.h"
#include "seo/sdk/util/website_flag.h"

namespace seo::plugins::keywords {

using seo::sdk::JobContext;
using seo::sdk::RecurringRun;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A pending check missing from the ready list is read directly once this old (the list may be
// capped, or an earlier run may have seen it and failed before reading it).
constexpr std::int64_t kReadDirectlyAfterMs = 10 * 60 * 1000;
// A keyword checked a little less than an interval ago is due: runs drift by minutes.
constexpr std::int64_t kDueSlackMs = 60 * 60 * 1000;
constexpr int kRetryAfterFailureSeconds = 3600;
constexpr int kRunAttempts = 5;

std::int64_t nowMs(seo::sdk::Host& host) {
  return seo::sdk::dates::msOfIso(host.now()).value_or(0);
}

// A reading a week before another may be up to this much later than exactly 7 days: runs drift.
constexpr std::int64_t kWeekBeforeSlackMs = kDueSlackMs;
constexpr std::int64_t kWeekMs = 7 * seo::sdk::dates::kMsPerDay;

struct RunCounts {
  std::int64_t recorded = 0, posted = 0, refunded = 0, thinned = 0;
  bool pending = false;  // checks are still waiting for the provider
  bool more_due = false;
  std::string note;  // why keywords were not checked, when any was not
};

// Posts the due keywords, a batch at a time, each batch paid before it is posted and given back
// when the provider refuses it.
Status postDue(JobContext& job, const RankSettings& settings, RunCounts* counts) {
  seo::sdk::Host& host = *job.host;
  const std::string since =
      seo::sdk::dates::isoOfMs(nowMs(host) - settings.interval_hours * 3600000 + kDueSlackMs);
  int budget = kRankPostsPerRun;
  while (budget > 0) {
    std::vector<DueKeyword> due;
    const int want = std::min<int>(budget, static_cast<int>(seo::sdk::kMaxSerpTasksPerPost));
    SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
      due = dueKeywords(sql, job.website_id, since, want);
      return Status::ok();
    }));
    if (due.empty()) return Status::ok();
    // The whole batch, else as many as the bucket still holds.
    const std::size_t wanted = due.size();
    std::size_t n = wanted;
    Status paid;
    for (;;) {
      paid = host.withTransaction([&](soci::session& sql) {
        return host.credits().consume(sql, seo::sdk::jobCaller(job), kCrawlCredits,
                                      kRankCheckCost * static_cast<std::int64_t>(n));
      });
      if (paid.isOk() || paid.code() != seo::sdk::Code::PaymentRequired || n == 1) break;
      n /= 2;
    }
    if (!paid.isOk()) {
      if (paid.code() != seo::sdk::Code::PaymentRequired) return paid;
      counts->note = paid.message() + ": tracked keywords are left unchecked";
      return Status::ok();
    }
    due.resize(n);
    std::vector<seo::sdk::SerpTask> tasks;
    for (const DueKeyword& k : due) {
      tasks.push_back(
          {k.term, settings.language, settings.country, settings.device, kRankDepth, k.id});
    }
    const std::string posted_at = host.now();
    Result<std::vector<std::string>> ids = host.serpQueue().post(tasks);
    if (!ids.isOk() || ids.value().size() != n) {
      Status refunded = host.withTransaction([&](soci::session& sql) {
        return host.credits().refund(sql, job.organization_id, kCrawlCredits,
                                     kRankCheckCost * static_cast<std::int64_t>(n),
                                     "rank-post:" + host.newId());
      });
      if (!refunded.isOk()) {
        host.log(seo::sdk::LogLevel::Error,
                 "keywords: the credits of refused rank checks were not given back: " +
                     refunded.message());
      }
      counts->refunded += static_cast<std::int64_t>(n);
      if (!ids.isOk())
        return Status(ids.status().code(), "SERP provider: " + ids.status().message());
      return Status::badGateway("SERP provider: answered " + std::to_string(ids.value().size()) +
                                " task ids for " + std::to_string(n) + " tasks");
    }
    std::vector<RankTask> rows;
    for (std::size_t i = 0; i < n; ++i) {
      rows.push_back({ids.value()[i], due[i].id, settings.device, settings.country,
                      settings.language, posted_at});
    }
    SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
      insertRankTasks(sql, job.website_id, rows);
      return Status::ok();
    }));
    counts->posted += static_cast<std::int64_t>(n);
    budget -= static_cast<int>(n);
    if (n < wanted) {
      // The bucket held fewer credits than keywords were due: the rest wait for new credits.
      counts->note = "Usage limit reached for crawl_credits: tracked keywords are left unchecked";
      return Status::ok();
    }
  }
  counts->more_due = true;
  return Status::ok();
}

// Reads the finished checks' pages and records them; a check the provider lost, or did not
// finish within a day, is dropped and its credit given back.
Status readFinished(JobContext& job, const std::string& domain, const RankSettings& settings,
                    RunCounts* counts) {
  seo::sdk::Host& host = *job.host;
  std::vector<RankTask> pending;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    pending = pendingRankTasks(sql, job.website_id);
    return Status::ok();
  }));
  if (pending.empty()) return Status::ok();
  Result<std::vector<std::string>> ready_ids = host.serpQueue().ready();
  if (!ready_ids.isOk()) {
    return Status(ready_ids.status().code(), "SERP provider: " + ready_ids.status().message());
  }
  const std::set<std::string> ready(ready_ids.value().begin(), ready_ids.value().end());
  const std::int64_t now = nowMs(host);
  int read = 0;
  for (const RankTask& task : pending) {
    const std::int64_t age = now - seo::sdk::dates::msOfIso(task.posted_at).value_or(now);
    if (read >= kRankPagesPerRun || (!ready.count(task.task_id) && age < kReadDirectlyAfterMs)) {
      counts->pending = true;
      continue;
    }
    ++read;
    Result<std::optional<seo::sdk::SerpPage>> page = host.serpQueue().page(task.task_id);
    if (!page.isOk() && page.status().code() != seo::sdk::Code::NotFound) {
      return Status(page.status().code(), "SERP provider: " + page.status().message());
    }
    const bool lost = !page.isOk() || (!page.value() && age >= kRankTaskExpiryMs);
    if (!lost && !page.value()) {
      counts->pending = true;
      continue;
    }
    bool taken = false;
    SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
      taken = takeRankTask(sql, task.task_id);
      if (!taken) return Status::ok();  // another run read it
      if (lost) {
        return host.credits().refund(sql, job.organization_id, kCrawlCredits, kRankCheckCost,
                                     "rank-task:" + task.task_id);
      }
      const RankReading reading = readingOf(*page.value(), domain, settings.competitors);
      const std::string week_before = seo::sdk::dates::isoOfMs(
          seo::sdk::dates::msOfIso(task.posted_at).value_or(now) - kWeekMs + kWeekBeforeSlackMs);
      const RankMove move = recordRanking(sql, job.website_id, task, reading, week_before);
      return emitRankEvents(host, sql, job.organization_id, job.website_id, task, reading, move);
    }));
    if (taken) ++(lost ? counts->refunded : counts->recorded);
  }
  return Status::ok();
}

Result<std::string> runChecks(JobContext& job, const RecurringRun& run) {
  seo::sdk::Host& host = *job.host;
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo site, host.findWebsite(job.website_id));
  RankSettings settings;
  long long tracked = 0;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    settings = readRankSettings(sql, job.website_id, site.language);
    tracked = trackedCount(sql, job.website_id);
    return Status::ok();
  }));
  RunCounts counts;
  const std::string unavailable = host.serpQueue().unavailableReason();
  if (unavailable.empty()) {
    // Posted first: a provider that has finished them by the time they are read saves a run.
    SEO_RETURN_IF_ERROR(postDue(job, settings, &counts));
    SEO_RETURN_IF_ERROR(readFinished(job, site.domain, settings, &counts));
  } else {
    counts.note = unavailable;
  }
  SEO_RETURN_IF_ERROR(thinRankings(host, job.website_id, &counts.thinned));
  // The digest waits for the run that finds every check read, so it tells the week whole.
  DigestOutcome digest;
  if (!counts.pending && !counts.more_due) {
    SEO_ASSIGN_OR_RETURN(digest, mailDigestIfDue(job, site, settings));
  }
  if (!digest.note.empty()) counts.note += (counts.note.empty() ? "" : "; ") + digest.note;
  // The next run: at once while more keywords are due (behind the jobs queued meanwhile), soon
  // while checks are pending, else after the interval; none once nothing is tracked or pending
  // (tracking a keyword starts one again).
  std::optional<int> delay;
  if (counts.more_due) {
    delay = 0;
  } else if (counts.pending) {
    delay = rankPollSeconds(host);
  } else if (tracked > 0) {
    delay = static_cast<int>(settings.interval_hours * 3600);
  }
  // A digest due before the next check has its own run.
  if (delay && digest.due_in && *digest.due_in < *delay) delay = static_cast<int>(*digest.due_in);
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) -> Status {
    if (!run.holds(sql)) {
      delay.reset();  // superseded meanwhile: the run that has the turn goes on
      return Status::ok();
    }
    if (!delay) {
      sql << "DELETE FROM keyword_rank_runs WHERE website_id = :w", soci::use(job.website_id);
      return Status::ok();
    }
    SEO_ASSIGN_OR_RETURN(std::string next,
                         run.queueNext(sql, {kRankCheckJob, "", "", "{}", kRunAttempts, *delay}));
    setRankTurn(sql, job.website_id, next, host.now());
    return Status::ok();
  }));
  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("recorded", counts.recorded, a);
  out.AddMember("posted", counts.posted, a);
  out.AddMember("refunded", counts.refunded, a);
  out.AddMember("thinned", counts.thinned, a);
  out.AddMember("digest_mailed", digest.mailed, a);
  out.AddMember("pending", counts.pending, a);
  out.AddMember("next_run_in_seconds", seo::sdk::json::orNull(delay), a);
  out.AddMember(
      "note", counts.note.empty() ? rapidjson::Value() : seo::sdk::json::string(counts.note, a), a);
  return seo::sdk::json::text(out);
}

Result<std::string> onRankCheck(JobContext& job) {
  seo::sdk::Host& host = *job.host;
  const std::string website_id = job.website_id;
  RecurringRun run(job, [website_id](soci::session& sql) { return rankTurn(sql, website_id); });
  bool current = false;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    current = run.holds(sql);
    return Status::ok();
  }));
  if (!current) return run.staleResult();
  Result<std::string> done = runChecks(job, run);
  if (done.isOk()) return done;
  // One failed run never ends the website's checks: the next one comes an hour later.
  return run.afterFailure(done.status(), [&](soci::session& sql) -> Status {
    SEO_ASSIGN_OR_RETURN(
        std::string next,
        run.queueNext(sql, {kRankCheckJob, "", "", "{}", kRunAttempts, kRetryAfterFailureSeconds}));
    setRankTurn(sql, website_id, next, host.now());
    return Status::ok();
  });
}

Result<rapidjson::Document> onCheckRankingsCommand(seo::sdk::CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(seo::sdk::onlyFlags(cmd, {"website"}));
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo site, seo::sdk::websiteFlag(cmd));
  std::string job_id;
  long long tracked = 0;
  SEO_RETURN_IF_ERROR(cmd.host->withTransaction([&](soci::session& sql) -> Status {
    tracked = trackedCount(sql, site.id);
    SEO_ASSIGN_OR_RETURN(job_id, startRankCheck(*cmd.host, sql, site.organization_id, site.id));
    return Status::ok();
  }));
  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("website_id", seo::sdk::json::string(site.id, a), a);
  out.AddMember("job_id", seo::sdk::json::string(job_id, a), a);
  // Whether a SERP provider takes the checks is the server's configuration, which this process
  // may not share (its environment): the run's result says it.
  out.AddMember("tracked", static_cast<std::int64_t>(tracked), a);
  return out;
}

}  // namespace

Result<std::string> startRankCheck(seo::sdk::Host& host, soci::session& sql,
                                   const std::string& organization_id,
                                   const std::string& website_id) {
  SEO_ASSIGN_OR_RETURN(std::string id,
                       host.jobs().enqueue(sql, {kRankCheckJob, organization_id, website_id, "{}",
                                                 kRunAttempts, 0}));
  setRankTurn(sql, website_id, id, host.now());
  return id;
}

void registerRankChecks(seo::sdk::Registrar& r) {
  r.job(kRankCheckJob, &onRankCheck);
  r.command("check-rankings",
            "--website ID   checks the website's tracked keywords now (a rank-check job the "
            "server runs; their positions follow as the SERP provider finishes them)",
            &onCheckRankingsCommand);
}

}  // namespace seo::plugins::keywords
