// File: api_examples.h
// Examples of the backlinks module's requests and answers for the API description
// (RouteSpec::bodyExample and ::answerExample), copied from real exchanges with the server and cut
// down: one element per list, long text shortened, only the fields every real answer had.
// tests/e2e/core/openapi_test.cc checks each against its schema, and OpenApiContract that real
// answers have every field shown.
#pragma once

#include <string_view>

namespace seo::plugins::backlinks::examples {

// GET /campaigns
inline constexpr std::string_view kGetCampaigns200 = R"json({
  "data": [
    {
      "id": "5a249eec-3fdd-46b4-8ae5-2bb9417dcc48",
      "keyword": "quiet topic",
      "niche": null,
      "status": "active",
      "language": "en",
      "target_domain": "alpha.example",
      "is_public": false,
      "public_share_token": null,
      "progress": {
        "stage": "completed",
        "percent": 100,
        "opportunities_found": 0,
        "queries_done": 10,
        "queries_total": 10,
        "sites_done": 0,
        "sites_total": 0,
        "search_source": "dataforseo",
        "estimate": false,
        "note": null,
        "error": null,
        "ai": "scored by test-model (130 tokens)",
        "started_at": "2026-11-27T12:06:44.701Z",
        "finished_at": "2026-11-27T12:06:44.819Z"
      },
      "general_strategies": [
        {
          "title": "Model strategy 1",
          "description": "What the model proposes, 1.",
          "source": "llm"
        }
      ],
      "websites": {"url": "https://alpha.example"},
      "created_at": "2026-11-27T12:06:44.693Z",
      "updated_at": "2026-11-27T12:06:44.819Z"
    }
  ]
})json";
// POST /campaigns
inline constexpr std::string_view kPostCampaignsBody = R"json({
  "keyword": "trail shoes",
  "niche": "outdoor sports",
  "language": "pt-BR",
  "target_domain": "Shop.Alpha.Example"
})json";
inline constexpr std::string_view kPostCampaigns201 = R"json({
  "data": {
    "id": "48319e64-1425-4be5-9097-1db89928c682",
    "keyword": "trail shoes",
    "niche": "outdoor sports",
    "status": "active",
    "language": "pt-BR",
    "target_domain": "shop.alpha.example",
    "is_public": false,
    "public_share_token": null,
    "progress": {
      "stage": "queued",
      "percent": 0,
      "opportunities_found": 0,
      "queries_done": 0,
      "queries_total": 0,
      "sites_done": 0,
      "sites_total": 0,
      "search_source": null,
      "estimate": false,
      "note": null,
      "error": null,
      "ai": null,
      "started_at": null,
      "finished_at": null
    },
    "general_strategies": [],
    "websites": {"url": "https://alpha.example"},
    "created_at": "2026-11-27T12:06:19.121Z",
    "updated_at": "2026-11-27T12:06:19.121Z"
  }
})json";
// GET /campaigns/{id}
inline constexpr std::string_view kGetCampaignsById200 = R"json({
  "data": {
    "id": "b0bcc23f-6f82-4f61-b63f-f29480eafb12",
    "keyword": "quiet topic",
    "niche": null,
    "status": "active",
    "language": "en",
    "target_domain": "alpha.example",
    "is_public": false,
    "public_share_token": null,
    "progress": {
      "stage": "completed",
      "percent": 100,
      "opportunities_found": 0,
      "queries_done": 10,
      "queries_total": 10,
      "sites_done": 0,
      "sites_total": 0,
      "search_source": "dataforseo",
      "estimate": false,
      "note": null,
      "error": null,
      "ai": "scored by test-model (130 tokens)",
      "started_at": "2026-11-27T12:06:22.142Z",
      "finished_at": "2026-11-27T12:06:22.196Z"
    },
    "general_strategies": [
      {"title": "Model strategy 1", "description": "What the model proposes, 1.", "source": "llm"}
    ],
    "websites": {"url": "https://alpha.example"},
    "created_at": "2026-11-27T12:06:21.880Z",
    "updated_at": "2026-11-27T12:06:22.196Z"
  }
})json";
// PATCH /campaigns/{id}
inline constexpr std::string_view kPatchCampaignsByIdBody =
    R"json({"niche": "outdoor sports", "status": "paused"})json";
