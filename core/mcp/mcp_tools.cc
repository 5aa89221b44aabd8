#include "core/mcp/mcp_tools.h"

#include <rapidjson/document.h>

#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>

#include "core/common/json_text.h"
#include "core/http/dispatch_stages.h"
#include "core/loader/catalog.h"
#include "core/openapi/openapi_document.h"
#include "core/openapi/operation.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/json_parse.h"

namespace seo::core {

namespace {

using Alloc = rapidjson::Document::AllocatorType;
using rapidjson::Value;

constexpr std::string_view kComponentRef = "#/components/schemas/";
constexpr std::string_view kDefsRef = "#/$defs/";

Value str(std::string_view text, Alloc& a) { return seo::sdk::json::string(text, a); }

// A schema text as a value (the texts were checked when their plugin loaded).
Value parsed(const std::string& text, Alloc& a) {
  rapidjson::Document d;
  d.Parse(text.c_str(), text.size());
  if (d.HasParseError()) return Value(rapidjson::kObjectType);
  return Value(d, a);
}

// Rewrites every "$ref" to a component schema in `v` into one to the tool schema's own $defs,
// collecting the names referred to.
void rewriteRefs(Value& v, Alloc& a, std::set<std::string>* names) {
  if (v.IsArray()) {
    for (Value& item : v.GetArray()) rewriteRefs(item, a, names);
    return;
  }
  if (!v.IsObject()) return;
  for (auto& m : v.GetObject()) {
    if (std::string_view(m.name.GetString()) == "$ref" && m.value.IsString()) {
      std::string_view target = m.value.GetString();
      if (target.substr(0, kComponentRef.size()) == kComponentRef) {
        std::string name(target.substr(kComponentRef.size()));
        names->insert(name);
        m.value = str(std::string(kDefsRef) + name, a);
      }
    } else {
      rewriteRefs(m.value, a, names);
    }
  }
}

// A tool's schema under construction: values from the catalog's texts, refs rewritten, and the
// $defs they need added at the end.
class SchemaBuilder {
 public:
  SchemaBuilder(const Catalog& catalog, Alloc& a) : catalog_(catalog), a_(a) {}

  Value schema(const std::string& text) {
    Value v = parsed(text, a_);
    rewriteRefs(v, a_, &refs_);
    return v;
  }
  // `v` itself when it is not a lone $ref, else the schema it names (its refs rewritten).
  Value resolved(Value v) {
    if (v.IsObject() && v.MemberCount() == 1 && v.HasMember("$ref") && v["$ref"].IsString()) {
      std::string_view target = v["$ref"].GetString();
      if (target.substr(0, kDefsRef.size()) == kDefsRef) {
        auto it = catalog_.schemas.find(target.substr(kDefsRef.size()));
        if (it != catalog_.schemas.end()) return schema(it->second);
      }
    }
    return v;
  }
  // Adds "$defs" with every schema referred to, and those they refer to, to `root`.
  void addDefs(Value& root) {
    Value defs(rapidjson::kObjectType);
    std::set<std::string> done;
    while (true) {
      std::set<std::string> pending;
      std::set_difference(refs_.begin(), refs_.end(), done.begin(), done.end(),
                          std::inserter(pending, pending.end()));
      if (pending.empty()) break;
      for (const std::string& name : pending) {
        done.insert(name);
        auto it = catalog_.schemas.find(name);
        defs.AddMember(
            str(name, a_),
            it == catalog_.schemas.end() ? Value(rapidjson::kObjectType) : schema(it->second), a_);
      }
    }
    if (!defs.ObjectEmpty()) root.AddMember("$defs", defs, a_);
    refs_.clear();
  }

