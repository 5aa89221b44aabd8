#include "core/mcp/mcp_endpoint.h"

#include <algorithm>

#include "core/auth/roles.h"
#include "core/auth/session_cookie.h"
#include "core/common/json_text.h"
#include "core/mcp/json_rpc.h"
#include "core/router/path_template.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/json_parse.h"

namespace seo::core {

namespace ascii = seo::sdk::ascii;
using rapidjson::Value;

namespace {

HttpResponse answer(int status, std::string body) {
  HttpResponse r;
  r.status = status;
  r.body = std::move(body);
  r.route = kMcpPath;
  return r;
}

HttpResponse rpcError(int status, const std::string& id, int code, const std::string& message) {
  return answer(status, rpc::error(id, code, message));
}

// Whether an Origin names a loopback host ("http://localhost:6274", "http://[::1]").
bool isLoopbackOrigin(std::string_view origin) {
  std::size_t scheme = origin.find("://");
  if (scheme == std::string_view::npos) return false;
  std::string_view host = origin.substr(scheme + 3);
  if (host.empty()) return false;
  host = host.front() == '[' ? host.substr(0, host.find(']') + 1) : host.substr(0, host.find(':'));
  const std::string name = ascii::lower(host);
  return name == "localhost" || name == "127.0.0.1" || name == "[::1]";
}

bool contains(std::string_view text, std::string_view part) {
  return ascii::lower(text).find(part) != std::string::npos;
}

// A page of another site must not drive the endpoint through the user's browser (DNS
// rebinding): an Origin, when sent, is this server's own (the console's rule: the Host asked for,
// or the configured public origin) or a loopback one (a local tool's, such as the MCP
// Inspector's page).
bool originAllowed(const HttpRequest& request, const SessionCookie& own) {
  const std::string* origin = firstValue(request.headers, "origin");
  if (origin == nullptr) return true;
  const std::string* host = firstValue(request.headers, "host");
  return fromOwnOrigin(*origin, host ? std::optional<std::string_view>(*host) : std::nullopt,
                       own) ||
         isLoopbackOrigin(*origin);
}

std::string negotiated(const rapidjson::Value* params) {
  if (params != nullptr) {
    auto asked = params->FindMember("protocolVersion");
    if (asked != params->MemberEnd() && asked->value.IsString()) {
      for (std::string_view v : kMcpVersions) {
        if (v == asked->value.GetString()) return std::string(v);
      }
    }
  }
  return std::string(kMcpVersions[0]);
}

std::string initializeResult(const std::string& version) {
  rapidjson::Document r(rapidjson::kObjectType);
  auto& a = r.GetAllocator();
  r.AddMember("protocolVersion", seo::sdk::json::string(version, a), a);
  rapidjson::Document caps;
  caps.Parse(R"({"tools": {"listChanged": false},
                 "resources": {"subscribe": false, "listChanged": false}})");
  r.AddMember("capabilities", Value(caps, a), a);
  Value info(rapidjson::kObjectType);
  info.AddMember("name", "seo-server", a);
  info.AddMember("title", "Search Optimization Platform", a);
  info.AddMember("version", SEO_SERVER_VERSION, a);
  r.AddMember("serverInfo", info, a);
  r.AddMember("instructions",
              "Each tool is one operation of this server's /api/v1 API (its name is the "
              "operationId of GET /api/v1/openapi.json), called with your API key: tools that "
              "act on a website take `website_id` (default: the key's own website). A tool that "
              "starts background work answers at once and names the tool to poll. Errors of the "
              "API come back as tool errors with the HTTP status and message.",
              a);
  return jsonText(r);
}

// The value of a path or query argument as the API reads it in a URL.
bool urlText(const Value& v, std::string* out) {
  if (v.IsString()) {
    *out = std::string(v.GetString(), v.GetStringLength());
  } else if (v.IsBool()) {
    *out = v.GetBool() ? "true" : "false";
  } else if (v.IsNumber()) {
    *out = jsonText(v);
  } else {
    return false;
  }
  return true;
}

bool listed(const std::vector<std::string>& names, std::string_view name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// `method` `path` (under /api/v1) with the MCP request's key, client and headers, but those that
// would make it another kind of request: a cookie (the key is the credential), a conditional GET,
// the MCP message's own framing.
HttpRequest apiRequest(const HttpRequest& outer, std::string method, const std::string& path) {
  HttpRequest request;
  request.method = std::move(method);
  request.path = std::string(kApiPrefix) + path;
  request.authorization = outer.authorization;
  request.peer_address = outer.peer_address;
  for (const auto& [name, value] : outer.headers) {
    if (name == "cookie" || name == "if-none-match" || name == "content-length" ||
        name == "content-type") {
      continue;
    }
    request.headers.emplace_back(name, value);
  }
  request.headers.emplace_back("content-type", "application/json");
  return request;
}

// The /api/v1 request a tool call makes, with the MCP request's key and client; a message
// naming the argument when one is not the tool's or of the wrong kind.
seo::sdk::Result<HttpRequest> requestFor(const McpTool& tool, const Value* arguments,
                                         const HttpRequest& outer) {
  using seo::sdk::Status;
  PathParams path;
  std::vector<std::pair<std::string, std::string>> query;
  rapidjson::Document body(rapidjson::kObjectType);
  if (arguments != nullptr) {
    for (const auto& m : arguments->GetObject()) {
      const std::string name(m.name.GetString(), m.name.GetStringLength());
      std::string text;
      if (listed(tool.path_parameters, name)) {
        if (!urlText(m.value, &text) || m.value.IsBool()) {
          return Status::invalidArgument("Invalid argument: " + name + ": must be a string");
        }
        path.emplace_back(name, text);
      } else if (listed(tool.query_parameters, name)) {
        if (m.value.IsNull()) continue;
        if (!urlText(m.value, &text)) text = jsonText(m.value);
        query.emplace_back(name, text);
      } else if (tool.body == McpTool::Body::kMembers && listed(tool.body_members, name)) {
        body.AddMember(Value(m.name, body.GetAllocator()), Value(m.value, body.GetAllocator()),
                       body.GetAllocator());
      } else if (tool.body == McpTool::Body::kWhole && name == "body") {
        body.CopyFrom(m.value, body.GetAllocator());
      } else {
        return Status::invalidArgument("Unknown argument: " + name +
                                       " (see the tool's inputSchema)");
      }
    }
  }
  for (const std::string& name : tool.path_parameters) {
    bool given = false;
    for (const auto& [key, value] : path) given = given || key == name;
    if (!given) return Status::invalidArgument("Missing argument: " + name);
  }
  HttpRequest request = apiRequest(outer, tool.method, tool.path.filled(path));
  request.query = std::move(query);
  if (tool.body != McpTool::Body::kNone) request.body = jsonText(body);
  return request;
}

// The error an API answer carries ({"error": ...}), or its text.
std::string errorText(const HttpResponse& r) {
  rapidjson::Document d;
  if (seo::sdk::json::parse(r.body, d).isOk() && d.IsObject() && d.HasMember("error") &&
      d["error"].IsString()) {
    return d["error"].GetString();
  }
  return r.body;
}

// A tool's result from its operation's answer: structuredContent and its text on success, a
// tool error with the status and message otherwise.
std::string toolResult(const McpTool& tool, const HttpResponse& r) {
  rapidjson::Document result(rapidjson::kObjectType);
  auto& a = result.GetAllocator();
  const bool ok = r.status >= 200 && r.status < 300;
  std::string text;
  if (ok) {
    text = r.body.empty() ? "Done (HTTP " + std::to_string(r.status) + ")" : r.body;
  } else {
    text = "HTTP " + std::to_string(r.status) + ": " + errorText(r);
    if (const std::string* retry = firstValue(r.headers, "Retry-After")) {
      text += " (retry after " + *retry + " s)";
    }
  }
  Value content(rapidjson::kArrayType);
  Value item(rapidjson::kObjectType);
  item.AddMember("type", "text", a);
  item.AddMember("text", seo::sdk::json::string(text, a), a);
  content.PushBack(item, a);
  result.AddMember("content", content, a);
  rapidjson::Document answered;
  if (ok && tool.has_output_schema && !r.body.empty() &&
      seo::sdk::json::parse(r.body, answered).isOk()) {
    if (tool.wrapped_output || !answered.IsObject()) {
      Value wrapped(rapidjson::kObjectType);
      wrapped.AddMember("result", Value(answered, a), a);
      result.AddMember("structuredContent", wrapped, a);
    } else {
      result.AddMember("structuredContent", Value(answered, a), a);
    }
  }
  result.AddMember("isError", !ok, a);
  return jsonText(result);
}

}  // namespace

std::shared_ptr<const McpToolSet> McpEndpoint::tools() {
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  std::lock_guard<std::mutex> lock(mutex_);
  if (!tools_ || built_for_.lock() != catalog) {
    tools_ = std::make_shared<const McpToolSet>(*catalog);
    built_for_ = catalog;
  }
  return tools_;
}

void McpEndpoint::handle(HttpRequest request, const Completion& done) {
  if (request.method != "POST") {
    // No event stream to open (GET) and no session to end (DELETE).
    HttpResponse r = answer(405, R"({"error":"Method not allowed: POST one JSON-RPC message"})");
    r.headers.emplace_back("Allow", "POST");
    return done(std::move(r));
  }
  if (!originAllowed(request, own_origin_)) {
    return done(
        rpcError(403, "null", rpc::kInvalidRequest,
                 "Origin not allowed: send no Origin, this server's own, or a loopback one"));
  }
  rapidjson::Document doc;
  seo::sdk::Status parsed = seo::sdk::json::parse(request.body, doc);
  rpc::Message message;
  if (parsed.isOk()) message = rpc::read(doc);
  // The message's operation spends the key's rate token itself.
  const bool runs_route = message.kind == rpc::Message::Kind::kRequest &&
                          (message.method == "tools/call" || message.method == "resources/read");
  KeyRecord key;
  if (Refusal refused = authenticate_(request, !runs_route, &key)) {
    HttpResponse r = std::move(*refused);
    if (r.status == 401) r.headers.emplace_back("WWW-Authenticate", "Bearer");
    r.route = kMcpPath;
    return done(std::move(r));
  }
  const std::string* type = firstValue(request.headers, "content-type");
  if (type == nullptr || !ascii::startsWithIgnoreCase(*type, "application/json")) {
    return done(
        rpcError(415, "null", rpc::kInvalidRequest, "Content-Type must be application/json"));
  }
  const std::string* accept = firstValue(request.headers, "accept");
  if (accept != nullptr && !contains(*accept, "application/json") && !contains(*accept, "*/*") &&
      !contains(*accept, "application/*")) {
    return done(rpcError(406, "null", rpc::kInvalidRequest,
                         "Accept must allow application/json (this server answers no stream)"));
  }
  if (const std::string* version = firstValue(request.headers, "mcp-protocol-version")) {
    if (std::find(std::begin(kMcpVersions), std::end(kMcpVersions), *version) ==
        std::end(kMcpVersions)) {
      return done(rpcError(400, "null", rpc::kInvalidRequest,
                           "Unsupported MCP-Protocol-Version: " + *version));
    }
  }
  if (!parsed.isOk()) {
    return done(rpcError(400, "null", rpc::kParseError, "Parse error: " + parsed.message()));
  }
  switch (message.kind) {
    case rpc::Message::Kind::kInvalid:
      return done(
          rpcError(400, message.id, rpc::kInvalidRequest, "Invalid request: " + message.problem));
    case rpc::Message::Kind::kNotification:
    case rpc::Message::Kind::kResponse:
      return done(answer(202, ""));  // accepted; nothing to answer
    case rpc::Message::Kind::kRequest:
      break;
  }
  const std::string& id = message.id;
  const std::string& method = message.method;
  if (method == "initialize") {
    if (message.params == nullptr || !message.params->HasMember("protocolVersion") ||
        !(*message.params)["protocolVersion"].IsString()) {
      return done(rpcError(200, id, rpc::kInvalidParams,
                           "Invalid params: protocolVersion must be a string"));
    }
    return done(answer(200, rpc::result(id, initializeResult(negotiated(message.params)))));
  }
  if (method == "ping") return done(answer(200, rpc::result(id, "{}")));
  if (method == "tools/list" || method == "resources/list" ||
      method == "resources/templates/list") {
    // One page holds them all: a cursor is one this server never gave.
    if (message.params != nullptr && message.params->HasMember("cursor")) {
      return done(rpcError(200, id, rpc::kInvalidParams, "Invalid params: unknown cursor"));
    }
    std::shared_ptr<const McpToolSet> set = tools();
    if (method == "tools/list") {
      return done(answer(200, rpc::result(id, set->listJson(key.role == kViewerRole))));
    }
    if (method == "resources/list") {
      return done(answer(200, rpc::result(id, set->resourceListJson())));
    }
    return done(answer(200, rpc::result(id, R"({"resourceTemplates":[]})")));
  }
  if (method == "tools/call") {
    const Value* params = message.params;
    if (params == nullptr || !params->HasMember("name") || !(*params)["name"].IsString()) {
      return refuseUnrun(
          request, rpcError(200, id, rpc::kInvalidParams, "Invalid params: name must be a string"),
          done);
    }
    auto arguments = params->FindMember("arguments");
    if (arguments != params->MemberEnd() && !arguments->value.IsObject()) {
      return refuseUnrun(
          request,
          rpcError(200, id, rpc::kInvalidParams, "Invalid params: arguments must be an object"),
          done);
    }
    std::shared_ptr<const McpToolSet> set = tools();
    const McpTool* tool = set->find((*params)["name"].GetString());
    if (tool == nullptr) {
      return refuseUnrun(request,
                         rpcError(200, id, rpc::kInvalidParams,
                                  std::string("Unknown tool: ") + (*params)["name"].GetString()),
                         done);
    }
    return callTool(*tool, arguments == params->MemberEnd() ? nullptr : &arguments->value, id,
                    request, done);
  }
  if (method == "resources/read") return readResource(message.params, id, request, done);
  return done(rpcError(200, id, rpc::kMethodNotFound, "Method not found: " + method));
}

void McpEndpoint::refuseUnrun(const HttpRequest& request, HttpResponse refusal,
                              const Completion& done) {
  KeyRecord key;
  if (Refusal limited = authenticate_(request, true, &key)) {
    limited->route = kMcpPath;
    return done(std::move(*limited));
  }
  done(std::move(refusal));
}

void McpEndpoint::callTool(const McpTool& tool, const Value* arguments, const std::string& id,
                           const HttpRequest& request, const Completion& done) {
  seo::sdk::Result<HttpRequest> call = requestFor(tool, arguments, request);
  if (!call.isOk()) {
    // A tool error, not a protocol one: the agent reads it and corrects its arguments.
    HttpResponse refused;
    refused.status = 400;
    rapidjson::Document d(rapidjson::kObjectType);
    d.AddMember("error", seo::sdk::json::string(call.status().message(), d.GetAllocator()),
                d.GetAllocator());
    refused.body = jsonText(d);
    return refuseUnrun(request, answer(200, rpc::result(id, toolResult(tool, refused))), done);
  }
  // The tool set may be gone by the time the route answers (a hot swap): what the answer needs
  // is copied.
  McpTool shape;
  shape.has_output_schema = tool.has_output_schema;
  shape.wrapped_output = tool.wrapped_output;
  run_(std::move(call).value(), [done, id, shape = std::move(shape)](HttpResponse r) {
    done(answer(200, rpc::result(id, toolResult(shape, r))));
  });
}

void McpEndpoint::readResource(const Value* params, const std::string& id,
                               const HttpRequest& request, const Completion& done) {
  if (params == nullptr || !params->HasMember("uri") || !(*params)["uri"].IsString()) {
    return refuseUnrun(
        request, rpcError(200, id, rpc::kInvalidParams, "Invalid params: uri must be a string"),
        done);
  }
  const std::string uri = (*params)["uri"].GetString();
  std::string path = uri.substr(0, uri.find('?'));
  const std::string query = uri.size() > path.size() ? uri.substr(path.size() + 1) : "";
  std::shared_ptr<const McpToolSet> set = tools();
  const McpResource* resource =
      path.compare(0, kResourcePrefix.size(), kResourcePrefix) == 0
          ? set->findResource(std::string_view(path).substr(kResourcePrefix.size()))
          : nullptr;
  if (resource == nullptr) {
    return refuseUnrun(
        request, rpcError(200, id, rpc::kResourceNotFound, "Resource not found: " + uri), done);
  }
  HttpRequest get = apiRequest(request, "GET", resource->path);
  get.query = parseQueryString(query);
  run_(std::move(get), [done, id, uri](HttpResponse r) {
    if (r.status < 200 || r.status > 299) {
      const int code = r.status == 404   ? rpc::kResourceNotFound
                       : r.status == 400 ? rpc::kInvalidParams
                                         : rpc::kInternalError;
      return done(
          rpcError(200, id, code, "HTTP " + std::to_string(r.status) + ": " + errorText(r)));
    }
    rapidjson::Document contents(rapidjson::kObjectType);
    auto& a = contents.GetAllocator();
    Value list(rapidjson::kArrayType);
    Value item(rapidjson::kObjectType);
    item.AddMember("uri", seo::sdk::json::string(uri, a), a);
    item.AddMember("mimeType", "application/json", a);
    item.AddMember("text", seo::sdk::json::string(r.body, a), a);
    list.PushBack(item, a);
    contents.AddMember("contents", list, a);
    done(answer(200, rpc::result(id, jsonText(contents))));
  });
}

}  // namespace seo::core
