// File: console_api_examples.h
// Examples of the console component's requests and answers for the API description
// (RouteSpec::bodyExample and ::answerExample), cut down from real exchanges with the server:
// one element per list, only the fields every real answer had. tests/e2e/core/openapi_test.cc
// checks each against its schema, and OpenApiContract that real answers have every field shown.
#pragma once

#include <string_view>

namespace seo::core::console_examples {

inline constexpr std::string_view kSuccess = R"json({"success": true})json";

// POST /auth/sign-in
inline constexpr std::string_view kPostAuthSignInBody =
    R"json({"email": "owner@example.com", "password": "correct horse battery staple"})json";
inline constexpr std::string_view kPostAuthSignIn200 = R"json({
  "data": {
    "id": "5f0e8e0a-4f7e-4c36-9a55-0d1f1c0b9e11",
    "user": {"id": "0b7d4bd9-2a1c-4f43-8d0e-6f8a1a1e2c33", "email": "owner@example.com"},
    "organization_id": "8a3b2f5e-1d4c-4e6b-9f7a-2c5d8e1f0a44",
    "role": "owner",
    "created_at": "2026-11-27T23:40:12.345Z",
    "last_used_at": "2026-11-27T23:40:12.345Z",
    "idle_until": "2026-12-11T23:40:12.345Z",
    "expires_at": "2026-12-27T23:40:12.345Z",
    "user_agent": "Mozilla/5.0 (X11; Linux x86_64)",
    "ip": "127.0.0.1",
    "csrf_token": "3f6c1b0e9d8a7f6e5d4c3b2a19081726354453627180f9e8d7c6b5a493827160"
  }
})json";

// GET /auth/session
inline constexpr std::string_view kGetAuthSession200 = kPostAuthSignIn200;

// GET /auth/sessions
inline constexpr std::string_view kGetAuthSessions200 = R"json({
  "data": [
    {
      "id": "5f0e8e0a-4f7e-4c36-9a55-0d1f1c0b9e11",
      "user": {"id": "0b7d4bd9-2a1c-4f43-8d0e-6f8a1a1e2c33", "email": "owner@example.com"},
      "organization_id": "8a3b2f5e-1d4c-4e6b-9f7a-2c5d8e1f0a44",
      "role": "owner",
      "created_at": "2026-11-27T23:40:12.345Z",
      "last_used_at": "2026-11-27T23:52:40.002Z",
      "idle_until": "2026-12-11T23:52:40.002Z",
      "expires_at": "2026-12-27T23:40:12.345Z",
      "user_agent": "Mozilla/5.0 (X11; Linux x86_64)",
      "ip": "127.0.0.1",
      "current": true
    }
  ]
})json";

// PUT /auth/password
inline constexpr std::string_view kPutAuthPasswordBody =
    R"json({"current_password": "correct horse battery staple",
            "new_password": "a longer passphrase, 2026"})json";

// POST /auth/password/set
inline constexpr std::string_view kPostAuthPasswordSetBody =
    R"json({"token": "Qm9vdHN0cmFwVG9rZW5FeGFtcGxlT25seTAxMjM0NTY",
            "new_password": "correct horse battery staple"})json";

// GET /console/pages
inline constexpr std::string_view kGetConsolePages200 = R"json({
  "data": [
    {
      "id": "hello",
      "title": "Greetings",
      "section": "Tools",
      "order": 10,
      "plugin": "hello",
      "module_url": "/api/v1/hello/console.js?v=9b1e4c2f7a0d3e5b8c6f1a2d4e7b9c0f"
    }
  ]
})json";

// GET /websites
inline constexpr std::string_view kGetWebsites200 = R"json({
  "data": [
    {
      "id": "3c9e2f4a-7b1d-4e8f-a6c5-0d2b9e8f7a61",
      "organization_id": "8a3b2f5e-1d4c-4e6b-9f7a-2c5d8e1f0a44",
      "domain": "example.com",
      "name": "Example",
      "language": "en",
      "created_at": "2026-11-27T23:40:12.345Z"
    }
  ]
})json";

