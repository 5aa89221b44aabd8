#include "core/openapi/openapi_document.h"

#include <rapidjson/document.h>

#include <set>
#include <vector>

#include "core/common/json_text.h"
#include "core/loader/catalog.h"
#include "core/openapi/shared_answers.h"
#include "core/router/router.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/response.h"

namespace seo::core {

using seo::sdk::Status;

namespace {

using Alloc = rapidjson::Document::AllocatorType;
using rapidjson::Value;

constexpr std::string_view kRefPrefix = "#/components/schemas/";

// Every "$ref" in `v` names a schema of `known`.
Status checkRefs(std::string_view where, const Value& v, const SchemaTexts& known) {
  if (v.IsArray()) {
    for (const Value& item : v.GetArray()) {
      if (Status s = checkRefs(where, item, known); !s.isOk()) return s;
    }
  } else if (v.IsObject()) {
    for (const auto& m : v.GetObject()) {
      if (std::string_view(m.name.GetString()) == "$ref") {
        std::string_view target =
            m.value.IsString() ? std::string_view(m.value.GetString()) : std::string_view();
        if (target.substr(0, kRefPrefix.size()) != kRefPrefix ||
            known.find(target.substr(kRefPrefix.size())) == known.end()) {
          return Status::invalidArgument(std::string(where) + ": $ref " + std::string(target) +
                                         " names no schema this plugin or the host registered");
        }
      } else if (Status s = checkRefs(where, m.value, known); !s.isOk()) {
        return s;
      }
    }
  }
  return Status::ok();
}

// Adds to `names` the schema name of every "$ref" in `v`.
void collectRefs(const Value& v, std::set<std::string>* names) {
  if (v.IsArray()) {
    for (const Value& item : v.GetArray()) collectRefs(item, names);
  } else if (v.IsObject()) {
    for (const auto& m : v.GetObject()) {
      std::string_view target =
          m.value.IsString() ? std::string_view(m.value.GetString()) : std::string_view();
      if (std::string_view(m.name.GetString()) == "$ref" &&
          target.substr(0, kRefPrefix.size()) == kRefPrefix) {
        names->emplace(target.substr(kRefPrefix.size()));
      } else {
        collectRefs(m.value, names);
      }
    }
  }
}

bool validStatus(int status) { return status >= 100 && status <= 599; }

Value parsedSchema(const std::string& text, Alloc& a) {
  rapidjson::Document d;
  d.Parse(text.c_str(), text.size());  // checked when the plugin loaded
  return Value(d, a);
}

Value str(std::string_view text, Alloc& a) { return seo::sdk::json::string(text, a); }

}  // namespace

std::string operationId(const std::string& method, const std::string& path) {
  std::string id = seo::sdk::ascii::lower(method);
  for (std::string_view seg : splitPath(path)) {
    bool param = seg.size() > 2 && seg.front() == '{';
    if (param) {
      id += "By";
      seg = seg.substr(1, seg.size() - 2);
    }
    bool upper = true;
    for (char c : seg) {
      if (!seo::sdk::ascii::isAlpha(c) && !seo::sdk::ascii::isDigit(c)) {
        upper = true;
        continue;
      }
      id += upper ? seo::sdk::ascii::upperChar(c) : c;
      upper = false;
    }
  }
  return id;
}

namespace {

Value errorAnswer(int status, const std::string& description, Alloc& a) {
  Value schema(rapidjson::kObjectType);
  schema.AddMember("$ref", "#/components/schemas/Error", a);
  Value json(rapidjson::kObjectType);
  json.AddMember("schema", schema, a);
  Value content(rapidjson::kObjectType);
  content.AddMember("application/json", json, a);
  Value answer(rapidjson::kObjectType);
  answer.AddMember("description", str(description, a), a);
  answer.AddMember("content", content, a);
  addAnswerHeaders(status, answer, a);
  return answer;
}

// A media type object; `example` is JSON text, "" for none.
Value contentOf(std::string_view media_type, Value schema, Alloc& a,
                const std::string& example = "") {
  Value typed(rapidjson::kObjectType);
  typed.AddMember("schema", schema, a);
  if (!example.empty()) typed.AddMember("example", parsedSchema(example, a), a);
  Value content(rapidjson::kObjectType);
  content.AddMember(str(media_type, a), typed, a);
  return content;
}

// The example of the answer with `status`, or "".
std::string exampleOf(const seo::sdk::RouteDoc& d, int status) {
  for (const auto& [answered, json] : d.answer_examples) {
    if (answered == status) return json;
  }
  return "";
}

Value notModified(Alloc& a) {
  Value unchanged(rapidjson::kObjectType);
  unchanged.AddMember("description", "Not modified: If-None-Match names the current ETag", a);
  addAnswerHeaders(304, unchanged, a);
  return unchanged;
}

Value parameter(const seo::sdk::RouteDoc::Parameter& p, Alloc& a) {
  Value v(rapidjson::kObjectType);
  v.AddMember("name", str(p.name, a), a);
  v.AddMember("in", str(p.in, a), a);
  if (!p.description.empty()) v.AddMember("description", str(p.description, a), a);
  v.AddMember("required", p.in == "path" || p.required, a);
  v.AddMember(
      "schema",
      p.schema.empty() ? parsedSchema(R"({"type": "string"})", a) : parsedSchema(p.schema, a), a);
  return v;
}

// The errors an operation may answer: the host's stages', then the handler's own.
std::map<int, std::vector<std::string>> errorsOf(const RouteEntry& entry) {
  const seo::sdk::Route& r = entry.route;
  const seo::sdk::RouteOptions& o = r.options;
  std::map<int, std::vector<std::string>> errors;
  if (o.public_access) {
    errors[429].push_back("Too many requests from this address (Retry-After says when to retry)");
  } else {
    errors[401].push_back("The API key is missing or invalid");
    errors[403].push_back(o.open_to_every_tier
                              ? "The API key is inactive"
                              : "The API key is inactive, or the plan has no API access");
    errors[429].push_back("Too many requests with this API key (Retry-After says when to retry)");
    if (o.needs_website) {
      errors[400].push_back("`website_id` is missing (the key has no website) or not a UUID");
      errors[403].push_back("`website_id` names a website outside the caller's organizations");
    }
  }
  if (entry.asset) return errors;
  if (!r.doc.body_schema.empty() || r.method == "POST" || r.method == "PUT" ||
      r.method == "PATCH") {
    errors[400].push_back(
        "The body is not a JSON object, or a field is missing or invalid "
        "(the message names it)");
    errors[413].push_back("The body is larger than the route accepts");
  }
  for (const auto& p : r.doc.parameters) {
    if (p.in == "query") {
      errors[400].push_back("A query parameter is invalid (the message names it)");
      break;
    }
  }
  if (r.path.find('{') != std::string::npos) errors[404].push_back("Resource not found");
  if (!o.credit_resource.empty()) {
    errors[402].push_back("Usage limit reached for " + o.credit_resource);
  }
  if (o.outbound_calls) {
    errors[429].push_back("Too many outside calls waiting for this organization");
    errors[502].push_back("An outside service the route calls answered with an error");
    errors[503].push_back("The server has too many outside calls queued");
  }
  for (const auto& [status, when] : r.doc.errors) errors[status].push_back(when);
  return errors;
}

Value operation(const RouteEntry& entry, Alloc& a) {
  const seo::sdk::Route& r = entry.route;
  const seo::sdk::RouteDoc& d = r.doc;
  Value op(rapidjson::kObjectType);
  Value tags(rapidjson::kArrayType);
  tags.PushBack(str(entry.plugin, a), a);
  op.AddMember("tags", tags, a);
  std::string summary = d.summary;
  if (summary.empty()) summary = entry.asset ? "Static file" : r.method + " " + r.path;
  op.AddMember("summary", str(summary, a), a);
  if (!d.description.empty()) op.AddMember("description", str(d.description, a), a);
  op.AddMember("operationId", str(operationId(r.method, r.path), a), a);

  Value params(rapidjson::kArrayType);
  std::set<std::string> named;
  for (const auto& p : d.parameters) named.insert(p.in + " " + p.name);
  for (std::string_view seg : splitPath(r.path)) {
    if (seg.size() < 3 || seg.front() != '{') continue;
    std::string name(seg.substr(1, seg.size() - 2));
    if (named.count("path " + name)) continue;
    params.PushBack(parameter({"path", name, std::string(seo::sdk::doc::kUuid), "", true}, a), a);
  }
  if (!r.options.public_access && r.options.needs_website && !entry.asset &&
      !named.count("query website_id")) {
    params.PushBack(parameter({"query", "website_id", std::string(seo::sdk::doc::kUuid),
                               "The target website; default: the key's own", false},
                              a),
                    a);
  }
  for (const auto& p : d.parameters) params.PushBack(parameter(p, a), a);
  if (!params.Empty()) op.AddMember("parameters", params, a);

  if (!d.body_schema.empty()) {
    Value body(rapidjson::kObjectType);
    if (!d.body_description.empty()) body.AddMember("description", str(d.body_description, a), a);
    body.AddMember("required", true, a);
    body.AddMember("content",
                   contentOf("application/json", parsedSchema(d.body_schema, a), a, d.body_example),
                   a);
    op.AddMember("requestBody", body, a);
  }

  Value responses(rapidjson::kObjectType);
  if (entry.asset) {
    Value ok(rapidjson::kObjectType);
    ok.AddMember("description", "The file", a);
    ok.AddMember("content",
                 contentOf(entry.asset->content_type, parsedSchema(R"({"type": "string"})", a), a),
                 a);
    addAnswerHeaders(200, ok, a);
    responses.AddMember("200", ok, a);
    responses.AddMember("304", notModified(a), a);
  } else if (d.answers.empty()) {
    Value ok(rapidjson::kObjectType);
    ok.AddMember("description", "Success (the plugin documents no schema)", a);
    addAnswerHeaders(200, ok, a);
    responses.AddMember("200", ok, a);
  }
  for (const auto& answer : d.answers) {
    Value v(rapidjson::kObjectType);
    v.AddMember("description", str(answer.description.empty() ? "Success" : answer.description, a),
                a);
    if (!answer.schema.empty()) {
      v.AddMember("content",
                  contentOf("application/json", parsedSchema(answer.schema, a), a,
                            exampleOf(d, answer.status)),
                  a);
    }
    addAnswerHeaders(answer.status, v, a);
    responses.AddMember(str(std::to_string(answer.status), a), v, a);
  }
  for (const auto& [status, whens] : errorsOf(entry)) {
    std::string description;
    for (const std::string& when : whens) description += (description.empty() ? "" : "; ") + when;
    responses.AddMember(str(std::to_string(status), a), errorAnswer(status, description, a), a);
  }
  addSharedAnswers(responses, a);
  op.AddMember("responses", responses, a);

  if (r.options.public_access) op.AddMember("security", Value(rapidjson::kArrayType), a);
  if (!r.options.credit_resource.empty()) {
    op.AddMember("x-credit-resource", str(r.options.credit_resource, a), a);
  }
  if (r.options.irreversible) op.AddMember("x-irreversible", true, a);
  if (!r.options.deprecated_since.empty()) {
    op.AddMember("deprecated", true, a);
    op.AddMember("x-sunset", str(r.options.sunset, a), a);
    op.AddMember("x-successor", str("/api/v1" + r.options.successor, a), a);
  }
  return op;
}

// A real answer of GET /api/v1/openapi.json, cut down to its first operation.
constexpr std::string_view kDocumentExample = R"({"openapi": "3.1.0",
  "info": {"title": "Search Optimization Platform Public API", "version": "1.0.0"},
  "servers": [{"url": "/api/v1", "description": "This server"}],
  "paths": {"/openapi.json": {"get": {"tags": ["core"], "operationId": "getOpenapiJson",
    "summary": "This API description (OpenAPI 3.1), generated from the plugins loaded now"}}}})";

