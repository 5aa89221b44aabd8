#include "core/openapi/openapi_document.h"

#include <rapidjson/document.h>

#include <algorithm>
#include <optional>
#include <set>
#include <vector>

#include "core/common/json_text.h"
#include "core/loader/catalog.h"
#include "core/openapi/shared_answers.h"
#include "core/router/path_template.h"
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

Value parameter(const OperationParameter& p, Alloc& a) {
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

Value operation(const Operation& o, Alloc& a) {
  const RouteEntry& entry = *o.route;
  const seo::sdk::Route& r = entry.route;
  const seo::sdk::RouteDoc& d = r.doc;
  Value op(rapidjson::kObjectType);
  Value tags(rapidjson::kArrayType);
  tags.PushBack(str(entry.plugin, a), a);
  op.AddMember("tags", tags, a);
  op.AddMember("summary", str(d.summary.empty() ? r.method + " " + r.path : d.summary, a), a);
  if (!d.description.empty()) op.AddMember("description", str(d.description, a), a);
  op.AddMember("operationId", str(o.id, a), a);

  Value params(rapidjson::kArrayType);
  for (const OperationParameter& p : o.path_parameters) params.PushBack(parameter(p, a), a);
  if (o.adds_website) params.PushBack(parameter(websiteParameter(), a), a);
  for (const OperationParameter& p : o.parameters) params.PushBack(parameter(p, a), a);
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
  if (d.answers.empty()) {
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
  for (const auto& [status, whens] : o.errors) {
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
  std::optional<PathTemplate> path = PathTemplate::parse(route.path);
  if (!path) return Status::invalidArgument(where + ": the path is not a template");
  const std::vector<std::string> path_params = path->parameters();
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
    if (p.in == "path" &&
        std::find(path_params.begin(), path_params.end(), p.name) == path_params.end()) {
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
  for (const Operation& o : catalog.operations) {
    const std::string& plugin = o.route->plugin;
    if (!tagged.insert(plugin).second) continue;
    std::string description = "Routes the host serves itself (its built-in " + plugin +
                              " component), whatever plugins are loaded";
    for (const auto& build : catalog.builds) {
      if (build->info.name == plugin) {
        description = "Routes of the " + plugin + " plugin, version " + build->info.version +
                      " (ABI " + build->info.abi + ")";
      }
    }
    Value tag(rapidjson::kObjectType);
    tag.AddMember("name", str(plugin, a), a);
    tag.AddMember("description", str(description, a), a);
    tags.PushBack(tag, a);
  }
  doc.AddMember("tags", tags, a);

  // Paths in order, each with its methods in registration order.
  std::map<std::string, std::vector<const Operation*>> by_path;
  for (const Operation& o : catalog.operations) by_path[o.route->route.path].push_back(&o);
  Value paths(rapidjson::kObjectType);
  paths.AddMember(str(kOpenApiPath, a), describeItself(a), a);
  for (const auto& [path, operations] : by_path) {
    Value item(rapidjson::kObjectType);
    for (const Operation* o : operations) {
      item.AddMember(str(seo::sdk::ascii::lower(o->route->route.method), a), operation(*o, a), a);
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
