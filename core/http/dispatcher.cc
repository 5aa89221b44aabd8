#include "core/http/dispatcher.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <future>
#include <optional>
#include <string_view>

#include "core/auth/website_scope.h"
#include "core/common/ids.h"
#include "core/common/json_text.h"
#include "core/common/log.h"
#include "core/http/deprecation_headers.h"
#include "core/http/handler_headers.h"
#include "core/http/server_error.h"
#include "core/metrics/server_metrics.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/utf8.h"
#include "seo/sdk/util/uuid.h"

namespace seo::core {

using seo::sdk::Code;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A handler's answer as HTTP: failures other than the outside world's become a logged 500 with
// the request id, so no internal detail reaches the client.
HttpResponse fromHandler(const Result<seo::sdk::Response>& result, const std::string& request_id,
                         const RouteEntry& entry) {
  if (!result.isOk()) {
    const Status& s = result.status();
    if (s.httpStatus() >= 500 && s.code() != Code::Unavailable && s.code() != Code::BadGateway) {
      logLine(Level::Error, "handler failed",
              {{"request_id", request_id},
               {"plugin", entry.plugin},
               {"route", entry.route.method + " " + entry.route.path},
               {"error", redactedDatabaseText(s.message())}});
      return errorResponse(500, "Internal server error (request id " + request_id + ")");
    }
    return fromStatus(s);
  }
  return HttpResponse{result.value().status, {}, jsonText(result.value().body)};
}

}  // namespace

// A refusal a caller without credentials gets for a guess that was not good (a password, a
// link, a token) or for guessing too often: answered after kRefusalPause on public routes.
bool isRefusedGuess(int status) {
  return status == 401 || status == 403 || status == 404 || status == 429;
}

// The one answer of a request whose handler may answer later: the first answer wins, and a
// request whose responders are all dropped unanswered gets 503 rather than hanging.
class Answer {
 public:
  // `pauses`: where a refused guess waits before it is sent (a public route's), or null.
  Answer(Completion done, std::string request_id, std::shared_ptr<const Catalog> catalog,
         const RouteEntry& entry, HeaderList headers, PausedAnswers* pauses)
      : done_(std::move(done)),
        request_id_(std::move(request_id)),
        catalog_(std::move(catalog)),
        entry_(entry),
        headers_(std::move(headers)),
        pauses_(pauses) {}
  Answer(const Answer&) = delete;
  Answer& operator=(const Answer&) = delete;
  ~Answer() {
    if (!answered_.exchange(true)) {
      HttpResponse dropped = errorResponse(503, "The request was dropped before it was answered");
      dropped.route = entry_.route.path;
      done_(std::move(dropped));
    }
  }

  // A handler's answer, with the headers it added (handler_headers.h: already let through).
  void send(const Result<seo::sdk::Response>& result, const HeaderList& added = {}) {
    HttpResponse response = fromHandler(result, request_id_, entry_);
    for (const auto& header : added) response.headers.push_back(header);
    send(std::move(response));
  }
  // An answer the host makes itself (headers included).
  void send(HttpResponse response) {
    if (answered_.exchange(true)) return;
    response.route = entry_.route.path;
    for (const auto& header : headers_) response.headers.push_back(header);
    if (pauses_ != nullptr && isRefusedGuess(response.status)) {
      pauses_->after(kRefusalPause,
                     [done = done_, r = std::move(response)]() mutable { done(std::move(r)); });
      return;
    }
    done_(std::move(response));
  }

 private:
  std::atomic<bool> answered_{false};
  Completion done_;
  std::string request_id_;
  std::shared_ptr<const Catalog> catalog_;  // keeps entry_ (and its plugin) alive
  const RouteEntry& entry_;
  HeaderList headers_;  // the route's own on every answer (a deprecated route's)
  PausedAnswers* pauses_;
};

