#include "core/http/dispatch_stages.h"

#include <algorithm>
#include <string_view>

#include "core/auth/roles.h"
#include "core/auth/website_scope.h"
#include "core/common/json_text.h"
#include "core/http/page_headers.h"
#include "core/metrics/server_metrics.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/utf8.h"
#include "seo/sdk/util/uuid.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A viewer changes its password under /auth/, and a session that must first set up two-factor
// sign-in reaches those routes alone.
bool underAuth(const std::string& path) {
  std::optional<std::string> sub = apiSubPath(path);
  return sub && isOwnSignInPath(*sub);
}

// The console's navigation (its pages' registrations): what a session that must first set up
// two-factor sign-in needs to draw the security page, and no organization's data.
bool readsNavigation(const HttpRequest& request) {
  return request.method == "GET" && apiSubPath(request.path) == "/console/pages";
}

bool isBlank(const std::string& text) {
  return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

}  // namespace

bool isOwnSignInPath(std::string_view sub_path) { return sub_path.substr(0, 6) == "/auth/"; }

HttpResponse errorResponse(int status, const std::string& message) {
  rapidjson::Document doc(rapidjson::kObjectType);
  doc.AddMember("error", seo::sdk::json::string(message, doc.GetAllocator()), doc.GetAllocator());
  return HttpResponse{status, {}, jsonText(doc)};
}

HttpResponse fromStatus(const Status& s) { return errorResponse(s.httpStatus(), s.message()); }

HttpResponse tooManyRequests(std::string_view limit, const std::string& whose, int retry_after) {
  serverMetrics().rateLimited(limit);
  HttpResponse r = errorResponse(429, "Rate limit exceeded for " + whose + "; retry in " +
                                          std::to_string(retry_after) + " s");
  r.headers.emplace_back("Retry-After", std::to_string(retry_after));
  return r;
}

std::optional<std::string> apiSubPath(const std::string& path) {
  const std::string_view prefix = kApiPrefix;
  if (path.compare(0, prefix.size(), prefix) != 0 ||
      (path.size() > prefix.size() && path[prefix.size()] != '/')) {
    return std::nullopt;
  }
  std::string sub = path.substr(prefix.size());
  return sub.empty() ? "/" : sub;
}

std::int64_t bodyLimitOf(const seo::sdk::RouteOptions& options, std::int64_t server_limit) {
  if (options.max_body_bytes > 0) return options.max_body_bytes;
  return options.public_access ? std::min(server_limit, kPublicBodyLimit) : server_limit;
}

Refusal checkQueryText(const HttpRequest& request) {
  for (const auto& [name, value] : request.query) {
    if (!seo::sdk::utf8::isCleanText(name)) {
      return errorResponse(400, "Invalid query parameter name: not valid UTF-8 text");
    }
    if (!seo::sdk::utf8::isCleanText(value)) {
      return errorResponse(400, "Invalid query parameter: " + name +
                                    ": not valid UTF-8 text (or contains NUL)");
    }
  }
  return std::nullopt;
}

Refusal matchRoute(const Router& router, const std::string& method, const std::string& sub_path,
                   Router::Match* match) {
  *match = router.match(method, sub_path);
  if (match->outcome == Router::Outcome::NotFound) return errorResponse(404, "Resource not found");
  if (match->outcome == Router::Outcome::MethodNotAllowed) {
    HttpResponse r = errorResponse(405, "Method not allowed");
    std::string allow;
    for (const std::string& m : match->allowed) allow += (allow.empty() ? "" : ", ") + m;
    r.headers.emplace_back("Allow", allow);
    return r;
  }
  for (auto& [name, value] : match->params) {
    if (!seo::sdk::utf8::isCleanText(value)) return errorResponse(404, "Resource not found");
    value = seo::sdk::canonicalUuid(std::move(value));
  }
  return std::nullopt;
}

HttpResponse revalidatedAnswer(const HttpRequest& request, const std::string& etag,
                               const std::string& cache_control, const std::string& body,
                               const std::string& content_type) {
  HttpResponse r;
  r.headers.emplace_back("ETag", etag);
  r.headers.emplace_back("Cache-Control", cache_control);
  const std::string* match_tag = firstValue(request.headers, "if-none-match");
  if (match_tag != nullptr && *match_tag == etag) {
    r.status = 304;
  } else {
    r.body = body;
    r.content_type = content_type;
  }
  return r;
}

