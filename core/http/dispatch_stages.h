// The stages of a request's way through Dispatcher::route (DESIGN.md), each on its own so each
// is tested on its own (tests/core/http/dispatch_stages_test.cc):
//
//   checkQueryText -> matchRoute -> (answerAsset) -> checkBodySize
//   -> authenticateCaller (a key) or authenticateSession (the console's cookie) -> checkRole
//   -> parseBody -> scopeWebsite -> the handler
//
// A stage either lets the request pass (nullopt) or refuses it with the answer to send.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <rapidjson/document.h>

#include "core/auth/authenticator.h"
#include "core/auth/session_cookie.h"
#include "core/auth/session_store.h"
#include "core/http/http_types.h"
#include "core/http/rate_limiter.h"
#include "core/loader/catalog.h"
#include "core/router/router.h"
#include "core/storage/database.h"
#include "seo/sdk/internal/route.h"
#include "seo/sdk/plugin.h"
#include "seo/sdk/request_context.h"

namespace seo::core {

inline constexpr const char* kApiPrefix = "/api/v1";
// Body limit of public (no key) routes and of paths no route serves, unless a route sets its own.
inline constexpr std::int64_t kPublicBodyLimit = 64 * 1024;

using Refusal = std::optional<HttpResponse>;

// {"error": message} with `status`.
HttpResponse errorResponse(int status, const std::string& message);
HttpResponse fromStatus(const seo::sdk::Status& s);
// 429 with Retry-After, naming whose limit it was ("this API key", "your address"); counted in
// /metrics under `limit` ("key", "address", "failed_auth").
HttpResponse tooManyRequests(std::string_view limit, const std::string& whose, int retry_after);

// True for a path under /api/v1 of a person's own sign-in (/auth/...: sessions, password,
// two-factor), which a console session uses and an API key's caller has no use for.
bool isOwnSignInPath(std::string_view sub_path);

// The path under /api/v1 ("/" for the prefix itself), or nullopt for a path outside it.
std::optional<std::string> apiSubPath(const std::string& path);
// The body limit of a route with `options` on a server whose limit is `server_limit`.
std::int64_t bodyLimitOf(const seo::sdk::RouteOptions& options, std::int64_t server_limit);

// Decoded query names and values reach handlers, stores and logs: text only (400).
Refusal checkQueryText(const HttpRequest& request);

// The route serving `method` `sub_path` in `router` (404, or 405 with Allow). Path segments
// that are not text name no resource (404); a segment that is a UUID is lower-cased, as ids are
// stored.
Refusal matchRoute(const Router& router, const std::string& method, const std::string& sub_path,
                   Router::Match* match);

// `body` with its ETag and `cache_control`, or 304 when If-None-Match names the ETag.
HttpResponse revalidatedAnswer(const HttpRequest& request, const std::string& etag,
                               const std::string& cache_control, const std::string& body,
                               const std::string& content_type);

// A static asset's answer: the bytes, or 304 when If-None-Match names its ETag.
HttpResponse answerAsset(const RouteEntry& entry, const HttpRequest& request);

// 413 past `limit` (the HTTP layer refused larger bodies before reading them; this covers
// in-process callers).
Refusal checkBodySize(const HttpRequest& request, std::int64_t limit);

// A keyed route's caller: a valid active key (401) within its rate (429) whose plan has API
// access unless the route is open to every tier (403). Fills `key` and the key's part of `caller`.
// Each 401 spends a token of `client_ip` in `failed_auth`; an address without one is answered
// 429 for any key the server does not hold already, without a lookup.
Refusal authenticateCaller(Authenticator& auth, RateLimiter& per_key, RateLimiter& failed_auth,
                           const std::string& client_ip, const seo::sdk::RouteOptions& options,
                           const std::string& authorization, KeyRecord* key,
                           seo::sdk::Caller* caller);

// The console session token a request carries in `cookie`'s cookie, when it has no
// Authorization header (a key, when given, is the credential); nullopt otherwise.
std::optional<std::string_view> sessionTokenOf(const HttpRequest& request,
                                               const SessionCookie& cookie);

inline constexpr const char* kTwoFactorSetupRequired =
    "Your organization requires two-factor sign-in: turn it on under Security "
    "(POST /auth/totp/setup) before anything else";

// A keyed route's caller signed in to the console with session `token`: a live session (401),
// within its rate (429), from no other origin's page (403 for an Origin that is neither the
// request's Host nor `cookie.origin`), and, for every method but GET and HEAD, with the
// session's CSRF token in X-CSRF-Token (403); while its organization requires a two-factor
// sign-in the user has not turned on, to /auth/ routes and the console's navigation only (403).
// The plan's API access is not asked: a session is the application, not the API. Fills `key`
// (session_id set) and the caller; a 401 spends a token of `client_ip` in `failed_auth`.
Refusal authenticateSession(SessionStore& sessions, const SessionCookie& cookie,
                            RateLimiter& per_session, RateLimiter& failed_auth,
                            const std::string& client_ip, const HttpRequest& request,
                            std::string_view token, KeyRecord* key, seo::sdk::Caller* caller);

// A viewer (auth/roles.h) reads: any method but GET and HEAD is 403, but for the /auth/ routes
// of the user's own sign-in (sessions, password, two-factor).
Refusal checkRole(const KeyRecord& key, const HttpRequest& request);

// The body as a JSON object (an empty object when blank); 400 naming the problem otherwise.
Refusal parseBody(const std::string& raw, rapidjson::Document* body);

// The website a request targets: `website_id` of the body (writes) or the query (reads, and
// writes that put it there), else the key's bound website. 400 when none or not a UUID;
// lower-cased.
seo::sdk::Result<std::string> targetWebsiteId(const std::string& method,
                                              const rapidjson::Value& body,
                                              const HttpRequest& request,
                                              const std::string& key_website_id);

// The target website of a route that needs one, checked against the key's user (403 for a
// foreign one, 404 for none) and, for a key, the owning organization's plan; fills the website
// part of `caller`.
Refusal scopeWebsite(Authenticator& auth, const seo::sdk::RouteOptions& options,
                     const HttpRequest& request, const rapidjson::Value& body,
                     const KeyRecord& key, seo::sdk::Caller* caller);

// What the stages above may refuse a call of a route with `options` with, by status, for the
// API's description of its operation (openapi/operation.h): with a body to read, query
// parameters to check, a resource named in the path. A route that calls outside also answers
// what its lanes refuse (seo/sdk/util/provider_lanes.h and the host's outbound lanes).
std::map<int, std::vector<std::string>> stageErrors(const seo::sdk::RouteOptions& options,
                                                    bool reads_body, bool reads_query,
                                                    bool names_resource);

}  // namespace seo::core
