// Article generation (registerGeneration): POST /articles/{id}/generate and the durable job
// `content.generate`.
//
// POST /articles/{id}/generate {"words"?: 300..5000 (default 1200), "instructions"?: text}
//   202 {data: Article}: the article moves to `queued` and the job is enqueued in the same
//   transaction. 402 before anything is written when the paying organization's ai_credits are
//   exhausted (and billing is not metered); 409 while a generation is queued or running, and
//   for a published article (its post would change under it; publish a copy instead).
// The job: in-progress/outlining (the plan, when the article has no outline: the outline, a meta
//   description unless one is set, and the slug unless someone chose one), writing (the
//   Markdown), rendering (cmark's HTML), then completed/generated. Each model answer spends its
//   tokens (Models::ask). Without a model the offline template is written (source
//   `offline`). A final failure returns the article to `planned` with `error`; a transient one
//   is retried with backoff (3 attempts). A completed article with a schedule gets its publish
//   job (publishing_routes.h).
#pragma once

#include <soci/soci.h>

#include <string>

#include "plugins/content/article.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

inline constexpr const char* kGenerateJob = "content.generate";
inline constexpr int kGenerateAttempts = 3;
inline constexpr int kDefaultWords = 1200;
inline constexpr int kMinWords = 300;
inline constexpr int kMaxWords = 5000;

void registerGeneration(seo::sdk::Registrar& r);

// Moves `a` to queued and enqueues its generation job in `sql`'s transaction (the caller
// writes `a`). The caller has checked that generation may start.
seo::sdk::Status queueGeneration(seo::sdk::Host& host, soci::session& sql, ArticleRecord& a,
                                 int words);

seo::sdk::Result<seo::sdk::Response> onGenerateArticle(seo::sdk::RequestContext& ctx);
seo::sdk::Result<std::string> onGenerateJob(seo::sdk::JobContext& job);

}  // namespace seo::plugins::content