// The host's own operation: this document.
Value describeItself(Alloc& a) {
  Value op(rapidjson::kObjectType);
  Value tags(rapidjson::kArrayType);
  tags.PushBack("core", a);
  op.AddMember("tags", tags, a);
  op.AddMember("summary",
               "This API description (OpenAPI 3.1), generated from the plugins loaded now", a);
  op.AddMember("operationId", "getOpenapiJson", a);
  Value responses(rapidjson::kObjectType);
  Value ok(rapidjson::kObjectType);
  ok.AddMember("description", "The OpenAPI document", a);
  ok.AddMember("content",
               contentOf("application/json", parsedSchema(R"({"type": "object"})", a), a,
                         std::string(kDocumentExample)),
               a);
  addAnswerHeaders(200, ok, a);
  responses.AddMember("200", ok, a);
  responses.AddMember("304", notModified(a), a);
  responses.AddMember("429",
                      errorAnswer(429,
                                  "Too many requests from this address (Retry-After says when "
                                  "to retry)",
                                  a),
                      a);
  addSharedAnswers(responses, a);
  op.AddMember("responses", responses, a);
  op.AddMember("security", Value(rapidjson::kArrayType), a);
  Value item(rapidjson::kObjectType);
  item.AddMember("get", op, a);
  return item;
}

}  // namespace

