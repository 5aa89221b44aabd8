// File: api_examples.h
// Examples of the ai_visibility module's requests and answers for the API description
// (RouteSpec::bodyExample and ::answerExample), copied from real exchanges with the server and cut
// down: one element per list, long text shortened, only the fields every real answer had.
// tests/e2e/core/openapi_test.cc checks each against its schema, and OpenApiContract that real
// answers have every field shown.
#pragma once

#include <string_view>

namespace seo::plugins::ai_visibility::examples {

// GET /ai-visibility/score
inline constexpr std::string_view kGetAiVisibilityScore200 = R"json({
  "data": {
    "score": 60.33,
    "components": {
      "visibility": 66.67,
      "share_of_voice": 50.0,
      "position": 80.0,
      "citations": 16.67,
      "sentiment": 100.0
    },
    "answers": 6,
    "website_id": "62ee8471-6f7a-4c80-97a9-2099d46433bc",
    "from": "2026-10-29",
    "to": "2026-11-27",
    "weights": {
      "visibility": 0.35,
      "share_of_voice": 0.25,
      "position": 0.15,
      "citations": 0.15,
      "sentiment": 0.1
    },
    "by_model": [
      {
        "score": 58.33,
        "components": {
          "visibility": 66.67,
          "share_of_voice": 40.0,
          "position": 66.67,
          "citations": 33.33,
          "sentiment": 100.0
        },
        "answers": 3,
        "model": "lab/model-a"
      }
    ],
    "trend": [
      {
        "score": 60.33,
        "components": {
          "visibility": 66.67,
          "share_of_voice": 50.0,
          "position": 80.0,
          "citations": 16.67,
          "sentiment": 100.0
        },
        "answers": 6,
        "date": "2026-11-27"
      }
    ]
  }
})json";
// GET /brand-radar/campaigns
inline constexpr std::string_view kGetBrandRadarCampaigns200 = R"json({
  "data": [
    {
      "id": "17637988-89eb-4525-bf46-3c9d77a05e63",
      "website_id": "82033007-ed1e-49c6-99fc-491c7e6259b3",
      "prompt": "Best CRM for agencies?",
      "brands": [{"name": "Acme", "domain": "acme.com"}],
      "competitors": [{"name": "Globex", "domain": ""}],
      "frequency": 7,
      "status": "paused",
      "languages": ["en"],
      "models": ["lab/model-a"],
      "samples": 3,
      "next_run_at": null,
      "last_run_at": null,
      "created_at": "2026-11-27T12:07:18.693Z",
      "updated_at": "2026-11-27T12:07:18.693Z"
    }
  ]
})json";
// POST /brand-radar/campaigns
inline constexpr std::string_view kPostBrandRadarCampaignsBody = R"json({
  "prompt": "Which CRM should a small agency use?",
  "brands": [{"name": "Acme", "domain": "acme.com"}],
  "competitors": [{"name": "Globex", "domain": "www.globex.com"}],
  "models": ["lab/model-a"],
  "languages": ["en"],
  "samples": 3,
  "status": "paused"
})json";
inline constexpr std::string_view kPostBrandRadarCampaigns201 = R"json({
  "data": {
    "id": "17637988-89eb-4525-bf46-3c9d77a05e63",
    "website_id": "82033007-ed1e-49c6-99fc-491c7e6259b3",
    "prompt": "Best CRM for agencies?",
    "brands": [{"name": "Acme", "domain": "acme.com"}],
    "competitors": [{"name": "Globex", "domain": ""}],
    "frequency": 7,
    "status": "paused",
    "languages": ["en"],
    "models": ["lab/model-a"],
    "samples": 3,
    "next_run_at": null,
    "last_run_at": null,
    "created_at": "2026-11-27T12:07:18.693Z",
    "updated_at": "2026-11-27T12:07:18.693Z"
  }
})json";
// GET /brand-radar/campaigns/{id}
inline constexpr std::string_view kGetBrandRadarCampaignsById200 = R"json({
  "data": {
    "id": "df69b396-4326-4a85-b7dc-c49a75853246",
    "website_id": "17fcff63-fb42-4ef8-9d29-3b7115cc8893",
    "prompt": "Best CRM for agencies?",
    "brands": [{"name": "Acme", "domain": "acme.com"}],
    "competitors": [{"name": "Globex", "domain": ""}],
    "frequency": 7,
    "status": "paused",
    "languages": ["en"],
    "models": ["lab/model-a"],
    "samples": 3,
    "next_run_at": null,
    "last_run_at": null,
    "created_at": "2026-11-27T12:07:20.025Z",
    "updated_at": "2026-11-27T12:07:20.025Z"
  }
})json";
// PATCH /brand-radar/campaigns/{id}
inline constexpr std::string_view kPatchBrandRadarCampaignsByIdBody = R"json({
  "competitors": [{"name": "Initech", "domain": "initech.io"}],
  "languages": ["de"],
  "models": ["lab/model-b"],
  "samples": 2,
  "frequency": 1
})json";
inline constexpr std::string_view kPatchBrandRadarCampaignsById200 = R"json({
  "data": {
    "id": "c2115144-3f27-4816-b957-485e98545cac",
    "website_id": "b0d9057a-ac54-4b23-ad6f-f7cc715656c0",
    "prompt": "Best CRM for agencies?",
    "brands": [{"name": "Acme", "domain": "acme.com"}],
    "competitors": [{"name": "Globex", "domain": ""}],
    "frequency": 7,
    "status": "paused",
    "languages": ["en"],
    "models": ["lab/model-a"],
    "samples": 5,
    "next_run_at": null,
    "last_run_at": null,
    "created_at": "2026-11-27T12:07:21.974Z",
    "updated_at": "2026-11-27T12:07:22.017Z"
  }
})json";
// DELETE /brand-radar/campaigns/{id}
inline constexpr std::string_view kDeleteBrandRadarCampaignsById200 =
    R"json({"success": true})json";