void Dispatcher::handle(HttpRequest request, Completion done) {
  auto started = std::chrono::steady_clock::now();
  if (client_ip_header_.empty() && !forwarding_noted_.load(std::memory_order_relaxed)) {
    noteForwarding(request);
  }
  std::string request_id = randomHex(8);
  // Every answer leaves through here: common headers, then the access log line.
  // /healthz's 503 is its report, not an error.
  const bool probe = request.path == "/healthz";
  serverMetrics().requestStarted();
  Completion finish = [started, request_id, probe, method = request.method, path = request.path,
                       done = std::move(done)](HttpResponse response) {
    std::string_view route = response.route.empty() ? kUnmatchedRoute : response.route;
    if (response.status >= 500 && !probe) {
      response = publicServerError(std::move(response), request_id);
    }
    response.headers.emplace_back("Access-Control-Allow-Origin", "*");
    response.headers.emplace_back("X-Request-Id", request_id);
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
            .count();
    logLine(Level::Info, "request",
            {{"method", method},
             {"path", path},
             {"status", response.status},
             {"duration_ms", ms},
             {"request_id", request_id}});
    serverMetrics().recordRequest(route, method, response.status, ms / 1000, response.body.size());
    serverMetrics().requestEnded();
    done(std::move(response));
  };
  if (request.method == "OPTIONS") {
    // CORS preflight: any origin may call; the key, not the origin, is the credential.
    HttpResponse response;
    response.status = 204;
    response.headers.emplace_back("Access-Control-Allow-Methods",
                                  "GET, POST, PUT, PATCH, DELETE, OPTIONS");
    response.headers.emplace_back("Access-Control-Allow-Headers", "Authorization, Content-Type");
    response.headers.emplace_back("Access-Control-Max-Age", "86400");
    response.route = "preflight";
    return finish(std::move(response));
  }
  if (request.path == "/healthz") {
    HttpResponse response = healthz();
    response.route = "/healthz";
    return finish(std::move(response));
  }
  if (request.path == kMetricsPath && metrics_ != nullptr) {
    return finish(answerMetrics(request));
  }
  if (request.path == kMcpPath) return mcp_.handle(std::move(request), finish);
  if (ConsoleAssets::serves(request.path)) {
    int retry_after = 0;
    HttpResponse response = per_address_.take(clientIp(request), &retry_after)
                                ? console_.answer(request)
                                : tooManyRequests("address", "your address", retry_after);
    response.route = "console";
    return finish(std::move(response));
  }
  route(request, request_id, finish);
}

Refusal Dispatcher::authenticateAgent(const HttpRequest& request, bool spend, KeyRecord* key) {
  seo::sdk::Caller caller;
  // An agent uses the API: the plan's API access is asked as for any route not open to every tier.
  return authenticateCaller(auth_, spend ? per_key_ : unmetered_, failed_auth_, clientIp(request),
                            seo::sdk::RouteOptions{}, request.authorization, key, &caller);
}

void Dispatcher::runForAgent(HttpRequest request, const Completion& done) {
  route(request, randomHex(8), done);
}

HttpResponse Dispatcher::handleAndWait(const HttpRequest& request) {
  auto answered = std::make_shared<std::promise<HttpResponse>>();
  std::future<HttpResponse> answer = answered->get_future();
  handle(request, [answered](HttpResponse r) { answered->set_value(std::move(r)); });
  return answer.get();
}

void Dispatcher::noteForwarding(const HttpRequest& request) {
  const char* name = forwardingHeaderOf(request);
  if (name != nullptr && !forwarding_noted_.exchange(true)) {
    logLine(Level::Warning,
            "requests come through a proxy but client_ip_header is not set: every client "
            "shares the proxy's address and its rate limits; set client_ip_header "
            "(SEO_CLIENT_IP_HEADER) to the header the proxy fills (docs/operations.md)",
            {{"header", name}, {"peer", request.peer_address}});
  }
}

std::string Dispatcher::clientIp(const HttpRequest& request) const {
  if (!client_ip_header_.empty()) {
    if (const std::string* v = firstValue(request.headers, client_ip_header_)) {
      // X-Forwarded-For grows to the right; the last hop is the one our proxy added.
      std::string_view list = *v;
      std::size_t comma = list.rfind(',');
      std::string last(
          seo::sdk::ascii::trim(comma == std::string_view::npos ? list : list.substr(comma + 1)));
      if (!last.empty()) return last;
    }
  }
  return request.peer_address;
}

// The server's state for probes and operators: 503 while the database cannot be reached or the
// storage refuses writes (reads may still be answered then).
HttpResponse Dispatcher::healthz() {
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  rapidjson::Document doc(rapidjson::kObjectType);
  auto& a = doc.GetAllocator();
  Status db = db_.ping();
  StorageHealth health = db_.health();
  const char* storage = "ok";
  if (health.write_fault == StorageFault::Full) storage = "full";
  if (health.write_fault == StorageFault::Unwritable) storage = "read_only";
  bool ok = db.isOk() && health.write_fault == StorageFault::None;
  doc.AddMember("status", rapidjson::StringRef(ok ? "ok" : "degraded"), a);
  doc.AddMember("database", rapidjson::StringRef(db.isOk() ? "ok" : "unavailable"), a);
  doc.AddMember("storage", rapidjson::StringRef(storage), a);
  rapidjson::Value plugins(rapidjson::kArrayType);
  for (const PluginInfo& p : catalog->plugins) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("name", seo::sdk::json::string(p.name, a), a);
    item.AddMember("version", seo::sdk::json::string(p.version, a), a);
    item.AddMember("abi", seo::sdk::json::string(p.abi, a), a);
    plugins.PushBack(item, a);
  }
  doc.AddMember("plugins", plugins, a);
  HttpResponse response{ok ? 200 : 503, {}, jsonText(doc)};
  if (!ok) response.headers.emplace_back("Retry-After", std::to_string(kRetryAfterSeconds));
  return response;
}