const SchemaTexts& hostSchemas() {
  static const SchemaTexts kSchemas = {
      {"Error",
       R"({"type": "object", "required": ["error"], "additionalProperties": false,
           "description": "Every error answer: a message naming what was wrong",
           "properties": {"error": {"type": "string"}}})"},
      {"PageMeta",
       R"({"type": "object", "required": ["total", "page", "limit"],
           "additionalProperties": false,
           "properties": {"total": {"type": "integer", "minimum": 0},
                          "page": {"type": "integer", "minimum": 1},
                          "limit": {"type": "integer", "minimum": 1},
                          "next_cursor": {
                            "type": ["string", "null"],
                            "description":
                              "on lists that take a cursor: the page after this one's; null on the last"}}})"},
      {"CursorMeta",
       R"({"type": "object", "required": ["limit", "next_cursor"], "additionalProperties": false,
           "properties": {"limit": {"type": "integer", "minimum": 1},
                          "next_cursor": {
                            "type": ["string", "null"],
                            "description": "the `cursor` of the next page; null on the last"}}})"},
  };
  return kSchemas;
}

Status checkSchemaText(std::string_view where, const std::string& text, const SchemaTexts& known) {
  rapidjson::Document d;
  if (Status s = seo::sdk::json::parse(text, d); !s.isOk()) {
    return Status::invalidArgument(std::string(where) + ": the schema is not JSON: " + s.message());
  }
  if (!d.IsObject()) {
    return Status::invalidArgument(std::string(where) + ": a schema must be a JSON object");
  }
  return checkRefs(where, d, known);
}

