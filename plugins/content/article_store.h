// The `articles` table, always within one website and in the caller's session or transaction.
// Reads come whole (findArticle) or without the bodies (lists and the calendar, which never
// show them). Every write keeps article_counts.h in step: call them in a transaction.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "plugins/content/article.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

// What GET /articles may filter on: a status, and the article's day (calendarAt()) from `from`
// to `to` (ISO 8601 UTC bounds, `to` exclusive).
struct ArticleFilter {
  std::optional<std::string> status;
  std::optional<std::string> from;
  std::optional<std::string> to;
};

void insertArticle(soci::session& sql, const ArticleRecord& a);
// Writes every column of `a` (found by id and website). False when the article is gone.
bool updateArticle(soci::session& sql, const ArticleRecord& a);
// False when the website has no such article.
bool deleteArticle(soci::session& sql, const std::string& website_id, const std::string& id);

// The article `id` of `website_id`, bodies included; NotFound when there is none.
// Reads keep their statements prepared on the connection (seo/sdk/util/prepared_statement.h).
seo::sdk::Status findArticle(seo::sdk::Host& host, soci::session& sql,
                             const std::string& website_id, const std::string& id,
                             ArticleRecord* out);
// The same by id alone, for jobs (their website comes from the row).
seo::sdk::Status findArticleById(seo::sdk::Host& host, soci::session& sql, const std::string& id,
                                 ArticleRecord* out);

// Which job an article waits on; each kind keeps the id of its current one on the article.
enum class ArticleJob { kGeneration, kPublishing };

// For a job, inside `sql`'s transaction: reads article `id` and, when `job_id` is still its
// current job of kind `which`, applies `change`, stamps `updated_at` with `now` and writes it
// (into `*out` too, unless null). False when the article is gone or the job was superseded (a
// newer generation, a moved schedule): the job then has nothing to write.
bool changeForJob(seo::sdk::Host& host, soci::session& sql, const std::string& id,
                  ArticleJob which, const std::string& job_id, const std::string& now,
                  const std::function<void(ArticleRecord&)>& change, ArticleRecord* out);

// The website's articles passing `filter` in `window`, newest first (created_at, then id), no
// bodies: at most window.page.limit + 1, the extra one saying that more follow; and how many
// pass it (from article_counts.h unless the filter names days).
std::vector<ArticleRecord> listArticles(seo::sdk::Host& host, soci::session& sql,
                                        const std::string& website_id, const ArticleFilter& filter,
                                        const seo::sdk::ListWindow& window);
// An article's sort keys in the list, for its cursor.
std::vector<std::string> articleKeysOf(const ArticleRecord& a);
std::int64_t countArticles(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                           const ArticleFilter& filter);

// An article as the calendar shows it: what a Calendar event holds, read alone (a year of
// articles is read per request).
struct CalendarEntry {
  std::string id;
  std::string title;
  std::string date;  // calendarAt()
  std::string status;
  std::string pipeline_status;
  std::string article_type;
  std::optional<std::int64_t> volume;
  std::optional<std::int64_t> difficulty;
};

// The website's articles whose day falls in [from, to) (ISO 8601 UTC), by day then id, at most
// `limit`.
std::vector<CalendarEntry> calendarEntries(soci::session& sql, const std::string& website_id,
                                           const std::string& from, const std::string& to,
                                           std::int64_t limit);

// The website's `planned` articles the automation generates: those it planned itself, and
// those due to publish before `due_before` (ISO 8601 UTC); oldest first, at most `limit`. One
// whose generation failed for good waits for a person (no hourly retry spending credits).
std::vector<ArticleRecord> articlesToGenerate(seo::sdk::Host& host, soci::session& sql,
                                              const std::string& website_id,
                                              const std::string& due_before, std::int64_t limit);

// How many articles the website has whose origin is `origin` and created_at is at or after
// `since` (the automation's weekly budget).
std::int64_t countCreatedSince(soci::session& sql, const std::string& website_id,
                               const std::string& origin, const std::string& since);

}  // namespace seo::plugins::content
