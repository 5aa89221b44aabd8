// The way of a request (DESIGN.md): the console's files (console_assets.h), the agents' endpoint
// (mcp_endpoint.h, which runs its tools' requests back through route()), CORS, routing, body
// limit, authentication (a key or the console's session), plan check, website scoping, JSON
// parsing, the plugin's handler, the error envelope and the access log. Transport-neutral; the
// Pistache adapter feeds it.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include <rapidjson/document.h>

#include "core/auth/authenticator.h"
#include "core/auth/session_cookie.h"
#include "core/auth/session_store.h"
#include "core/console/console_assets.h"
#include "core/http/dispatch_stages.h"
#include "core/http/http_limits.h"
#include "core/http/outbound_lanes.h"
#include "core/http/paused_answers.h"
#include "core/http/request_handler.h"
#include "core/http/rate_limiter.h"
#include "core/host/host_impl.h"
#include "core/http/http_types.h"
#include "core/loader/plugin_manager.h"
#include "core/mcp/mcp_endpoint.h"
#include "core/metrics/metrics_endpoint.h"
#include "core/storage/database.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/request_context.h"

namespace seo::core {

class Answer;
struct HandlerCall;

// Thread-safe: handle() runs on every server thread at once.
class Dispatcher : public RequestHandler {
 public:
  Dispatcher(Database& db, PluginManager& plugins, HostImpl& host, std::int64_t max_body_bytes,
             std::string client_ip_header = "", OutboundPoolLimits limits = {},
             RateLimits rates = RateLimits{false},  // in-process callers: no rate limits
             SessionPolicy session_policy = {}, SessionCookie session_cookie = sessionCookieFor(""))
      : db_(db), plugins_(plugins), host_(host), auth_(db),
        sessions_(db, session_policy), session_cookie_(std::move(session_cookie)),
        max_body_bytes_(max_body_bytes),
        client_ip_header_(seo::sdk::ascii::lower(std::move(client_ip_header))), limits_(limits),
        per_key_(rates.enabled ? rates.per_key_per_second : 0, rates.per_key_burst),
        per_address_(rates.enabled ? rates.per_address_per_second : 0, rates.per_address_burst),
        failed_auth_(rates.enabled ? rates.failed_auth_per_address_per_second : 0,
                     rates.failed_auth_per_address_burst),
        mcp_(plugins, session_cookie_,
             [this](const HttpRequest& r, bool spend, KeyRecord* key) {
               return authenticateAgent(r, spend, key);
             },
             [this](HttpRequest r, Completion done) { runForAgent(std::move(r), done); }),
        paused_(rates.enabled ? std::make_unique<PausedAnswers>() : nullptr),
        outbound_(limits) {}

  // Takes the request by value: its headers, query and body move into the handler's context.
  void handle(HttpRequest request, Completion done) override;
  // handle(), waiting for the answer; for in-process callers such as tests.
  HttpResponse handleAndWait(const HttpRequest& request);
  // The most body bytes a request to `method` `path` may carry: the route's own limit, else the
  // server's (at most kPublicBodyLimit for routes without a key). Asked before a body is read.
  std::int64_t bodyLimit(const std::string& method, const std::string& path) const override;
  // Serves GET /metrics through `endpoint` (null: /metrics is not found). Set before serving.
  void serveMetrics(MetricsEndpoint* endpoint) { metrics_ = endpoint; }

 private:
  // The request's way through the stages of dispatch_stages.h.
  void route(HttpRequest& request, const std::string& request_id, const Completion& done);
  void runHandler(HttpRequest& request, const std::string& request_id,
                  std::shared_ptr<const Catalog> catalog, const RouteEntry& entry,
                  std::string sub_path, seo::sdk::Params path_params, rapidjson::Document body,
                  seo::sdk::Caller caller, const Completion& done);
  static void invoke(const RouteEntry& entry, HandlerCall& call,
                     const std::shared_ptr<Answer>& answer);
  // What McpEndpoint asks of the way of a request: the key's check, and an /api/v1 request run
  // from routing on.
  Refusal authenticateAgent(const HttpRequest& request, bool spend, KeyRecord* key);
  void runForAgent(HttpRequest request, const Completion& done);
  HttpResponse healthz();
  HttpResponse answerOpenApi(const Catalog& catalog, const HttpRequest& request);
  HttpResponse answerMetrics(const HttpRequest& request);
  std::string clientIp(const HttpRequest& request) const;
  // Warns once when requests come through a proxy (forwarding headers) that client_ip_header
  // does not name: every client then shares the proxy's address and its rate limits.
  void noteForwarding(const HttpRequest& request);

  Database& db_;
  PluginManager& plugins_;
  HostImpl& host_;
  Authenticator auth_;
  SessionStore sessions_;  // the console's
  SessionCookie session_cookie_;
  ConsoleAssets console_;  // the console's shell: its page, scripts and stylesheet
  MetricsEndpoint* metrics_ = nullptr;
  std::int64_t max_body_bytes_;
  std::string client_ip_header_;  // lower case; "" trusts no header
  std::atomic<bool> forwarding_noted_{false};
  OutboundPoolLimits limits_;
  RateLimiter per_key_;      // keyed routes, by API key or console session
  RateLimiter per_address_;  // public routes and assets, by client address
  RateLimiter failed_auth_;  // 401s on keyed routes, by client address
  RateLimiter unmetered_{0, 0};  // an MCP message whose operation takes the key's token itself
  McpEndpoint mcp_;  // POST /mcp
  // Public routes' 429s, answered after kRefusalPause; null for in-process callers (no limits).
  std::unique_ptr<PausedAnswers> paused_;
  OutboundLanes outbound_;  // last: its threads are joined first, while the rest lives
};

// A handler's context with what it borrows: the parsed body and the raw one.
struct HandlerCall {
  rapidjson::Document body;
  std::string raw_body;
  seo::sdk::RequestContext ctx;
};

}  // namespace seo::core