// GET /auth/totp
inline constexpr std::string_view kGetAuthTotp200 =
    R"json({"data": {"enabled": false, "required": false}})json";

// POST /auth/totp/setup, POST /auth/totp/disable
inline constexpr std::string_view kPasswordBody =
    R"json({"password": "correct horse battery staple"})json";
inline constexpr std::string_view kPostAuthTotpSetup200 = R"json({
  "data": {
    "secret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    "otpauth_url": "otpauth://totp/SEO%20Server:owner%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=SEO%20Server&algorithm=SHA1&digits=6&period=30"
  }
})json";

// POST /auth/totp/enable
inline constexpr std::string_view kPostAuthTotpEnableBody = R"json({"code": "492039"})json";
inline constexpr std::string_view kPostAuthTotpEnable200 = R"json({
  "data": {
    "recovery_codes": ["k3v9q-8wz2m", "p4x7n-2r8tb", "c6h2d-9yq4f", "m8s3w-5k7jr", "t2b9v-6n4xp",
                       "f7q3z-8c2mh", "w5r8k-3d9ns", "x9m4p-7b2qt", "h3n6c-4v8wz", "q8d2f-9k5ry"]
  }
})json";

// GET /api-keys
inline constexpr std::string_view kGetApiKeys200 = R"json({
  "data": [
    {
      "id": "2f7d1c9e-4b3a-4e8d-9c6b-1a0f5e2d7c38",
      "prefix": "seo_Xc4Tq9Lm",
      "name": "Reporting",
      "user_id": "0b7d4bd9-2a1c-4f43-8d0e-6f8a1a1e2c33",
      "website_id": null,
      "active": true,
      "created_at": "2026-11-27T23:41:02.118Z",
      "last_used_at": "2026-11-28T06:12:40.551Z"
    }
  ]
})json";

// POST /api-keys
inline constexpr std::string_view kPostApiKeysBody =
    R"json({"name": "Reporting", "website_id": "3c9e2f4a-7b1d-4e8f-a6c5-0d2b9e8f7a61"})json";
inline constexpr std::string_view kPostApiKeys201 = R"json({
  "data": {
    "id": "2f7d1c9e-4b3a-4e8d-9c6b-1a0f5e2d7c38",
    "key": "seo_Xc4Tq9LmR2vB8nK5wP1sD7fH3jG6yZ0aE4uI9oQ",
    "prefix": "seo_Xc4Tq9Lm",
    "name": "Reporting",
    "user_id": "0b7d4bd9-2a1c-4f43-8d0e-6f8a1a1e2c33",
    "website_id": "3c9e2f4a-7b1d-4e8f-a6c5-0d2b9e8f7a61",
    "active": true,
    "created_at": "2026-11-27T23:41:02.118Z",
    "last_used_at": null
  }
})json";

// PATCH /api-keys/{id}
inline constexpr std::string_view kPatchApiKeysBody = R"json({"active": false})json";
inline constexpr std::string_view kPatchApiKeys200 = R"json({
  "data": {
    "id": "2f7d1c9e-4b3a-4e8d-9c6b-1a0f5e2d7c38",
    "prefix": "seo_Xc4Tq9Lm",
    "name": "Reporting",
    "user_id": "0b7d4bd9-2a1c-4f43-8d0e-6f8a1a1e2c33",
    "website_id": null,
    "active": false,
    "created_at": "2026-11-27T23:41:02.118Z",
    "last_used_at": "2026-11-28T06:12:40.551Z"
  }
})json";

// POST /websites
inline constexpr std::string_view kPostWebsitesBody =
    R"json({"domain": "shop.example.com", "name": "Shop", "language": "en"})json";
