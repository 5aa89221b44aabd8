// An article as the API shows it: the spec's Article fields (id, title, slug, status,
// pipeline_status, article_type, meta_description, featured_image, published_at,
// scheduled_publish_at, keywords {term, volume, difficulty} | null, created_at), then ours:
// keyword_id, cms_url, error, updated_at. The detail (GET /articles/{id} and the answers of
// single-article writes) adds outline, content_markdown, content_html, instructions,
// generation {source, model, total_tokens, job_id, note} and cms {type, url, post_id}.
#pragma once

#include <rapidjson/document.h>

#include "plugins/content/article.h"
#include "plugins/content/article_store.h"
#include "seo/sdk/response.h"

namespace seo::plugins::content {

rapidjson::Value articleJson(const ArticleRecord& a, bool detail,
                             rapidjson::Document::AllocatorType& alloc);

// {data: the article's detail} with HTTP `status`: the answer of every single-article route.
seo::sdk::Response articleAnswer(const ArticleRecord& a, int status);

// {id, title, date, status, pipeline_status, article_type, volume, difficulty}: the spec's
// Calendar event; `date` is calendarAt(), volume and difficulty the linked keyword's (or null).
rapidjson::Value calendarEventJson(const CalendarEntry& e,
                                   rapidjson::Document::AllocatorType& alloc);

}  // namespace seo::plugins::content
