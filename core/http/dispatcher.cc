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
#include "seo/sdk/ascii.h"
#include "seo/sdk/json_parse.h"
#include "seo/sdk/utf8.h"
#include "seo/sdk/uuid.h"

namespace seo::core {

using seo::sdk::Code;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

std::int64_t limitOf(const seo::sdk::RouteOptions& options, std::int64_t server_limit) {
  if (options.max_body_bytes > 0) return options.max_body_bytes;
  return options.public_access ? std::min(server_limit, kPublicBodyLimit) : server_limit;
}

// The path under /api/v1 ("/" for the prefix itself), or nullopt for a path outside it.
std::optional<std::string> apiSubPath(const std::string& path) {
  const std::string_view prefix = kApiPrefix;
  if (path.compare(0, prefix.size(), prefix) != 0 ||
      (path.size() > prefix.size() && path[prefix.size()] != '/')) {
    return std::nullopt;
  }
  std::string sub = path.substr(prefix.size());
  return sub.empty() ? "/" : sub;
}

HttpResponse tooManyRequests(const std::string& whose, int retry_after) {
  HttpResponse r = errorResponse(429, "Rate limit exceeded for " + whose + "; retry in " +
                                          std::to_string(retry_after) + " s");
  r.headers.emplace_back("Retry-After", std::to_string(retry_after));
  return r;
}

HttpResponse fromStatus(const Status& s) { return errorResponse(s.httpStatus(), s.message()); }

bool isBlank(const std::string& text) {
  return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

const std::string* queryValue(const HttpRequest& r, const char* name) {
  for (const auto& [k, v] : r.query) {
    if (k == name) return &v;
  }
  return nullptr;
}

const std::string* headerValue(const HttpRequest& r, std::string_view name) {
  for (const auto& [k, v] : r.headers) {
    if (k == name) return &v;
  }
  return nullptr;
}

std::string trimmed(std::string_view text) {
  std::size_t b = text.find_first_not_of(" \t");
  if (b == std::string_view::npos) return "";
  std::size_t e = text.find_last_not_of(" \t");
  return std::string(text.substr(b, e - b + 1));
}

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
               {"error", s.message()}});
      return errorResponse(500, "Internal server error (request id " + request_id + ")");
    }
    return fromStatus(s);
  }
  return HttpResponse{result.value().status, {}, jsonText(result.value().body)};
}

}  // namespace

// The one answer of a request whose handler may answer later: the first answer wins, and a
// request whose responders are all dropped unanswered gets 503 rather than hanging.
class Answer {
 public:
  Answer(Completion done, std::string request_id, std::shared_ptr<const Catalog> catalog,
         const RouteEntry& entry)
      : done_(std::move(done)), request_id_(std::move(request_id)), catalog_(std::move(catalog)),
        entry_(entry) {}
  Answer(const Answer&) = delete;
  Answer& operator=(const Answer&) = delete;
  ~Answer() {
    if (!answered_.exchange(true)) {
      done_(errorResponse(503, "The request was dropped before it was answered"));
    }
  }

  void send(const Result<seo::sdk::Response>& result) {
    if (answered_.exchange(true)) return;
    done_(fromHandler(result, request_id_, entry_));
  }
  // An answer the host makes itself (headers included).
  void send(HttpResponse response) {
    if (answered_.exchange(true)) return;
    done_(std::move(response));
  }

 private:
  std::atomic<bool> answered_{false};
  Completion done_;
  std::string request_id_;
  std::shared_ptr<const Catalog> catalog_;  // keeps entry_ (and its plugin) alive
  const RouteEntry& entry_;
};

HttpResponse errorResponse(int status, const std::string& message) {
  rapidjson::Document doc(rapidjson::kObjectType);
  doc.AddMember("error", seo::sdk::json::string(message, doc.GetAllocator()), doc.GetAllocator());
  return HttpResponse{status, {}, jsonText(doc)};
}

void Dispatcher::handle(HttpRequest request, Completion done) {
  auto started = std::chrono::steady_clock::now();
  std::string request_id = randomHex(8);
  // Every answer leaves through here: common headers, then the access log line.
  Completion finish = [started, request_id, method = request.method, path = request.path,
                       done = std::move(done)](HttpResponse response) {
    response.headers.emplace_back("Access-Control-Allow-Origin", "*");
    response.headers.emplace_back("X-Request-Id", request_id);
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() -
                                                          started)
                    .count();
    logLine(Level::Info, "request",
            {{"method", method},
             {"path", path},
             {"status", response.status},
             {"duration_ms", ms},
             {"request_id", request_id}});
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
    return finish(std::move(response));
  }
  if (request.path == "/healthz") return finish(healthz());
  route(request, request_id, finish);
}