namespace {

// An example is any JSON value (its schema is the suite's to check:
// tests/e2e/core/openapi_test.cc).
Status checkExample(const std::string& where, const std::string& text) {
  rapidjson::Document d;
  if (Status s = seo::sdk::json::parse(text, d); !s.isOk()) {
    return Status::invalidArgument(where + " is not JSON: " + s.message());
  }
  return Status::ok();
}

}  // namespace

Status checkRouteDoc(const seo::sdk::Route& route, const SchemaTexts& known) {
  const std::string where = "route " + route.method + " " + route.path;
  const seo::sdk::RouteDoc& d = route.doc;
  std::set<std::string> path_params;
  for (std::string_view seg : splitPath(route.path)) {
    if (seg.size() > 2 && seg.front() == '{') {
      path_params.emplace(seg.substr(1, seg.size() - 2));
    }
  }
  std::set<std::string> seen;
  for (const auto& p : d.parameters) {
    if (p.in != "query" && p.in != "path" && p.in != "header") {
      return Status::invalidArgument(where + ": parameter " + p.name +
                                     " must be in query, path or header");
    }
    if (p.name.empty() || !seen.insert(p.in + " " + p.name).second) {
      return Status::invalidArgument(where + ": parameter '" + p.name +
                                     "' is empty or documented twice");
    }
    if (p.in == "path" && !path_params.count(p.name)) {
      return Status::invalidArgument(where + ": path parameter " + p.name +
                                     " is not in the template");
    }
    if (!p.schema.empty()) {
      if (Status s = checkSchemaText(where + " parameter " + p.name, p.schema, known); !s.isOk()) {
        return s;
      }
    }
  }
  if (!d.body_schema.empty()) {
    if (Status s = checkSchemaText(where + " body", d.body_schema, known); !s.isOk()) return s;
  }
  std::set<int> answered;
  for (const auto& answer : d.answers) {
    if (!validStatus(answer.status) || !answered.insert(answer.status).second) {
      return Status::invalidArgument(where + ": answer " + std::to_string(answer.status) +
                                     " is not a status or is documented twice");
    }
    if (!answer.schema.empty()) {
      if (Status s = checkSchemaText(where + " answer " + std::to_string(answer.status),
                                     answer.schema, known);
          !s.isOk()) {
        return s;
      }
    }
  }
  for (const auto& [status, when] : d.errors) {
    if (status < 400 || status > 599 || answered.count(status)) {
      return Status::invalidArgument(where + ": error " + std::to_string(status) +
                                     " must be 400 to 599 and not also an answer");
    }
  }
  if (!d.body_example.empty()) {
    if (d.body_schema.empty()) {
      return Status::invalidArgument(where + ": a body example without a body schema");
    }
    if (Status s = checkExample(where + " body example", d.body_example); !s.isOk()) return s;
  }
  std::set<int> exemplified;
  for (const auto& [status, json] : d.answer_examples) {
    const std::string what = where + " answer " + std::to_string(status) + " example";
    if (!answered.count(status) || !exemplified.insert(status).second) {
      return Status::invalidArgument(what + ": not an answer of the route, or given twice");
    }
    if (Status s = checkExample(what, json); !s.isOk()) return s;
  }
  return Status::ok();
}