inline constexpr std::string_view kPatchCampaignsById200 = R"json({
  "data": {
    "id": "b0bcc23f-6f82-4f61-b63f-f29480eafb12",
    "keyword": "quiet topic",
    "niche": "outdoor sports",
    "status": "paused",
    "language": "en",
    "target_domain": "alpha.example",
    "is_public": false,
    "public_share_token": null,
    "progress": {
      "stage": "completed",
      "percent": 100,
      "opportunities_found": 0,
      "queries_done": 10,
      "queries_total": 10,
      "sites_done": 0,
      "sites_total": 0,
      "search_source": "dataforseo",
      "estimate": false,
      "note": null,
      "error": null,
      "ai": "scored by test-model (130 tokens)",
      "started_at": "2026-11-27T12:06:22.142Z",
      "finished_at": "2026-11-27T12:06:22.196Z"
    },
    "general_strategies": [
      {"title": "Model strategy 1", "description": "What the model proposes, 1.", "source": "llm"}
    ],
    "websites": {"url": "https://alpha.example"},
    "created_at": "2026-11-27T12:06:21.880Z",
    "updated_at": "2026-11-27T12:06:22.222Z"
  }
})json";
// DELETE /campaigns/{id}
inline constexpr std::string_view kDeleteCampaignsById200 = R"json({"success": true})json";
// GET /campaigns/{id}/opportunities
inline constexpr std::string_view kGetCampaignsByIdOpportunities200 = R"json({
  "data": [
    {
      "id": "5464a8a2-0000-4000-8000-000000000000",
      "campaign_id": "5464a8a2-6c25-4197-aede-4d6bb0541cf2",
      "url": "https://site0.example/",
      "title": "Site 0",
      "strategy": "guest_post",
      "type": "blog",
      "relevance_score": 100,
      "domain_authority": null,
      "domain_rating": null,
      "monthly_traffic": null,
      "link_type": null,
      "niche_relevance": null,
      "reasoning": "seeded",
      "tags": ["seeded"],
      "status": "new",
      "contact_info": {"emails": ["editor@site0.example"], "contact_pages": []},
      "contact_email": "editor@site0.example",
      "contact_name": null,
      "outreach_status": "email_queued",
      "outreach_error": null,
      "emailed_at": null,
      "notes": null,
      "email_draft": null,
      "backlink_campaigns": {
        "keyword": "quiet topic",
        "websites": {"url": "https://alpha.example"}
      },
      "created_at": "2026-11-01T00:00:00.000Z",
      "updated_at": "2026-11-27T12:06:36.727Z"
    }
  ],
  "meta": {"limit": 50, "next_cursor": null}
})json";
// PATCH /opportunities/{id}
inline constexpr std::string_view kPatchOpportunitiesByIdBody = R"json({
  "status": "contacted",
  "contact_email": "Sam@Site0.Example",
  "contact_name": "Sam",
  "outreach_status": "replied",
  "notes": "Answered on Monday"
})json";
inline constexpr std::string_view kPatchOpportunitiesById200 = R"json({
  "success": true,
  "updated": {"outreach_status": "replied", "notes": "Answered on Monday"}
})json";
// POST /opportunities/{id}/generate-email
inline constexpr std::string_view kPostOpportunitiesByIdGenerateEmailBody =
    R"json({"tone": "formal", "sender_name": "Ann", "instructions": "Be brief"})json";
inline constexpr std::string_view kPostOpportunitiesByIdGenerateEmail200 = R"json({
  "data": {
    "opportunity_id": "eb898ecc-0000-4000-8000-000000000000",
    "subject": "A trail guide for your readers",
    "body_text": "Hello,\n\nWe wrote a guide your readers may like.\n\nAnn",
    "body_html": "<p>Hello,</p>\n<p>We wrote a guide your readers may like.</p>\n<p>An…",
    "to_email": "editor@site0.example",
    "source": "llm",
    "model": "test-model",
    "total_tokens": 120,
    "note": null,
    "created_at": "2026-11-27T12:06:31.368Z"
  }
})json";
// POST /opportunities/{id}/send-email
inline constexpr std::string_view kPostOpportunitiesByIdSendEmailBody = R"json({
  "to_email": "editor@site0.example",
  "subject": "Grüße",
  "body_text": "Hello",
  "body_html": "<p>Hello</p>"
})json";
inline constexpr std::string_view kPostOpportunitiesByIdSendEmail200 = R"json({
  "success": true,
  "message": "Email queued for sending; the opportunity's status is updated to out…",
  "data": {
    "opportunity_id": "86911a16-0000-4000-8000-000000000000",
    "to_email": "editor@site0.example",
    "subject": "Hi",
    "email_id": "c3bb48cc-f316-444a-8b94-7dbb834cad79",
    "message_id": "0NT5PT.CPY86LE9HKB81@alpha.example"
  }
})json";
// GET /outreach/do-not-contact
inline constexpr std::string_view kGetOutreachDoNotContact200 = R"json({
  "data": [
    {"email": "editor@site0.example", "reason": "asked", "created_at": "2026-11-27T12:06:36.351Z"}
  ]
})json";
// POST /outreach/do-not-contact
inline constexpr std::string_view kPostOutreachDoNotContactBody =
    R"json({"email": "Editor@Site0.example", "reason": "asked"})json";
