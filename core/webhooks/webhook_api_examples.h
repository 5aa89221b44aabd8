// File: webhook_api_examples.h
// Examples of the webhook routes' requests and answers for the API description
// (RouteSpec::bodyExample and ::answerExample), copied from real exchanges with the server and cut
// down: one element per list, long text shortened, only the fields every real answer had.
// tests/e2e/core/openapi_test.cc checks each against its schema, and OpenApiContract that real
// answers have every field shown.
#pragma once

#include <string_view>

namespace seo::core::webhook_examples {

// GET /webhooks/endpoints
inline constexpr std::string_view kGetWebhooksEndpoints200 = R"json({
  "data": [
    {
      "id": "6b0c5304-25eb-48dd-92b0-654eed7d102a",
      "url": "http://127.0.0.1:37793/b",
      "description": "",
      "event_types": ["*"],
      "active": true,
      "disabled_reason": null,
      "failing_since": null,
      "previous_secret_expires_at": null,
      "created_at": "2026-11-27T12:07:39.562Z",
      "updated_at": "2026-11-27T12:07:39.562Z"
    }
  ]
})json";
// POST /webhooks/endpoints
inline constexpr std::string_view kPostWebhooksEndpointsBody =
    R"json({"url": "https://hooks.invalid/in", "event_types": ["*"]})json";
inline constexpr std::string_view kPostWebhooksEndpoints201 = R"json({
  "data": {
    "id": "d6a1ec3d-0629-4cc8-ac0c-2ecdb9032d6f",
    "url": "https://hooks.invalid/in",
    "description": "",
    "event_types": ["*"],
    "active": true,
    "disabled_reason": null,
    "failing_since": null,
    "previous_secret_expires_at": null,
    "created_at": "2026-11-27T12:06:36.719Z",
    "updated_at": "2026-11-27T12:06:36.719Z",
    "secret": "whsec_kFfvdQ7TOT2tODTTLpqoLH6P8uNNKz68sEKCz7Rvpow="
  }
})json";
// GET /webhooks/endpoints/{id}
inline constexpr std::string_view kGetWebhooksEndpointsById200 = R"json({
  "data": {
    "id": "5c7332bc-1a7e-422c-ad1c-a08f7e56843e",
    "url": "http://127.0.0.1:37793/a",
    "description": "",
    "event_types": ["*"],
    "active": true,
    "disabled_reason": null,
    "failing_since": null,
    "previous_secret_expires_at": null,
    "created_at": "2026-11-27T12:07:39.558Z",
    "updated_at": "2026-11-27T12:07:39.558Z"
  }
})json";
// PATCH /webhooks/endpoints/{id}
inline constexpr std::string_view kPatchWebhooksEndpointsByIdBody =
    R"json({"description": "CRM sync", "event_types": ["*"], "active": false})json";