// The API description (public, like an asset): the catalog's document, or 304 when
// If-None-Match names its ETag.
HttpResponse Dispatcher::answerOpenApi(const Catalog& catalog, const HttpRequest& request) {
  if (request.method != "GET") {
    HttpResponse r = errorResponse(405, "Method not allowed");
    r.headers.emplace_back("Allow", "GET");
    return r;
  }
  int retry_after = 0;
  if (!per_address_.take(clientIp(request), &retry_after)) {
    return tooManyRequests("address", "your address", retry_after);
  }
  // no-cache: revalidate every time, since a hot swap changes the document.
  const Catalog::ApiDescription& document = catalog.openapi();
  return revalidatedAnswer(request, document.etag, "no-cache", document.text, "application/json");
}

// /metrics: the endpoint decides; the client is the one rate limits see.
HttpResponse Dispatcher::answerMetrics(const HttpRequest& request) {
  int retry_after = 0;
  if (!per_address_.take(clientIp(request), &retry_after)) {
    HttpResponse r = tooManyRequests("address", "your address", retry_after);
    r.route = kMetricsPath;
    return r;
  }
  return metrics_->answer(request, clientIp(request),
                          client_ip_header_.empty() && forwardingHeaderOf(request) != nullptr);
}

std::int64_t Dispatcher::bodyLimit(const std::string& method, const std::string& path) const {
  // An MCP message carries a tool's body: the route's limit is checked when the tool runs.
  if (path == kMcpPath) return max_body_bytes_;
  std::int64_t unrouted = std::min(max_body_bytes_, kPublicBodyLimit);
  std::optional<std::string> sub = apiSubPath(path);
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  Router::Match match =
      sub ? catalog->router.match(method, *sub) : catalog->root_router.match(method, path);
  if (match.outcome != Router::Outcome::Matched) return unrouted;
  return bodyLimitOf(catalog->routes[match.route_index]->route.options, max_body_bytes_);
}

void Dispatcher::route(HttpRequest& request, const std::string& request_id,
                       const Completion& done) {
  // Outside /api/v1, only the routes also served on the root (RouteSpec::alsoAtRoot).
  std::optional<std::string> sub = apiSubPath(request.path);
  const bool at_root = !sub;
  if (Refusal r = checkQueryText(request)) return done(std::move(*r));

  // Pinned for the whole request: a reload publishes a new catalog without disturbing this one.
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  if (!at_root && *sub == kOpenApiPath) {
    HttpResponse response = answerOpenApi(*catalog, request);
    response.route = kOpenApiPath;
    return done(std::move(response));
  }
  Router::Match match;
  if (Refusal r = matchRoute(at_root ? catalog->root_router : catalog->router, request.method,
                             at_root ? request.path : *sub, &match)) {
    return done(std::move(*r));
  }
  const RouteEntry& entry = *catalog->routes[match.route_index];
  if (at_root) sub = entry.route.path;  // the handler sees the path it registered
  const seo::sdk::RouteOptions& options = entry.route.options;
  // The stages' refusals are the route's answers too (/metrics labels them by its template).
  auto refuse = [&done, &entry](HttpResponse response) {
    response.route = entry.route.path;
    done(std::move(response));
  };

  int retry_after = 0;
  if ((entry.asset || options.public_access) &&
      !per_address_.take(clientIp(request), &retry_after)) {
    HttpResponse r = tooManyRequests("address", "your address", retry_after);
    r.route = entry.route.path;
    if (paused_ == nullptr || !options.public_access) return done(std::move(r));
    paused_->after(kRefusalPause, [done, r = std::move(r)]() mutable { done(std::move(r)); });
    return;
  }
  if (entry.asset) return refuse(answerAsset(entry, request));
  if (Refusal r = checkBodySize(request, bodyLimitOf(options, max_body_bytes_))) {
    return refuse(std::move(*r));
  }

  seo::sdk::Caller caller;
  KeyRecord key;
  if (!options.public_access) {
    std::optional<std::string_view> session = sessionTokenOf(request, session_cookie_);
    Refusal r = session ? authenticateSession(sessions_, session_cookie_, per_key_, failed_auth_,
                                              clientIp(request), request, *session, &key, &caller)
                        : authenticateCaller(auth_, per_key_, failed_auth_, clientIp(request),
                                             options, request.authorization, &key, &caller);
    if (!r) r = checkRole(key, request);
    if (r) return refuse(std::move(*r));
  }
  rapidjson::Document body;
  if (Refusal r = parseBody(request.body, &body)) return refuse(std::move(*r));
  if (Refusal r = scopeWebsite(auth_, options, request, body, key, &caller)) {
    return refuse(std::move(*r));
  }
  runHandler(request, request_id, std::move(catalog), entry, std::move(*sub),
             std::move(match.params), std::move(body), std::move(caller), done);
}

