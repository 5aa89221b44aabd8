// File: api_examples.h
// Examples of the analytics module's requests and answers for the API description
// (RouteSpec::bodyExample and ::answerExample), copied from real exchanges with the server and cut
// down: one element per list, long text shortened, only the fields every real answer had.
// tests/e2e/core/openapi_test.cc checks each against its schema, and OpenApiContract that real
// answers have every field shown.
#pragma once

#include <string_view>

namespace seo::plugins::analytics::examples {

// POST /analytics/collect
inline constexpr std::string_view kPostAnalyticsCollectBody = R"json({
  "site": "109013cb-ad19-490c-b459-64770a4a2ec0",
  "url": "https://alpha.example/x",
  "time": "2026-11-26T01:08:00.000Z",
  "webdriver": true
})json";
inline constexpr std::string_view kPostAnalyticsCollect200 =
    R"json({"success": true, "recorded": "bot"})json";
// POST /analytics/events
inline constexpr std::string_view kPostAnalyticsEventsBody = R"json({
  "name": "Signup",
  "url": "https://alpha.example/pricing",
  "ip": "203.0.113.7",
  "user_agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  "props": {"plan": "pro", "seats": 3},
  "revenue": {"currency": "EUR", "amount": "29.00"}
})json";
inline constexpr std::string_view kPostAnalyticsEvents200 =
    R"json({"success": true, "recorded": "event"})json";
// POST /analytics/plausible-event (and /api/event on the server's root)
inline constexpr std::string_view kPostAnalyticsPlausibleEventBody = R"json({
  "n": "Signup",
  "u": "https://alpha.example/pricing",
  "d": "alpha.example",
  "r": "https://www.google.com/",
  "p": {"plan": "pro"},
  "$": {"currency": "EUR", "amount": 29}
})json";
inline constexpr std::string_view kPostAnalyticsPlausibleEvent202 =
    R"json({"success": true, "recorded": "event"})json";
// GET /bot-traffic/bots
inline constexpr std::string_view kGetBotTrafficBots200 = R"json({
  "data": [
    {
      "bot": "GPTBot",
      "operator": "OpenAI",
      "purpose": "training",
      "hits": 3,
      "pages": 2,
      "last_seen": "2026-03-02T15:00:00.000Z"
    }
  ]
})json";
// GET /bot-traffic/daily
inline constexpr std::string_view kGetBotTrafficDaily200 =
    R"json({"data": [{"date": "2026-02-28", "hits": 0, "bots": {}}]})json";
// GET /bot-traffic/pages
inline constexpr std::string_view kGetBotTrafficPages200 = R"json({
  "data": [{"page": "/docs", "hits": 1, "bots": 1, "last_seen": "2026-11-27T12:07:37.562Z"}]
})json";
// GET /search-console/pages
inline constexpr std::string_view kGetSearchConsolePages200 = R"json({
  "data": [
    {
      "page": "https://alpha.example/",
      "clicks": 3,
      "impressions": 40,
      "ctr": 0.075,
      "position": 3.0
    }
  ]
})json";
// POST /track-bot
inline constexpr std::string_view kPostTrackBotBody = R"json({
  "site": "34cbedc9-4246-45b3-9909-e01f0aeed5a7",
  "url": "https://alpha.example/docs",
  "user_agent": "Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)"
})json";
inline constexpr std::string_view kPostTrackBot200 =
    R"json({"success": true, "recorded": "bot"})json";
// GET /website/geo
inline constexpr std::string_view kGetWebsiteGeo200 =
    R"json({"data": [{"country": "DE", "views": 5, "visits": 3}]})json";
// POST /website/share-links
inline constexpr std::string_view kPostShareLinksBody =
    R"json({"name": "For the board", "password": "a long pass phrase"})json";
inline constexpr std::string_view kPostShareLinks201 = R"json({"data": {
  "id": "0b5f3c1e-8d2a-4f6b-9c3d-2e1f0a9b8c7d", "name": "For the board",
  "password_protected": true, "created_at": "2026-11-28T10:00:00.000Z", "last_used_at": null,
  "token": "9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0",
  "url": "https://seo.example.com/api/v1/analytics/share#9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0"}})json";
// GET /website/share-links
inline constexpr std::string_view kGetShareLinks200 = R"json({"data": [{
  "id": "0b5f3c1e-8d2a-4f6b-9c3d-2e1f0a9b8c7d", "name": "For the board",
  "password_protected": true, "created_at": "2026-11-28T10:00:00.000Z",
  "last_used_at": "2026-11-28T11:30:00.000Z"}]})json";
// DELETE /website/share-links/{id}
inline constexpr std::string_view kDeleteShareLink200 = R"json({"success": true})json";
// GET /analytics/shared/website
inline constexpr std::string_view kGetSharedWebsite200 =
    R"json({"data": {"domain": "alpha.example", "name": "Alpha"}})json";
// GET /website/timeseries
inline constexpr std::string_view kGetWebsiteTimeseries200 = R"json({"data": [
  {"date": "2026-11-26", "visitors": 12, "visits": 15, "pageviews": 41},
  {"date": "2026-11-27", "visitors": 9, "visits": 11, "pageviews": 23}]})json";
// GET /website/pages
inline constexpr std::string_view kGetWebsitePages200 =
    R"json({"data": [{"page": "/", "pageviews": 120}, {"page": "/pricing", "pageviews": 45}]})json";
// GET /website/entry-pages
inline constexpr std::string_view kGetWebsiteEntryPages200 =
    R"json({"data": [{"page": "/", "entries": 80, "bounce_rate": 42.5}]})json";
