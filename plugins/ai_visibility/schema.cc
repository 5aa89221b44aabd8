#include "plugins/ai_visibility/schema.h"

namespace seo::plugins::ai_visibility {

using seo::sdk::Migration;

// Every migration of the module, in order; versions only grow, and none may break the build
// still serving during a reload (docs/plugin-guide.md).
std::vector<Migration> migrations() {
  return {
      {1,
       "visibility campaigns, runs, answers and daily figures",
       {// Brand Radar and Prompt Research campaigns (kind). brands, competitors, languages and
        // models hold JSON arrays; next_run_at is the due time of the campaign's schedule, and
        // only the schedule job carrying it may run (campaign_schedule.h).
        "CREATE TABLE visibility_campaigns (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
        "REFERENCES websites(id) ON DELETE CASCADE, organization_id TEXT NOT NULL, kind TEXT NOT "
        "NULL, prompt TEXT NOT NULL, brands TEXT NOT NULL, competitors TEXT NOT NULL, frequency "
        "BIGINT NOT NULL, status TEXT NOT NULL, languages TEXT NOT NULL, models TEXT NOT NULL, "
        "samples BIGINT NOT NULL, next_run_at TEXT, last_run_at TEXT, created_at TEXT NOT NULL, "
        "updated_at TEXT NOT NULL)",
        "CREATE INDEX visibility_campaigns_website ON visibility_campaigns (website_id, kind, "
        "created_at, id)",
        // A run keeps what it asked (the campaign may change later): prompt, tracked brands
        // (JSON [{name, domain, role}]), languages, models, samples.
        "CREATE TABLE visibility_runs (id TEXT PRIMARY KEY, campaign_id TEXT NOT NULL REFERENCES "
        "visibility_campaigns(id) ON DELETE CASCADE, website_id TEXT NOT NULL, organization_id "
        "TEXT NOT NULL, trigger TEXT NOT NULL, status TEXT NOT NULL, job_id TEXT, prompt TEXT NOT "
        "NULL, tracked TEXT NOT NULL, languages TEXT NOT NULL, models TEXT NOT NULL, samples "
        "BIGINT NOT NULL, day TEXT NOT NULL, checks_planned BIGINT NOT NULL, checks_answered "
        "BIGINT NOT NULL DEFAULT 0, checks_failed BIGINT NOT NULL DEFAULT 0, tokens BIGINT NOT "
        "NULL DEFAULT 0, judge TEXT, error TEXT, created_at TEXT NOT NULL, started_at TEXT, "
        "finished_at TEXT)",
        "CREATE INDEX visibility_runs_campaign ON visibility_runs (campaign_id, created_at, id)",
        // One check: one prompt x one model x one language x one sample of a run. detections
        // holds JSON [{name, role, mentioned, mentions, position, cited, sentiment}]; citations
        // and cited_domains JSON arrays; other_brands the judge's list of brands named.
        "CREATE TABLE visibility_answers (id TEXT PRIMARY KEY, run_id TEXT NOT NULL REFERENCES "
        "visibility_runs(id) ON DELETE CASCADE, campaign_id TEXT NOT NULL, endpoint TEXT NOT "
        "NULL, model TEXT NOT NULL, collection TEXT NOT NULL, language TEXT NOT NULL, sample "
        "BIGINT NOT NULL, status TEXT NOT NULL, error TEXT, content TEXT, answered_model TEXT, "
        "citations TEXT NOT NULL, cited_domains TEXT NOT NULL, detections TEXT NOT NULL, "
        "other_brands TEXT, tokens BIGINT NOT NULL, created_at TEXT NOT NULL, UNIQUE (run_id, "
        "endpoint, model, language, sample))",
        // Figures per campaign, UTC day, tracked brand and model, added to as each answer is
        // stored (and stability when a run ends), so metrics over any range read a few rows
        // per day however many answers there are.
        "CREATE TABLE visibility_daily (campaign_id TEXT NOT NULL REFERENCES "
        "visibility_campaigns(id) ON DELETE CASCADE, day TEXT NOT NULL, brand TEXT NOT NULL, "
        "role TEXT NOT NULL, endpoint TEXT NOT NULL, model TEXT NOT NULL, answers BIGINT NOT "
        "NULL DEFAULT 0, with_citations BIGINT NOT NULL DEFAULT 0, mentioned BIGINT NOT NULL "
        "DEFAULT 0, mention_count BIGINT NOT NULL DEFAULT 0, position_sum BIGINT NOT NULL "
        "DEFAULT 0, position_squares BIGINT NOT NULL DEFAULT 0, cited BIGINT NOT NULL DEFAULT "
        "0, positive BIGINT NOT NULL DEFAULT 0, neutral BIGINT NOT NULL DEFAULT 0, negative "
        "BIGINT NOT NULL DEFAULT 0, flip_pairs BIGINT NOT NULL DEFAULT 0, pairs BIGINT NOT NULL "
        "DEFAULT 0, sample_groups BIGINT NOT NULL DEFAULT 0, PRIMARY KEY (campaign_id, day, "
        "brand, endpoint, model))",
        // What answers named or cited beyond the tracked brands, per campaign and day: kind
        // 'brand' (the judge's list, rank_sum its 1-based order) or 'domain' (cited).
        "CREATE TABLE visibility_daily_names (campaign_id TEXT NOT NULL REFERENCES "
        "visibility_campaigns(id) ON DELETE CASCADE, day TEXT NOT NULL, kind TEXT NOT NULL, "
        "name TEXT NOT NULL, answers BIGINT NOT NULL DEFAULT 0, rank_sum BIGINT NOT NULL "
        "DEFAULT 0, PRIMARY KEY (campaign_id, day, kind, name))"}},
  };
}

}  // namespace seo::plugins::ai_visibility