// The handler's stage: its context, then the handler on this thread, or on the outbound pool
// for a route that calls outside.
void Dispatcher::runHandler(HttpRequest& request, const std::string& request_id,
                            std::shared_ptr<const Catalog> catalog, const RouteEntry& entry,
                            std::string sub_path, seo::sdk::Params path_params,
                            rapidjson::Document body, seo::sdk::Caller caller,
                            const Completion& done) {
  // The context and what it borrows live together, so the handler may run on another thread.
  auto call = std::make_shared<HandlerCall>();
  call->body = std::move(body);
  call->raw_body = std::move(request.body);
  seo::sdk::RequestContext& ctx = call->ctx;
  ctx.request_id = request_id;
  ctx.method = request.method;
  ctx.path = std::move(sub_path);
  ctx.path_params = std::move(path_params);
  ctx.body = &call->body;
  ctx.caller = std::move(caller);
  ctx.host = &host_;
  ctx.client_ip = clientIp(request);
  // The request is done with: its parts move into the context.
  ctx.query = std::move(request.query);
  ctx.headers = std::move(request.headers);
  ctx.raw_body = call->raw_body;

  auto answer =
      std::make_shared<Answer>(done, request_id, std::move(catalog), entry,
                               deprecationHeaders(entry.route.options, ctx.path_params),
                               entry.route.options.public_access ? paused_.get() : nullptr);
  if (!entry.route.options.outbound_calls) return invoke(entry, *call, answer);
  // A handler that waits on the outside world runs on the outbound pool, a few per organization
  // at once and the rest of that organization's in line.
  OutboundLanes::Task task{[call, answer, &entry] { invoke(entry, *call, answer); },
                           [answer] {
                             answer->send(Status::unavailable(
                                 "The server has too many outside calls queued; try again"));
                           }};
  // A caller without an organization (a public route: sign-in, a set-password link) has the lane
  // of its address, so one address's flood waits in its own line, not in everyone's.
  const std::string lane =
      ctx.caller.organization_id.empty() ? "address " + ctx.client_ip : ctx.caller.organization_id;
  if (outbound_.submit(lane, std::move(task)) == OutboundLanes::Admission::LaneFull) {
    HttpResponse r = errorResponse(
        429, "Too many outside calls waiting for this " +
                 std::string(ctx.caller.organization_id.empty() ? "address" : "organization") +
                 " (at most " + std::to_string(limits_.max_running_per_organization) + " run and " +
                 std::to_string(limits_.max_waiting_per_organization) +
                 " wait at once); try again shortly");
    r.headers.emplace_back("Retry-After", "1");
    serverMetrics().rateLimited("outbound_lane");
    answer->send(std::move(r));
  }
}

void Dispatcher::invoke(const RouteEntry& entry, HandlerCall& call,
                        const std::shared_ptr<Answer>& answer) {
  seo::sdk::RequestContext& ctx = call.ctx;
  bool deferred = false;
  ctx.deferral = [answer, &deferred]() -> seo::sdk::Responder {
    deferred = true;
    return [answer](seo::sdk::Result<seo::sdk::Response> r) { answer->send(r); };
  };
  Result<seo::sdk::Response> result = Status::internal("handler did not run");
  try {
    result = entry.route.handler(ctx);
  } catch (const std::exception& e) {  // the SDK barrier should make this unreachable
    result = Status::internal(std::string("exception escaped the barrier: ") + e.what());
  }
  ctx.deferral = nullptr;
  if (result.isOk() && result.value().isLater()) {
    // The responders answer; this one only reports a handler that took none.
    if (!deferred) answer->send(Status::internal("the handler answered later without a responder"));
    return;
  }
  // A component of the host has no library of its own (catalog.h).
  answer->send(result, ctx.response_headers.empty()
                           ? HeaderList()
                           : handlerHeaders(ctx.response_headers, !entry.library, entry.plugin));
}

}  // namespace seo::core