HttpResponse Dispatcher::handleAndWait(const HttpRequest& request) {
  auto answered = std::make_shared<std::promise<HttpResponse>>();
  std::future<HttpResponse> answer = answered->get_future();
  handle(request, [answered](HttpResponse r) { answered->set_value(std::move(r)); });
  return answer.get();
}

std::string Dispatcher::clientIp(const HttpRequest& request) const {
  if (!client_ip_header_.empty()) {
    if (const std::string* v = headerValue(request, client_ip_header_)) {
      // X-Forwarded-For grows to the right; the last hop is the one our proxy added.
      std::string_view list = *v;
      std::size_t comma = list.rfind(',');
      std::string last = trimmed(comma == std::string_view::npos ? list : list.substr(comma + 1));
      if (!last.empty()) return last;
    }
  }
  return request.peer_address;
}

HttpResponse Dispatcher::healthz() {
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  rapidjson::Document doc(rapidjson::kObjectType);
  auto& a = doc.GetAllocator();
  Status db = db_.withSession([](soci::session& sql) {
    int one = 0;
    sql << "SELECT 1", soci::into(one);
    return Status::ok();
  });
  doc.AddMember("status", rapidjson::StringRef(db.isOk() ? "ok" : "degraded"), a);
  doc.AddMember("database", rapidjson::StringRef(db.isOk() ? "ok" : "unavailable"), a);
  rapidjson::Value plugins(rapidjson::kArrayType);
  for (const PluginInfo& p : catalog->plugins) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("name", seo::sdk::json::string(p.name, a), a);
    item.AddMember("version", seo::sdk::json::string(p.version, a), a);
    item.AddMember("abi", seo::sdk::json::string(p.abi, a), a);
    plugins.PushBack(item, a);
  }
  doc.AddMember("plugins", plugins, a);
  return HttpResponse{db.isOk() ? 200 : 503, {}, jsonText(doc)};
}

std::int64_t Dispatcher::bodyLimit(const std::string& method, const std::string& path) const {
  std::int64_t unrouted = std::min(max_body_bytes_, kPublicBodyLimit);
  std::optional<std::string> sub = apiSubPath(path);
  if (!sub) return unrouted;
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  Router::Match match = catalog->router.match(method, *sub);
  if (match.outcome != Router::Outcome::Matched) return unrouted;
  return limitOf(catalog->routes[match.route_index]->route.options, max_body_bytes_);
}

