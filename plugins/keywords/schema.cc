#include "plugins/keywords/schema.h"

namespace seo::plugins::keywords {

using seo::sdk::Migration;

// Every migration of the module, in order; versions only grow, and none may break the build
// still serving during a reload (docs/plugin-guide.md).
std::vector<Migration> migrations() {
  return {
      // term_key and name_key hold the trimmed, lower-cased text, so duplicates are found through
      // the unique indexes whatever the database's collation.
      {1,
       "keyword groups and keywords",
       {"CREATE TABLE keyword_groups (id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
        "REFERENCES websites(id) ON DELETE CASCADE, name TEXT NOT NULL, name_key TEXT NOT "
        "NULL, created_at TEXT NOT NULL, UNIQUE (website_id, name_key))",
        "CREATE TABLE keywords (id TEXT PRIMARY KEY, website_id TEXT NOT NULL REFERENCES "
        "websites(id) ON DELETE CASCADE, term TEXT NOT NULL, term_key TEXT NOT NULL, "
        "volume BIGINT, difficulty INTEGER, cpc DOUBLE PRECISION, intent TEXT, "
        "opportunity TEXT, status TEXT NOT NULL DEFAULT 'active', is_starred INTEGER NOT "
        "NULL DEFAULT 0, funnel_stage TEXT, language TEXT, group_id TEXT REFERENCES "
        "keyword_groups(id) ON DELETE SET NULL, created_at TEXT NOT NULL, "
        "UNIQUE (website_id, term_key))",
        "CREATE INDEX keywords_website_created ON keywords (website_id, created_at)",
        "CREATE INDEX keywords_group ON keywords (group_id)"}},
      // The article a keyword is linked to, as the content module last reported it (blog_posts).
      {2,
       "linked articles",
       {"ALTER TABLE keywords ADD COLUMN article_id TEXT",
        "ALTER TABLE keywords ADD COLUMN article_title TEXT",
        "ALTER TABLE keywords ADD COLUMN article_status TEXT",
        "CREATE INDEX keywords_article ON keywords (website_id, article_id)"}},
      // Counts per website, status and group (keyword_counts.h), kept by every write.
      {3,
       "keyword counts",
       {// group_key: the group's id, or '' for keywords in no group (a key column cannot be
        // NULL).
        "CREATE TABLE keyword_counts (website_id TEXT NOT NULL REFERENCES websites(id) ON DELETE "
        "CASCADE, status TEXT NOT NULL, group_key TEXT NOT NULL, count BIGINT NOT NULL, "
        "PRIMARY KEY (website_id, status, group_key))",
        "INSERT INTO keyword_counts (website_id, status, group_key, count) "
        "SELECT website_id, status, COALESCE(group_id, ''), COUNT(*) FROM keywords "
        "GROUP BY website_id, status, COALESCE(group_id, '')",
        // The list's order, newest first with ties by id, straight from the index.
        "CREATE INDEX keywords_website_newest ON keywords (website_id, created_at, id)",
        "DROP INDEX keywords_website_created"}},
      // The list filtered by status or by group, in its order; the list's queries read ids
      // from these indexes alone, so a deep page skips index entries, not rows.
      {4,
       "list indexes per filter",
       {"CREATE INDEX keywords_website_status_newest ON keywords (website_id, status, "
        "created_at, id)",
        "CREATE INDEX keywords_website_group_newest ON keywords (website_id, group_id, "
        "created_at, id)"}},
      // The version of each website's list, raised with its counts (keyword_counts.h): a
      // process's page marks hold only for the version they were read at. None: version 0.
      {5,
       "list versions",
       {"CREATE TABLE keyword_list_versions (website_id TEXT PRIMARY KEY REFERENCES "
        "websites(id) ON DELETE CASCADE, version BIGINT NOT NULL)"}},
      // Rank tracking (rank_store.h): the keywords tracked, each website's settings, the checks
      // posted to the SERP queue and not yet read, the readings, and the run whose turn it is.
      {6,
       "rank tracking",
       {"ALTER TABLE keywords ADD COLUMN tracked INTEGER NOT NULL DEFAULT 0",
        "CREATE INDEX keywords_website_tracked ON keywords (website_id, tracked, id)",
        "CREATE TABLE keyword_rank_settings (website_id TEXT PRIMARY KEY REFERENCES websites(id) "
        "ON DELETE CASCADE, country TEXT NOT NULL, language TEXT NOT NULL, device TEXT NOT NULL, "
        "competitors TEXT NOT NULL, interval_hours BIGINT NOT NULL, updated_at TEXT NOT NULL)",
        "CREATE TABLE keyword_rank_tasks (task_id TEXT PRIMARY KEY, website_id TEXT NOT NULL "
        "REFERENCES websites(id) ON DELETE CASCADE, keyword_id TEXT NOT NULL REFERENCES "
        "keywords(id) ON DELETE CASCADE, device TEXT NOT NULL, country TEXT NOT NULL, language "
        "TEXT NOT NULL, posted_at TEXT NOT NULL)",
        "CREATE INDEX keyword_rank_tasks_website ON keyword_rank_tasks (website_id, posted_at)",
        "CREATE INDEX keyword_rank_tasks_keyword ON keyword_rank_tasks (keyword_id)",
        "CREATE TABLE keyword_rankings (keyword_id TEXT NOT NULL REFERENCES keywords(id) ON "
        "DELETE CASCADE, website_id TEXT NOT NULL REFERENCES websites(id) ON DELETE CASCADE, "
        "checked_at TEXT NOT NULL, device TEXT NOT NULL, country TEXT NOT NULL, language TEXT "
        "NOT NULL, position INTEGER, ranking_url TEXT, features TEXT NOT NULL, "
        "ai_overview_cited INTEGER NOT NULL, competitors TEXT NOT NULL, PRIMARY KEY "
        "(keyword_id, checked_at))",
        "CREATE INDEX keyword_rankings_website ON keyword_rankings (website_id, checked_at)",
        "CREATE TABLE keyword_rank_runs (website_id TEXT PRIMARY KEY REFERENCES websites(id) ON "
        "DELETE CASCADE, job_id TEXT NOT NULL, updated_at TEXT NOT NULL)"}},
      // The latest reading of each tracked keyword on the keyword itself (the Keyword's
      // position, position_change and ranking_url), so the list filters and sorts by them
      // without reading the history; filled from the readings of migration 6. And how far each
      // website's old readings are thinned to one a week (rank_thinning.h), and the digest.
      {7,
       "the latest rank reading on the keyword, thinning, the weekly digest",
       {"ALTER TABLE keywords ADD COLUMN rank_position INTEGER",
        "ALTER TABLE keywords ADD COLUMN rank_change INTEGER",
        "ALTER TABLE keywords ADD COLUMN rank_url TEXT",
        "ALTER TABLE keywords ADD COLUMN rank_checked_at TEXT",
        "UPDATE keywords SET rank_checked_at = (SELECT MAX(r.checked_at) FROM keyword_rankings r "
        "WHERE r.keyword_id = keywords.id) WHERE tracked = 1",
        "UPDATE keywords SET rank_position = (SELECT r.position FROM keyword_rankings r WHERE "
        "r.keyword_id = keywords.id AND r.checked_at = keywords.rank_checked_at), rank_url = "
        "(SELECT r.ranking_url FROM keyword_rankings r WHERE r.keyword_id = keywords.id AND "
        "r.checked_at = keywords.rank_checked_at) WHERE rank_checked_at IS NOT NULL",
        "CREATE TABLE keyword_rank_thinning (website_id TEXT PRIMARY KEY REFERENCES websites(id) "
        "ON DELETE CASCADE, thinned_before TEXT NOT NULL, updated_at TEXT NOT NULL)",
        // The weekly digest (rank_digest.h): to whom, and when it was last mailed.
        "ALTER TABLE keyword_rank_settings ADD COLUMN digest_emails TEXT NOT NULL DEFAULT '[]'",
        "ALTER TABLE keyword_rank_settings ADD COLUMN digest_sent_at TEXT"}},
  };
}

}  // namespace seo::plugins::keywords