inline constexpr std::string_view kPostWebsites201 = R"json({
  "data": {
    "id": "9d3e7a41-2c5b-4f86-b0a9-6e1d2c7f8b35",
    "organization_id": "8a3b2f5e-1d4c-4e6b-9f7a-2c5d8e1f0a44",
    "domain": "shop.example.com",
    "name": "Shop",
    "language": "en",
    "created_at": "2026-11-28T01:52:10.404Z"
  }
})json";

// GET /members
inline constexpr std::string_view kGetMembers200 = R"json({
  "data": [
    {
      "user_id": "0b7d4bd9-2a1c-4f43-8d0e-6f8a1a1e2c33",
      "email": "owner@example.com",
      "name": "Ann Owner",
      "role": "owner",
      "joined_at": "2026-11-27T23:38:54.201Z",
      "password_set": true,
      "two_factor": false
    }
  ]
})json";

// POST /members
inline constexpr std::string_view kPostMembersBody =
    R"json({"email": "viewer@example.com", "role": "viewer", "name": "Val Viewer"})json";
inline constexpr std::string_view kPostMembers201 = R"json({
  "data": {
    "member": {
      "user_id": "6c1f0e2d-8b7a-4c39-a5d4-3e2f1b0c9d87",
      "email": "viewer@example.com",
      "name": "Val Viewer",
      "role": "viewer",
      "joined_at": "2026-11-28T07:02:11.530Z",
      "password_set": false,
      "two_factor": false
    },
    "invite_url": "https://seo.example.com/console/#/set-password/Jq8vR2kT0mXc5LwZ9pHs3NbY7dFa1GeU4iOo6KtC",
    "expires_at": "2026-11-29T07:02:11.530Z",
    "mailed": false
  }
})json";

// PATCH /members/{id}
inline constexpr std::string_view kPatchMembersBody = R"json({"role": "member"})json";
inline constexpr std::string_view kPatchMembers200 = R"json({
  "data": {
    "user_id": "6c1f0e2d-8b7a-4c39-a5d4-3e2f1b0c9d87",
    "email": "viewer@example.com",
    "name": "Val Viewer",
    "role": "member",
    "joined_at": "2026-11-28T07:02:11.530Z",
    "password_set": true,
    "two_factor": false
  }
})json";

// GET /usage
inline constexpr std::string_view kGetUsage200 = R"json({
  "data": {
    "since": "2026-10-30",
    "credits": [
      {"resource": "ai_credits", "quota": 100000, "used": 1490, "remaining": 98510,
       "resets_at": "2026-12-01T00:00:00.000Z"}
    ],
    "daily": [
      {"date": "2026-11-28", "resource": "ai_credits", "credits": 1490, "overage": 0}
    ]
  }
})json";

// GET /organization
inline constexpr std::string_view kGetOrganization200 = R"json({
  "data": {
    "id": "8a3b2f5e-1d4c-4e6b-9f7a-2c5d8e1f0a44",
    "name": "Acme",
    "plan": "pro",
    "metered_billing": true,
    "created_at": "2026-11-27T23:38:54.117Z"
  }
})json";

// PATCH /organization
inline constexpr std::string_view kPatchOrganizationBody = R"json({"metered_billing": true})json";

// GET /connections
inline constexpr std::string_view kGetConnections200 = R"json({
  "data": [
    {"type": "webhook", "available": true, "connected": true,
     "connected_at": "2026-11-28T07:40:02.113Z", "updated_at": "2026-11-28T07:40:02.113Z"}
  ]
})json";

// GET /auth/profile
inline constexpr std::string_view kGetAuthProfile200 = R"json({
  "data": {
    "id": "0b7d4bd9-2a1c-4f43-8d0e-6f8a1a1e2c33",
    "email": "owner@example.com",
    "name": "Ann Owner"
  }
})json";

// PATCH /auth/profile
inline constexpr std::string_view kPatchAuthProfileBody = R"json({"name": "Ann Owner"})json";

}  // namespace seo::core::console_examples