 private:
  const Catalog& catalog_;
  Alloc& a_;
  std::set<std::string> refs_;
};

bool isObjectSchema(const Value& v) {
  return v.IsObject() && v.HasMember("type") && v["type"].IsString() &&
         std::string_view(v["type"].GetString()) == "object";
}

constexpr const char* kCombinators[] = {"anyOf", "oneOf", "allOf"};

// A combinator whose branches only say which members are required ("body_text or body_html"):
// it means the same at the root of the tool's input.
bool onlyRequires(const Value& branches) {
  if (!branches.IsArray()) return false;
  for (const Value& branch : branches.GetArray()) {
    if (!branch.IsObject() || branch.MemberCount() != 1 || !branch.HasMember("required")) {
      return false;
    }
  }
  return true;
}

// A body schema whose properties may stand as the tool's own arguments: an object whose
// combinators, if any, only say which of them are required.
bool flattens(const Value& body) {
  if (!isObjectSchema(body) || !body.HasMember("properties") || !body["properties"].IsObject()) {
    return false;
  }
  for (const char* combinator : kCombinators) {
    if (body.HasMember(combinator) && !onlyRequires(body[combinator])) return false;
  }
  return true;
}

// "GET /things/{id}" in a text names the tool of that operation too.
std::string withToolNames(std::string text, const std::vector<McpTool>& tools) {
  for (const McpTool& tool : tools) {
    const std::string mention = tool.method + " " + tool.path.text();
    std::size_t at = 0;
    while ((at = text.find(mention, at)) != std::string::npos) {
      std::size_t end = at + mention.size();
      // Not a longer path that starts the same ("/things/{id}/parts").
      if (end < text.size() && (text[end] == '/' || text[end] == '{' ||
                                std::isalnum(static_cast<unsigned char>(text[end])))) {
        at = end;
        continue;
      }
      const std::string named = " (tool `" + tool.name + "`)";
      text.insert(end, named);
      at = end + named.size();
    }
  }
  return text;
}

// The 2xx answers' schemas, distinct; `missing` when one of them has no body schema.
std::vector<std::string> successSchemas(const seo::sdk::RouteDoc& doc, bool* missing) {
  std::vector<std::string> texts;
  *missing = false;
  for (const auto& answer : doc.answers) {
    if (answer.status < 200 || answer.status > 299) continue;
    if (answer.schema.empty()) {
      *missing = true;
    } else if (std::find(texts.begin(), texts.end(), answer.schema) == texts.end()) {
      texts.push_back(answer.schema);
    }
  }
  return texts;
}

// The description an agent reads: what the route says of itself, then what the host knows.
std::string describe(const RouteEntry& entry, const McpTool& tool) {
  const seo::sdk::Route& r = entry.route;
  const seo::sdk::RouteOptions& o = r.options;
  std::string text = r.doc.summary.empty() ? r.method + " " + r.path : r.doc.summary;
  if (!text.empty() && text.back() != '.') text += '.';
  if (!r.doc.description.empty()) text += "\n\n" + r.doc.description;
  std::string facts;
  auto fact = [&facts](const std::string& line) { facts += "\n- " + line; };
  fact("HTTP: " + r.method + " /api/v1" + r.path + " (plugin " + entry.plugin + ").");
  if (!o.deprecated_since.empty()) {
    fact("Deprecated since " + o.deprecated_since + ", gone on " + o.sunset + ": use " + r.method +
         " " + o.successor + " instead.");
  }
  if (!o.credit_resource.empty()) {
    fact("Spends `" + o.credit_resource +
         "` credits (the amount is said above); a tool error with HTTP 402 when the "
         "organization has none left.");
  }
  if (!tool.poll_tool.empty()) {
    fact("Answers at once (HTTP 202) while the work goes on in the background: call tool `" +
         tool.poll_tool +
         "` with the ids of this answer until its status says the work has finished.");
  }
  if (o.irreversible) fact("Cannot be undone: it acts outside this server.");
  if (o.needs_website) {
    fact("Acts on one website: `website_id`, or the API key's own website when omitted.");
  }
  for (const auto& [status, when] : r.doc.errors) {
    fact("Fails with HTTP " + std::to_string(status) + " when: " + when + ".");
  }
  return text + "\n" + facts;
}

// The tool of operation `op`, its schemas and annotations written into `tool.json`; `all` names
// every tool (for the operations a description mentions).
McpTool toolOf(const Operation& op, const Catalog& catalog, const std::vector<McpTool>& all) {
  const RouteEntry& entry = *op.route;
  const seo::sdk::Route& r = entry.route;
  const seo::sdk::RouteDoc& d = r.doc;
  const seo::sdk::RouteOptions& o = r.options;
  McpTool tool;
  tool.name = op.id;
  tool.method = r.method;
  tool.path = entry.path;
  tool.read_only = r.method == "GET";
  tool.poll_tool = op.polled_by;

  rapidjson::Document json(rapidjson::kObjectType);
  Alloc& a = json.GetAllocator();
  SchemaBuilder schemas(catalog, a);
  Value properties(rapidjson::kObjectType);
  auto add = [&](const std::string& name, Value schema, const std::string& description,
                 bool required) {
    if (!description.empty() && schema.IsObject() && !schema.HasMember("description")) {
      schema.AddMember("description", str(description, a), a);
    }
    properties.AddMember(str(name, a), schema, a);
    if (required) tool.required.push_back(name);
  };

  std::set<std::string> outside_body;
  for (const OperationParameter& p : op.path_parameters) {
    tool.path_parameters.push_back(p.name);
    outside_body.insert(p.name);
    add(p.name, schemas.schema(p.schema), p.description.empty() ? "path parameter" : p.description,
        true);
  }
  // Query parameters, and the target website's as the operation adds it.
  for (const OperationParameter& p : op.parameters) {
    if (p.in == "query") outside_body.insert(p.name);
  }
  // The body: its members are the tool's own arguments when none is named like a parameter
  // (website_id excepted: a write names its website in the body).
  Value body = d.body_schema.empty() ? Value() : schemas.resolved(schemas.schema(d.body_schema));
  if (!body.IsNull()) {
    tool.body = McpTool::Body::kWhole;
    if (flattens(body)) {
      tool.body = McpTool::Body::kMembers;
      for (const auto& m : body["properties"].GetObject()) {
        if (outside_body.count(m.name.GetString())) tool.body = McpTool::Body::kWhole;
      }
    }
  }
  const bool body_names_website =
      tool.body == McpTool::Body::kMembers && body["properties"].HasMember("website_id");
  for (const OperationParameter& p : op.parameters) {
    if (p.in != "query") continue;
    tool.query_parameters.push_back(p.name);
    add(p.name,
        p.schema.empty() ? schemas.schema(R"({"type": "string"})") : schemas.schema(p.schema),
        p.description, p.required);
  }
  if (op.adds_website && !body_names_website) {
    const OperationParameter website = websiteParameter();
    tool.query_parameters.push_back(website.name);
    add(website.name, schemas.schema(website.schema), website.description, website.required);
  }
  Value input(rapidjson::kObjectType);
  input.AddMember("type", "object", a);
  if (tool.body == McpTool::Body::kMembers) {
    for (auto& m : body["properties"].GetObject()) {
      const std::string name = m.name.GetString();
      tool.body_members.push_back(name);
      add(name, Value(m.value, a), name == "website_id" ? websiteParameter().description : "",
          false);
    }
    for (const char* combinator : kCombinators) {
      if (body.HasMember(combinator)) input.AddMember(str(combinator, a), body[combinator], a);
    }
    if (body.HasMember("required") && body["required"].IsArray()) {
      for (const Value& name : body["required"].GetArray()) {
        if (name.IsString()) tool.required.push_back(name.GetString());
      }
    }
  } else if (tool.body == McpTool::Body::kWhole) {
    add("body", std::move(body), d.body_description.empty() ? "the JSON body" : d.body_description,
        true);
  }
  input.AddMember("properties", properties, a);
  if (!tool.required.empty()) {
    Value required(rapidjson::kArrayType);
    for (const std::string& name : tool.required) required.PushBack(str(name, a), a);
    input.AddMember("required", required, a);
  }
  input.AddMember("additionalProperties", false, a);
  schemas.addDefs(input);

  // Output: the 2xx answers' schema (any of them when they differ), an object at its root.
  bool missing = false;
  const std::vector<std::string> outputs = successSchemas(d, &missing);
  Value output;
  if (!outputs.empty() && !missing) {
    std::vector<Value> alternatives;
    bool objects = true;
    for (const std::string& text : outputs) {
      alternatives.push_back(schemas.resolved(schemas.schema(text)));
      objects = objects && isObjectSchema(alternatives.back());
    }
    Value any(rapidjson::kArrayType);
    if (alternatives.size() > 1) {
      for (Value& alternative : alternatives) any.PushBack(alternative, a);
    }
    Value inner =
        alternatives.size() == 1 ? std::move(alternatives[0]) : Value(rapidjson::kObjectType);
    if (alternatives.size() > 1) inner.AddMember("anyOf", any, a);
    if (objects) {
      output = std::move(inner);
      if (alternatives.size() > 1) output.AddMember("type", "object", a);
    } else {
      tool.wrapped_output = true;
      output.SetObject();
      output.AddMember("type", "object", a);
      Value required(rapidjson::kArrayType);
      required.PushBack("result", a);
      output.AddMember("required", required, a);
      Value wrapped(rapidjson::kObjectType);
      wrapped.AddMember("result", inner, a);
      output.AddMember("properties", wrapped, a);
    }
    schemas.addDefs(output);
    tool.has_output_schema = true;
  }

  const std::string title = d.summary.empty() ? r.method + " " + r.path : d.summary;
  json.AddMember("name", str(tool.name, a), a);
  json.AddMember("title", str(title, a), a);
  json.AddMember("description", str(withToolNames(describe(entry, tool), all), a), a);
  json.AddMember("inputSchema", input, a);
  if (tool.has_output_schema) json.AddMember("outputSchema", output, a);
  // The hints (docs/mcp.md): a GET only reads; DELETE, PUT, PATCH and an irreversible action
  // may destroy; a repeated GET, PUT, PATCH or DELETE changes nothing more; a route that calls
  // outside, spends credits (providers are paid per call) or acts irreversibly is open-world.
  Value hints(rapidjson::kObjectType);
  hints.AddMember("title", str(title, a), a);
  hints.AddMember("readOnlyHint", tool.read_only, a);
  hints.AddMember(
      "destructiveHint",
      r.method == "DELETE" || r.method == "PUT" || r.method == "PATCH" || o.irreversible, a);
  hints.AddMember("idempotentHint", r.method != "POST", a);
  hints.AddMember("openWorldHint", o.outbound_calls || o.irreversible || !o.credit_resource.empty(),
                  a);
  json.AddMember("annotations", hints, a);
  tool.json = jsonText(json);
  return tool;
}

McpResource resourceOf(const RouteEntry& entry, const McpTool& tool) {
  const std::string& path = tool.path.text();
  rapidjson::Document json(rapidjson::kObjectType);
  Alloc& a = json.GetAllocator();
  McpResource resource;
  resource.path = path;
  resource.uri = std::string(kResourcePrefix) + path;
  const std::string title =
      entry.route.doc.summary.empty() ? "GET " + path : entry.route.doc.summary;
  json.AddMember("uri", str(resource.uri, a), a);
  json.AddMember("name", str(tool.name, a), a);
  json.AddMember("title", str(title, a), a);
  json.AddMember("description",
                 str(title + " (GET /api/v1" + path +
                         "; its query parameters may follow the URI, as in ?website_id=...)",
                     a),
                 a);
  json.AddMember("mimeType", "application/json", a);
  resource.json = jsonText(json);
  return resource;
}

std::string listOf(const char* member, const std::vector<const std::string*>& items) {
  std::string text = std::string("{\"") + member + "\":[";
  for (std::size_t i = 0; i < items.size(); ++i) text += (i ? "," : "") + *items[i];
  return text + "]}";
}

}  // namespace

McpToolSet::McpToolSet(const Catalog& catalog) {
  std::vector<const Operation*> operations;
  std::vector<McpTool> names;
  for (const Operation& op : catalog.operations) {
    if (!op.for_keys) continue;
    operations.push_back(&op);
    McpTool named;
    named.name = op.id;
    named.method = op.route->route.method;
    named.path = op.route->path;
    names.push_back(std::move(named));
  }
  std::vector<std::pair<McpTool, const RouteEntry*>> built;
  for (const Operation* op : operations) {
    built.emplace_back(toolOf(*op, catalog, names), op->route);
  }
  std::sort(built.begin(), built.end(),
            [](const auto& x, const auto& y) { return x.first.name < y.first.name; });
  std::vector<const std::string*> all, read_only, resources;
  for (auto& [tool, entry] : built) {
    const seo::sdk::RouteOptions& o = entry->route.options;
    if (tool.read_only && tool.path_parameters.empty() && tool.required.empty() &&
        o.credit_resource.empty() && o.deprecated_since.empty()) {
      resources_.push_back(resourceOf(*entry, tool));
    }
    tools_.push_back(std::move(tool));
  }
  for (std::size_t i = 0; i < tools_.size(); ++i) {
    by_name_.emplace(tools_[i].name, i);
    all.push_back(&tools_[i].json);
    if (tools_[i].read_only) read_only.push_back(&tools_[i].json);
  }
  for (const McpResource& resource : resources_) resources.push_back(&resource.json);
  list_ = listOf("tools", all);
  read_only_list_ = listOf("tools", read_only);
  resource_list_ = listOf("resources", resources);
}

const McpTool* McpToolSet::find(std::string_view name) const {
  auto it = by_name_.find(name);
  return it == by_name_.end() ? nullptr : &tools_[it->second];
}

const McpResource* McpToolSet::findResource(std::string_view path) const {
  for (const McpResource& resource : resources_) {
    if (resource.path == path) return &resource;
  }
  return nullptr;
}

}  // namespace seo::core
