// File: api_examples.h
// Examples of the content module's requests and answers for the API description
// (RouteSpec::bodyExample and ::answerExample), copied from real exchanges with the server and cut
// down: one element per list, long text shortened, only the fields every real answer had.
// tests/e2e/core/openapi_test.cc checks each against its schema, and OpenApiContract that real
// answers have every field shown.
#pragma once

#include <string_view>

namespace seo::plugins::content::examples {

// POST /articles
inline constexpr std::string_view kPostArticlesBody = R"json({
  "title": "Trail running for beginners",
  "date": "2026-11-28",
  "article_type": "listicle",
  "outline": ["Why trails"]
})json";
inline constexpr std::string_view kPostArticles201 = R"json({
  "data": {
    "id": "b2d21fe9-4131-4f47-87c1-66fe8eabe36c",
    "title": "ultra",
    "slug": "ultra",
    "status": "planned",
    "pipeline_status": "not_started",
    "article_type": "standard",
    "meta_description": null,
    "featured_image": null,
    "published_at": null,
    "scheduled_publish_at": "2026-11-28T09:00:00.000Z",
    "keywords": {"term": "ultra", "volume": 300, "difficulty": 60},
    "created_at": "2026-11-27T12:06:59.816Z",
    "keyword_id": "408aa9f0-6a7f-42a7-9356-94c98a14952b",
    "cms_url": null,
    "error": null,
    "updated_at": "2026-11-27T12:06:59.816Z",
    "outline": [{"heading": "x", "points": []}],
    "outline_source": "user",
    "content_markdown": null,
    "content_html": null,
    "instructions": null,
    "generation": {"source": null, "model": null, "total_tokens": 0, "job_id": null, "note": null},
    "cms": {"type": null, "url": null, "post_id": null}
  }
})json";
// GET /articles
inline constexpr std::string_view kGetArticles200 = R"json({
  "data": [
    {
      "id": "e9554e20-9120-4db6-8ec8-af43c83ce3f9",
      "title": "Big easy",
      "slug": "big-easy",
      "status": "planned",
      "pipeline_status": "not_started",
      "article_type": "standard",
      "meta_description": null,
      "featured_image": null,
      "published_at": null,
      "scheduled_publish_at": "2026-11-28T09:00:00.000Z",
      "keywords": {"term": "big easy", "volume": 1000, "difficulty": 20},
      "created_at": "2026-11-27T12:07:03.115Z",
      "keyword_id": "37baeea1-69a5-48e9-9ecd-0bea5f8840e3",
      "cms_url": null,
      "error": null,
      "updated_at": "2026-11-27T12:07:03.115Z"
    }
  ],
  "meta": {"limit": 100, "next_cursor": null}
})json";
// GET /articles/calendar
inline constexpr std::string_view kGetArticlesCalendar200 = R"json({
  "data": [
    {
      "id": "b2d21fe9-4131-4f47-87c1-66fe8eabe36c",
      "title": "ultra",
      "date": "2026-11-28T09:00:00.000Z",
      "status": "planned",
      "pipeline_status": "not_started",
      "article_type": "standard",
      "volume": 300,
      "difficulty": 60
    }
  ]
})json";
// GET /articles/{id}
inline constexpr std::string_view kGetArticlesById200 = R"json({
  "data": {
    "id": "58067b67-74dc-4c0c-8e8a-e6fc6982c218",
    "title": "Half",
    "slug": "half",
    "status": "in-progress",
    "pipeline_status": "writing",
    "article_type": "standard",
    "meta_description": null,
    "featured_image": null,
    "published_at": null,
    "scheduled_publish_at": "2026-11-29T09:00:00.000Z",
    "keywords": {"term": "half", "volume": 200, "difficulty": null},
    "created_at": "2026-11-27T12:07:03.115Z",
    "keyword_id": "19b4c730-8a75-436a-b333-48f73c003264",
    "cms_url": null,
    "error": null,
    "updated_at": "2026-11-27T12:07:03.237Z",
    "outline": [],
    "outline_source": null,
    "content_markdown": null,
    "content_html": null,
    "instructions": null,
    "generation": {
      "source": null,
      "model": null,
      "total_tokens": 0,
      "job_id": "a5a4c1ad-8b9e-4271-ad54-234693d13858",
      "note": null
    },
    "cms": {"type": null, "url": null, "post_id": null}
  }
})json";
// PATCH /articles/{id}
inline constexpr std::string_view kPatchArticlesByIdBody = R"json({
  "title": "New title",
  "meta_description": "Short",
  "slug": "new-one",
  "content_markdown": "## Hello\n\n*hi*\n\n<script>x()</script>"
})json";
inline constexpr std::string_view kPatchArticlesById200 = R"json({
  "data": {
    "id": "a8f6ea71-1609-4bcc-a04e-0ba1afdbe2eb",
    "title": "New title",
    "slug": "new-one",
    "status": "planned",
    "pipeline_status": "not_started",
    "article_type": "standard",
    "meta_description": "Short",
    "featured_image": null,
    "published_at": null,
    "scheduled_publish_at": null,
    "keywords": null,
    "created_at": "2026-11-27T12:06:58.006Z",
    "keyword_id": null,
    "cms_url": null,
    "error": null,
    "updated_at": "2026-11-27T12:06:58.018Z",
    "outline": [{"heading": "One", "points": []}],
    "outline_source": "user",
    "content_markdown": "## Hello\n\n*hi*\n\n<script>x()</script>",
    "content_html": "<h2>Hello</h2>\n<p><em>hi</em></p>\n<!-- raw HTML omitted -->\n",
    "instructions": null,
    "generation": {"source": null, "model": null, "total_tokens": 0, "job_id": null, "note": null},
    "cms": {"type": null, "url": null, "post_id": null}
  }
})json";
// DELETE /articles/{id}
inline constexpr std::string_view kDeleteArticlesById200 = R"json({"success": true})json";
// POST /articles/{id}/generate
inline constexpr std::string_view kPostArticlesByIdGenerateBody = R"json({})json";
inline constexpr std::string_view kPostArticlesByIdGenerate202 = R"json({
  "data": {
    "id": "215474fe-fd50-4b51-a31f-0025b570760f",
    "title": "Trail shoes",
    "slug": "trail-shoes",
    "status": "queued",
    "pipeline_status": "queued",
    "article_type": "standard",
    "meta_description": "How to choose trail shoes",
    "featured_image": null,
    "published_at": null,
    "scheduled_publish_at": null,
    "keywords": null,
    "created_at": "2026-11-27T12:07:06.635Z",
    "keyword_id": null,
    "cms_url": null,
    "error": null,
    "updated_at": "2026-11-27T12:07:06.646Z",
    "outline": [{"heading": "Grip", "points": []}],
    "outline_source": "user",
    "content_markdown": null,
    "content_html": null,
    "instructions": null,
    "generation": {
      "source": null,
      "model": null,
      "total_tokens": 0,
      "job_id": "60357e21-402f-4869-a832-6080c712f389",
      "note": null
    },
    "cms": {"type": null, "url": null, "post_id": null}
  }
})json";
// POST /articles/{id}/publish
inline constexpr std::string_view kPostArticlesByIdPublishBody = R"json({"type": "ghost"})json";
inline constexpr std::string_view kPostArticlesByIdPublish202 = R"json({
  "data": {
    "id": "215474fe-fd50-4b51-a31f-0025b570760f",
    "title": "Trail shoes",
    "slug": "trail-shoes",
    "status": "completed",
    "pipeline_status": "publishing",
    "article_type": "standard",
    "meta_description": "How to choose trail shoes",
    "featured_image": null,
    "published_at": null,
    "scheduled_publish_at": null,
    "keywords": null,
    "created_at": "2026-11-27T12:07:06.635Z",
    "keyword_id": null,
    "cms_url": null,
    "error": null,
    "updated_at": "2026-11-27T12:07:06.961Z",
    "outline": [{"heading": "Grip", "points": []}],
    "outline_source": "user",
    "content_markdown": "Written by the model.\n\n## Grip\n\nA paragraph about grip, with **b…",
    "content_html": "<p>Written by the model.</p>\n<h2>Grip</h2>\n<p>A paragraph about gr…",
    "instructions": null,
    "generation": {
      "source": "llm",
      "model": "test-model",
      "total_tokens": 112,
      "job_id": "60357e21-402f-4869-a832-6080c712f389",
      "note": null
    },
    "cms": {"type": null, "url": null, "post_id": null}
  }
})json";
// POST /articles/{id}/schedule
inline constexpr std::string_view kPostArticlesByIdScheduleBody =
    R"json({"date": "2026-11-28T12:07:11.778Z"})json";
