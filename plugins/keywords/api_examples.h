// File: api_examples.h
// Examples of the keywords module's requests and answers for the API description
// (RouteSpec::bodyExample and ::answerExample), copied from real exchanges with the server and cut
// down: one element per list, long text shortened, only the fields every real answer had.
// tests/e2e/core/openapi_test.cc checks each against its schema, and OpenApiContract that real
// answers have every field shown.
#pragma once

#include <string_view>

namespace seo::plugins::keywords::examples {

// GET /keywords
inline constexpr std::string_view kGetKeywords200 = R"json({
  "data": [
    {
      "id": "7bbebb0f-b2e4-493e-92fe-fa3a61e35e76",
      "term": "Running Shoes",
      "volume": 1200,
      "difficulty": 37,
      "cpc": 1.25,
      "intent": "commercial",
      "opportunity": "High",
      "status": "active",
      "is_starred": false,
      "funnel_stage": "decision",
      "language": "de",
      "group_id": "f0446b6b-6d78-4ca4-98c2-2ac34f3b1196",
      "keyword_groups": {"id": "f0446b6b-6d78-4ca4-98c2-2ac34f3b1196", "name": "Shoes"},
      "blog_posts": null,
      "created_at": "2026-11-27T12:07:33.044Z",
      "is_tracked": true,
      "position": 4,
      "position_change": 3,
      "ranking_url": "https://www.alpha.example/running-shoes",
      "position_checked_at": "2026-11-29T06:00:02.118Z"
    }
  ],
  "meta": {"total": 2, "page": 1, "limit": 50, "next_cursor": null}
})json";
// POST /keywords
inline constexpr std::string_view kPostKeywordsBody = R"json({
  "keywords": [
    {
      "term": "Running Shoes",
      "volume": 1200,
      "difficulty": 37,
      "cpc": 1.25,
      "intent": "commercial",
      "opportunity": "High",
      "funnel_stage": "decision",
      "language": "de",
      "keyword_group": "Shoes"
    }
  ],
  "track": true
})json";
inline constexpr std::string_view kPostKeywords201 = R"json({
  "data": [
    {
      "id": "72451eff-f39a-4d3e-a508-45da5a60c9ce",
      "term": "running shoes",
      "volume": 40,
      "difficulty": 43,
      "cpc": 0.39,
      "intent": "informational",
      "opportunity": "High",
      "status": "active",
      "is_starred": false,
      "funnel_stage": "decision",
      "language": "en",
      "group_id": "18347dde-8ab2-418f-bbd8-312988c67238",
      "keyword_groups": {"id": "18347dde-8ab2-418f-bbd8-312988c67238", "name": "Shoes"},
      "blog_posts": null,
      "created_at": "2026-11-27T12:07:36.762Z",
      "is_tracked": false,
      "position": null,
      "position_change": null,
      "ranking_url": null,
      "position_checked_at": null
    }
  ],
  "count": 2,
  "skipped": [
    {
      "index": 2,
      "term": "running shoes",
      "reason": "duplicate",
      "existing_id": "72451eff-f39a-4d3e-a508-45da5a60c9ce"
    }
  ]
})json";
// DELETE /keywords
inline constexpr std::string_view kDeleteKeywordsBody =
    R"json({"ids": ["72451eff-f39a-4d3e-a508-45da5a60c9ce"]})json";
inline constexpr std::string_view kDeleteKeywords200 = R"json({"success": true, "deleted": 1})json";
// GET /keywords/groups
inline constexpr std::string_view kGetKeywordsGroups200 = R"json({
  "data": [
    {
      "id": "2ae12d2a-4c23-4b70-918f-9733efe3dcd5",
      "name": "Bags",
      "keyword_count": 1,
      "created_at": "2026-11-27T12:07:31.767Z"
    }
  ]
})json";
// POST /keywords/groups
inline constexpr std::string_view kPostKeywordsGroupsBody = R"json({"name": "A"})json";
inline constexpr std::string_view kPostKeywordsGroups201 = R"json({
  "data": {
    "id": "a8fbf42e-468e-4f7f-ba03-a0a26803901b",
    "name": "A",
    "keyword_count": 0,
    "created_at": "2026-11-27T12:07:37.627Z"
  }
})json";
// DELETE /keywords/groups/{id}
inline constexpr std::string_view kDeleteKeywordsGroupsById200 = R"json({"success": true})json";
// PUT /keywords/groups/{id}/keywords
inline constexpr std::string_view kPutKeywordsGroupsByIdKeywordsBody =
    R"json({"ids": ["bc9d60a0-e170-4e58-b59d-9363e845eea2"]})json";
inline constexpr std::string_view kPutKeywordsGroupsByIdKeywords200 =
    R"json({"success": true, "updated": 2})json";
// DELETE /keywords/groups/{id}/keywords
inline constexpr std::string_view kDeleteKeywordsGroupsByIdKeywordsBody =
    R"json({"ids": ["bc9d60a0-e170-4e58-b59d-9363e845eea2"]})json";
inline constexpr std::string_view kDeleteKeywordsGroupsByIdKeywords200 =
    R"json({"success": true, "updated": 1})json";
// POST /keywords/research
inline constexpr std::string_view kPostKeywordsResearchBody =
    R"json({"seed_keywords": ["running"], "limit": 5})json";