HttpResponse answerAsset(const RouteEntry& entry, const HttpRequest& request) {
  // Static files are public and cached by browsers; the ETag makes a revalidation cheap.
  HttpResponse r = revalidatedAnswer(
      request, entry.asset_etag, "public, max-age=" + std::to_string(entry.asset->max_age_seconds),
      entry.asset->body, entry.asset->content_type);
  // A plugin's HTML page is held to the console's rules: its own origin's scripts only.
  if (entry.asset->content_type.rfind("text/html", 0) == 0) addPageSecurityHeaders(r);
  return r;
}

Refusal checkBodySize(const HttpRequest& request, std::int64_t limit) {
  if (static_cast<std::int64_t>(request.body.size()) <= limit) return std::nullopt;
  return errorResponse(413, "Request body exceeds the limit of " + std::to_string(limit) +
                                " bytes");
}

Refusal authenticateCaller(Authenticator& auth, RateLimiter& per_key, RateLimiter& failed_auth,
                           const std::string& client_ip, const seo::sdk::RouteOptions& options,
                           const std::string& authorization, KeyRecord* key,
                           seo::sdk::Caller* caller) {
  // An address that has spent its failed attempts is answered from what the server knows: a
  // key in use still works, a guess costs no lookup.
  int retry_after = 0;
  const bool suspect = !failed_auth.hasToken(client_ip, &retry_after);
  Result<KeyRecord> found = auth.authenticate(authorization, /*known_only=*/suspect);
  if (!found.isOk()) {
    if (found.status().code() == seo::sdk::Code::Unauthenticated) {
      if (suspect) return tooManyRequests("failed_auth", "failed authentications from your address", retry_after);
      failed_auth.take(client_ip, &retry_after);
    }
    return fromStatus(found.status());
  }
  *key = std::move(found).value();
  if (!per_key.take(key->id, &retry_after)) return tooManyRequests("key", "this API key", retry_after);
  if (!options.open_to_every_tier && !key->api_access) {
    return errorResponse(403, kNoApiAccessMessage);
  }
  caller->api_key_id = key->id;
  caller->user_id = key->user_id;
  caller->user_email = key->user_email;
  caller->organization_id = key->organization_id;
  caller->plan = key->plan;
  return std::nullopt;
}

std::optional<std::string_view> sessionTokenOf(const HttpRequest& request,
                                               const SessionCookie& cookie) {
  if (!request.authorization.empty()) return std::nullopt;
  const std::string* header = firstValue(request.headers, "cookie");
  if (header == nullptr) return std::nullopt;
  return findCookie(*header, cookie.name);
}

Refusal authenticateSession(SessionStore& sessions, const SessionCookie& cookie,
                            RateLimiter& per_session, RateLimiter& failed_auth,
                            const std::string& client_ip, const HttpRequest& request,
                            std::string_view token, KeyRecord* key, seo::sdk::Caller* caller) {
  int retry_after = 0;
  if (!failed_auth.hasToken(client_ip, &retry_after)) {
    return tooManyRequests("failed_auth", "failed authentications from your address", retry_after);
  }
  Result<SessionRecord> found = sessions.resume(token);
  if (!found.isOk()) {
    if (found.status().code() == seo::sdk::Code::Unauthenticated) {
      failed_auth.take(client_ip, &retry_after);
    }
    return fromStatus(found.status());
  }
  SessionRecord& session = found.value();
  if (!per_session.take("session " + session.id, &retry_after)) {
    return tooManyRequests("key", "this session", retry_after);
  }
  // SameSite=Strict keeps other sites' requests from carrying the cookie; this also turns away
  // another origin of the same site (a different port, a sibling application).
  auto header = [&](std::string_view name) -> std::optional<std::string_view> {
    const std::string* v = firstValue(request.headers, name);
    return v ? std::optional<std::string_view>(*v) : std::nullopt;
  };
  if (!fromOwnOrigin(header("origin"), header("host"), cookie)) {
    return errorResponse(403, "Cross-origin request refused: the console's session works "
                              "only from the console's own pages");
  }
  if (request.method != "GET" && request.method != "HEAD") {
    const std::string* csrf = firstValue(request.headers, kCsrfHeader);
    if (csrf == nullptr || !csrfTokenMatches(token, *csrf)) {
      return errorResponse(403, "Missing or invalid X-CSRF-Token: a change made with the "
                                "console's session must carry the session's CSRF token");
    }
  }
  // An organization that requires two-factor sign-in lets a member without it only set it up.
  if (session.two_factor_missing && !underAuth(request.path) && !readsNavigation(request)) {
    return errorResponse(403, kTwoFactorSetupRequired);
  }
  key->user_id = session.user_id;
  key->user_email = session.user_email;
  key->organization_id = session.organization_id;
  key->plan = session.plan;
  key->role = session.role;
  key->session_id = session.id;
  caller->user_id = session.user_id;
  caller->user_email = session.user_email;
  caller->organization_id = session.organization_id;
  caller->plan = session.plan;
  return std::nullopt;
}