std::string openApiDocument(const Catalog& catalog) {
  rapidjson::Document doc(rapidjson::kObjectType);
  Alloc& a = doc.GetAllocator();
  doc.AddMember("openapi", "3.1.0", a);

  std::string loaded;
  for (const PluginInfo& p : catalog.plugins) {
    loaded += (loaded.empty() ? "" : ", ") + p.name + " " + p.version;
  }
  Value info(rapidjson::kObjectType);
  info.AddMember("title", "Search Optimization Platform Public API", a);
  info.AddMember("version", "1.0.0", a);
  info.AddMember("description",
                 str("Generated from the plugins this server has loaded now (" +
                         (loaded.empty() ? std::string("none") : loaded) +
                         "); a hot swap changes it. Every request carries `Authorization: "
                         "Bearer <API key>` unless its operation says otherwise.",
                     a),
                 a);
  doc.AddMember("info", info, a);

  Value servers(rapidjson::kArrayType);
  Value server(rapidjson::kObjectType);
  server.AddMember("url", "/api/v1", a);
  server.AddMember("description", "This server", a);
  servers.PushBack(server, a);
  doc.AddMember("servers", servers, a);

  Value security(rapidjson::kArrayType);
  Value bearer(rapidjson::kObjectType);
  bearer.AddMember("bearerAuth", Value(rapidjson::kArrayType), a);
  security.PushBack(bearer, a);
  doc.AddMember("security", security, a);

  Value tags(rapidjson::kArrayType);
  Value core_tag(rapidjson::kObjectType);
  core_tag.AddMember("name", "core", a);
  core_tag.AddMember("description", "What the server itself answers", a);
  tags.PushBack(core_tag, a);
  // A tag for each name the operations carry, so every tag used is declared and none declared
  // goes unused (a CMS connector serves no route). A plugin's is described from its build; a name
  // no build in `catalog.builds` has is a built-in component's (those are not listed there).
  std::set<std::string> tagged;
  for (const auto& entry : catalog.routes) {
    if (!tagged.insert(entry->plugin).second) continue;
    std::string description = "Routes the host serves itself (its built-in " + entry->plugin +
                              " component), whatever plugins are loaded";
    for (const auto& build : catalog.builds) {
      if (build->info.name == entry->plugin) {
        description = "Routes of the " + entry->plugin + " plugin, version " +
                      build->info.version + " (ABI " + build->info.abi + ")";
      }
    }
    Value tag(rapidjson::kObjectType);
    tag.AddMember("name", str(entry->plugin, a), a);
    tag.AddMember("description", str(description, a), a);
    tags.PushBack(tag, a);
  }
  doc.AddMember("tags", tags, a);

  // Paths in order, each with its methods in registration order.
  std::map<std::string, std::vector<const RouteEntry*>> by_path;
  for (const auto& entry : catalog.routes) by_path[entry->route.path].push_back(entry.get());
  Value paths(rapidjson::kObjectType);
  paths.AddMember(str(kOpenApiPath, a), describeItself(a), a);
  for (const auto& [path, entries] : by_path) {
    Value item(rapidjson::kObjectType);
    for (const RouteEntry* entry : entries) {
      item.AddMember(str(seo::sdk::ascii::lower(entry->route.method), a), operation(*entry, a), a);
    }
    paths.AddMember(str(path, a), item, a);
  }
  doc.AddMember("paths", paths, a);

  Value schemes(rapidjson::kObjectType);
  Value bearer_scheme(rapidjson::kObjectType);
  bearer_scheme.AddMember("type", "http", a);
  bearer_scheme.AddMember("scheme", "bearer", a);
  bearer_scheme.AddMember("description", "An API key, as `seoctl key create` prints it", a);
  schemes.AddMember("bearerAuth", bearer_scheme, a);
  // Every plugin schema; the host's only where something refers to them.
  Value schemas(rapidjson::kObjectType);
  for (const auto& [name, text] : catalog.schemas) {
    if (!hostSchemas().count(name)) schemas.AddMember(str(name, a), parsedSchema(text, a), a);
  }
  std::set<std::string> referred;
  collectRefs(doc["paths"], &referred);
  collectRefs(schemas, &referred);
  for (const auto& [name, text] : hostSchemas()) {
    if (referred.count(name)) schemas.AddMember(str(name, a), parsedSchema(text, a), a);
  }
  Value components(rapidjson::kObjectType);
  components.AddMember("securitySchemes", schemes, a);
  components.AddMember("schemas", schemas, a);
  components.AddMember("headers", sharedHeaderComponents(a), a);
  components.AddMember("responses", sharedResponseComponents(a), a);
  doc.AddMember("components", components, a);
  return jsonText(doc);
}

}  // namespace seo::core
