#include "plugins/ai_visibility/run_start.h"

#include "plugins/ai_visibility/credits.h"
#include "plugins/ai_visibility/run_job.h"
#include "plugins/ai_visibility/run_store.h"
#include "plugins/ai_visibility/visibility_judge.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::ai_visibility {

using seo::sdk::Result;

namespace {

Run newRun(seo::sdk::Host& host, const Campaign& c, const seo::sdk::WebsiteInfo& website,
           std::string_view trigger) {
  Run r;
  r.id = host.newId();
  r.campaign_id = c.id;
  r.website_id = c.website_id;
  r.organization_id = c.organization_id;
  r.trigger = std::string(trigger);
  r.status = "queued";
  r.prompt = c.prompt;
  if (c.kind == kBrandRadar) {
    for (const Brand& b : c.brands) r.tracked.push_back({b.name, b.domain, "brand"});
    for (const Brand& b : c.competitors) r.tracked.push_back({b.name, b.domain, "competitor"});
  } else {
    // Prompt Research tracks the website itself, so its results say whether it is named.
    r.tracked.push_back(
        {website.name.empty() ? website.domain : website.name, website.domain, "brand"});
  }
  r.languages = c.languages;
  r.models = c.models;
  r.samples = c.samples;
  r.created_at = host.now();
  r.day = r.created_at.substr(0, 10);
  r.checks_planned = static_cast<std::int64_t>(r.models.size() * r.languages.size()) * r.samples;
  return r;
}

}  // namespace

Result<Run> startRun(soci::session& sql, seo::sdk::Host& host, const Campaign& c,
                     const seo::sdk::WebsiteInfo& website, std::string_view trigger) {
  Run r = newRun(host, c, website, trigger);
  // 402 here, before the run exists, when its estimate does not fit: runs started together can
  // never spend more than the bucket holds.
  SEO_RETURN_IF_ERROR(host.credits().reserve(
      sql, c.organization_id, kAiCredits, runEstimate(r, configuredJudge(host).has_value()), r.id));
  seo::sdk::JobRequest job;
  job.kind = std::string(kRunJob);
  job.organization_id = c.organization_id;
  job.website_id = c.website_id;
  job.payload = "{\"run_id\": \"" + r.id + "\"}";
  job.max_attempts = kRunAttempts;
  SEO_ASSIGN_OR_RETURN(std::string job_id, host.jobs().enqueue(sql, job));
  r.job_id = std::move(job_id);
  insertRun(sql, r);
  return r;
}

Result<Run> recordFailedRun(soci::session& sql, seo::sdk::Host& host, const Campaign& c,
                            const seo::sdk::WebsiteInfo& website, std::string_view trigger,
                            const std::string& error) {
  Run r = newRun(host, c, website, trigger);
  r.status = "failed";
  r.error = error;
  r.finished_at = r.created_at;
  insertRun(sql, r);
  return r;
}

}  // namespace seo::plugins::ai_visibility