Refusal checkRole(const KeyRecord& key, const HttpRequest& request) {
  if (key.role != kViewerRole || request.method == "GET" || request.method == "HEAD" ||
      underAuth(request.path)) {
    return std::nullopt;
  }
  return errorResponse(403, "Your role in this organization (viewer) only reads");
}

Refusal parseBody(const std::string& raw, rapidjson::Document* body) {
  body->SetObject();
  if (isBlank(raw)) return std::nullopt;
  // Iterative, UTF-8 validated and depth limited: the body is the network's, not ours.
  if (Status s = seo::sdk::json::parse(raw, *body); !s.isOk()) return fromStatus(s);
  if (!body->IsObject()) return errorResponse(400, "Request body must be a JSON object");
  return std::nullopt;
}

Result<std::string> targetWebsiteId(const std::string& method, const rapidjson::Value& body,
                                    const HttpRequest& request,
                                    const std::string& key_website_id) {
  std::string website_id;
  if (method != "GET" && body.IsObject() && body.HasMember("website_id")) {
    const rapidjson::Value& v = body["website_id"];
    if (!v.IsString()) return Status::invalidField("website_id", "must be a string");
    website_id = v.GetString();
  } else if (const std::string* q = firstValue(request.query, "website_id")) {
    website_id = *q;
  }
  if (website_id.empty()) website_id = key_website_id;
  if (website_id.empty()) return Status::missingField("website_id");
  website_id = seo::sdk::canonicalUuid(std::move(website_id));
  if (!seo::sdk::isUuid(website_id)) return Status::invalidField("website_id", "must be a UUID");
  return website_id;
}

Refusal scopeWebsite(Authenticator& auth, const seo::sdk::RouteOptions& options,
                     const HttpRequest& request, const rapidjson::Value& body,
                     const KeyRecord& key, seo::sdk::Caller* caller) {
  if (!options.needs_website || options.public_access) return std::nullopt;
  Result<std::string> website_id = targetWebsiteId(request.method, body, request, key.website_id);
  if (!website_id.isOk()) return fromStatus(website_id.status());
  Result<WebsiteAccess> access = auth.website(key.user_id, website_id.value());
  if (!access.isOk()) return fromStatus(access.status());
  // The website's own organization must have API access too, or a key from a paid organization
  // could act on (and spend) a free one.
  if (key.session_id.empty() && !options.open_to_every_tier && !access.value().api_access) {
    return errorResponse(403, kNoApiAccessMessage);
  }
  caller->website_id = access.value().website_id;
  caller->website_organization_id = access.value().organization_id;
  return std::nullopt;
}

std::map<int, std::vector<std::string>> stageErrors(const seo::sdk::RouteOptions& options,
                                                    bool reads_body, bool reads_query,
                                                    bool names_resource) {
  std::map<int, std::vector<std::string>> errors;
  if (options.public_access) {
    errors[429].push_back("Too many requests from this address (Retry-After says when to retry)");
  } else {
    errors[401].push_back("The API key is missing or invalid");
    errors[403].push_back(options.open_to_every_tier
                              ? "The API key is inactive"
                              : "The API key is inactive, or the plan has no API access");
    errors[429].push_back("Too many requests with this API key (Retry-After says when to retry)");
    if (options.needs_website) {
      errors[400].push_back("`website_id` is missing (the key has no website) or not a UUID");
      errors[403].push_back("`website_id` names a website outside the caller's organizations");
    }
  }
  if (reads_body) {
    errors[400].push_back(
        "The body is not a JSON object, or a field is missing or invalid "
        "(the message names it)");
    errors[413].push_back("The body is larger than the route accepts");
  }
  if (reads_query) errors[400].push_back("A query parameter is invalid (the message names it)");
  if (names_resource) errors[404].push_back("Resource not found");
  if (!options.credit_resource.empty()) {
    errors[402].push_back("Usage limit reached for " + options.credit_resource);
  }
  if (options.outbound_calls) {
    errors[429].push_back("Too many outside calls waiting for this organization");
    errors[502].push_back("An outside service the route calls answered with an error");
    errors[503].push_back("The server has too many outside calls queued");
  }
  return errors;
}

}  // namespace seo::core