inline constexpr std::string_view kPostOutreachDoNotContact200 = R"json({
  "data": {
    "email": "editor@site0.example",
    "reason": "asked",
    "created_at": "2026-11-27T12:06:36.351Z"
  }
})json";
inline constexpr std::string_view kPostOutreachDoNotContact201 = R"json({
  "data": {
    "email": "editor@site0.example",
    "reason": "asked",
    "created_at": "2026-11-27T12:06:36.351Z"
  }
})json";
// DELETE /outreach/do-not-contact/{email}
inline constexpr std::string_view kDeleteOutreachDoNotContactByEmail200 =
    R"json({"success": true})json";
// GET /outreach/smtp-settings
inline constexpr std::string_view kGetOutreachSmtpSettings200 = R"json({
  "data": {
    "host": "smtp.alpha.example",
    "port": 2525,
    "security": "starttls",
    "username": "ann",
    "has_password": true,
    "from_address": "ann@alpha.example",
    "from_name": "Ann",
    "updated_at": "2026-11-27T12:06:41.006Z"
  }
})json";
// PUT /outreach/smtp-settings
inline constexpr std::string_view kPutOutreachSmtpSettingsBody = R"json({
  "host": "127.0.0.1",
  "port": 49143,
  "security": "starttls",
  "from_address": "ann@alpha.example",
  "from_name": "Ann Läufer",
  "username": "ann",
  "password": "s3cret-pass"
})json";
inline constexpr std::string_view kPutOutreachSmtpSettings200 = R"json({
  "data": {
    "host": "127.0.0.1",
    "port": 49143,
    "security": "starttls",
    "username": "ann",
    "has_password": true,
    "from_address": "ann@alpha.example",
    "from_name": "Ann Läufer",
    "updated_at": "2026-11-27T12:06:36.702Z"
  }
})json";
// DELETE /outreach/smtp-settings
inline constexpr std::string_view kDeleteOutreachSmtpSettings200 = R"json({"success": true})json";
// GET /public/campaigns/{token}
inline constexpr std::string_view kGetPublicCampaignsByToken200 = R"json({
  "data": {
    "id": "db362be9-2ec6-44a4-8e99-163734639319",
    "keyword": "quiet topic",
    "niche": null,
    "status": "active",
    "language": "en",
    "target_domain": "alpha.example",
    "is_public": true,
    "public_share_token": null,
    "progress": {
      "stage": "completed",
      "percent": 100,
      "opportunities_found": 0,
      "queries_done": 10,
      "queries_total": 10,
      "sites_done": 0,
      "sites_total": 0,
      "search_source": "dataforseo",
      "estimate": false,
      "note": null,
      "error": null,
      "ai": "scored by test-model (130 tokens)",
      "started_at": "2026-11-27T12:06:23.194Z",
      "finished_at": "2026-11-27T12:06:23.342Z"
    },
    "general_strategies": [
      {"title": "Model strategy 1", "description": "What the model proposes, 1.", "source": "llm"}
    ],
    "websites": {"url": "https://alpha.example"},
    "created_at": "2026-11-27T12:06:22.929Z",
    "updated_at": "2026-11-27T12:06:23.450Z"
  }
})json";
// GET /public/campaigns/{token}/opportunities
inline constexpr std::string_view kGetPublicCampaignsByTokenOpportunities200 = R"json({
  "data": [
    {
      "id": "db362be9-0000-4000-8000-000000000000",
      "campaign_id": "db362be9-2ec6-44a4-8e99-163734639319",
      "url": "https://site0.example/",
      "title": "Site 0",
      "strategy": "guest_post",
      "type": "blog",
      "relevance_score": 100,
      "domain_authority": null,
      "domain_rating": null,
      "monthly_traffic": null,
      "link_type": null,
      "niche_relevance": null,
      "reasoning": "seeded",
      "tags": ["seeded"],
      "status": "new",
      "created_at": "2026-11-01T00:00:00.000Z"
    }
  ],
  "meta": {
    "total": 3,
    "page": 1,
    "limit": 2,
    "next_cursor": "63311f39391f64623336326265392d303030302d343030302d383030302d30303030…"
  }
})json";

}  // namespace seo::plugins::backlinks::examples