void Dispatcher::route(HttpRequest& request, const std::string& request_id,
                       const Completion& done) {
  std::optional<std::string> api_path = apiSubPath(request.path);
  if (!api_path) return done(errorResponse(404, "Resource not found"));
  // Decoded query names and values reach handlers, stores and logs: text only.
  for (const auto& [name, value] : request.query) {
    if (!seo::sdk::utf8::isCleanText(name)) {
      return done(errorResponse(400, "Invalid query parameter name: not valid UTF-8 text"));
    }
    if (!seo::sdk::utf8::isCleanText(value)) {
      return done(errorResponse(400, "Invalid query parameter: " + name +
                                         ": not valid UTF-8 text (or contains NUL)"));
    }
  }
  const std::string& sub = *api_path;

  // Pinned for the whole request: a reload publishes a new catalog without disturbing this one.
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  Router::Match match = catalog->router.match(request.method, sub);
  if (match.outcome == Router::Outcome::NotFound) {
    return done(errorResponse(404, "Resource not found"));
  }
  if (match.outcome == Router::Outcome::MethodNotAllowed) {
    HttpResponse r = errorResponse(405, "Method not allowed");
    std::string allow;
    for (const std::string& m : match.allowed) allow += (allow.empty() ? "" : ", ") + m;
    r.headers.emplace_back("Allow", allow);
    return done(std::move(r));
  }
  // A decoded path segment that is not text names no resource; one that is a UUID is read in
  // lower case, as ids are stored, so every route treats "ABC..." as "abc...".
  for (auto& [name, value] : match.params) {
    if (!seo::sdk::utf8::isCleanText(value)) return done(errorResponse(404, "Resource not found"));
    value = seo::sdk::canonicalUuid(std::move(value));
  }
  const RouteEntry& entry = *catalog->routes[match.route_index];
  const seo::sdk::RouteOptions& options = entry.route.options;

  int retry_after = 0;
  if ((entry.asset || options.public_access) &&
      !per_address_.take(clientIp(request), &retry_after)) {
    return done(tooManyRequests("your address", retry_after));
  }
  if (entry.asset) {
    // Static files are public and cached by browsers; the ETag makes a revalidation cheap.
    HttpResponse r;
    r.headers.emplace_back("ETag", entry.asset_etag);
    r.headers.emplace_back("Cache-Control",
                           "public, max-age=" + std::to_string(entry.asset->max_age_seconds));
    const std::string* match_tag = headerValue(request, "if-none-match");
    if (match_tag != nullptr && *match_tag == entry.asset_etag) {
      r.status = 304;
    } else {
      r.body = entry.asset->body;
      r.content_type = entry.asset->content_type;
    }
    return done(std::move(r));
  }

  // The HTTP layer refused larger bodies before reading them; this covers in-process callers.
  std::int64_t body_limit = limitOf(options, max_body_bytes_);
  if (static_cast<std::int64_t>(request.body.size()) > body_limit) {
    return done(errorResponse(413, "Request body exceeds the limit of " +
                                  std::to_string(body_limit) + " bytes"));
  }

  seo::sdk::Caller caller;
  KeyRecord key;
  if (!options.public_access) {
    Result<KeyRecord> auth = auth_.authenticate(request.authorization);
    if (!auth.isOk()) return done(fromStatus(auth.status()));
    key = std::move(auth).value();
    if (!per_key_.take(key.id, &retry_after)) {
      return done(tooManyRequests("this API key", retry_after));
    }
    if (!options.open_to_every_tier && !key.api_access) {
      return done(errorResponse(403, kNoApiAccessMessage));
    }
    caller.api_key_id = key.id;
    caller.user_id = key.user_id;
    caller.user_email = key.user_email;
    caller.organization_id = key.organization_id;
    caller.plan = key.plan;
  }

  rapidjson::Document body(rapidjson::kObjectType);
  if (!isBlank(request.body)) {
    // Iterative, UTF-8 validated and depth limited: the body is the network's, not ours.
    if (Status s = seo::sdk::json::parse(request.body, body); !s.isOk()) return done(fromStatus(s));
    if (!body.IsObject()) return done(errorResponse(400, "Request body must be a JSON object"));
  }

  if (options.needs_website && !options.public_access) {
    // Reads name the website in the query, writes in the body (the query is accepted too).
    std::string website_id;
    bool from_body = request.method != "GET" && body.HasMember("website_id");
    if (from_body) {
      const rapidjson::Value& v = body["website_id"];
      if (!v.IsString()) {
        return done(errorResponse(400, "Invalid field: website_id: must be a string"));
      }
      website_id = v.GetString();
    } else if (const std::string* q = queryValue(request, "website_id")) {
      website_id = *q;
    }
    if (website_id.empty()) website_id = key.website_id;
    if (website_id.empty()) {
      return done(errorResponse(400, "Missing required field: website_id"));
    }
    website_id = seo::sdk::canonicalUuid(std::move(website_id));
    if (!seo::sdk::isUuid(website_id)) {
      return done(errorResponse(400, "Invalid field: website_id: must be a UUID"));
    }
    Result<WebsiteAccess> access = resolveWebsite(db_, key.user_id, website_id);
    if (!access.isOk()) return done(fromStatus(access.status()));
    // The website's own organization must have API access too, or a key from a paid
    // organization could act on (and spend) a free one.
    if (!options.open_to_every_tier && !access.value().api_access) {
      return done(errorResponse(403, kNoApiAccessMessage));
    }
    caller.website_id = access.value().website_id;
    caller.website_organization_id = access.value().organization_id;
  }

  // The context and what it borrows live together, so the handler may run on another thread.
  auto call = std::make_shared<HandlerCall>();
  call->body = std::move(body);
  call->raw_body = std::move(request.body);
  seo::sdk::RequestContext& ctx = call->ctx;
  ctx.request_id = request_id;
  ctx.method = request.method;
  ctx.path = sub;
  ctx.path_params = std::move(match.params);
  ctx.body = &call->body;
  ctx.caller = std::move(caller);
  ctx.host = &host_;
  ctx.client_ip = clientIp(request);
  // The request is done with: its parts move into the context.
  ctx.query = std::move(request.query);
  ctx.headers = std::move(request.headers);
  ctx.raw_body = call->raw_body;

  auto answer = std::make_shared<Answer>(done, request_id, catalog, entry);
  if (!options.outbound_calls) return invoke(entry, *call, answer);
  // A handler that waits on the outside world runs on the outbound pool, a few per organization
  // at once and the rest of that organization's in line.
  OutboundLanes::Task task{[call, answer, &entry] { invoke(entry, *call, answer); },
                           [answer] {
                             answer->send(Status::unavailable(
                                 "The server has too many outside calls queued; try again"));
                           }};
  if (outbound_.submit(ctx.caller.organization_id, std::move(task)) ==
      OutboundLanes::Admission::LaneFull) {
    HttpResponse r = errorResponse(
        429, "Too many outside calls waiting for this organization (at most " +
                 std::to_string(limits_.max_running_per_organization) + " run and " +
                 std::to_string(limits_.max_waiting_per_organization) +
                 " wait at once); try again shortly");
    r.headers.emplace_back("Retry-After", "1");
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
  answer->send(result);
}

}  // namespace seo::core