// GET /brand-radar/campaigns/{id}/metrics
inline constexpr std::string_view kGetBrandRadarCampaignsByIdMetrics200 = R"json({
  "data": {
    "campaign_id": "fa73e35c-fefb-4a94-9eed-cc201e58f438",
    "from": "2026-11-03",
    "to": "2026-12-02",
    "answers": 3,
    "brands": [
      {
        "answers": 3,
        "mentions": 3,
        "mention_rate": {
          "value": 100.0,
          "ci_low": 43.85,
          "ci_high": 100.0,
          "count": 3,
          "samples": 3
        },
        "share_of_voice": {
          "value": 100.0,
          "ci_low": 43.85,
          "ci_high": 100.0,
          "count": 3,
          "samples": 3
        },
        "average_position": {"value": 1.0, "ci_low": 1.0, "ci_high": 1.0, "samples": 3},
        "citation_share": {
          "value": 0.0,
          "ci_low": 0.0,
          "ci_high": 56.15,
          "count": 0,
          "samples": 3
        },
        "citation_rate": {
          "value": null,
          "ci_low": null,
          "ci_high": null,
          "count": 0,
          "samples": 0
        },
        "sentiment": {
          "value": 50.0,
          "ci_low": 50.0,
          "ci_high": 50.0,
          "samples": 3,
          "positive": 0,
          "neutral": 3,
          "negative": 0,
          "unknown": 0
        },
        "stability": {
          "flip_rate": null,
          "stability": null,
          "disagreeing_pairs": 0,
          "pairs": 0,
          "groups": 0
        },
        "name": "Acme",
        "role": "brand",
        "domain": "",
        "by_model": [
          {
            "answers": 3,
            "mentions": 3,
            "mention_rate": {
              "value": 100.0,
              "ci_low": 43.85,
              "ci_high": 100.0,
              "count": 3,
              "samples": 3
            },
            "share_of_voice": {
              "value": 100.0,
              "ci_low": 43.85,
              "ci_high": 100.0,
              "count": 3,
              "samples": 3
            },
            "average_position": {"value": 1.0, "ci_low": 1.0, "ci_high": 1.0, "samples": 3},
            "citation_share": {
              "value": 0.0,
              "ci_low": 0.0,
              "ci_high": 56.15,
              "count": 0,
              "samples": 3
            },
            "citation_rate": {
              "value": null,
              "ci_low": null,
              "ci_high": null,
              "count": 0,
              "samples": 0
            },
            "sentiment": {
              "value": 50.0,
              "ci_low": 50.0,
              "ci_high": 50.0,
              "samples": 3,
              "positive": 0,
              "neutral": 3,
              "negative": 0,
              "unknown": 0
            },
            "stability": {
              "flip_rate": null,
              "stability": null,
              "disagreeing_pairs": 0,
              "pairs": 0,
              "groups": 0
            },
            "model": "lab/model-a"
          }
        ],
        "trend": [
          {
            "answers": 1,
            "mention_rate": {
              "value": 100.0,
              "ci_low": 20.65,
              "ci_high": 100.0,
              "count": 1,
              "samples": 1
            },
            "share_of_voice": {
              "value": 100.0,
              "ci_low": 20.65,
              "ci_high": 100.0,
              "count": 1,
              "samples": 1
            },
            "average_position": {"value": 1.0, "ci_low": 1.0, "ci_high": 1.0, "samples": 1},
            "citation_share": {
              "value": 0.0,
              "ci_low": 0.0,
              "ci_high": 79.35,
              "count": 0,
              "samples": 1
            },
            "sentiment": {"value": 50.0, "ci_low": 50.0, "ci_high": 50.0, "samples": 1},
            "date": "2026-11-27"
          }
        ]
      }
    ],
    "sources": [],
    "other_brands": []
  }
})json";
// POST /brand-radar/campaigns/{id}/runs
inline constexpr std::string_view kPostBrandRadarCampaignsByIdRuns202 = R"json({
  "data": {
    "id": "25fe3bd8-e1c7-498c-b599-aceca1323fb0",
    "campaign_id": "508bddf1-56e0-4f2e-a3fe-815bc683675c",
    "trigger": "manual",
    "status": "queued",
    "prompt": "Best CRM?",
    "tracked": [{"name": "Acme", "domain": "acme.com", "role": "brand"}],
    "languages": ["en"],
    "models": ["search/model-s"],
    "samples": 1,
    "day": "2026-11-27",
    "checks_planned": 1,
    "checks_answered": 0,
    "checks_failed": 0,
    "tokens": 0,
    "judge": null,
    "error": null,
    "job_id": "8c88e5ec-5f7a-49a4-9e58-48f0d9ec6aa2",
    "created_at": "2026-11-27T12:07:27.906Z",
    "started_at": null,
    "finished_at": null,
    "answers": []
  }
})json";
// GET /brand-radar/campaigns/{id}/runs
inline constexpr std::string_view kGetBrandRadarCampaignsByIdRuns200 = R"json({
  "data": [
    {
      "id": "71c42bd4-cf67-44e7-a3c0-945b23dd1d8f",
      "campaign_id": "fa73e35c-fefb-4a94-9eed-cc201e58f438",
      "trigger": "schedule",
      "status": "running",
      "prompt": "Best CRM?",
      "tracked": [{"name": "Acme", "domain": "", "role": "brand"}],
      "languages": ["en"],
      "models": ["lab/model-a"],
      "samples": 1,
      "day": "2026-11-27",
      "checks_planned": 1,
      "checks_answered": 0,
      "checks_failed": 0,
      "tokens": 0,
      "judge": null,
      "error": null,
      "job_id": "997b80d1-2f2b-47e1-92ec-d10078402163",
      "created_at": "2026-11-27T12:07:21.898Z",
      "started_at": "2026-11-27T12:07:21.907Z",
      "finished_at": null,
      "answers": []
    }
  ],
  "meta": {"total": 1, "page": 1, "limit": 10, "next_cursor": null}
})json";
// GET /brand-radar/campaigns/{id}/runs/{run_id}
inline constexpr std::string_view kGetBrandRadarCampaignsByIdRunsByRunId200 = R"json({
  "data": {
    "id": "5480790d-2b34-45ab-b648-127098b455dc",
    "campaign_id": "c2115144-3f27-4816-b957-485e98545cac",
    "trigger": "manual",
    "status": "running",
    "prompt": "Best CRM for agencies?",
    "tracked": [{"name": "Acme", "domain": "acme.com", "role": "brand"}],
    "languages": ["en"],
    "models": ["lab/model-a"],
    "samples": 5,
    "day": "2026-11-27",
    "checks_planned": 5,
    "checks_answered": 0,
    "checks_failed": 0,
    "tokens": 0,
    "judge": null,
    "error": null,
    "job_id": "0557992c-af21-4054-8e20-902f462f6652",
    "created_at": "2026-11-27T12:07:22.122Z",
    "started_at": "2026-11-27T12:07:22.124Z",
    "finished_at": null,
    "answers": []
  }
})json";
// GET /prompt-research/campaigns
inline constexpr std::string_view kGetPromptResearchCampaigns200 = R"json({
  "data": [
    {
      "id": "073b562f-2726-4a23-b49b-d3b9527ccc21",
      "website_id": "7c30a6d4-8a4f-4059-baa8-221ccfc8faf4",
      "custom_prompt": "Where do I buy trail shoes?",
      "frequency": 7,
      "status": "active",
      "languages": ["en"],
      "models": ["lab/model-a"],
      "samples": 3,
      "next_run_at": "2026-12-04T12:07:19.663Z",
      "last_run_at": "2026-11-27T12:07:19.918Z",
      "created_at": "2026-11-27T12:07:19.663Z",
      "updated_at": "2026-11-27T12:07:19.922Z"
    }
  ]
})json";
// POST /prompt-research/campaigns
inline constexpr std::string_view kPostPromptResearchCampaignsBody = R"json({
  "custom_prompt": "Q?",
  "models": ["lab/model-a"],
  "samples": 2,
  "status": "paused"
})json";
inline constexpr std::string_view kPostPromptResearchCampaigns201 = R"json({
  "data": {
    "id": "073b562f-2726-4a23-b49b-d3b9527ccc21",
    "website_id": "7c30a6d4-8a4f-4059-baa8-221ccfc8faf4",
    "custom_prompt": "Where do I buy trail shoes?",
    "frequency": 7,
    "status": "active",
    "languages": ["en"],
    "models": ["lab/model-a"],
    "samples": 3,
    "next_run_at": "2026-11-27T12:07:19.663Z",
    "last_run_at": null,
    "created_at": "2026-11-27T12:07:19.663Z",
    "updated_at": "2026-11-27T12:07:19.663Z"
  }
})json";
// GET /prompt-research/campaigns/{id}
inline constexpr std::string_view kGetPromptResearchCampaignsById200 = R"json({
  "data": {
    "id": "a9a7e5b5-e88a-4d03-a309-36a25565686e",
    "website_id": "910d1b63-7f40-4c97-926d-dbce2f099b44",
    "custom_prompt": "Which espresso machine should a small cafe buy?",
    "frequency": 7,
    "status": "active",
    "languages": ["en"],
    "models": [],
    "samples": 3,
    "next_run_at": "2026-12-04T13:51:54.991Z",
    "last_run_at": "2026-11-27T13:51:54.991Z",
    "created_at": "2026-11-27T13:51:54.991Z",
    "updated_at": "2026-11-27T13:51:55.002Z"
  }
})json";
// PATCH /prompt-research/campaigns/{id}
inline constexpr std::string_view kPatchPromptResearchCampaignsByIdBody =
    R"json({"languages": ["en", "de"], "samples": 5, "status": "paused"})json";