inline constexpr std::string_view kPostKeywordsResearch200 = R"json({
  "data": {
    "job_id": "20600fe7-16c2-47ec-aaec-4ca782360cc8",
    "status": "completed",
    "poll_url": "/keywords/research/20600fe7-16c2-47ec-aaec-4ca782360cc8",
    "created_at": "2026-11-27T12:07:37.230Z",
    "updated_at": "2026-11-27T12:07:37.483Z",
    "result": {
      "seed_keywords": ["trail"],
      "language": "en",
      "country": "US",
      "count": 10,
      "source": "offline-estimate",
      "estimate": true,
      "ai": {"skipped": "no LLM is configured on this server"},
      "keywords": [
        {
          "term": "cheap trail",
          "volume": 18100,
          "difficulty": 51,
          "cpc": 7.27,
          "intent": "transactional",
          "source": "offline-estimate",
          "suggested_by": "provider"
        }
      ]
    }
  }
})json";
inline constexpr std::string_view kPostKeywordsResearch202 = R"json({
  "data": {
    "job_id": "c0abde95-cfe1-4885-a225-ed54bebacb2b",
    "status": "pending",
    "poll_url": "/keywords/research/c0abde95-cfe1-4885-a225-ed54bebacb2b"
  }
})json";
// GET /keywords/research/{jobId}
inline constexpr std::string_view kGetKeywordsResearchByJobId200 = R"json({
  "data": {
    "job_id": "c0abde95-cfe1-4885-a225-ed54bebacb2b",
    "status": "pending",
    "poll_url": "/keywords/research/c0abde95-cfe1-4885-a225-ed54bebacb2b",
    "created_at": "2026-11-27T12:07:36.860Z",
    "updated_at": "2026-11-27T12:07:36.860Z"
  }
})json";
// PATCH /keywords/status
inline constexpr std::string_view kPatchKeywordsStatusBody =
    R"json({"ids": ["0a0e7dba-d5de-4cfc-9808-ec7c236af116"], "status": "planned"})json";
inline constexpr std::string_view kPatchKeywordsStatus200 =
    R"json({"success": true, "updated": 1})json";
// PATCH /keywords/starred
inline constexpr std::string_view kPatchKeywordsStarredBody =
    R"json({"ids": ["0a0e7dba-d5de-4cfc-9808-ec7c236af116"], "starred": true})json";
inline constexpr std::string_view kPatchKeywordsStarred200 =
    R"json({"success": true, "updated": 1})json";
// PUT /keywords/starred/{id}
inline constexpr std::string_view kPutKeywordsStarred200 = R"json({
  "data": {
    "id": "72451eff-f39a-4d3e-a508-45da5a60c9ce",
    "term": "running shoes",
    "volume": 40,
    "difficulty": 43,
    "cpc": 0.39,
    "intent": "informational",
    "opportunity": "High",
    "status": "active",
    "is_starred": true,
    "funnel_stage": "decision",
    "language": "en",
    "group_id": "18347dde-8ab2-418f-bbd8-312988c67238",
    "keyword_groups": {"id": "18347dde-8ab2-418f-bbd8-312988c67238", "name": "Shoes"},
    "blog_posts": null,
    "created_at": "2026-11-27T12:07:36.762Z",
    "is_tracked": false,
    "position": null,
    "position_change": null,
    "ranking_url": null,
    "position_checked_at": null
  }
})json";
// DELETE /keywords/starred/{id}
inline constexpr std::string_view kDeleteKeywordsStarred200 = R"json({
  "data": {
    "id": "72451eff-f39a-4d3e-a508-45da5a60c9ce",
    "term": "running shoes",
    "volume": 40,
    "difficulty": 43,
    "cpc": 0.39,
    "intent": "informational",
    "opportunity": "High",
    "status": "active",
    "is_starred": false,
    "funnel_stage": "decision",
    "language": "en",
    "group_id": "18347dde-8ab2-418f-bbd8-312988c67238",
    "keyword_groups": {"id": "18347dde-8ab2-418f-bbd8-312988c67238", "name": "Shoes"},
    "blog_posts": null,
    "created_at": "2026-11-27T12:07:36.762Z",
    "is_tracked": false,
    "position": null,
    "position_change": null,
    "ranking_url": null,
    "position_checked_at": null
  }
})json";

// PATCH /keywords/tracked
inline constexpr std::string_view kPatchKeywordsTrackedBody =
    R"json({"ids": ["0a0e7dba-d5de-4cfc-9808-ec7c236af116"], "tracked": true})json";
inline constexpr std::string_view kPatchKeywordsTracked200 =
    R"json({"success": true, "updated": 1})json";
// GET /keywords/{id}/rankings
inline constexpr std::string_view kGetKeywordRankings200 = R"json({
  "data": [
    {
      "checked_at": "2026-11-29T06:00:02.118Z",
      "position": 4,
      "ranking_url": "https://www.alpha.example/trail-shoes",
      "device": "desktop",
      "country": "DE",
      "language": "de",
      "serp_features": ["featured_snippet", "people_also_ask", "ai_overview"],
      "ai_overview_cited": true,
      "competitors": [{"domain": "rival.example", "position": 1}],
      "search_console": {"position": 3.6, "clicks": 12, "impressions": 410}
    }
  ]
})json";
// GET and PUT /keywords/rank-settings
inline constexpr std::string_view kGetRankSettings200 = R"json({
  "data": {
    "country": "DE",
    "language": "de",
    "device": "desktop",
    "competitors": ["rival.example"],
    "interval_hours": 24,
    "digest_emails": ["seo@alpha.example"],
    "note": null
  }
})json";
inline constexpr std::string_view kPutRankSettingsBody =
    R"json({"country": "DE", "language": "de", "competitors": ["rival.example"],
            "digest_emails": ["seo@alpha.example"]})json";

}  // namespace seo::plugins::keywords::examples
