#include "plugins/ai_visibility/campaign_schedule.h"

#include "plugins/ai_visibility/campaign_store.h"
#include "plugins/ai_visibility/run_start.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/recurring_job.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::ai_visibility {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

std::int64_t nowMs(seo::sdk::Host& host) {
  return seo::sdk::dates::msOfIso(host.now()).value_or(0);
}

Status enqueueAt(soci::session& sql, seo::sdk::Host& host, Campaign& c, std::int64_t due_ms,
                 std::int64_t now_ms) {
  c.next_run_at = seo::sdk::dates::isoOfMs(due_ms);
  seo::sdk::JobRequest job;
  job.kind = std::string(kScheduleJob);
  job.organization_id = c.organization_id;
  job.website_id = c.website_id;
  job.payload = "{\"campaign_id\": \"" + c.id + "\", \"due\": \"" + *c.next_run_at + "\"}";
  job.max_attempts = 5;
  job.delay_seconds = static_cast<int>(std::max<std::int64_t>(0, (due_ms - now_ms) / 1000));
  SEO_ASSIGN_OR_RETURN(std::string id, host.jobs().enqueue(sql, job));
  (void)id;
  return Status::ok();
}

// Queues the run after the one due at `due`, `frequency` days on (skipping any the server
// missed while it was down), and writes `c` with it.
Status scheduleAfter(soci::session& sql, seo::sdk::Host& host, Campaign& c,
                     const std::string& due) {
  const std::int64_t now = nowMs(host);
  std::int64_t next =
      seo::sdk::dates::msOfIso(due).value_or(now) + c.frequency * seo::sdk::dates::kMsPerDay;
  while (next <= now) next += c.frequency * seo::sdk::dates::kMsPerDay;
  c.last_run_at = due;
  SEO_RETURN_IF_ERROR(enqueueAt(sql, host, c, next, now));
  c.updated_at = host.now();
  updateCampaign(sql, c);
  return Status::ok();
}

}  // namespace

Status planSchedule(soci::session& sql, seo::sdk::Host& host, Campaign& c) {
  if (c.status != kActive) {
    c.next_run_at.reset();
    return Status::ok();
  }
  const std::int64_t now = nowMs(host);
  std::int64_t due = now;
  if (c.last_run_at) {
    due = std::max(now, seo::sdk::dates::msOfIso(*c.last_run_at).value_or(now) +
                            c.frequency * seo::sdk::dates::kMsPerDay);
  }
  return enqueueAt(sql, host, c, due, now);
}

Result<std::string> onScheduleJob(seo::sdk::JobContext& job) {
  seo::sdk::Host& host = *job.host;
  rapidjson::Document payload;
  SEO_RETURN_IF_ERROR(seo::sdk::json::parse(job.payload, payload));
  if (!payload.IsObject() || !payload.HasMember("campaign_id") ||
      !payload["campaign_id"].IsString() || !payload.HasMember("due") ||
      !payload["due"].IsString()) {
    return Status::invalidArgument("ai_visibility.schedule: the payload has no campaign_id/due");
  }
  const std::string campaign_id = payload["campaign_id"].GetString();
  const std::string due = payload["due"].GetString();
  // The campaign names its runs by their due time (next_run_at).
  seo::sdk::RecurringRun turn(
      job, [&](soci::session& sql) { return scheduledRunOf(sql, host.dialect(), campaign_id); },
      due);
  Result<seo::sdk::WebsiteInfo> website = host.findWebsite(job.website_id);
  if (!website.isOk()) return turn.staleResult("the website is gone");
  // Asked before the transaction: the host's own metering may write, and SQLite has one writer.
  const Status credits = host.credits().check(job.organization_id, "ai_credits");
  std::string outcome;
  bool stale = false;
  Status done = host.withTransaction([&](soci::session& sql) {
    Campaign c;
    if (!turn.holds(sql) || !findCampaignById(sql, campaign_id, &c).isOk()) {
      stale = true;
      return Status::ok();
    }
    // A run that cannot ask says why in the campaign's history.
    if (c.models.empty()) {
      SEO_RETURN_IF_ERROR(recordFailedRun(sql, host, c, website.value(), kScheduleTrigger,
                                          "No model to ask: no LLM endpoint is configured "
                                          "(providers.llm_endpoints)")
                              .status());
      outcome = "recorded a failed run: no model";
    } else if (!credits.isOk()) {
      SEO_RETURN_IF_ERROR(
          recordFailedRun(sql, host, c, website.value(), kScheduleTrigger, credits.message())
              .status());
      outcome = "recorded a failed run: " + credits.message();
    } else {
      Result<Run> run = startRun(sql, host, c, website.value(), kScheduleTrigger);
      if (run.status().code() == seo::sdk::Code::PaymentRequired) {
        // Credits are left, but not enough for the whole run.
        SEO_RETURN_IF_ERROR(
            recordFailedRun(sql, host, c, website.value(), kScheduleTrigger, run.status().message())
                .status());
        outcome = "recorded a failed run: " + run.status().message();
      } else {
        SEO_RETURN_IF_ERROR(run.status());
        outcome = "started run " + run.value().id;
      }
    }
    return scheduleAfter(sql, host, c, due);
  });
  if (!done.isOk()) {
    // The run that could not start is recorded as failed and the next one queued all the
    // same: one bad run ends no schedule.
    return turn.afterFailure(done, [&](soci::session& sql) {
      Campaign c;
      if (!findCampaignById(sql, campaign_id, &c).isOk()) return Status::ok();
      SEO_RETURN_IF_ERROR(
          recordFailedRun(sql, host, c, website.value(), kScheduleTrigger, done.message())
              .status());
      return scheduleAfter(sql, host, c, due);
    });
  }
  if (stale) return turn.staleResult("the campaign was deleted, paused or rescheduled");
  return "{\"outcome\": \"" + outcome + "\"}";
}

void registerSchedule(seo::sdk::Registrar& r) { r.job(std::string(kScheduleJob), &onScheduleJob); }

}  // namespace seo::plugins::ai_visibility