inline constexpr std::string_view kPatchPromptResearchCampaignsById200 = R"json({
  "data": {
    "id": "a9a7e5b5-e88a-4d03-a309-36a25565686e",
    "website_id": "910d1b63-7f40-4c97-926d-dbce2f099b44",
    "custom_prompt": "Which espresso machine should a small cafe buy?",
    "frequency": 7,
    "status": "paused",
    "languages": ["en", "de"],
    "models": [],
    "samples": 5,
    "next_run_at": null,
    "last_run_at": "2026-11-27T13:51:54.991Z",
    "created_at": "2026-11-27T13:51:54.991Z",
    "updated_at": "2026-11-27T13:51:57.242Z"
  }
})json";
// DELETE /prompt-research/campaigns/{id}
inline constexpr std::string_view kDeletePromptResearchCampaignsById200 =
    R"json({"success": true})json";
// GET /prompt-research/campaigns/{id}/results
inline constexpr std::string_view kGetPromptResearchCampaignsByIdResults200 = R"json({
  "data": {
    "campaign_id": "cd8aab17-4ad7-42ad-961a-9dea27ea4ed9",
    "from": "2020-01-01",
    "to": "2020-01-31",
    "answers": 0,
    "website": null,
    "brands": [],
    "domains": []
  }
})json";
// POST /prompt-research/campaigns/{id}/runs
inline constexpr std::string_view kPostPromptResearchCampaignsByIdRuns202 = R"json({
  "data": {
    "id": "95c6125c-8376-4718-adb7-941ecdabe1a2",
    "campaign_id": "5c28d829-0d6e-42e4-be84-42fd87a2768f",
    "trigger": "manual",
    "status": "queued",
    "prompt": "Q?",
    "tracked": [{"name": "alpha.example", "domain": "alpha.example", "role": "brand"}],
    "languages": ["en"],
    "models": ["lab/model-a"],
    "samples": 2,
    "day": "2026-11-27",
    "checks_planned": 4,
    "checks_answered": 0,
    "checks_failed": 0,
    "tokens": 0,
    "judge": null,
    "error": null,
    "job_id": "52e00c51-216c-4632-8fb3-0f59c923fef4",
    "created_at": "2026-11-27T12:07:29.126Z",
    "started_at": null,
    "finished_at": null,
    "answers": []
  }
})json";
// GET /prompt-research/campaigns/{id}/runs
inline constexpr std::string_view kGetPromptResearchCampaignsByIdRuns200 = R"json({
  "data": [
    {
      "id": "24b731b6-a95b-4f0c-9bf7-a81ad98fca85",
      "campaign_id": "5c28d829-0d6e-42e4-be84-42fd87a2768f",
      "trigger": "manual",
      "status": "queued",
      "prompt": "Q?",
      "tracked": [{"name": "alpha.example", "domain": "alpha.example", "role": "brand"}],
      "languages": ["en"],
      "models": ["lab/model-a"],
      "samples": 2,
      "day": "2026-11-27",
      "checks_planned": 4,
      "checks_answered": 0,
      "checks_failed": 0,
      "tokens": 0,
      "judge": null,
      "error": null,
      "job_id": "7d7b0ce8-b350-4e53-a3af-2c37f7484876",
      "created_at": "2026-11-27T12:07:29.522Z",
      "started_at": null,
      "finished_at": null,
      "answers": []
    }
  ],
  "meta": {
    "limit": 1,
    "next_cursor": "63311f323032362d31312d32375431323a30373a32392e3532325a1f323462373331…"
  }
})json";
// GET /prompt-research/campaigns/{id}/runs/{run_id}
inline constexpr std::string_view kGetPromptResearchCampaignsByIdRunsByRunId200 = R"json({
  "data": {
    "id": "95c6125c-8376-4718-adb7-941ecdabe1a2",
    "campaign_id": "5c28d829-0d6e-42e4-be84-42fd87a2768f",
    "trigger": "manual",
    "status": "queued",
    "prompt": "Q?",
    "tracked": [{"name": "alpha.example", "domain": "alpha.example", "role": "brand"}],
    "languages": ["en"],
    "models": ["lab/model-a"],
    "samples": 2,
    "day": "2026-11-27",
    "checks_planned": 4,
    "checks_answered": 0,
    "checks_failed": 0,
    "tokens": 0,
    "judge": null,
    "error": null,
    "job_id": "52e00c51-216c-4632-8fb3-0f59c923fef4",
    "created_at": "2026-11-27T12:07:29.126Z",
    "started_at": null,
    "finished_at": null,
    "answers": []
  }
})json";
// GET /prompt-research/suggestions
inline constexpr std::string_view kGetPromptResearchSuggestions200 = R"json({
  "data": {
    "suggestions": [
      {"prompt": "Which trail shoes would you recommend?", "keyword": "trail shoes"}
    ],
    "source": "llm",
    "model": "judge-model",
    "note": null
  }
})json";

