// Scheduling and publishing (registerPublishing): POST /articles/{id}/schedule, DELETE
// /articles/{id}/schedule, POST /articles/{id}/publish, and the durable job `content.publish`.
//
// POST /articles/{id}/schedule {"date": "YYYY-MM-DD" or an RFC 3339 date-time, "type"?}
//   sets scheduled_publish_at (publish_time.h: a bare date is the automation's publish time in
//   its time zone, 09:00 UTC by default). A completed article gets its publish job at once,
//   delayed to that time; an article still to be generated gets it when generation completes.
// POST /articles/{id}/publish {"type"?}: publishes a completed article now (202); publishing a
//   published one again updates the same post (Connector::update).
// `type` names the CMS connection (POST /connect's type); without it, the automation's cms_type
// or the website's only connection (cms_connection.h).
//
// Each publish job carries the article's publish_job_id: a schedule moved, cleared or
// overtaken by a newer publish leaves the older job nothing to do, so an article is published
// once per request, whichever server process runs the job. A failure keeps the article
// `completed` (or `published`, for an update) with `error` and pipeline `publish_failed`; the
// job retries with backoff (5 attempts); a refusal retrying cannot mend (no connection, bad
// credentials) ends at once.
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>

#include "plugins/content/article.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

inline constexpr const char* kPublishJob = "content.publish";
inline constexpr int kPublishAttempts = 5;

void registerPublishing(seo::sdk::Registrar& r);

// Enqueues the publish job of `a` in `sql`'s transaction, for its scheduled time (now when that
// has passed, or when `now` is set), and makes it the article's publish job (the caller writes
// `a`).
seo::sdk::Status queuePublish(seo::sdk::Host& host, soci::session& sql, ArticleRecord& a,
                              const std::optional<std::string>& type, bool now = false);

seo::sdk::Result<seo::sdk::Response> onScheduleArticle(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onUnscheduleArticle(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onPublishArticle(seo::sdk::RequestContext& ctx);
seo::sdk::Result<std::string> onPublishJob(seo::sdk::JobContext& job);

}  // namespace seo::plugins::content