inline constexpr std::string_view kPatchWebhooksEndpointsById200 = R"json({
  "data": {
    "id": "3f5524ac-0fda-4127-a2fb-2bdd0b47e1a8",
    "url": "http://127.0.0.1:45271/a",
    "description": "CRM sync",
    "event_types": ["*"],
    "active": false,
    "disabled_reason": null,
    "failing_since": null,
    "previous_secret_expires_at": null,
    "created_at": "2026-11-27T12:07:38.240Z",
    "updated_at": "2026-11-27T12:07:38.267Z"
  }
})json";
// DELETE /webhooks/endpoints/{id}
inline constexpr std::string_view kDeleteWebhooksEndpointsById200 = R"json({"success": true})json";
// GET /webhooks/endpoints/{id}/deliveries
inline constexpr std::string_view kGetWebhooksEndpointsByIdDeliveries200 = R"json({
  "data": [
    {
      "id": "3c9bd11a-b197-4f95-8dbf-c1115f32870e",
      "endpoint_id": "a12cab72-404f-4cc1-9d03-0b102de0a7a5",
      "event_id": "msg_28007caa4c144e6fb0aca28d92cd5cae",
      "event_type": "webhooks.test",
      "status": "succeeded",
      "attempts": 1,
      "next_attempt_at": null,
      "last_error": null,
      "created_at": "2026-11-27T13:52:17.886Z",
      "updated_at": "2026-11-27T13:52:18.398Z",
      "attempt_log": [
        {
          "attempt": 1,
          "attempted_at": "2026-11-27T13:52:18.394Z",
          "http_status": 200,
          "error": null,
          "duration_ms": 3,
          "response": "{\"received\": true}"
        }
      ]
    }
  ],
  "meta": {"total": 1, "page": 1, "limit": 50}
})json";
// GET /webhooks/endpoints/{id}/deliveries/{delivery_id}
inline constexpr std::string_view kGetWebhooksEndpointsByIdDeliveriesByDeliveryId200 = R"json({
  "data": {
    "id": "3c9bd11a-b197-4f95-8dbf-c1115f32870e",
    "endpoint_id": "a12cab72-404f-4cc1-9d03-0b102de0a7a5",
    "event_id": "msg_28007caa4c144e6fb0aca28d92cd5cae",
    "event_type": "webhooks.test",
    "status": "succeeded",
    "attempts": 1,
    "next_attempt_at": null,
    "last_error": null,
    "created_at": "2026-11-27T13:52:17.886Z",
    "updated_at": "2026-11-27T13:52:18.398Z",
    "attempt_log": [
      {
        "attempt": 1,
        "attempted_at": "2026-11-27T13:52:18.394Z",
        "http_status": 200,
        "error": null,
        "duration_ms": 3,
        "response": "{\"received\": true}"
      }
    ],
    "payload": {
      "id": "msg_28007caa4c144e6fb0aca28d92cd5cae",
      "type": "webhooks.test",
      "created_at": "2026-11-27T13:52:17.886Z",
      "organization_id": "d25da8da-e285-49da-9b48-9d2e62474f58",
      "website_id": null,
      "data": {"message": "A test event from seo-server"}
    }
  }
})json";
// POST /webhooks/endpoints/{id}/deliveries/{delivery_id}/redeliver
inline constexpr std::string_view kPostRedeliver202 =
    R"json({
  "data": {
    "id": "3c9bd11a-b197-4f95-8dbf-c1115f32870e",
    "endpoint_id": "a12cab72-404f-4cc1-9d03-0b102de0a7a5",
    "event_id": "msg_28007caa4c144e6fb0aca28d92cd5cae",
    "event_type": "webhooks.test",
    "status": "pending",
    "attempts": 1,
    "next_attempt_at": "2026-11-27T13:52:21.643Z",
    "last_error": null,
    "created_at": "2026-11-27T13:52:17.886Z",
    "updated_at": "2026-11-27T13:52:21.643Z",
    "attempt_log": [
      {
        "attempt": 1,
        "attempted_at": "2026-11-27T13:52:18.394Z",
        "http_status": 200,
        "error": null,
        "duration_ms": 3,
        "response": "{\"received\": true}"
      }
    ]
  }
})json";
// POST /webhooks/endpoints/{id}/rotate-secret
inline constexpr std::string_view kPostWebhooksEndpointsByIdRotateSecret200 = R"json({
  "data": {
    "id": "a12cab72-404f-4cc1-9d03-0b102de0a7a5",
    "url": "http://127.0.0.1:18491/hooks/seo",
    "description": "CRM sync",
    "event_types": ["*"],
    "active": true,
    "disabled_reason": null,
    "failing_since": null,
    "previous_secret_expires_at": "2026-11-28T13:52:21.691Z",
    "created_at": "2026-11-27T13:52:15.518Z",
    "updated_at": "2026-11-27T13:52:21.691Z",
    "secret": "whsec_FSwqGzsLHSTgWi7O11s2ApTxfGJnv/kHME48liz3SgU="
  }
})json";
// POST /webhooks/endpoints/{id}/test
inline constexpr std::string_view kPostWebhooksEndpointsByIdTest202 = R"json({
  "data": {
    "id": "cd19cf97-c4fa-48b5-b8f4-aae1d2dd0d10",
    "endpoint_id": "5c7332bc-1a7e-422c-ad1c-a08f7e56843e",
    "event_id": "msg_39dd7f028dfb4dbebaa469dc0f612c84",
    "event_type": "webhooks.test",
    "status": "pending",
    "attempts": 0,
    "next_attempt_at": "2026-11-27T12:07:39.567Z",
    "last_error": null,
    "created_at": "2026-11-27T12:07:39.567Z",
    "updated_at": "2026-11-27T12:07:39.567Z",
    "attempt_log": []
  }
})json";
// GET /webhooks/event-types
inline constexpr std::string_view kGetWebhooksEventTypes200 = R"json({
  "data": [
    {
      "type": "credits.exhausted",
      "description": "A credit bucket of the organization reached its quota this period (o…",
      "module": "webhooks",
      "data_schema": {
        "type": "object",
        "required": ["resource", "quota", "used", "resets_at"],
        "properties": {
          "resource": {"type": "string"},
          "quota": {"type": "integer"},
          "used": {"type": "integer"},
          "resets_at": {"type": "string", "format": "date-time"}
        }
      }
    }
  ]
})json";

}  // namespace seo::core::webhook_examples