// The examples of one kind of campaign's routes (plugin.cc's addCampaignRoutes).
struct CampaignExamples {
  std::string_view create_body, created, campaign, update_body, updated, queued_run, runs,
      run;
};
inline constexpr CampaignExamples kBrandRadarExamples{
    kPostBrandRadarCampaignsBody,
    kPostBrandRadarCampaigns201,
    kGetBrandRadarCampaignsById200,
    kPatchBrandRadarCampaignsByIdBody,
    kPatchBrandRadarCampaignsById200,
    kPostBrandRadarCampaignsByIdRuns202,
    kGetBrandRadarCampaignsByIdRuns200,
    kGetBrandRadarCampaignsByIdRunsByRunId200};
inline constexpr CampaignExamples kPromptResearchExamples{
    kPostPromptResearchCampaignsBody,
    kPostPromptResearchCampaigns201,
    kGetPromptResearchCampaignsById200,
    kPatchPromptResearchCampaignsByIdBody,
    kPatchPromptResearchCampaignsById200,
    kPostPromptResearchCampaignsByIdRuns202,
    kGetPromptResearchCampaignsByIdRuns200,
    kGetPromptResearchCampaignsByIdRunsByRunId200};
// DELETE of either kind
inline constexpr std::string_view kDeleted = kDeleteBrandRadarCampaignsById200;

}  // namespace seo::plugins::ai_visibility::examples
