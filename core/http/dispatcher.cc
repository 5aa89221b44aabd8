#include "core/http/dispatcher.h"

#include <chrono>

#include <rapidjson/error/en.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "core/auth/website_scope.h"
#include "core/common/ids.h"
#include "core/common/log.h"

namespace seo::core {

using seo::sdk::Code;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

std::string serialize(const rapidjson::Value& value) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  value.Accept(w);
  return std::string(buf.GetString(), buf.GetSize());
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

}  // namespace

HttpResponse errorResponse(int status, const std::string& message) {
  rapidjson::Document doc(rapidjson::kObjectType);
  doc.AddMember("error", seo::sdk::json::string(message, doc.GetAllocator()), doc.GetAllocator());
  return HttpResponse{status, {}, serialize(doc)};
}

HttpResponse Dispatcher::handle(const HttpRequest& request) {
  auto started = std::chrono::steady_clock::now();
  std::string request_id = randomHex(8);
  HttpResponse response;
  if (request.method == "OPTIONS") {
    // CORS preflight: any origin may call; the key, not the origin, is the credential.
    response.status = 204;
    response.headers.emplace_back("Access-Control-Allow-Methods",
                                  "GET, POST, PUT, PATCH, DELETE, OPTIONS");
    response.headers.emplace_back("Access-Control-Allow-Headers", "Authorization, Content-Type");
    response.headers.emplace_back("Access-Control-Max-Age", "86400");
  } else if (request.path == "/healthz") {
    response = healthz();
  } else {
    response = route(request, request_id);
  }
  response.headers.emplace_back("Access-Control-Allow-Origin", "*");
  response.headers.emplace_back("X-Request-Id", request_id);
  if (!response.body.empty()) {
    response.headers.emplace_back("Content-Type", "application/json");
  }
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
                  .count();
  logLine(Level::Info, "request",
          {{"method", request.method},
           {"path", request.path},
           {"status", response.status},
           {"duration_ms", ms},
           {"request_id", request_id}});
  return response;
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
  return HttpResponse{db.isOk() ? 200 : 503, {}, serialize(doc)};
}

HttpResponse Dispatcher::route(const HttpRequest& request, const std::string& request_id) {
  const std::string prefix = kApiPrefix;
  if (request.path.compare(0, prefix.size(), prefix) != 0 ||
      (request.path.size() > prefix.size() && request.path[prefix.size()] != '/')) {
    return errorResponse(404, "Resource not found");
  }
  std::string sub = request.path.substr(prefix.size());
  if (sub.empty()) sub = "/";

  // Pinned for the whole request: a reload publishes a new catalog without disturbing this one.
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  Router::Match match = catalog->router.match(request.method, sub);
  if (match.outcome == Router::Outcome::NotFound) return errorResponse(404, "Resource not found");
  if (match.outcome == Router::Outcome::MethodNotAllowed) {
    HttpResponse r = errorResponse(405, "Method not allowed");
    std::string allow;
    for (const std::string& m : match.allowed) allow += (allow.empty() ? "" : ", ") + m;
    r.headers.emplace_back("Allow", allow);
    return r;
  }
  const RouteEntry& entry = catalog->routes[match.route_index];
  const seo::sdk::RouteOptions& options = entry.route.options;

  if (static_cast<std::int64_t>(request.body.size()) > max_body_bytes_) {
    return errorResponse(413, "Request body exceeds the limit of " +
                                  std::to_string(max_body_bytes_) + " bytes");
  }

  seo::sdk::Caller caller;
  KeyRecord key;
  if (!options.public_access) {
    Result<KeyRecord> auth = auth_.authenticate(request.authorization);
    if (!auth.isOk()) return fromStatus(auth.status());
    key = std::move(auth).value();
    if (!options.open_to_every_tier && !key.api_access) {
      return errorResponse(403, kNoApiAccessMessage);
    }
    caller.api_key_id = key.id;
    caller.user_id = key.user_id;
    caller.user_email = key.user_email;
    caller.organization_id = key.organization_id;
    caller.plan = key.plan;
  }

  rapidjson::Document body(rapidjson::kObjectType);
  if (!isBlank(request.body)) {
    body.Parse(request.body.c_str(), request.body.size());
    if (body.HasParseError()) {
      return errorResponse(400, std::string("Malformed JSON body: ") +
                                    rapidjson::GetParseError_En(body.GetParseError()) +
                                    " (at byte " + std::to_string(body.GetErrorOffset()) + ")");
    }
    if (!body.IsObject()) return errorResponse(400, "Request body must be a JSON object");
  }

  if (options.needs_website && !options.public_access) {
    // Reads name the website in the query, writes in the body (the query is accepted too).
    std::string website_id;
    bool from_body = request.method != "GET" && body.HasMember("website_id");
    if (from_body) {
      const rapidjson::Value& v = body["website_id"];
      if (!v.IsString()) return errorResponse(400, "Invalid field: website_id: must be a string");
      website_id = v.GetString();
    } else if (const std::string* q = queryValue(request, "website_id")) {
      website_id = *q;
    }
    if (website_id.empty()) website_id = key.website_id;
    if (website_id.empty()) return errorResponse(400, "Missing required field: website_id");
    if (!looksLikeUuid(website_id)) {
      return errorResponse(400, "Invalid field: website_id: must be a UUID");
    }
    Result<WebsiteAccess> access = resolveWebsite(db_, key.user_id, website_id);
    if (!access.isOk()) return fromStatus(access.status());
    // The website's own organization must have API access too, or a key from a paid
    // organization could act on (and spend) a free one.
    if (!options.open_to_every_tier && !access.value().api_access) {
      return errorResponse(403, kNoApiAccessMessage);
    }
    caller.website_id = access.value().website_id;
    caller.website_organization_id = access.value().organization_id;
  }

  seo::sdk::RequestContext ctx;
  ctx.request_id = request_id;
  ctx.method = request.method;
  ctx.path = sub;
  ctx.path_params = std::move(match.params);
  ctx.query = request.query;
  ctx.body = &body;
  ctx.caller = std::move(caller);
  ctx.host = &host_;

  Result<seo::sdk::Response> result = Status::internal("handler did not run");
  try {
    result = entry.route.handler(ctx);
  } catch (const std::exception& e) {  // the SDK barrier should make this unreachable
    result = Status::internal(std::string("exception escaped the barrier: ") + e.what());
  }
  if (!result.isOk()) {
    Status s = result.status();
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
  seo::sdk::Response& response = result.value();
  return HttpResponse{response.status, {}, serialize(response.body)};
}

}  // namespace seo::core
