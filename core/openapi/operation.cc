#include "core/openapi/operation.h"

#include "core/http/dispatch_stages.h"
#include "core/loader/catalog.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {
namespace {

// The path parameter `name` as the route documents it, or a UUID.
OperationParameter pathParameter(const seo::sdk::RouteDoc& doc, const std::string& name) {
  OperationParameter p{"path", name, std::string(seo::sdk::doc::kUuid), "", true};
  for (const auto& given : doc.parameters) {
    if (given.in != "path" || given.name != name) continue;
    if (!given.schema.empty()) p.schema = given.schema;
    p.description = given.description;
  }
  return p;
}

// The GET operation of the same plugin whose path template `started` declared with
// RouteSpec::polledBy (the loader checked that there is one), or null.
const Operation* pollOf(const Operation& started, const std::vector<Operation>& all) {
  const std::string& declared = started.route->route.options.polled_by;
  if (declared.empty()) return nullptr;
  for (const Operation& o : all) {
    const RouteEntry& e = *o.route;
    if (e.route.method == "GET" && e.plugin == started.route->plugin && e.route.path == declared) {
      return &o;
    }
  }
  return nullptr;
}

}  // namespace

OperationParameter websiteParameter() {
  return {"query", "website_id", std::string(seo::sdk::doc::kUuid),
          "The target website; default: the API key's own", false};
}

std::string operationId(const std::string& method, const PathTemplate& path) {
  std::string id = seo::sdk::ascii::lower(method);
  for (const PathSegment& seg : path.segments()) {
    if (seg.param) id += "By";
    bool upper = true;
    for (char c : seg.text) {
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

std::vector<Operation> describeOperations(
    const std::vector<std::shared_ptr<const RouteEntry>>& routes) {
  std::vector<Operation> operations;
  for (const auto& entry : routes) {
    if (entry->asset) continue;
    const seo::sdk::Route& r = entry->route;
    const seo::sdk::RouteOptions& o = r.options;
    Operation op;
    op.route = entry.get();
    op.id = operationId(r.method, entry->path);
    for (const std::string& name : entry->path.parameters()) {
      op.path_parameters.push_back(pathParameter(r.doc, name));
    }
    bool reads_query = false;
    bool documents_website = false;
    for (const auto& p : r.doc.parameters) {
      if (p.in == "path") continue;
      op.parameters.push_back({p.in, p.name, p.schema, p.description, p.required});
      reads_query = reads_query || p.in == "query";
      documents_website = documents_website || (p.in == "query" && p.name == "website_id");
    }
    op.adds_website = !o.public_access && o.needs_website && !documents_website;
    const bool reads_body = !r.doc.body_schema.empty() || r.method == "POST" || r.method == "PUT" ||
                            r.method == "PATCH";
    op.errors = stageErrors(o, reads_body, reads_query, !op.path_parameters.empty());
    for (const auto& [status, when] : r.doc.errors) op.errors[status].push_back(when);
    op.for_keys = !o.public_access && !isOwnSignInPath(r.path);
    operations.push_back(std::move(op));
  }
  for (Operation& op : operations) {
    if (const Operation* poll = pollOf(op, operations)) op.polled_by = poll->id;
  }
  return operations;
}

}  // namespace seo::core