inline constexpr std::string_view kPostArticlesByIdSchedule200 = R"json({
  "data": {
    "id": "7a20307b-c175-4097-b427-71bf0e4a753f",
    "title": "Trail shoes",
    "slug": "trail-shoes",
    "status": "completed",
    "pipeline_status": "generated",
    "article_type": "standard",
    "meta_description": "How to choose trail shoes",
    "featured_image": null,
    "published_at": null,
    "scheduled_publish_at": "2026-11-28T12:07:11.778Z",
    "keywords": null,
    "created_at": "2026-11-27T12:07:11.655Z",
    "keyword_id": null,
    "cms_url": null,
    "error": null,
    "updated_at": "2026-11-27T12:07:11.779Z",
    "outline": [{"heading": "Grip", "points": []}],
    "outline_source": "user",
    "content_markdown": "Written by the model.\n\n## Grip\n\nA paragraph about grip, with **b…",
    "content_html": "<p>Written by the model.</p>\n<h2>Grip</h2>\n<p>A paragraph about gr…",
    "instructions": null,
    "generation": {
      "source": "llm",
      "model": "test-model",
      "total_tokens": 112,
      "job_id": "e72303b9-1bbf-4396-b341-a13050e31dd1",
      "note": null
    },
    "cms": {"type": null, "url": null, "post_id": null}
  }
})json";
// DELETE /articles/{id}/schedule
inline constexpr std::string_view kDeleteArticlesByIdSchedule200 = R"json({
  "data": {
    "id": "f19392a4-b9ef-4d43-901b-af7b61e7a8ef",
    "title": "How to choose an espresso grinder",
    "slug": "how-to-choose-an-espresso-grinder",
    "status": "planned",
    "pipeline_status": "not_started",
    "article_type": "guide",
    "meta_description": "An article about How to choose an espresso grinder (outline drafted…",
    "featured_image": null,
    "published_at": null,
    "scheduled_publish_at": null,
    "keywords": null,
    "created_at": "2026-11-27T13:51:59.690Z",
    "keyword_id": null,
    "cms_url": null,
    "error": null,
    "updated_at": "2026-11-27T13:52:01.207Z",
    "outline": [{"heading": "What How to choose an espresso grinder is", "points": []}],
    "outline_source": "offline",
    "content_markdown": null,
    "content_html": null,
    "instructions": null,
    "generation": {"source": null, "model": null, "total_tokens": 0, "job_id": null, "note": null},
    "cms": {"type": null, "url": null, "post_id": null}
  }
})json";
// GET /blog-posts
inline constexpr std::string_view kGetBlogPosts200 = R"json({
  "data": [
    {
      "id": "d41bbd38-0bac-4680-8b1e-a3df355ce917",
      "title": "Legacy",
      "slug": "legacy",
      "status": "planned",
      "content": null,
      "excerpt": "An excerpt",
      "featured_image": null,
      "published_at": null,
      "created_at": "2026-11-27T12:07:00.967Z"
    }
  ],
  "meta": {"total": 1, "page": 1, "limit": 20}
})json";
// GET /blog-posts/{id}
inline constexpr std::string_view kGetBlogPostsById200 = R"json({
  "data": {
    "id": "d41bbd38-0bac-4680-8b1e-a3df355ce917",
    "title": "Legacy",
    "slug": "legacy",
    "status": "planned",
    "content": null,
    "excerpt": "An excerpt",
    "featured_image": null,
    "published_at": null,
    "created_at": "2026-11-27T12:07:00.967Z"
  }
})json";
// GET /content/automation
inline constexpr std::string_view kGetContentAutomation200 = R"json({
  "data": {
    "auto_plan": true,
    "auto_generate": true,
    "auto_publish": true,
    "articles_per_week": 2,
    "publish_days": ["mon"],
    "publish_time": "10:00",
    "time_zone": "Europe/Berlin",
    "default_article_type": "standard",
    "cms_type": null,
    "planner_active": true,
    "last_run_at": "2026-11-27T12:07:03.115Z",
    "last_run": {
      "planned": ["e9554e20-9120-4db6-8ec8-af43c83ce3f9"],
      "generating": [],
      "notes": []
    }
  }
})json";
// PATCH /content/automation
inline constexpr std::string_view kPatchContentAutomationBody = R"json({
  "auto_plan": true,
  "auto_publish": true,
  "articles_per_week": 2,
  "publish_days": ["mon"],
  "publish_time": "10:00",
  "time_zone": "Europe/Berlin"
})json";
inline constexpr std::string_view kPatchContentAutomation200 = R"json({
  "data": {
    "auto_plan": false,
    "auto_generate": false,
    "auto_publish": false,
    "articles_per_week": 2,
    "publish_days": ["mon"],
    "publish_time": "10:00",
    "time_zone": "Europe/Berlin",
    "default_article_type": "standard",
    "cms_type": null,
    "planner_active": false,
    "last_run_at": "2026-11-30T12:07:03.534Z",
    "last_run": {
      "planned": ["5e118233-1fc2-457e-ad87-911a93701c86"],
      "generating": ["5e118233-1fc2-457e-ad87-911a93701c86"],
      "notes": []
    }
  }
})json";

}  // namespace seo::plugins::content::examples
