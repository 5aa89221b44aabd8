// The article resource (registerArticles, with the article events): POST /articles (plan), GET
// /articles (list), GET /articles/{id}, PATCH /articles/{id}, DELETE /articles/{id}. Generation,
// scheduling and publishing are in generation_routes.h and publishing_routes.h; the lifecycle in
// article.h.
//
// POST /articles: `title` or `keyword_id` (400 naming both when neither), `date`
//   (publish_time.h), `article_type` (article.h's kArticleTypes; default the automation's),
//   `outline` (content_values.h), and optionally `meta_description`, `featured_image`, `slug`.
//   Without an outline the language model plans one (title, slug, meta description), spending
//   the answer's ai_credits tokens; 402 then before anything is written. With an outline
//   nothing is asked and nothing spent. The linked keyword becomes `planned`.
// GET /articles: `status`, `from` and `to` (YYYY-MM-DD, UTC, inclusive, on the article's day:
//   when it was or is to be published), `limit` 1..100 (default 20), `page`; newest first.
// PATCH /articles/{id}: title, slug, meta_description, featured_image, article_type, outline,
//   content_markdown (rendered to HTML again) and status (planned or completed).
// DELETE /articles/{id}: the article goes; its keyword returns to `active`. A post already on
//   the CMS stays there.
#pragma once

#include <cstdint>

#include "seo/sdk/sdk.h"
#include "seo/sdk/util/provider_lanes.h"

namespace seo::plugins::content {

inline constexpr std::int64_t kArticleListDefault = 20;
inline constexpr std::int64_t kArticleListMax = 100;

void registerArticles(seo::sdk::Registrar& r);

// POST /articles: an article given its outline is written at once; one the model plans waits
// for it in `lanes` (a deferred answer; 429 with Retry-After when the organization's line is
// full).
seo::sdk::Result<seo::sdk::Response> onCreateArticle(seo::sdk::RequestContext& ctx,
                                                     seo::sdk::ProviderLanes& lanes);
seo::sdk::Result<seo::sdk::Response> onListArticles(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onGetArticle(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onUpdateArticle(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onDeleteArticle(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::content
