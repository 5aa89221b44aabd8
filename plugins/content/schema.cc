#include "plugins/content/schema.h"

namespace seo::plugins::content {

using seo::sdk::Migration;

// Every migration of the module, in order; versions only grow, and none may break the build
// still serving during a reload (docs/plugin-guide.md).
std::vector<Migration> migrations() {
  return {
      {1,
       "articles and content automation",
       {// outline holds JSON text; calendar_at is published_at, else scheduled_publish_at (the
        // calendar's day, kept with every write so the calendar reads one index range).
        "CREATE TABLE articles (id TEXT PRIMARY KEY, website_id TEXT NOT NULL REFERENCES "
        "websites(id) ON DELETE CASCADE, organization_id TEXT NOT NULL, title TEXT NOT NULL, "
        "slug TEXT NOT NULL, status TEXT NOT NULL, pipeline_status TEXT NOT NULL, article_type "
        "TEXT NOT NULL, meta_description TEXT, featured_image TEXT, outline TEXT NOT NULL, "
        "outline_source TEXT, instructions TEXT, content_markdown TEXT, content_html TEXT, "
        "keyword_id TEXT, keyword_term TEXT, keyword_volume BIGINT, keyword_difficulty BIGINT, "
        "scheduled_publish_at TEXT, published_at TEXT, calendar_at TEXT, cms_type TEXT, "
        "cms_url TEXT, cms_post_id TEXT, generation_job_id TEXT, generation_source TEXT, "
        "generation_model TEXT, total_tokens BIGINT NOT NULL DEFAULT 0, publish_job_id TEXT, "
        "error TEXT, origin TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)",
        // The list's order (newest first, ties by id), also within one status, and the
        // calendar's range, each straight from an index.
        "CREATE INDEX articles_website_created ON articles (website_id, created_at, id)",
        "CREATE INDEX articles_website_status ON articles (website_id, status, created_at, id)",
        "CREATE INDEX articles_website_calendar ON articles (website_id, calendar_at)",
        "CREATE INDEX articles_website_keyword ON articles (website_id, keyword_id)",
        // Per-website automation (automation_settings.h). planner_job_id: the planner job whose
        // turn it is, so one chain of planner jobs runs per website however often it is saved.
        "CREATE TABLE content_automation (website_id TEXT PRIMARY KEY REFERENCES websites(id) ON "
        "DELETE CASCADE, organization_id TEXT NOT NULL, settings TEXT NOT NULL, planner_job_id "
        "TEXT, last_run_at TEXT, last_run TEXT, updated_at TEXT NOT NULL)",
        // Counts per website and status (article_counts.h), kept by every write.
        "CREATE TABLE article_counts (website_id TEXT NOT NULL REFERENCES websites(id) ON DELETE "
        "CASCADE, status TEXT NOT NULL, count BIGINT NOT NULL, PRIMARY KEY (website_id, "
        "status))"}},
  };
}

}  // namespace seo::plugins::content