// GET /website/sources
inline constexpr std::string_view kGetWebsiteSources200 = R"json({"data": [
  {"source": "www.google.com", "visits": 60, "pageviews": 150, "bounce_rate": 35.0,
   "avg_visit_duration": 94},
  {"source": "(direct)", "visits": 20, "pageviews": 31, "bounce_rate": 60.0,
   "avg_visit_duration": 22}]})json";
// GET /website/breakdown?by=channel
inline constexpr std::string_view kGetWebsiteBreakdown200 = R"json({"data": [
  {"value": "Organic Search", "visits": 60, "pageviews": 150, "bounce_rate": 35.0,
   "avg_visit_duration": 94},
  {"value": "AI Assistants", "visits": 12, "pageviews": 40, "bounce_rate": 25.0,
   "avg_visit_duration": 131},
  {"value": "Direct", "visits": 20, "pageviews": 31, "bounce_rate": 60.0,
   "avg_visit_duration": 22}]})json";
// GET /website/properties?key=plan
inline constexpr std::string_view kGetWebsiteProperties200 = R"json({"data": [
  {"value": "pro", "events": 41, "visitors": 37},
  {"value": "team", "events": 12, "visitors": 12}]})json";
// GET /website/realtime
inline constexpr std::string_view kGetWebsiteRealtime200 =
    R"json({"data": {"visitors": 3, "since": "2026-11-28T10:55:00.000Z"}})json";
// GET /website/summary
inline constexpr std::string_view kGetWebsiteSummary200 = R"json({
  "data": {
    "unique_visitors": 0,
    "total_visits": 0,
    "pageviews": 0,
    "views_per_visit": 0.0,
    "avg_visit_duration": 0,
    "bounce_rate": 0.0
  }
})json";
// GET /website/tracking
inline constexpr std::string_view kGetWebsiteTracking200 = R"json({
  "data": {
    "site_id": "707401ff-00a6-44c1-abbd-3f6fb1a1beb1",
    "script_url": "//[::1]:8080/api/v1/analytics/tracker.js",
    "snippet": "<script defer src=\"//[::1]:8080/api/v1/analytics/tracker.js\" data-…"
  }
})json";

// POST /website/goals
inline constexpr std::string_view kPostGoalsBody =
    R"json({"event_name": "Signup", "currency": "EUR"})json";
inline constexpr std::string_view kPostGoals201 = R"json({"data": {
  "id": "4c1d9e2a-7b3f-4e8a-9d6c-1f2e3a4b5c6d", "name": "Signup", "event_name": "Signup",
  "page_path": null, "currency": "EUR", "created_at": "2026-12-06T09:00:00.000Z"}})json";
// GET /website/goals
inline constexpr std::string_view kGetGoals200 = R"json({"data": [{
  "id": "4c1d9e2a-7b3f-4e8a-9d6c-1f2e3a4b5c6d", "name": "Signup", "event_name": "Signup",
  "page_path": null, "currency": "EUR", "created_at": "2026-12-06T09:00:00.000Z",
  "unique_conversions": 12, "total_conversions": 14, "conversion_rate": 2.4,
  "revenue": {"total": 348.0, "average": 29.0, "currency": "EUR"}}, {
  "id": "7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b", "name": "Visit /pricing/**",
  "event_name": null, "page_path": "/pricing/**", "currency": null,
  "created_at": "2026-12-06T09:05:00.000Z", "unique_conversions": 75, "total_conversions": 102,
  "conversion_rate": 15.0, "revenue": null}]})json";
// DELETE /website/goals/{id}
inline constexpr std::string_view kDeleteGoal200 = R"json({"success": true})json";

// POST /website/funnels
inline constexpr std::string_view kPostFunnelsBody = R"json({"name": "Pricing to signup",
  "steps": ["7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b", "4c1d9e2a-7b3f-4e8a-9d6c-1f2e3a4b5c6d"]})json";
inline constexpr std::string_view kPostFunnels201 = R"json({"data": {
  "id": "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e", "name": "Pricing to signup",
  "steps": [{"goal_id": "7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b", "name": "Visit /pricing/**"},
            {"goal_id": "4c1d9e2a-7b3f-4e8a-9d6c-1f2e3a4b5c6d", "name": "Signup"}],
  "created_at": "2026-12-06T09:10:00.000Z"}})json";
// GET /website/funnels
inline constexpr std::string_view kGetFunnels200 = R"json({"data": [{
  "id": "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e", "name": "Pricing to signup",
  "steps": [{"goal_id": "7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b", "name": "Visit /pricing/**"},
            {"goal_id": "4c1d9e2a-7b3f-4e8a-9d6c-1f2e3a4b5c6d", "name": "Signup"}],
  "created_at": "2026-12-06T09:10:00.000Z"}]})json";
// GET /website/funnels/{id}
inline constexpr std::string_view kGetFunnel200 = R"json({"data": {
  "id": "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e", "name": "Pricing to signup",
  "created_at": "2026-12-06T09:10:00.000Z", "visitors": 500, "entering_visitors": 75,
  "conversion_rate": 16.0,
  "steps": [{"goal_id": "7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b", "name": "Visit /pricing/**",
             "visitors": 75, "conversion_rate": 100.0, "step_conversion_rate": 100.0,
             "dropoff": 0, "dropoff_rate": 0.0},
            {"goal_id": "4c1d9e2a-7b3f-4e8a-9d6c-1f2e3a4b5c6d", "name": "Signup",
             "visitors": 12, "conversion_rate": 16.0, "step_conversion_rate": 16.0,
             "dropoff": 63, "dropoff_rate": 84.0}]}})json";
// DELETE /website/funnels/{id}
inline constexpr std::string_view kDeleteFunnel200 = R"json({"success": true})json";

}  // namespace seo::plugins::analytics::examples
