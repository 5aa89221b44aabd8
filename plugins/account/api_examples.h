// File: api_examples.h
// Examples of the account module's requests and answers for the API description
// (RouteSpec::bodyExample and ::answerExample), copied from real exchanges with the server and cut
// down: one element per list, long text shortened, only the fields every real answer had.
// tests/e2e/core/openapi_test.cc checks each against its schema, and OpenApiContract that real
// answers have every field shown.
#pragma once

#include <string_view>

namespace seo::plugins::account::examples {

// POST /connect
// (the request sent its settings beside `type`; the server reads them the same from `settings`)
inline constexpr std::string_view kPostConnectBody = R"json({
  "type": "wordpress",
  "settings": {
    "url": "https://127.0.0.1:32981",
    "username": "editor",
    "application_password": "abcd EFGH 1234 ijkl MNOP 5678"
  }
})json";
inline constexpr std::string_view kPostConnect200 = R"json({"success": true})json";
// GET /me
inline constexpr std::string_view kGetMe200 = R"json({
  "data": {
    "id": "0c566878-0ecd-4865-b77b-c8cec2eede04",
    "email": "owner@acme.test",
    "name": "acme owner",
    "organization": {
      "id": "bdb8a6cc-addf-4d80-b15f-f9d6b6c2e00c",
      "name": "acme",
      "metered_billing": false
    },
    "plan": {"name": "pro", "api_access": true},
    "website": {
      "id": "934a67bf-dbd4-44ea-88df-7d74974838eb",
      "domain": "acme.example",
      "name": "acme.example",
      "language": "en"
    },
    "api_key": {
      "id": "9ad4b658-9a0d-4cc3-a70b-2706963353f2",
      "prefix": "seo_9I3xIAmS",
      "name": "API key"
    },
    "credits": [
      {
        "resource": "ai_credits",
        "quota": 100000,
        "used": 0,
        "remaining": 100000,
        "resets_at": "2026-12-01T00:00:00.000Z"
      }
    ]
  }
})json";

}  // namespace seo::plugins::account::examples
